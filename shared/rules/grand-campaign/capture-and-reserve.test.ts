import { describe, expect, it } from 'vitest';
import { AIR_SUPPLY_EFFECTS, RESOURCE_CAPTURE } from '../../../scripts/gc-charts.js';
import { captureModifiers } from '../../../scripts/gc-supply-tables.js';
import { GC_CHARTS, gcGame, gcState, GC_UNIT_TYPES } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { describeEvent } from '../registered-events.js';
import { formatTwelfths } from './quantity.js';
import { gcUnitEffects } from './unit-effects.js';

const rows = ['.'.repeat(20), '.'.repeat(20), '.'.repeat(20)];
const game = gcGame(rows, {
  supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
  unitTypes: [...GC_UNIT_TYPES, { id: 'air', name: 'Fighter', mobility: 'leg', combat: false, air: true }],
  tables: [
    ...GC_CHARTS,
    RESOURCE_CAPTURE,
    captureModifiers({ overrun: [-1, 'depot overrun'], exploitation: [3, 'captured in the exploitation phase'] }),
    AIR_SUPPLY_EFFECTS,
  ],
});
const depot = (id: string, hex: string, amount: number, more: object = {}) => ({
  id,
  side: 'b',
  hex,
  amount,
  captured: false,
  ...more,
});

