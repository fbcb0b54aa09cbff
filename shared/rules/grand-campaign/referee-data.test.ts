import { describe, expect, it } from 'vitest';
import { gcGame, gcState, GC_UNIT_TYPES } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { ledgerAccounts } from '../registered-ledger-accounts.js';
import { describeEvent, LedgerWalker } from '../registered-events.js';
import { formatTwelfths } from './quantity.js';
import { supplyPoolsOf } from './state.js';

const game = gcGame(['.'.repeat(10)], {
  unitTypes: [...GC_UNIT_TYPES, { id: 'field', name: 'Airbase', mobility: 'leg', combat: false, air: true }],
});

describe('GC 19.A.4: the referee sets an airbase capacity and strategic flag (airbase.set)', () => {
  const start = gcState([
    { id: 'ab', hex: '0501', type: 'field' },
    { id: 'inf', hex: '0601' },
  ]);

  it('makes a unit an airbase, changes it, and takes it away; each a line of the log', () => {
    const set = (airbase: unknown) => ({ type: 'airbase.set', unit: 'ab', airbase });
    const { state, events } = play(game, start, set({ capacity: 3 }), set({ capacity: 5, strategic: true }), set(null));
    expect(events.map((e) => describeEvent(e, formatTwelfths))).toEqual([
      'ab: no airbase → airbase of capacity 3 (GC 19.A.4)',
      'ab: airbase of capacity 3 → airbase of capacity 5, strategic (GC 19.A.4)',
      'ab: airbase of capacity 5, strategic → no airbase (GC 19.A.4)',
    ]);
    expect(state.units.find((u) => u.id === 'ab')!.gc?.airbase).toBeUndefined();
    const mid = play(game, start, set({ capacity: 5, strategic: true })).state;
    expect(mid.units.find((u) => u.id === 'ab')!.gc?.airbase).toEqual({ capacity: 5, strategic: true });
  });

  it('refuses a negative capacity, a unit not of an air type, a unit not on the map, and no change', () => {
    expect(() => play(game, start, { type: 'airbase.set', unit: 'ab', airbase: { capacity: -1 } })).toThrow(
      /capacity is 0 or more/,
    );
    expect(() => play(game, start, { type: 'airbase.set', unit: 'inf', airbase: { capacity: 2 } })).toThrow(
      /inf \(Infantry\) is not of an air unit type/,
    );
    expect(() => play(game, start, { type: 'airbase.set', unit: 'ghost', airbase: { capacity: 2 } })).toThrow(
      /no unit "ghost" on the map/,
    );
    expect(() => play(game, start, { type: 'airbase.set', unit: 'ab', airbase: null })).toThrow(/nothing to change/);
  });

  it('is refused in a campaign of another ruleset', () => {
    const ocs = ocsScenario(['.....'], [{ id: 'u', hex: '0101' }]);
    expect(() => play(ocs.game, ocs.state, { type: 'airbase.set', unit: 'u', airbase: { capacity: 2 } })).toThrow(
      /airbase\.set/,
    );
  });
});

describe('GC 19.A, 19.D: the referee adds supply pools and sets their amounts (pool.add, pool.set)', () => {
  const start = gcState([], {
    rules: {
      gc: { supplyPools: [{ id: 'de-nat', name: 'German national pool', side: 'a', kind: 'national', amount: 24 }] },
    },
  });

  it('adds a theatre SRP pool and sets amounts: the pools hold them and the ledger has a row for each change', () => {
    const { state, events } = play(
      game,
      start,
      {
        type: 'pool.add',
        side: 'a',
        id: 'east-srp',
        name: 'Eastern theatre SRP',
        kind: 'theatre',
        resource: 'srp',
        amount: 30,
      },
      { type: 'pool.set', side: 'a', pool: 'de-nat', amount: 60, note: 'turn 2 arrivals' },
      { type: 'pool.set', side: 'a', pool: 'east-srp', amount: 6 },
    );
    expect(supplyPoolsOf(state).map((p) => [p.id, p.kind, p.resource ?? 'sp', p.amount])).toEqual([
      ['de-nat', 'national', 'sp', 60],
      ['east-srp', 'theatre', 'srp', 6],
    ]);
    const rows = new LedgerWalker(ledgerAccounts(start)).deltas(events).map((d) => [d.dump, d.hex, d.amount, d.reason]);
    expect(rows).toEqual([
      ['east-srp', 'pool', 30, 'received'],
      ['de-nat', 'pool', 36, 'adjusted'],
      ['east-srp', 'pool', -24, 'adjusted'],
    ]);
    expect(describeEvent(events[0]!, formatTwelfths)).toBe(
      'a theatre pool Eastern theatre SRP added, holding 2 1/2 SRP',
    );
    expect(describeEvent(events[1]!, formatTwelfths)).toBe('pool de-nat: 2 → 5 (turn 2 arrivals)');
  });

  it('refuses an id already used, SRP in a national pool, a pool that does not exist, a negative amount, no change', () => {
    const add = (more: object) =>
      play(game, start, { type: 'pool.add', side: 'a', id: 'p', name: 'P', kind: 'theatre', ...more });
    expect(() => add({ id: 'de-nat' })).toThrow(/"de-nat" is already used by the pool German national pool/);
    expect(() => add({ kind: 'national', resource: 'srp' })).toThrow(/national pool holds SP/);
    expect(() => add({ nation: 'xx' })).toThrow(/"xx" is not a nation of this game/);
    expect(() => add({ side: 'c' })).toThrow(/"c" is not a side of this game/);
    expect(supplyPoolsOf(add({ nation: 'de' }).state).find((p) => p.id === 'p')?.nation).toBe('de');
    expect(() => add({ amount: -12 })).toThrow(/amount is 0 or more/);
    const set = (pool: string, amount: number) => () =>
      play(game, start, { type: 'pool.set', side: 'a', pool, amount });
    expect(set('ghost', 12)).toThrow(/no a supply pool "ghost"/);
    expect(set('de-nat', -1)).toThrow(/amount is 0 or more/);
    expect(set('de-nat', 24)).toThrow(/already holds 2 SP: nothing to change/);
    expect(() => play(game, start, { type: 'pool.set', side: 'b', pool: 'de-nat', amount: 12 })).toThrow(
      /no b supply pool "de-nat"/,
    );
  });
});
