import { describe, expect, it } from 'vitest';
import { smallGame } from '../../test/helpers/small-game.js';
import { HexGrid } from './hex-grid.js';
import { HopMarks, searchSteps } from './hop-marks.js';
import { singleSheetLayout } from './map-layout.js';
import { MovementGraph } from './movement-graph.js';

/**
 * What a bounded search cannot reach: every hex within so many steps of a few hexes is marked,
 * none beyond, whatever was marked before; and a 5-MP search whose cheapest move is a ½-MP road
 * takes at most 10 steps (OCS 12.3a: a draw of 5 MP), one on clear terrain alone at most 5.
 */
describe('HopMarks', () => {
  const grid = new HexGrid(singleSheetLayout(20, 20, 'flat', 'odd'));
  const at = (id: string) => grid.indexOf(id);

  it('marks the hexes within the steps of any hex given, and no other', () => {
    const marks = new HopMarks(grid);
    marks.mark([at('1010'), at('0303')], 2);
    for (let i = 0; i < grid.size; i++) {
      const near = Math.min(grid.distance(i, at('1010')), grid.distance(i, at('0303')));
      expect(marks.has(i), grid.printedId(i)).toBe(near <= 2);
      if (near <= 2) expect(marks.within(i, 1)).toBe(near <= 1);
    }
    expect(marks.marked()[0]).toBe(at('1010'));
  });

  it('forgets the last marks at the next', () => {
    const marks = HopMarks.shared(grid, 0);
    marks.mark([at('0101')], 3);
    marks.mark([at('2020')], 0);
    expect(marks.has(at('0101'))).toBe(false);
    expect(marks.has(at('2020'))).toBe(true);
    expect(marks.marked()).toEqual([at('2020')]);
    expect(HopMarks.shared(grid, 0)).toBe(marks);
  });

  it('bounds a search by its MP over its cheapest move', () => {
    const rows = Array.from({ length: 4 }, () => '.'.repeat(8));
    const clear = new MovementGraph(smallGame(rows));
    const road = new MovementGraph(smallGame(rows, { routes: [{ type: 'road', hexes: ['0101', '0102'] }] }));
    expect(searchSteps(clear, { sources: [], mobility: 'truck', maxMP: 5 })).toBe(5);
    expect(searchSteps(road, { sources: [], mobility: 'truck', maxMP: 5 })).toBe(10);
    expect(searchSteps(road, { sources: [], mobility: 'truck' })).toBe(-1);
  });
});