describe('GC 19.H capture of SP and SRP', () => {
  const start = gcState([{ id: 'pz', hex: '1002' }], {
    dumps: [depot('sp', '1002', 25), depot('srp', '1002', 13, { resource: 'srp' })],
  });

  it("one die with its modifiers on the game's table; SP round down to 1/12, SRP to 1/3, and become the captor's; the modifiers are in the log", () => {
    const { state, events } = play(
      game,
      start,
      { type: 'dump.capture', dump: 'sp', unit: 'pz', dice: [3], conditions: [{ key: 'overrun' }] },
      { type: 'dump.capture', dump: 'srp', unit: 'pz', dice: [3], conditions: [{ key: 'overrun' }] },
    );
    expect(events.map((e) => e.type === 'dumpCaptured' && [e.percent, e.captured, e.destroyed, e.note])).toEqual([
      [75, 18, 7, '-1 depot overrun = 2'],
      [75, 8, 5, '-1 depot overrun = 2'],
    ]);
    expect(state.dumps.filter((d) => d.side === 'a').map((d) => [d.id, d.resource ?? 'sp', d.amount])).toEqual([
      ['captured-1', 'sp', 18],
      ['captured-2', 'srp', 8],
    ]);
  });
  it("only an enemy unit in the depot's hex, with the owner gone, captures; the dice are needed", () => {
    expect(() =>
      play(game, gcState([{ id: 'pz', hex: '1102' }], { dumps: start.dumps }), {
        type: 'dump.capture',
        dump: 'sp',
        unit: 'pz',
        dice: [1],
      }),
    ).toThrow(/not in the depot's hex 1002/);
    expect(() =>
      play(
        game,
        gcState(
          [
            { id: 'pz', hex: '1002' },
            { id: 'red', hex: '1002', side: 'b' },
          ],
          { dumps: start.dumps },
        ),
        { type: 'dump.capture', dump: 'sp', unit: 'pz', dice: [1] },
      ),
    ).toThrow(/b units still hold 1002/);
    expect(() => play(game, start, { type: 'dump.capture', dump: 'sp', unit: 'pz' })).toThrow(/needs a die/);
  });
});

describe('GC 19.A.3 reserve', () => {
  it('1 SP a stack and 1 SP more for an overstacked hex, one stack free with an Offensive Chit; the units go into reserve', () => {
    // an Offensive Chit was expended for an attack this turn
    const start = gcState(
      [
        { id: 'x', hex: '0502' },
        { id: 'y', hex: '0602' },
        { id: 'z', hex: '0602' },
        { id: 'hq', hex: '0402', type: 'hq' },
      ],
      {
        dumps: [{ ...depot('d', '0502', 24), side: 'a' }],
        rules: {
          gc: {
            budgets: [
              { side: 'a', turn: 1, kind: 'chits-expended', used: 1 },
              { side: 'a', turn: 1, kind: 'oc:oc@hq', used: 1 },
            ],
          },
        },
      },
    );
    const { state, events } = play(game, start, {
      type: 'reserve.pay',
      side: 'a',
      hexes: ['0502', '0602'],
      overstacked: ['0602'],
      dump: 'd',
      chitStack: true,
    });
    expect(events[1]).toMatchObject({ type: 'dumpSpent', tokens: 24, reason: 'reserve' });
    expect(() =>
      play(game, state, {
        type: 'reserve.pay',
        side: 'a',
        hexes: ['0502'],
        overstacked: [],
        dump: 'd',
        chitStack: true,
      }),
    ).toThrow(/one stack per chit/);
    expect(state.units.filter((u) => u.id !== 'hq').map((u) => u.mode)).toEqual(['reserve', 'reserve', 'reserve']);
    expect(() =>
      play(game, start, { type: 'reserve.pay', side: 'a', hexes: ['0502', '0602'], overstacked: ['0602'], dump: 'd' }),
    ).toThrow(/d has 2 SP to use now; reserve costs 3 SP/);
  });
});

describe('GC 16.G.3 pocket pools', () => {
  it("a pool keeps its replacement points; when the enemy takes the pocket's last hex the pocket is eliminated, its RPs lost", () => {
    const start = gcState(
      [
        { id: 'red', hex: '1802', side: 'b', gc: { uLevel: 2 } },
        { id: 'de', hex: '1702' },
      ],
      {
        clock: { turn: 1, side: 'a', phase: 'movement' },
        rules: {
          gc: {
            pools: [
              {
                id: 'A',
                side: 'b',
                hexes: ['1802'],
                rp: 0,
                units: [
                  {
                    id: 'gone',
                    name: 'gone',
                    side: 'b',
                    type: 'inf',
                    hex: '1802',
                    steps: 1,
                    maxSteps: 1,
                    re: 1,
                    ar: 3,
                    ma: 0,
                    mode: 'combat',
                    attack: 0,
                    defense: 0,
                  },
                ],
              },
            ],
          },
        },
      },
    );
    const withRp = play(game, start, { type: 'pocket.rp', side: 'b', pool: 'A', rp: 3 }).state;
    expect(withRp.rules.gc.pools[0]!.rp).toBe(3);
    // the pocket's unit is gone (eliminated by combat); a German unit walks into its last hex
    const empty = { ...withRp, units: withRp.units.filter((u) => u.id !== 'red') };
    const { state, events } = play(game, empty, { type: 'unit.move', unit: 'de', hex: '1802' });
    expect(events[1]).toMatchObject({ type: 'pocketEliminated', pool: 'A', side: 'b', rp: 3 });
    // the log names the unit that leaves from its pool, never "no units"
    expect(describeEvent(events[1]!, formatTwelfths)).toBe(
      'isolated pocket A eliminated: no units on the map; from its pool: gone; 3 RP lost (to the Eliminated Isolated box, GC 16.G.3)',
    );
    expect(state.rules.gc.pools).toEqual([]);
    expect(state.deadPile.map((u) => [u.id, u.gc?.eliminatedIsolated])).toEqual([['gone', true]]);
  });
});

describe('GC 16.G.3 units in a pool', () => {
  const pooled = (id: string) => ({
    id,
    name: id,
    side: 'b',
    type: 'inf',
    hex: '1802',
    steps: 1,
    maxSteps: 3,
    re: 1,
    ar: 3,
    ma: 0,
    mode: 'combat' as const,
    attack: 0,
    defense: 0,
    gc: { eliminatedIsolated: true },
  });
  const start = gcState([{ id: 'red', hex: '1802', side: 'b' }], {
    rules: {
      gc: { pools: [{ id: 'A', side: 'b', hexes: ['1802', '1902'], rp: 3, units: [pooled('a1'), pooled('a2')] }] },
    },
  });

  it("are rebuilt in the pocket with the pool's RPs, or shipped out to the theatre's pool", () => {
    const { state } = play(
      game,
      start,
      { type: 'pocket.rebuild', side: 'b', pool: 'A', unit: 'a1', hex: '1902', steps: 2, rp: 2 },
      { type: 'pocket.evacuate', side: 'b', pool: 'A', unit: 'a2' },
    );
    expect(state.units.find((u) => u.id === 'a1')).toMatchObject({ hex: '1902', steps: 2 });
    expect(state.units.find((u) => u.id === 'a1')!.gc?.eliminatedIsolated).toBeUndefined();
    expect(state.rules.gc.pools[0]).toMatchObject({ rp: 1, units: [] });
    expect(state.deadPile.map((u) => u.id)).toEqual(['a2']);
    expect(() =>
      play(game, start, { type: 'pocket.rebuild', side: 'b', pool: 'A', unit: 'a1', hex: '0502', steps: 1, rp: 1 }),
    ).toThrow(/0502 is not in pocket A/);
    expect(() =>
      play(game, start, { type: 'pocket.rebuild', side: 'b', pool: 'A', unit: 'a1', hex: '1802', steps: 1, rp: 4 }),
    ).toThrow(/holds 3 RP/);
  });
});

describe('GC 17.B.2 air units', () => {
  it("air units at an airbase out of supply have the air chart's effects, cumulative up to the level", () => {
    const u = gcState([{ id: 'jg', hex: '0502', type: 'air', gc: { uLevel: 2 } }]).units[0]!;
    const lines = gcUnitEffects(u, game);
    expect(lines[0]).toBe('U2: airbase out of supply (GC 17.B.2; SP may be spent for it, 19.A.4)');
    expect(lines.slice(1).map((l) => l.slice(0, 3))).toEqual(['U0:', 'U1:', 'U2:']);
    expect(gcUnitEffects({ ...u, gc: { uLevel: 6 } }, game).at(-1)).toBe(
      'U4+: Only transfer or same hex interception missions may be flown.',
    );
  });
});
