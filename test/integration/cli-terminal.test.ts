import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CliCall } from '../../src-main/cli-call.js';
import { ledgerVerb } from '../../src-main/cli-ledger.js';
import type { LedgerView } from '../../shared/api.js';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** What the command-line tool prints to a referee's terminal. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

// recolour, retitle the window, ring the bell, the 8-bit CSI, a carriage return that hides text
const HOSTILE = '\u001b[31m\u001b]0;pwned\u0007Red\u009b2J\r';
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('names printed to a terminal', () => {
  it('info, supply, log and ledger print names without control characters; JSON keeps them, escaped', async () => {
    env = tempService();
    const c = JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8'));
    c.name = `Campaign ${HOSTILE}`;
    c.game.sides[0].name = `Axis ${HOSTILE}`;
    c.setup.units[0].name = `HQ ${HOSTILE}`;
    const json = join(env.dir, 'hostile.json');
    writeFileSync(json, JSON.stringify(c));
    const file = join(env.dir, 'hostile.qmc');
    expect((await cli('import', json, '--out', file)).code).toBe(0);
    const set = await cli('do', file, JSON.stringify({ type: 'dump.setAmount', dump: 'ax-dump-1', amount: 41 }));
    expect(set.code).toBe(0);
    const runs = [
      await cli('info', file),
      await cli('supply', file, '--side', 'axis'),
      await cli('log', file),
      await cli('ledger', file, '--side', 'axis'),
      await cli('supply', file, '--side', 'nobody'),
    ];
    for (const r of runs) {
      expect(r.out + r.err).not.toMatch(CONTROL);
    }
    expect(runs[0]!.out).toContain('Campaign [31m]0;pwnedRed2J');
    expect(runs[1]!.out).toContain('HQ [31m');
    // machine output is the data: JSON escapes the characters itself
    const asJson = await cli('supply', file, '--side', 'axis', '--json');
    expect(asJson.out).not.toMatch(CONTROL);
    expect(JSON.stringify(JSON.parse(asJson.out))).toContain('\\u001b[31m');
  });
});

describe('a long ledger', () => {
  it('prints 200,000 entries in aligned columns, in seconds', async () => {
    const lines = Array.from({ length: 200_000 }, (_, k) => ({
      id: k,
      seq: k + 1,
      command: 'dump.setAmount',
      turn: 1 + (k % 40),
      side: 'axis',
      phase: 'supply',
      owner: 'axis',
      dump: `d${k % 300}`,
      hex: '0101',
      amount: k % 2 ? 2 : -1,
      reason: k % 3 ? 'set by the referee' : 'fuel',
      units: [],
      dumpBalance: k,
      sideBalance: k,
    }));
    const view: LedgerView = {
      lines,
      totals: [],
      sides: [{ id: 'axis', name: 'Axis' }],
      dumps: [],
      turns: [],
      phases: ['supply'],
      reasons: [],
      dumpLabels: { d7: 'Axis dump at 0707 (the long one)' },
      phaseLabels: { supply: 'Supply Phase' },
      unitLabels: {},
      resources: [{ id: 'sp', label: 'SP' }],
      resource: 'sp',
    };
    const call = (async (name: string) => (name === 'campaign.open' ? { ruleset: 'ocs' } : view)) as unknown as CliCall;
    const out: string[] = [];
    const t0 = performance.now();
    await ledgerVerb(
      call,
      'x.qmc',
      {},
      // the heading as words, the entries as data (their names cleaned once, not each line)
      (l) => out.push(l),
      (l) => out.push(l),
    );
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(out).toHaveLength(200_001);
    expect(out[0]).toBe('Supply ledger: 200000 entries');
    // the amount column starts at one place on every line
    const at = new Set(out.slice(1, 400).map((l) => l.search(/[+-]\d/)));
    expect(at.size).toBe(1);
  });
});
