import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli.js';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const demos = readdirSync('assets/demo').filter((f) => f.endsWith('.campaign.json'));

describe('archives', () => {
  for (const demo of demos) {
    it(`${demo}: a few phases on, its archive's JSON imports to an identical campaign and the report has the map`, async () => {
      env = tempService();
      const file = join(env.dir, 'campaign.qmc');
      await env.api['campaign.import']({ jsonFile: join('assets/demo', demo), file });
      for (let k = 0; k < 3; k++)
        await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
      env.service.close();
      const out = join(env.dir, 'archive');
      expect(await runCli(['archive', file, '--out', out], { out: () => {}, err: () => {} })).toBe(0);
      const json = join(out, 'campaign.campaign.json');
      await env.api['campaign.import']({ jsonFile: json, file: join(env.dir, 'again.qmc') });
      const reexport = join(env.dir, 'again.json');
      await env.api['campaign.export']({ out: reexport });
      expect(JSON.parse(readFileSync(reexport, 'utf8'))).toEqual(JSON.parse(readFileSync(json, 'utf8')));
      expect(readFileSync(join(out, 'campaign.report.html'), 'utf8')).toContain('<svg');
    });
  }
  for (const demo of demos.filter((d) => d.startsWith('ocs-'))) {
    it(`${demo}: the archive's JSON imports to an identical campaign; the report opens anywhere`, async () => {
      env = tempService();
      const file = join(env.dir, 'campaign.qmc');
      await env.api['campaign.import']({ jsonFile: join('assets/demo', demo), file });
      await env.api['command.execute']({ command: { type: 'supply.apply', side: 'axis' } });
      await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });
      await env.api['history.undo']({});
      // the OCS sequence: Axis Reaction, Combat, Exploitation, Clean Up; Soviet Aircraft Refit ... Supply
      for (let k = 0; k < 10; k++)
        await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
      await env.api['command.execute']({ command: { type: 'supply.apply', side: 'soviet' } });
      await env.api['command.execute']({
        command: { type: 'attrition.roll', side: 'soviet', hex: '1228', dice: [6, 6] },
      });
      env.service.close();

      const out = join(env.dir, 'archive');
      const lines: string[] = [];
      expect(
        await runCli(['archive', file, '--out', out], { out: (l) => lines.push(l), err: (l) => lines.push(l) }),
      ).toBe(0);
      const json = join(out, 'campaign.campaign.json');
      const html = readFileSync(join(out, 'campaign.report.html'), 'utf8');

      // round trip: import the archive, export it again: the same campaign, log and all
      const again = join(env.dir, 'again.qmc');
      await env.api['campaign.import']({ jsonFile: json, file: again });
      const reexport = join(env.dir, 'again.json');
      await env.api['campaign.export']({ out: reexport });
      expect(JSON.parse(readFileSync(reexport, 'utf8'))).toEqual(JSON.parse(readFileSync(json, 'utf8')));
      expect(JSON.stringify(await env.api['state.get']({}))).toContain('"outOfSupplySince":1');

      expect(html).toContain('<svg');
      expect(html).toContain('<h2>Turn 1 — Jul I 42, clear</h2>');
      expect(html).toMatch(/Axis supply: 14 in supply, 4 eat off the map, 0 out of supply, 1 need none/);
      expect(html).toContain('<td>the dump at 1723</td><td class="n">−2T</td><td class="n">2 SP</td><td>eating</td>');
      expect(html).toMatch(
        /attrition at 1228: 6\+6 \(entered\) on the AR 2 column, 3 steps out of supply → 2 steps lost/,
      );
      expect(html).toContain(
        'move 11 Pz: 15 Pz Rgt to 2012 <span class="undone">(discarded: not part of the campaign)</span>',
      );
      // nothing from outside: no scripts, no links, no remote images (the SVG namespace is no fetch)
      expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    });
  }
});
