import { describe, expect, it } from 'vitest';
import { railCapacity, supplyMovement } from '../../../scripts/gc-supply-tables.js';
import { gcGame, gcState, GC_CHARTS } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';

// a high-volume rail line along row 2, 3 RE a point; a supply net of 30 RE a turn
const rail = { type: 'hv', hexes: Array.from({ length: 10 }, (_, k) => `${String(k + 1).padStart(2, '0')}02`) };
const game = gcGame(['.'.repeat(10), '.'.repeat(10), '.'.repeat(10)], {
  routeTypes: [{ id: 'hv', name: 'High-volume rail', kind: 'rail', color: '#222222', cost: { leg: 1, slp: 1 } }],
  routes: [rail],
  tables: [...GC_CHARTS, supplyMovement({ a: [10, 30] }), railCapacity({ hv: 1 })],
});
const depot = (id: string, hex: string, amount: number) => ({ id, side: 'a', hex, amount, captured: false });
const rails = (amount: number, hex = '0802') => ({
  type: 'supply.forward',
  side: 'a',
  dump: 'rh',
  hex,
  amount,
  by: 'supply-net',
});

describe('GC 19.F.1.d, 19.F.1.d.2 the supply net', () => {
  it('does not rail SP through a rail hex held by an enemy unit', () => {
    const start = gcState([{ id: 'red', hex: '0502', side: 'b' }], { dumps: [depot('rh', '0102', 5 * 12)] });
    expect(() => play(game, start, rails(12))).toThrow(
      /no rail line joins 0102 to 0802 without passing 0502, held by an enemy unit \(GC 19.F.1.d.2\)/,
    );
    // 19.A.2.e: an Offensive Chit never uses the supply nets
    const chit = gcState([], { dumps: [{ ...depot('rh', '0102', 12), resource: 'chit' as const }] });
    expect(() => play(game, chit, rails(12))).toThrow(/never by the supply nets \(GC 19.A.2.e\)/);
    // short of the enemy unit the line is the side's own
    expect(play(game, start, rails(12, '0402')).state.dumps.find((d) => d.hex === '0402')!.amount).toBe(12);
  });
});

describe('GC 19.A.2.b, 19.G: SP railed in by the supply net become an Offensive Chit in the same phase', () => {
  const start = gcState([], { dumps: [depot('rh', '0102', 10 * 12)] });

  it('5 SP railed to the hex this phase are replaced by an "OC" marker', () => {
    const railed = play(game, start, rails(5 * 12)).state;
    const there = railed.dumps.find((d) => d.hex === '0802')!;
    const { state } = play(game, railed, {
      type: 'resource.convert',
      side: 'a',
      dump: there.id,
      to: 'chit',
      amount: 60,
    });
    expect(state.dumps.filter((d) => d.hex === '0802').map((d) => [d.resource ?? 'sp', d.amount])).toEqual([
      ['sp', 0],
      ['chit', 12],
    ]);
  });

  it('points converted this phase are still held back, and the refusal says they were converted', () => {
    const srp = gcState([], { dumps: [{ ...depot('pool', '0802', 24), resource: 'srp' as const }] });
    const converted = play(game, srp, {
      type: 'resource.convert',
      side: 'a',
      dump: 'pool',
      to: 'sp',
      amount: 24,
    }).state;
    const sp = converted.dumps.find((d) => !d.resource)!;
    expect(() =>
      play(game, converted, { type: 'resource.convert', side: 'a', dump: sp.id, to: 'chit', amount: 60 }),
    ).toThrow(/has 0 SP that may be used this phase; 5 asked for: 5 SP were converted this phase/);
  });
});

describe('GC 19.F.1.b: SMP are budgeted per front or command, as the game gives them', () => {
  // the orders of battle give Army Group North 10 SMP and Army Group South 4; clear: 1 SLP a hex
  const fronts = gcGame(['.'.repeat(10), '.'.repeat(10), '.'.repeat(10)], {
    tables: [...GC_CHARTS, supplyMovement({ 'a@north': [10, 0], 'a@south': [4, 0] })],
  });
  const start = gcState([], { dumps: [depot('n', '0101', 24), depot('s', '0103', 24)] });
  const smp = (dump: string, hex: string, front?: string) => ({
    type: 'supply.forward',
    side: 'a',
    dump,
    hex,
    amount: 12,
    by: 'smp',
    ...(front ? { front } : {}),
  });

  it("a front's move spends its own SMP; what one front used leaves the other's alone", () => {
    const { state } = play(fronts, start, smp('n', '0901', 'north'));
    expect(state.rules.gc.budgets).toEqual([{ side: 'a', turn: 1, kind: 'smp:north', used: 96 }]);
    // south still has all 4 of its SMP: 1 SP 4 hexes
    expect(play(fronts, state, smp('s', '0503', 'south')).state.rules.gc.budgets).toMatchObject([
      { kind: 'smp:north', used: 96 },
      { kind: 'smp:south', used: 48 },
    ]);
    expect(() => play(fronts, state, smp('s', '0603', 'south'))).toThrow(
      /1 SP over 5 SLP needs 5 SMP; a in south has 4 of its 4 SMP left this turn \(GC 19.F.1.b\)/,
    );
  });

  it('the front must be named, and be one the game gives', () => {
    expect(() => play(fronts, start, smp('n', '0301'))).toThrow(
      /name the front or command whose SMP this move spends: a has SMP in north, south/,
    );
    expect(() => play(fronts, start, smp('n', '0301', 'centre'))).toThrow(/"centre" is not a front or command/);
  });
});
