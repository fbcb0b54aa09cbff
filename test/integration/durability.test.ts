import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignStore } from '../../src-main/store/campaign-store.js';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/**
 * Power loss: every connection that writes a campaign syncs its write-ahead log at each commit
 * (synchronous = FULL), so an acknowledged command survives a power cut, not only a crash.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

describe('every connection that writes a campaign', () => {
  it('runs in WAL mode with synchronous = FULL: created, imported, opened, after commands and compaction, new', async () => {
    env = tempService();
    const demo = parseCampaign(JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8')));
    const made = CampaignStore.create(join(env.dir, 'new.qmc'), 'New', demo.game, demo.setup);
    expect(made.settings()).toEqual({ journalMode: 'wal', synchronous: 'FULL' });
    made.close();
    const file = join(env.dir, 'a.qmc');
    await env.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file });
    expect(env.service.current().store.settings()).toEqual({ journalMode: 'wal', synchronous: 'FULL' });
    await env.api['campaign.open']({ file });
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' } });
    expect(env.service.current().store.settings()).toEqual({ journalMode: 'wal', synchronous: 'FULL' });
    await env.api['campaign.compact']({});
    expect(env.service.current().store.settings()).toEqual({ journalMode: 'wal', synchronous: 'FULL' });
    await env.api['campaign.newFromGame']({ gameFile: 'assets/demo/ocs-demo.game.json', file: join(env.dir, 'b.qmc') });
    expect(env.service.current().store.settings()).toEqual({ journalMode: 'wal', synchronous: 'FULL' });
  });

  it('no connection in src-main is opened for writing but through the one that sets this up', () => {
    const opened: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) walk(path);
        else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, k) => {
              if (/new Database\(/.test(line) && !/readonly: true/.test(line)) opened.push(`${path}:${k + 1}`);
            });
      }
    };
    walk('src-main');
    // the two writers (a new file, an opened one), each followed by configureWriter (durability.ts)
    const writers = ['src-main/store/campaign-connection.ts', 'src-main/store/new-campaign-file.ts'];
    expect(opened.map((o) => o.replace(/:\d+$/, '')).sort()).toEqual(writers);
    for (const file of writers)
      expect(
        readFileSync(file, 'utf8').match(/new Database\([^)]*\);\n\s*(try \{\n\s*)?configureWriter\(db\);/g),
      ).toHaveLength(1);
  });
});
