import { describe, expect, it } from 'vitest';
import { railCapacity, supplyMovement } from '../../../scripts/gc-supply-tables.js';
import { GC_CHARTS, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { LedgerWalker } from '../registered-events.js';
import { ledgerAccounts } from '../registered-ledger-accounts.js';

/**
 * GC 19.A.1.a and 19.D worked by hand. A low-volume rail line (x2) runs along row 2 from the source
 * at 0102 to 2002; the supply net has 30 RE a turn. The major depot Lemberg is at 0802.
 * - 19.A.1.a: 2 SP railed from the national pool to Lemberg use 2 x 3 RE x 2 = 12 RE; 4 SP more
 *   would need 24 RE, and only 18 are left.
 * - 19.D: 1 SRP for a fort at 0302 (3 SLP from the source: in full supply) is "merely removed from
 *   the theatre's pool", no rail capacity; at 1602 (15 SLP from the source, no HQ: not in full
 *   supply) it comes from the pool by rail, 1 x 3 x 2 = 6 RE, or from an on-map depot instead.
 */
describe('GC 19.A.1.a, 19.D: the national and theatre pools, their ledger rows and rail capacity', () => {
  const rows = Array.from({ length: 3 }, () => '.'.repeat(20));
  const game = gcGame(rows, {
    supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
    majorDepots: [{ id: 'lemberg', name: 'Lemberg', side: 'a', hex: '0802', hqs: [] }],
    routeTypes: [
      { id: 'low-volume', name: 'Low-volume rail', kind: 'rail', color: '#222222', cost: { leg: 1, slp: 1 } },
    ],
    routes: [
      { type: 'low-volume', hexes: Array.from({ length: 20 }, (_, k) => `${String(k + 1).padStart(2, '0')}02`) },
    ],
    tables: [...GC_CHARTS, supplyMovement({ a: [10, 30] }), railCapacity({ 'low-volume': 2 })],
  });
  // engineers in full supply at 0302, and cut off (isolated, out of supply) behind a Soviet wall at 1802
  const start = gcState(
    [
      { id: 'eng', hex: '0302' },
      { id: 'cut', hex: '1802', gc: { isolated: 'supply' } },
      ...['1701', '1702', '1703'].map((hex, k) => ({ id: `wall${k}`, hex, side: 'b' })),
    ],
    {
      dumps: [{ id: 'field', side: 'a', hex: '1502', amount: 24, captured: false, resource: 'srp' }],
      rules: {
        gc: {
          supplyPools: [
            {
              id: 'de-national',
              name: 'German national pool',
              side: 'a',
              kind: 'national',
              nation: 'de',
              amount: 20 * 12,
            },
            {
              id: 'east-srp',
              name: 'Eastern theatre SRP',
              side: 'a',
              kind: 'theatre',
              resource: 'srp',
              amount: 5 * 12,
            },
          ],
        },
      },
    },
  );

  it('19.A.1.a: SP railed from the national pool to a major depot use rail capacity; each move is a ledger row of the pool and of the depot', () => {
    const { state, events } = play(game, start, {
      type: 'pool.rail',
      side: 'a',
      pool: 'de-national',
      hex: '0802',
      amount: 24,
    });
    expect(state.rules.gc.supplyPools![0]!.amount).toBe(18 * 12);
    expect(state.dumps.find((d) => d.hex === '0802')!.amount).toBe(24);
    expect(state.rules.gc.budgets).toMatchObject([{ kind: 'supply-net', used: 12 }]);
    const ledger = new LedgerWalker(ledgerAccounts(start))
      .deltas(events)
      .map((d) => [d.dump, d.hex, d.amount, d.reason]);
    expect(ledger).toEqual([
      ['de-national', 'pool', -24, 'moved'],
      ['depot-1', '0802', 24, 'received'],
    ]);
    expect(() =>
      play(game, state, { type: 'pool.rail', side: 'a', pool: 'de-national', hex: '0802', amount: 48 }),
    ).toThrow(/needs 24 RE of rail capacity; a has 18 of its 30 RE left/);
    expect(() =>
      play(game, start, { type: 'pool.rail', side: 'a', pool: 'de-national', hex: '0902', amount: 12 }),
    ).toThrow(/0902 holds no major depot of a/);
  });

  it('19.D: construction in full supply comes from the theatre pool without rail capacity; elsewhere by rail, or from an on-map depot', () => {
    const fort = {
      type: 'points.spend',
      side: 'a',
      resource: 'srp',
      amount: 12,
      what: 'a fort',
      pool: 'east-srp',
      unit: 'eng',
    };
    const near = play(game, start, { ...fort, hex: '0302' });
    expect(near.state.rules.gc.supplyPools![1]!.amount).toBe(4 * 12);
    expect(near.state.rules.gc.budgets).toEqual([]);
    const far = play(game, start, { ...fort, hex: '1602' });
    expect(far.state.rules.gc.budgets).toMatchObject([{ kind: 'supply-net', used: 6 }]);
    expect(far.events[0]).toMatchObject({ type: 'poolDrawn', reason: 'construction', before: 60, amount: 12 });
    expect(() => play(game, start, { ...fort, hex: '1601' })).toThrow(/1601 is not on a rail line/);
    const depot = play(game, start, { ...fort, hex: '1601', dump: 'field', pool: undefined });
    expect(depot.state.dumps[0]!.amount).toBe(12);
    expect(depot.events).toMatchObject([{ type: 'dumpSpent', reason: 'construction' }]);
  });

  it('19.B: SRP are drawn from a pool by a named unit, unisolated and in full supply', () => {
    const fort = { type: 'points.spend', side: 'a', resource: 'srp', amount: 12, what: 'a fort', pool: 'east-srp' };
    expect(() => play(game, start, { ...fort, hex: '0302' })).toThrow(/name the unit that draws the SRP/);
    expect(() => play(game, start, { ...fort, hex: '1802', unit: 'cut' })).toThrow(
      /cut is isolated: only an unisolated unit draws SRP from a pool \(GC 19.B\)/,
    );
    const cutOnly = { ...start, units: start.units.map((u) => (u.id === 'cut' ? { ...u, gc: {} } : u)) };
    expect(() => play(game, cutOnly, { ...fort, hex: '1802', unit: 'cut' })).toThrow(
      /cut is out of supply: only a unit in full supply draws SRP from a pool \(GC 19.B\)/,
    );
    expect(play(game, start, { ...fort, hex: '0302', unit: 'eng' }).events[0]).toMatchObject({
      note: 'a fort at 0302, in full supply: no rail capacity used (GC 19.D), drawn by eng, unisolated and in full supply (GC 19.B)',
    });
  });
});
