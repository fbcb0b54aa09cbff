import { describe, expect, it } from 'vitest';
import { railCapacity, supplyMovement } from '../../../scripts/gc-supply-tables.js';
import { gcContext, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { gcSupplyReport } from './supply-report.js';
import { play } from '../../../test/helpers/play.js';
import { LedgerWalker } from '../registered-events.js';
import { RESOURCE_CAPTURE } from '../../../scripts/gc-charts.js';

// the 10-SMP example's costs: 1 SLP a road hex, 3 SLP a clear hex off it; a road along row 1, an uncertified rail line along row 5
const road = { type: 'road', hexes: Array.from({ length: 12 }, (_, k) => `${String(k + 1).padStart(2, '0')}01`) };
const rail = {
  type: 'uncertified',
  hexes: Array.from({ length: 12 }, (_, k) => `${String(k + 1).padStart(2, '0')}05`),
};
const base = gcGame(['.'.repeat(12)], {
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
    { id: 'truck', name: 'Supply unit', mobility: 'leg', combat: false, symbol: 'transport' },
  ],
});
const game = gcGame(
  Array.from({ length: 5 }, () => '.'.repeat(12)),
  {
    terrain: [{ id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1, slp: 3 } }],
    routeTypes: [
      { id: 'road', name: 'Road', kind: 'road', color: '#884422', cost: { leg: 1, slp: 1 }, bridges: true },
      {
        id: 'uncertified',
        name: 'Uncertified rail',
        kind: 'rail',
        color: '#222222',
        cost: { leg: 1, slp: 1 },
        bridges: true,
      },
    ],
    routes: [road, rail],
    unitTypes: base.unitTypes,
    tables: [
      ...base.tables,
      supplyMovement({ a: [10, 30] }),
      railCapacity({ 'high-volume': 1, uncertified: 4 }),
      RESOURCE_CAPTURE,
      {
        id: 'ports',
        name: 'Ports',
        rowHeader: 'hex',
        columns: ['sea zone', 'operational capacity RE'],
        rows: [
          { key: '0101', cells: ['black-sea', 9] },
          { key: '1201', cells: ['black-sea', 6] },
          { key: '1205', cells: ['azov', 6] },
        ],
      },
      {
        id: 'naval-supply-net',
        name: 'Naval supply net',
        rowHeader: 'side@zone',
        columns: ['RE'],
        rows: [{ key: 'a@black-sea', cells: [10] }],
      },
    ],
  },
);
const depot = (id: string, hex: string, amount: number) => ({ id, side: 'a', hex, amount, captured: false });

