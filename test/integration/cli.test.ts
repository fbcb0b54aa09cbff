import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/run-cli.js';
import { tempService, DEMO_CAMPAIGN } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

describe('the command-line tool', () => {
  it('round-trips the demo campaign through JSON with no difference', async () => {
    env = tempService();
    const file = join(env.dir, 'demo.qmc');
    const json = join(env.dir, 'demo.json');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', file)).code).toBe(0);
    const r = await cli('export', file, '--out', json);
    expect(r.code).toBe(0);
    // (with the rules version that wrote its log: the demo's empty log is today's)
    expect(JSON.parse(readFileSync(json, 'utf8'))).toEqual({
      ...JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8')),
      rulesVersion: RULES_VERSION,
    });
  });

  it('round-trips a campaign with a log (done and undone commands) and keeps its state', async () => {
    env = tempService();
    const a = await env.api['campaign.openDemo']({});
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' } });
    await env.api['command.execute']({ command: { type: 'dump.setAmount', dump: 'sv-dump-2', amount: 7 } });
    await env.api['history.undo']({});
    env.service.close();
    const json1 = join(env.dir, 'a.json');
    const file2 = join(env.dir, 'b.qmc');
    const json2 = join(env.dir, 'b.json');
    expect((await cli('export', a.file, '--out', json1)).code).toBe(0);
    expect((await cli('import', json1, '--out', file2)).code).toBe(0);
    expect((await cli('export', file2, '--out', json2)).code).toBe(0);
    expect(readFileSync(json2, 'utf8')).toBe(readFileSync(json1, 'utf8'));
    const s = await env.api['campaign.open']({ file: file2 });
    expect(s.redo).toBe('change the dump at 3611');
    expect((await env.api['hex.inspect']({ hex: '3010' })).units.map((u) => u.id)).toEqual(['sv-tb-1']);
  });

  it('info describes a campaign file without changing it', async () => {
    const r = await cli('info', 'test/fixtures/schema-v1.qmc');
    expect(r.code).toBe(0);
    expect(r.out).toContain('map:       48 x 34 hexes, flat-top');
    expect(r.out).toContain('now:       Turn 1 (Jul I 42), Axis Movement Phase');
    expect(r.out).toMatch(/Axis: +19 units, 3 dumps holding 17 SP/);
  });

  it('supply --json reports every unit of a side with status, via, reason and path, and changes nothing', async () => {
    env = tempService();
    const file = join(env.dir, 'demo.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', file)).code).toBe(0);
    const before = readFileSync(file);
    const r = await cli('supply', file, '--side', 'soviet', '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as {
      side: string;
      units: Array<{ id: string; hex: string; status: string; via: string | null; reason: string; path: string[] }>;
    };
    expect(report.side).toBe('soviet');
    expect(report.units).toHaveLength(18);
    expect(Object.keys(report.units[0]!)).toEqual(['id', 'hex', 'status', 'via', 'reason', 'path']);
    const cut = report.units.find((u) => u.id === 'sv-rd-cut')!;
    expect(cut).toMatchObject({ hex: '1228', status: 'out-of-supply', via: null });
    expect(cut.reason).toContain('nearest throwing HQ 13 Army HQ (3318): needs 28 MP, the throw range is 5 MP');
    expect(cut.reason).toContain('marsh at 1227 is prohibited (truck)');
    const hq = report.units.find((u) => u.id === 'sv-hq-13a')!;
    expect(hq).toMatchObject({
      status: 'in-supply',
      via: 'detrainable rail hex 3115',
      path: ['3318', '3217', '3216', '3116'],
    });
    expect(report.units.filter((u) => u.status === 'exempt').map((u) => u.id)).toEqual(['sv-tp-1']);
    expect(readFileSync(file)).toEqual(before);
    // the sources that do not work and the eating per dump come with the verdicts
    const axis = JSON.parse((await cli('supply', file, '--side', 'axis', '--json')).out) as {
      inactiveSources: unknown[];
      eating: Array<{ dump: string; tokensText: string; units: string[] }>;
    };
    expect(axis.inactiveSources).toEqual([]);
    expect(axis.eating).toEqual([
      expect.objectContaining({
        dump: 'ax-dump-3',
        tokensText: '2T',
        units: ['ax-hq-7', 'ax-inf-6', 'ax-inf-7', 'ax-inf-8'],
      }),
    ]);
    const text = await cli('supply', file, '--side', 'axis');
    expect(text.out.split('\n')[0]).toBe('Supply, Axis, turn 1: 14 in-supply, 1 exempt, 4 eats');
    // a side by its name, as the referee calls it, is the same side
    expect((await cli('supply', file, '--side', 'Axis')).out).toBe(text.out);
    const bad = await cli('supply', file, '--side', 'finns');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('there is no side "finns" (sides: Axis (axis), Soviet (soviet))');
  });

  it('ledger prints every change to the dumps with balances, by side and turn, or as CSV; and changes nothing', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    const file = env.service.current().store.file;
    await env.api['command.execute']({ command: { type: 'supply.apply', side: 'axis' } });
    await env.api['command.execute']({ command: { type: 'dump.setAmount', dump: 'sv-dump-3', amount: 10 } });
    env.service.close();
    const before = readFileSync(file);
    const axis = await cli('ledger', file, '--side', 'Axis', '--turn', '1');
    expect(axis.code).toBe(0);
    const lines = axis.out.split('\n');
    expect(lines[0]).toBe('Supply ledger, Axis, turn 1: 4 entries');
    // in the referee's names: the side, the phase, the dump by where it lies, the units by their counters
    expect(lines.at(-1)).toMatch(
      /T1 Axis Supply Phase +Axis dump at 1723 +eating +-2T -> 2 SP +\(VII Corps HQ, 299 Inf Div: 180 Rgt, 57 Inf Div: 181 Rgt, 75 Inf Div: 181 Rgt\)$/,
    );
    expect(axis.out).not.toMatch(/ax-dump|ax-inf|ax-hq|Soviet/);
    const csv = await cli('ledger', file, '--csv');
    const rows = csv.out.split('\r\n');
    expect(rows[0]).toBe(
      'turn,side to move,phase,owner,dump,hex,reason,amount,amount (game notation),dump balance,side balance,units,command,command number,side to move (name),phase (name),owner (name),dump (name),units (names)',
    );
    // ids for a sheet to join on, the referee's names after them
    expect(rows.at(-1)).toBe(
      '1,axis,supply,soviet,sv-dump-3,3826,adjusted,4,1 SP,10,54,,dump.setAmount,2,Axis,Supply Phase,Soviet,the dump at 3826,',
    );
    expect(readFileSync(file)).toEqual(before);
    const bad = await cli('ledger', file, '--turn', 'x');
    expect(bad.err).toContain('ledger: --turn must be a turn number, not "x"');
  });

  it('do: a command it cannot read is one line naming the problem, with no usage text', async () => {
    env = tempService();
    const file = join(env.dir, 'demo.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', file)).code).toBe(0);
    const err = async (json: string) => {
      const r = await cli('do', file, json);
      expect(r.code).toBe(1);
      return r.err;
    };
    expect(await err('{"type":"suply.apply","side":"axis"}')).toBe(
      'quartermaster: do: unknown command type "suply.apply"; did you mean "supply.apply"?',
    );
    expect(await err('{"type":"foo"}')).toMatch(
      /^quartermaster: do: unknown command type "foo"; the types begin units\., unit\., /,
    );
    expect(await err('{bad')).toMatch(/^quartermaster: do: the command is not JSON \(.*\): \{bad$/);
    expect(await err('{"type":"supply.apply"}')).toBe(
      'quartermaster: do: supply.apply: side: Invalid input: expected string, received undefined',
    );
    expect(await err('[1]')).toBe(
      'quartermaster: do: the command needs a "type", e.g. {"type":"supply.apply","side":"axis"}',
    );
  });

  it('errors go to stderr with exit code 1 and name the problem', async () => {
    env = tempService();
    let r = await cli('info', join(env.dir, 'missing.qmc'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/missing\.qmc: no such file/);
    r = await cli('import', DEMO_CAMPAIGN);
    expect(r.code).toBe(1);
    expect(r.err).toContain('import: --out <file> is required');
    r = await cli('frobnicate');
    expect(r.err).toContain('unknown verb "frobnicate"');
    // a word every object answers to is no verb either
    r = await cli('constructor', 'x.qmc');
    expect(r.code).toBe(1);
    expect(r.err).toContain('unknown verb "constructor"');
    r = await cli('import', 'package.json', '--out', join(env.dir, 'x.qmc'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('package.json is not a campaign');
  });

  it('Next phase refuses to pass an unapplied OCS Supply Phase unless told to skip it', async () => {
    env = tempService();
    const file = join(env.dir, 'demo.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', file)).code).toBe(0);
    // the demo opens in the Axis Supply Phase, not yet applied
    let r = await cli('do', file, '{"type":"clock.advance"}');
    expect(r.code).toBe(1);
    expect(r.err).toContain('the Axis Supply Phase has not been applied');
    expect(r.err).toContain('advance with "skipSupply": true to go on without it');
    r = await cli('do', file, '{"type":"clock.advance","skipSupply":true}');
    expect(r.code).toBe(0);
    expect(r.out).toContain('advance to the next phase, leaving the supply phase unapplied');
    expect(r.out).toContain('turn 1, Axis Reaction Phase (the non-phasing player) begins');
    // from the Reaction Phase nothing is left unapplied: skipSupply skips nothing, and the log says nothing of it
    r = await cli('do', file, '{"type":"clock.advance","skipSupply":true}');
    expect(r.code).toBe(0);
    expect(r.out).toContain('advance to the next phase:');
    expect(r.out).not.toContain('unapplied');
  });
});
