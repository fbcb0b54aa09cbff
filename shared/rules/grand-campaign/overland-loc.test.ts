import { describe, expect, it } from 'vitest';
import { gcCheck, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';

/**
 * GC 16.H worked by hand: "Trace as if counting an overland supply route from the closest hex in
 * general supply." Map: land in columns 1-5, a one-hex strait of sea (column 6, prohibited to
 * supply lines), an island in column 7. A source at 0101; the limited supply line (10 SLP in
 * clear) reaches all of columns 1-5, so general supply ends at the coast. The island unit at 0702
 * is out of supply (no supply line crosses the sea) and, since no overland LOC reaches it from a
 * hex in general supply, isolated. Before the fix the sea hexes off the coast counted as "in
 * general supply" and the LOC ran 1 SLP across the strait.
 */
describe('GC 16.H: a LOC is overland', () => {
  const terrain = [
    { id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1, slp: 1 } },
    { id: 'sea', code: 's', name: 'Sea', color: '#3366cc', cost: { leg: 'P' as const, slp: 'P' as const } },
  ];
  const source = [{ hex: '0101', side: 'a', kind: 'map-edge' as const, nation: 'de' }];

  it('never starts in a sea hex next to supplied land: an island across a one-hex strait is isolated', () => {
    const game = gcGame(['.....s.', '.....s.', '.....s.'], { terrain, supplySources: source });
    const s = gcCheck(game, gcState([{ id: 'island', hex: '0702' }]));
    expect(s.verdict('island').status).toBe('out');
    expect(s.supply.general[s.ctx.grid.indexOf('0602')]).toBe(0);
    expect(s.supply.general[s.ctx.grid.indexOf('0502')]).toBe(1);
    expect(s.loc('island')!.isolated).toBe(true);
  });

  it('the same island joined by land (column 6 clear) is not isolated', () => {
    const game = gcGame(['.......', '.......', '.......'], { terrain, supplySources: source });
    // 0702 is 6-7 SLP from 0101: within the limited range of 10, so in limited or full supply itself
    const s = gcCheck(game, gcState([{ id: 'island', hex: '0702' }]));
    expect(s.loc('island')!.isolated).toBe(false);
  });

  it('never crosses a hexside its supply line could not: a strait hexside blocks the LOC as it blocks supply', () => {
    // all land, but a strait hexside (prohibited to supply lines) along the whole column 6/7 boundary:
    // the island is out of supply and isolated although 0602 beside it is in general supply
    const rows = ['.......', '.......', '.......'];
    const grid = gcCheck(gcGame(rows, { terrain, supplySources: source }), gcState([])).ctx.grid;
    const hexsides: Array<{ a: string; b: string; feature: string }> = [];
    for (const r of ['01', '02', '03']) {
      const i = grid.indexOf(`07${r}`);
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbours[6 * i + d]!;
        if (n >= 0 && grid.printedId(n).startsWith('06'))
          hexsides.push({ a: `07${r}`, b: grid.printedId(n), feature: 'strait' });
      }
    }
    const game = gcGame(rows, {
      terrain,
      supplySources: source,
      hexsideFeatures: [{ id: 'strait', name: 'Strait', color: '#3366cc', cost: { leg: 'P', slp: 'P' } }],
      hexsides,
    });
    const s = gcCheck(game, gcState([{ id: 'island', hex: '0702' }]));
    expect(s.supply.general[s.ctx.grid.indexOf('0602')]).toBe(1);
    expect(s.verdict('island').status).toBe('out');
    expect(s.loc('island')!.isolated).toBe(true);
  });
});