describe('GC 19.F moving SP', () => {
  it('the 10-SMP example as moves: 1 SP 3 hexes off-road in clear (9 SMP) and 1/6 SP 6 road hexes (1 SMP), then nothing more this turn', () => {
    const start = gcState([], { dumps: [depot('a', '0103', 12), depot('b', '0101', 12)] });
    const { state, events } = play(
      game,
      start,
      { type: 'supply.forward', side: 'a', dump: 'a', hex: '0403', amount: 12, by: 'smp' },
      { type: 'supply.forward', side: 'a', dump: 'b', hex: '0701', amount: 2, by: 'smp' },
    );
    expect(state.rules.gc.budgets).toEqual([{ side: 'a', turn: 1, kind: 'smp', used: 120 }]);
    expect(state.dumps.map((d) => [d.id, d.hex, d.amount])).toEqual([
      ['a', '0103', 0],
      ['b', '0101', 10],
      ['depot-1', '0403', 12],
      ['depot-2', '0701', 2],
    ]);
    expect(new LedgerWalker(start.dumps).deltas(events).map((d) => [d.dump, d.amount, d.reason])).toEqual([
      ['a', -12, 'moved'],
      ['depot-1', 12, 'moved'],
      ['b', -2, 'moved'],
      ['depot-2', 2, 'moved'],
    ]);
    expect(() =>
      play(game, state, { type: 'supply.forward', side: 'a', dump: 'b', hex: '0201', amount: 1, by: 'smp' }),
    ).toThrow(/needs 1\/12 SMP; a has 0 of its 10 SMP left this turn/);
    // the Supply tab's reckoning of the turn's budgets
    expect(gcSupplyReport(gcContext(game), state, 'a').budgets).toEqual([
      { label: 'supply movement points', used: '10', of: '10' },
      { label: 'supply net (RE)', used: '0', of: '30' },
      { label: 'naval supply net in black-sea (RE)', used: '0', of: '10' },
    ]);
  });
  it('or one SP 10 hexes down the road; or two 1/2 SP 10 hexes each', () => {
    const start = gcState([], { dumps: [depot('a', '0101', 24)] });
    expect(
      play(game, start, { type: 'supply.forward', side: 'a', dump: 'a', hex: '1101', amount: 12, by: 'smp' }).state
        .rules.gc.budgets[0]!.used,
    ).toBe(120);
    expect(() =>
      play(game, start, { type: 'supply.forward', side: 'a', dump: 'a', hex: '1201', amount: 12, by: 'smp' }),
    ).toThrow(/needs 11 SMP/);
  });
  it("the supply net: 2 SP from an uncertified railhead use 24 RE, within the side's capacity; only along a rail line", () => {
    const start = gcState([], { dumps: [depot('rh', '0105', 36)] });
    const { state, events } = play(game, start, {
      type: 'supply.forward',
      side: 'a',
      dump: 'rh',
      hex: '0905',
      amount: 24,
      by: 'supply-net',
    });
    expect(state.rules.gc.budgets).toEqual([{ side: 'a', turn: 1, kind: 'supply-net', used: 24 }]);
    // "an uncertified railhead", not "a uncertified"
    expect(events.find((e) => e.type === 'budgetUsed')).toMatchObject({
      note: expect.stringContaining('from an uncertified railhead at 0105'),
    });
    expect(() =>
      play(game, state, { type: 'supply.forward', side: 'a', dump: 'rh', hex: '0905', amount: 12, by: 'supply-net' }),
    ).toThrow(/needs 12 RE of the supply net; a has 6 of its 30 RE left/);
    expect(() =>
      play(game, start, { type: 'supply.forward', side: 'a', dump: 'rh', hex: '0902', amount: 12, by: 'supply-net' }),
    ).toThrow(/no rail line joins 0105 to 0902/);
  });

  it('19.F.1.a, c: a supply unit carries 24 RE (8 points) at 1 MP per 3 RE; a 3-RE division 3 points; loading at a railhead uses the supply net', () => {
    const start = gcState(
      [
        { id: 'truck', hex: '0105', type: 'truck' },
        { id: 'div', hex: '0105', re: 3 },
      ],
      { dumps: [depot('rh', '0105', 12 * 12), { ...depot('pool', '0105', 5 * 12), resource: 'srp' }] },
    );
    const { state, events } = play(game, start, {
      type: 'supply.load',
      dump: 'rh',
      carrier: 'truck',
      amount: 24,
      railhead: true,
    });
    // the example: 2 SP at a railhead, 3 RE each × 4 on this uncertified line (× 2 on a low-volume one: 12 RE)
    expect(events.map((e) => e.type)).toEqual(['supplyMoved', 'budgetUsed']);
    expect(events[0]).toMatchObject({ note: '2 MP to load' });
    expect(state.rules.gc.budgets).toEqual([{ side: 'a', turn: 1, kind: 'supply-net', used: 24 }]);
    const full = play(
      game,
      state,
      { type: 'supply.load', dump: 'pool', carrier: 'truck', amount: 5 * 12 },
      { type: 'supply.load', dump: 'rh', carrier: 'truck', amount: 12 },
    ).state;
    expect(full.dumps.filter((d) => d.on === 'truck').map((d) => [d.resource ?? 'sp', d.amount])).toEqual([
      ['sp', 36],
      ['srp', 60],
    ]);
    expect(() => play(game, full, { type: 'supply.load', dump: 'rh', carrier: 'truck', amount: 1 })).toThrow(
      /carries at most 8 points \(24 RE, GC 19.F.1.a\); 8 aboard/,
    );
    expect(
      play(game, start, { type: 'supply.load', dump: 'pool', carrier: 'div', amount: 36 }).events[0],
    ).toMatchObject({ note: '9 MP to load; while carrying: 2 MP less, terrain costs doubled (GC 19.F.1.c)' });
    expect(() => play(game, start, { type: 'supply.load', dump: 'pool', carrier: 'div', amount: 37 })).toThrow(
      /its RE size/,
    );
    // the load goes where the truck goes, and comes off into a depot there
    const moved = play(
      game,
      full,
      { type: 'unit.move', unit: 'truck', hex: '0505' },
      { type: 'supply.unload', carrier: 'truck', amount: 36 },
    ).state;
    expect(
      moved.dumps.filter((d) => d.hex === '0505').map((d) => [d.on ?? 'ground', d.resource ?? 'sp', d.amount]),
    ).toEqual([
      ['truck', 'sp', 0],
      ['truck', 'srp', 60],
      ['ground', 'sp', 36],
    ]);
  });

  it("19.F.1.e.2: the naval supply net carries between ports of one sea zone, within the NTs there and the landing port's capacity", () => {
    const start = gcState([], { dumps: [depot('odessa', '0101', 5 * 12)] });
    const { state, events } = play(game, start, {
      type: 'supply.forward',
      side: 'a',
      dump: 'odessa',
      hex: '1201',
      amount: 24,
      by: 'naval-net',
    });
    expect(events.map((e) => e.type === 'budgetUsed' && [e.kind, e.amount])).toEqual([
      false,
      ['naval:black-sea', 6],
      ['port:1201', 6],
    ]);
    expect(() =>
      play(game, state, {
        type: 'supply.forward',
        side: 'a',
        dump: 'odessa',
        hex: '1201',
        amount: 12,
        by: 'naval-net',
      }),
    ).toThrow(/1201 lands at most 6 RE a turn/);
    expect(() =>
      play(game, start, {
        type: 'supply.forward',
        side: 'a',
        dump: 'odessa',
        hex: '1205',
        amount: 12,
        by: 'naval-net',
      }),
    ).toThrow(/different sea zones/);
    expect(() =>
      play(
        game,
        { ...start, clock: { ...start.clock, phase: 'movement' } },
        { type: 'supply.forward', side: 'a', dump: 'odessa', hex: '1201', amount: 12, by: 'naval-net' },
      ),
    ).toThrow(/supply movement and judgement phase/);
  });

  it('the 19.F.1.f example: a truck with 5 SRP loaded retreats with them; the 10 SRP in the depot it leaves are captured or destroyed', () => {
    const start = gcState(
      [
        { id: 'truck', hex: '0603', type: 'truck' },
        { id: 'red', hex: '0703', side: 'b' },
      ],
      {
        dumps: [{ ...depot('srp', '0603', 15 * 12), resource: 'srp' }],
        clock: { turn: 1, side: 'a', phase: 'movement' },
      },
    );
    const loaded = play(game, start, { type: 'supply.load', dump: 'srp', carrier: 'truck', amount: 5 * 12 }).state;
    const after = play(
      game,
      loaded,
      { type: 'unit.move', unit: 'truck', hex: '0503' },
      { type: 'unit.move', unit: 'red', hex: '0603' },
      { type: 'dump.capture', dump: 'srp', unit: 'red', dice: [3] },
    ).state;
    expect(after.dumps.map((d) => [d.id, d.side, d.hex, d.amount])).toEqual([
      ['srp', 'a', '0603', 0],
      ['truck-srp', 'a', '0503', 60],
      ['captured-1', 'b', '0603', 60],
    ]);
  });
});
