import { describe, expect, it } from 'vitest';
import { hexesAhead, PointerHeading } from '../../src-renderer/map/pointer-heading.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { makeBigMap } from '../bench/big-map.js';

/**
 * The hexes asked about ahead of a dragged counter: the neighbours the pointer is heading for, from
 * its motion over the last moments.
 */
const { grid, game } = (() => {
  const map = makeBigMap(40, 30, 10);
  return { grid: map.grid, game: map.game };
})();
const geom = new MapGeometry(game);

/** the pointer dragged through the centres of these hexes, 200 ms a hex */
function dragThrough(hexes: number[]): PointerHeading {
  const h = new PointerHeading();
  hexes.forEach((i, k) => h.add(geom.cx[i]!, geom.cy[i]!, 1000 + 200 * k));
  return h;
}

describe('where the pointer is heading while a counter is dragged', () => {
  it('along a row of hexes, the next hex of the row first, though each step zig-zags', () => {
    const row = 10;
    for (let col = 5; col < 12; col++) {
      // two hexes or three in the last moments: the heading along the row either way
      for (const back of [2, 3]) {
        const path = Array.from({ length: back + 1 }, (_, k) => grid.indexAt(col - back + k, row));
        const ahead = hexesAhead(geom, path.at(-1)!, dragThrough(path).heading(), 2);
        expect(ahead).toHaveLength(2);
        expect(ahead[0]).toBe(grid.indexAt(col + 1, row));
      }
    }
  });

  it('on a straight line across the hexes, the hex the line enters next first', () => {
    // the pointer moving east along a line through the map, sampled every 20 map units
    const h = new PointerHeading();
    const y = geom.cy[grid.indexAt(10, 10)]! + 5;
    for (let k = 0; k <= 10; k++) h.add(200 + 20 * k, y, 1000 + 30 * k);
    const at = geom.hexAt(400, y);
    let next = at;
    for (let x = 400; next === at; x += 1) next = geom.hexAt(x, y);
    expect(hexesAhead(geom, at, h.heading(), 2)[0]).toBe(next);
  });

  it('straight down a column, the hex below first', () => {
    const path = [8, 9, 10].map((r) => grid.indexAt(6, r));
    expect(hexesAhead(geom, path.at(-1)!, dragThrough(path).heading(), 2)[0]).toBe(grid.indexAt(6, 11));
  });

  it('nothing ahead when the pointer has not moved, or only long ago', () => {
    const at = grid.indexAt(6, 6);
    const h = new PointerHeading();
    h.add(geom.cx[at]!, geom.cy[at]!, 0);
    h.add(geom.cx[at]! + 1, geom.cy[at]!, 100);
    expect(hexesAhead(geom, at, h.heading(), 2)).toEqual([]);
    // moved a hex, then rested a second: the heading is the motion of the last moments only
    const rested = new PointerHeading();
    rested.add(geom.cx[at]! - 36, geom.cy[at]!, 0);
    rested.add(geom.cx[at]!, geom.cy[at]!, 100);
    rested.add(geom.cx[at]!, geom.cy[at]!, 1100);
    expect(rested.heading()).toBeNull();
  });

  it('at the map edge, only the neighbours on the map', () => {
    const row = 10;
    const path = [37, 38, 39].map((c) => grid.indexAt(c, row));
    expect(hexesAhead(geom, path.at(-1)!, dragThrough(path).heading(), 2)).toEqual([]);
  });
});
