import { describe, expect, it } from 'vitest';
import { gcGame, gcState, GC_CHARTS, GC_UNIT_TYPES } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';

// the referee's data for 17.E: which chart rows hold where, and for whom
const eliminationTerrain = {
  id: 'elimination-terrain',
  name: 'Elimination terrain',
  rowHeader: 'terrain@weather',
  columns: ['chart rows'],
  rows: [
    { key: 'city', cells: ['dot-city'] },
    { key: 'city@snow', cells: ['snow-dot-city'] },
    { key: '*@snow', cells: ['snow-other'] },
    { key: 'fortress', cells: ['fortress'] },
    { key: 'fortress@snow', cells: ['snow-major-city-or-fortress'] },
  ],
};
const eliminationUnits = {
  id: 'elimination-units',
  name: 'Elimination unit rows',
  rowHeader: 'nation or type',
  columns: ['chart row', 'from turn', 'to turn'],
  rows: [{ key: 'su', cells: ['soviet-before-1942-03', '', 3] }],
};
const fortresses = {
  id: 'fortresses',
  name: 'Fortresses',
  rowHeader: 'hex',
  columns: ['owner at start', 'improved by'],
  rows: [{ key: '0502', cells: ['b', ''] }],
};

const rows = ['.'.repeat(40), '....c' + '.'.repeat(35), '.'.repeat(40)];
const game = gcGame(rows, {
  supplySources: [
    { hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' },
    { hex: '4002', side: 'b', kind: 'map-edge', nation: 'su' },
  ],
  unitTypes: [
    ...GC_UNIT_TYPES,
    { id: 'pinf', name: 'Infantry (partial ZOC)', mobility: 'leg', combat: true, zoc: 'partial' },
  ],
  tables: [...GC_CHARTS, eliminationTerrain, eliminationUnits, fortresses],
});
const judgedSoviet = (units: Parameters<typeof gcState>[0], turn = 3) =>
  play(game, gcState(units, { clock: { turn, side: 'b', phase: 'supply-judgement' } }), {
    type: 'supply.apply',
    side: 'b',
  }).state;

describe("GC 17.E elimination due to isolation, from the game's data", () => {
  it('the Brest-Litovsk example: snow, before March 1942, a dot city with a fortress, a partial ZOC: -5, every modifier itemised', () => {
    const state = judgedSoviet([
      { id: 'brest', hex: '0502', side: 'b', nation: 'su', gc: { uLevel: 2 } },
      { id: 'de', hex: '0402', type: 'pinf' },
    ]);
    expect(state.units.find((u) => u.id === 'brest')).toMatchObject({ gc: { isolated: 'supply', uLevel: 3 } });
    const { events } = play(game, state, { type: 'isolation.roll', side: 'b', dice: [{ unit: 'brest', die: 6 }] });
    const roll = events[0]!;
    expect(roll).toMatchObject({
      type: 'eliminationRolled',
      unit: 'brest',
      level: 3,
      total: -5,
      modified: 1,
      needed: 7,
      outcome: 'survives',
    });
    if (roll.type !== 'eliminationRolled') throw new Error('no roll');
    expect(roll.items.map((i) => [i.label, i.modifier])).toEqual([
      ['Dot city', -2],
      ['Any snow weather: dot or reference city', 1],
      ['Fortress', -4],
      ['Any snow weather: major city or fortress', 0],
      ['Soviet units before March 1942', 2],
      ['Partial ZOC', -2],
    ]);
  });

  it('the fortress modifiers stop counting once the other player has owned it', () => {
    const taken = play(
      game,
      gcState([{ id: 'de', hex: '0402', type: 'pinf' }], { clock: { turn: 3, side: 'a', phase: 'movement' } }),
      { type: 'unit.move', unit: 'de', hex: '0502' },
      { type: 'unit.move', unit: 'de', hex: '0402' },
    ).state;
    expect(taken.rules.gc.fortressesLost).toEqual(['0502']);
    const state = play(
      game,
      {
        ...taken,
        clock: { turn: 3, side: 'b', phase: 'supply-judgement' },
        units: [
          ...taken.units,
          { ...taken.units[0]!, id: 'brest', hex: '0502', side: 'b', nation: 'su', type: 'inf', gc: { uLevel: 2 } },
        ],
      },
      { type: 'supply.apply', side: 'b' },
    ).state;
    const { events } = play(game, state, { type: 'isolation.roll', side: 'b', dice: [{ unit: 'brest', die: 6 }] });
    expect(events[0]).toMatchObject({ total: -1 });
    // ... unless the Soviets improved it themselves: the second case of 17.E
    const improved = gcGame(rows, {
      ...game,
      tables: game.tables.map((t) =>
        t.id === 'fortresses' ? { ...t, rows: [{ key: '0502', cells: ['b', 'b'] }] } : t,
      ),
    });
    expect(
      play(improved, state, { type: 'isolation.roll', side: 'b', dice: [{ unit: 'brest', die: 6 }] }).events[0],
    ).toMatchObject({ total: -5 });
  });

  it('a fortress on open ground in snow takes the chart\'s "major city or fortress +0", not also "other terrain +2"', () => {
    const openFortress = gcGame(rows, {
      ...game,
      tables: game.tables.map((t) =>
        t.id === 'fortresses' ? { ...t, rows: [...t.rows, { key: '1502', cells: ['b', ''] }] } : t,
      ),
    });
    const state = play(
      openFortress,
      gcState(
        [
          { id: 'fort', hex: '1502', side: 'b', nation: 'su', gc: { uLevel: 5 } },
          { id: 'de', hex: '1402', type: 'pinf' },
        ],
        { clock: { turn: 3, side: 'b', phase: 'supply-judgement' } },
      ),
      { type: 'supply.apply', side: 'b' },
    ).state;
    const roll = play(openFortress, state, { type: 'isolation.roll', side: 'b', dice: [{ unit: 'fort', die: 6 }] })
      .events[0]!;
    // U6 is eliminated on 4+: 6 - 4 (fortress) + 0 (snow, fortress) + 2 (Soviet) - 2 (partial ZOC) = 2
    expect(roll).toMatchObject({ level: 6, total: -4, modified: 2, needed: 4, outcome: 'survives' });
    if (roll.type !== 'eliminationRolled') throw new Error('no roll');
    expect(roll.items.map((i) => i.label)).not.toContain('Any snow weather: other terrain');
  });

  it('terrain limits the ZOC exerted into it (the game\'s "zoc-terrain"): a dot city reduced, full to partial', () => {
    const reducing = gcGame(rows, {
      ...game,
      tables: [
        ...game.tables,
        {
          id: 'zoc-terrain',
          name: 'ZOC by terrain',
          rowHeader: 'terrain',
          columns: ['ZOC'],
          rows: [{ key: 'city', cells: ['reduced'] }],
        },
      ],
    });
    const state = play(
      reducing,
      gcState(
        [
          { id: 'brest', hex: '0502', side: 'b', nation: 'su', gc: { uLevel: 2 } },
          { id: 'de', hex: '0402' },
        ],
        { clock: { turn: 3, side: 'b', phase: 'supply-judgement' } },
      ),
      { type: 'supply.apply', side: 'b' },
    ).state;
    const roll = play(reducing, state, { type: 'isolation.roll', side: 'b', dice: [{ unit: 'brest', die: 6 }] })
      .events[0]!;
    expect(roll.type === 'eliminationRolled' && roll.items.at(-1)!.label).toBe('Partial ZOC');
  });

  it("eliminated: a unit with steps to spare drops to its cadre; a one-step unit goes to its pocket's pool, and the pocket's elimination empties it into the Eliminated Isolated box", () => {
    // turn 1, clear weather: "Soviet units before March 1942" (+2) and the ZOC (full 0 or double +2)
    let state = judgedSoviet(
      [
        { id: 'big', hex: '0702', side: 'b', nation: 'su', gc: { uLevel: 2 }, steps: 3, maxSteps: 3 },
        { id: 'small', hex: '0701', side: 'b', nation: 'su', gc: { uLevel: 2 } },
        { id: 'de1', hex: '0802' },
        { id: 'de2', hex: '0801' },
      ],
      1,
    );
    state = play(game, state, { type: 'pocket.pool', side: 'b', hex: '0701' }).state;
    expect(state.rules.gc.pools).toMatchObject([{ id: 'A', side: 'b' }]);
    expect(state.rules.gc.pools[0]!.hexes).toEqual(expect.arrayContaining(['0701', '0702']));
    expect(() => play(game, state, { type: 'isolation.roll', side: 'b', dice: [{ unit: 'small', die: 6 }] })).toThrow(
      /give a die for big/,
    );
    const rolled = play(game, state, {
      type: 'isolation.roll',
      side: 'b',
      dice: [
        { unit: 'big', die: 5 },
        { unit: 'small', die: 6 },
      ],
    });
    expect(
      rolled.events.map(
        (e) =>
          e.type === 'eliminationRolled' && [
            e.unit,
            e.modified - e.dice.faces[0]! === e.total,
            e.needed,
            e.outcome,
            e.pool ?? null,
          ],
      ),
    ).toEqual([
      ['big', true, 7, 'reduced', null],
      ['small', true, 7, 'eliminated', 'A'],
    ]);
    state = rolled.state;
    expect(state.units.find((u) => u.id === 'big')!.steps).toBe(1);
    expect(state.rules.gc.pools[0]!.units.map((u) => u.id)).toEqual(['small']);
    expect(() => play(game, state, { type: 'isolation.roll', side: 'b', seed: 1 })).toThrow(
      /rolled for elimination in this phase already/,
    );
    state = play(game, state, { type: 'pocket.eliminate', side: 'b', pool: 'A' }).state;
    expect(state.rules.gc.pools).toEqual([]);
    expect(state.deadPile.map((u) => [u.id, u.gc?.eliminatedIsolated])).toEqual([
      ['big', true],
      ['small', true],
    ]);
  });

  it('app-rolled dice come from the recorded seed, one die per unit; units not isolated, not in an enemy ZOC, or at U0 do not roll', () => {
    const state = judgedSoviet(
      [
        { id: 'u', hex: '0602', side: 'b', nation: 'su', gc: { uLevel: 2 } },
        { id: 'free', hex: '3502', side: 'b', nation: 'su', gc: { uLevel: 4 } },
        { id: 'quiet', hex: '0202', side: 'b', nation: 'su', gc: { uLevel: 4 } },
        { id: 'de', hex: '0702' },
      ],
      1,
    );
    const a = play(game, state, { type: 'isolation.roll', side: 'b', seed: 42 }).events;
    const b = play(game, state, { type: 'isolation.roll', side: 'b', seed: 42 }).events;
    expect(a).toEqual(b);
    expect(a.map((e) => e.type === 'eliminationRolled' && e.unit)).toEqual(['u']);
    expect(() =>
      play(
        game,
        gcState([{ id: 'x', hex: '1002', side: 'b' }], { clock: { turn: 1, side: 'b', phase: 'supply-judgement' } }),
        { type: 'isolation.roll', side: 'b', seed: 1 },
      ),
    ).toThrow(/judge b supply first/);
  });
});
