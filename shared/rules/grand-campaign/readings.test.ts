import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../model/game-schema.js';
import { gcCheck, gcGame, gcState, GC_UNIT_TYPES } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { enemyZocStrength } from './supply-lines.js';

/** The game's choice of reading (docs/rules-interpretations.md, "Grand campaign"). */
const withReading = (game: GameDefinition, key: string, value: string): GameDefinition => ({
  ...game,
  tables: [
    ...game.tables,
    {
      id: 'rule-readings',
      name: 'Rule readings',
      rowHeader: 'reading',
      columns: ['value'],
      rows: [{ key, cells: [value] }],
    },
  ],
});

const strip = ['.'.repeat(12), '.'.repeat(12), '.'.repeat(12)];
const game = gcGame(strip, {
  supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
  unitTypes: [
    ...GC_UNIT_TYPES,
    { id: 'fortress', name: 'Fortress', mobility: 'leg', combat: true, zoc: 'double' },
    { id: 'line', name: 'Fortified line', mobility: 'leg', combat: true, zoc: 'triple' },
    { id: 'cav', name: 'Cossacks', mobility: 'leg', combat: true, zoc: 'none' },
  ],
});
const attack = (units: string[], dump?: string) => ({
  type: 'combat.supply',
  side: 'a',
  role: 'attack',
  hex: '0603',
  units,
  ...(dump ? { dump } : {}),
});
const combat = (units: Array<{ id: string; hex: string; [k: string]: unknown }>) =>
  gcState(units, {
    dumps: [{ id: 'sp', side: 'a', hex: '0503', amount: 60, captured: false }],
    clock: { turn: 1, side: 'a', phase: 'combat' },
  });

describe('GC readings made explicit', () => {
  it('19.A.1 a: a type printed with a double or triple ZOC owes the whole basic SP (1 SP a stack); triple counts as double', () => {
    for (const type of ['fortress', 'line']) {
      const { events } = play(
        game,
        combat([
          { id: 'x', hex: '0503' },
          { id: 'r', hex: '0603', side: 'b', type },
        ]),
        attack(['x'], 'sp'),
      );
      expect(events[0]).toMatchObject({ type: 'combatSupplied', tokens: 12 });
    }
  });

  it('"double ZOC" by default: a hex in the full ZOC of two enemy stacks; read "unit-type-only", it stays full', () => {
    // enemy stacks at 0502 and 0702 both border 0602
    const state = gcState([
      { id: 'e1', hex: '0502', side: 'b' },
      { id: 'e2', hex: '0702', side: 'b' },
    ]);
    const at = (g: GameDefinition) => {
      const grid = gcCheck(g, state).ctx.grid;
      return enemyZocStrength(g, grid, state, 'a')[grid.indexOf('0602')];
    };
    expect(at(game)).toBe(3);
    expect(at(withReading(game, 'double-zoc', 'unit-type-only'))).toBe(2);
  });

  it('17.C: an out-of-supply attack on a defender with no ZOC (no SP owed) does not raise the attacker, unless the game reads it so', () => {
    // turn 2, mud (2 SLP a clear hex, limited range 6): x at U3 at 1103 is out of supply; it attacks
    // Cossacks with no ZOC, so owes no SP (19.A.1 d)
    const start = {
      ...combat([
        { id: 'x', hex: '1103', gc: { uLevel: 3 } },
        { id: 'r', hex: '1003', side: 'b', type: 'cav' },
      ]),
      clock: { turn: 2, side: 'a', phase: 'combat' },
    };
    const on = { ...attack(['x']), hex: '1003' };
    expect(play(game, start, on).state.units[0]!.gc?.uLevel).toBe(3);
    expect(play(withReading(game, 'no-zoc-attack-raises', 'yes'), start, on).state.units[0]!.gc?.uLevel).toBe(4);
  });

  it('17.C read "yes": an attack whose basic cost an Offensive Chit paid raises no marker, whatever the defender', () => {
    // a Soviet wall in column 6 cuts x (U3 at 1002) and its HQ at 1102 off; x attacks r at 0902,
    // a full ZOC, with the chit at 1102: 1/2 SP basic, which the chit covers, so no SP are spent
    const start = gcState(
      [
        { id: 'x', hex: '1002', gc: { uLevel: 3 } },
        { id: 'hq', hex: '1102', type: 'hq' },
        { id: 'r', hex: '0902', side: 'b' },
        ...['0601', '0602', '0603'].map((hex, k) => ({ id: `wall${k}`, hex, side: 'b' })),
      ],
      {
        dumps: [{ id: 'oc', side: 'a', hex: '1102', amount: 12, resource: 'chit', captured: false }],
        clock: { turn: 1, side: 'a', phase: 'combat' },
      },
    );
    const yes = withReading(game, 'no-zoc-attack-raises', 'yes');
    const { state, events } = play(yes, start, { ...attack(['x']), hex: '0902', chit: 'oc' });
    expect(events[0]).toMatchObject({ type: 'combatSupplied', tokens: 0 });
    expect(events.some((e) => e.type === 'supplyLevelSet')).toBe(false);
    expect(state.units[0]!.gc?.uLevel).toBe(3);
  });

  it('19.A.1 with 17.B.1 b: a U6 defender (No ZOC on the chart) owes attack SP by its printed ZOC, unless the game reads "no"', () => {
    const start = combat([
      { id: 'x', hex: '0503' },
      { id: 'r', hex: '0603', side: 'b', gc: { uLevel: 6 } },
    ]);
    expect(play(game, start, attack(['x'], 'sp')).events[0]).toMatchObject({ tokens: 6 });
    expect(play(withReading(game, 'u6-defender-owes-sp', 'no'), start, attack(['x'])).events[0]).toMatchObject({
      tokens: 0,
    });
  });

  it('16.H: a friendly unit without a +# MP marker in a LOC hex in enemy ZOC: the lowest marker of the others is added, or nothing', () => {
    const wide = gcGame(['.'.repeat(30), '.'.repeat(30), '.'.repeat(30)], { supplySources: game.supplySources });
    const units = [
      { id: 'e', hex: '2002', side: 'b' },
      { id: 'u', hex: '2502' },
      { id: 'f1', hex: '2001', gc: { plusMp: 2 } },
      { id: 'n1', hex: '2001' },
      { id: 'f3', hex: '2003', gc: { plusMp: 2 } },
      { id: 'n3', hex: '2003' },
    ];
    const slp = (g: GameDefinition) => gcCheck(g, gcState(units)).loc('u')!.slp;
    // the same LOC with the unmarked units counted as +0: the +2 marker no longer added, 2 SLP less
    expect(slp(wide) - slp(withReading(wide, 'loc-unmarked-unit', 'nothing-added'))).toBe(2);
  });
});
