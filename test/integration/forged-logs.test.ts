import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../shared/model/campaign-schema.js';
import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';

/** An import replays its log through the engine; forged events are refused. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

/** The demo with a short log, exported by this version: move, steps, dump amount, next phase. */
async function played(): Promise<Campaign> {
  env = tempService();
  await env.api['campaign.openDemo']({});
  await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });
  await env.api['command.execute']({ command: { type: 'unit.setSteps', unit: 'ax-11pz-15', steps: 2 } });
  await env.api['command.execute']({ command: { type: 'dump.setAmount', dump: 'ax-dump-1', amount: 30 } });
  await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
  const out = join(env.dir, 'played.json');
  await env.api['campaign.export']({ out });
  return JSON.parse(readFileSync(out, 'utf8')) as Campaign;
}

type Forgery = [string, (c: Campaign) => void, RegExp];
const event = (c: Campaign, seq: number) => c.log.find((l) => l.seq === seq)!.events[0] as Record<string, unknown>;
const forgeries: Forgery[] = [
  ['a dump of -500', (c) => void (event(c, 3).to = -500), /dump "ax-dump-1": amount -500 is negative/],
  ['a unit moved to hex 9999', (c) => void (event(c, 1).to = '9999'), /"9999" is not a hex on this map/],
  ['steps 9 on a 3-step unit', (c) => void (event(c, 2).to = 9), /9 steps but only 3 printed/],
  [
    'an unknown event type',
    (c) => void c.log[0]!.events.push({ type: 'unitTeleported', unit: 'ax-11pz-15' }),
    /command #1 \(unit\.move\): the log has event 2 \(unitTeleported\), which a unit\.move does not give/,
  ],
  [
    'the clock at turn 999 for side "martians"',
    (c) => void (event(c, 4).to = { turn: 999, side: 'martians', phase: 'movement' }),
    /clock\.side: unknown side "martians"[\s\S]*clock\.turn: turn 999 is not on the turn record track/,
  ],
];

async function importOf(c: Campaign, name: string, ...flags: string[]) {
  const json = join(env.dir, `${name}.json`);
  writeFileSync(json, JSON.stringify(c));
  return cli('import', json, '--out', join(env.dir, `${name}.qmc`), ...flags);
}

describe('imports replay their log', () => {
  it('a log written by this rules version replays to the same events and imports', async () => {
    const c = await played();
    expect(c.rulesVersion).toBe(RULES_VERSION);
    const r = await importOf(c, 'honest');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
  });

  for (const [what, forge, invariant] of forgeries) {
    it(`refuses ${what}: the first difference by command number, and by invariant in an older version's log`, async () => {
      const c = await played();
      forge(c);
      const same = await importOf(c, 'same');
      expect(same.code).toBe(1);
      expect(same.err).toMatch(/the campaign log does not replay:\n +command #\d \([a-z.A-Z]+\): (event \d|the )/);
      delete c.rulesVersion; // as an older Quartermaster wrote it
      const older = await importOf(c, 'older');
      expect(older.code, older.out).toBe(1);
      expect(older.err).toMatch(
        /does not replay as today's rules .* give it; nothing was imported|holds an event its command cannot have given/,
      );
      // kept as history, the events must still keep the campaign possible
      const kept = await importOf(c, 'older-kept', '--keep-logged-events');
      expect(kept.code, kept.out).toBe(1);
      expect(kept.err).toMatch(invariant);
      expect(older.err + kept.err).not.toMatch(/internal error/);
    });
  }

  it('an older rules version’s log that differs is refused naming the difference, and opens when told to keep its events', async () => {
    const c = await played();
    delete c.rulesVersion;
    event(c, 1).to = '2013'; // the rules today would put it in 2012
    const refused = await importOf(c, 'older-refused');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /rules version not recorded\) does not replay as today's rules \(version \d+\) give it; nothing was imported\. To keep its logged events as history, import it again choosing to keep them \(--keep-logged-events\):\n +command #1 \(unit\.move\): event 1: the log has .*"to":"2013"/,
    );
    expect(existsSync(join(env.dir, 'older-refused.qmc'))).toBe(false);
    const r = await importOf(c, 'older-ok', '--keep-logged-events');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^warning: written by an older rules version: command #1 \(unit\.move\): event 1: the log has .*"to":"2013".*, the rules give .*"to":"2012"/,
    );
    const hex = await cli('info', join(env.dir, 'older-ok.qmc'));
    expect(hex.out).toMatch(/log: +4 commands/);
  });

  it('never keeps an event its command cannot give: another kind, or touching what the command does not name', async () => {
    const c = await played();
    delete c.rulesVersion;
    // a move whose log also raises a dump from 40 to 999,999 SP
    c.log[0]!.events.push({ type: 'dumpAmountSet', dump: 'ax-dump-1', from: 40, to: 999_999 });
    const kind = await importOf(c, 'forged-kind', '--keep-logged-events');
    expect(kind.code).toBe(1);
    expect(kind.err).toMatch(
      /the campaign log holds an event its command cannot have given:\n +command #1 \(unit\.move\): the log has event 2 \(dumpAmountSet\), which a unit\.move does not give/,
    );
    const d = await played();
    delete d.rulesVersion;
    // the referee set dump 1; the log says dump 2 changed
    event(d, 3).dump = 'ax-dump-2';
    const touch = await importOf(d, 'forged-touch', '--keep-logged-events');
    expect(touch.code).toBe(1);
    expect(touch.err).toMatch(
      /command #3 \(dump\.setAmount\): the log's event 1 \(dumpAmountSet\) touches "ax-dump-2"/,
    );
  });

  it('the setup is always checked: a unit in two places is refused', async () => {
    const c = await played();
    c.setup.deadPile = [{ ...c.setup.units[0]! }];
    const r = await importOf(c, 'twice');
    expect(r.err).toMatch(/unit "[^"]+" is in two places: hex \d+ and the dead pile/);
  });
});
