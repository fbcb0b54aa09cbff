import { describe, expect, it } from 'vitest';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';
import type { OcsState } from './state.js';
import { recoveryCost } from './internals-recovery.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const dump = (id: string, hex: string, amount: number) => ({ id, side: 'a', hex, amount, captured: false });
const apply = (units: UnitSpec[], dumps: OcsState['dumps']) => {
  const s = ocsScenario(line(12), units, {}, dumps);
  return play(s.game, s.state, { type: 'supply.apply', side: 'a' });
};
const internals = (state: OcsState) => Object.fromEntries(state.units.map((u) => [u.id, u.ocs?.internals ?? null]));
const spent = (r: ReturnType<typeof apply>, reason: string) =>
  r.events
    .filter((e) => e.type === 'dumpSpent' && e.reason === reason)
    .reduce((a, e) => a + (e.type === 'dumpSpent' ? e.tokens : 0), 0);

describe('OCS 12.10e recovery of internal stocks in the Supply Phase', () => {
  it('costs 2T per unit from Low, per RE for a multi-step unit, twice that from Exhausted', () => {
    const unit = (steps: number, re: number) => ({
      id: 'u',
      name: 'u',
      side: 'a',
      type: 'inf',
      hex: '0101',
      steps,
      maxSteps: 3,
      re,
      ar: 3,
      ma: 0,
      mode: 'combat' as const,
      attack: 1,
      defense: 1,
    });
    expect(recoveryCost(unit(1, 1), 'low')).toBe(2);
    expect(recoveryCost(unit(1, 1), 'exhausted')).toBe(4);
    expect(recoveryCost(unit(3, 3), 'low')).toBe(6);
    expect(recoveryCost(unit(3, 3), 'exhausted')).toBe(12);
  });
  it('units recover from the dumps in range, before any SP feed units off the map (A)', () => {
    // no trace source: 'hungry' would eat 1T, but the 3T go to recovery first
    const r = apply(
      [
        { id: 'low', hex: '0103', steps: 1, ocs: { internals: 'low' } },
        { id: 'hungry', hex: '0104' },
      ],
      [dump('d', '0101', 3)],
    );
    expect(spent(r, 'internals')).toBe(2);
    expect(internals(r.state)).toEqual({ low: null, hungry: null });
    expect(spent(r, 'eating')).toBe(1);
    expect(r.state.dumps[0]!.amount).toBe(0);
  });
  it('short of the full cost, whatever is available is spent: 2T bring Exhausted to Low, a single T is wasted (C)', () => {
    const r = apply([{ id: 'ex', hex: '0103', steps: 1, ocs: { internals: 'exhausted' } }], [dump('d', '0101', 3)]);
    expect(internals(r.state)).toEqual({ ex: 'low' });
    expect([spent(r, 'internals'), spent(r, 'wasted')]).toEqual([2, 1]);
  });
  it('a multi-step unit that cannot be paid for in full wastes the 2T', () => {
    const r = apply(
      [{ id: 'div', hex: '0103', steps: 3, maxSteps: 3, re: 3, ocs: { internals: 'low' } }],
      [dump('d', '0101', 2)],
    );
    expect(internals(r.state)).toEqual({ div: 'low' });
    expect(spent(r, 'wasted')).toBe(2);
  });
  it('the order of the units does not decide who recovers: a division listed first does not waste what a battalion needs (C)', () => {
    // 4T in reach of both: the division's 6T cannot be paid, the battalion's 2T can; the other 2T are wasted
    const r = apply(
      [
        { id: 'div', hex: '0103', steps: 3, maxSteps: 3, re: 3, ocs: { internals: 'low' } },
        { id: 'bn', hex: '0102', steps: 1, ocs: { internals: 'low' } },
      ],
      [dump('d', '0101', 4)],
    );
    expect(internals(r.state)).toEqual({ div: 'low', bn: null });
    expect([spent(r, 'internals'), spent(r, 'wasted')]).toEqual([2, 2]);
  });
  it('full recoveries are paid cheapest first, whatever the order of the units', () => {
    // 6T: the Low battalion recovers (2T), the Exhausted one comes back to Low (2T), 2T are wasted
    const r = apply(
      [
        { id: 'ex', hex: '0103', steps: 1, ocs: { internals: 'exhausted' } },
        { id: 'ex2', hex: '0104', steps: 3, maxSteps: 3, re: 2, ocs: { internals: 'exhausted' } },
        { id: 'bn', hex: '0102', steps: 1, ocs: { internals: 'low' } },
      ],
      [dump('d', '0101', 6)],
    );
    expect(internals(r.state)).toEqual({ ex: null, ex2: 'exhausted', bn: null });
    expect([spent(r, 'internals'), spent(r, 'wasted')]).toEqual([6, 0]);
  });
  it('a unit left without SP by recovery is told the dump in its reach went to internal stocks first (A)', () => {
    const s = ocsScenario(
      line(12),
      [
        { id: 'bn', hex: '0103', steps: 1, ocs: { internals: 'low' } },
        { id: 'hungry', hex: '0102' },
      ],
      {},
      [dump('d', '0101', 2)],
    );
    expect(s.verdict('hungry')).toMatchObject({
      status: 'out-of-supply',
      reason: expect.stringContaining(
        'cannot eat off the map: the dump at 0101 in its reach went to recovering internal stocks first (OCS 12.10e A)',
      ),
    });
  });
});
