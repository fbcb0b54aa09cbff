import type { HexGrid } from '../../shared/hex/hex-grid.js';

/**
 * Roads and rivers for generated test maps: a road is a random walk from its first hex through
 * the neighbours (never back onto itself), a river a hexside between a hex and the one below it.
 */

/** A walk of up to `steps` tries from `start` through random neighbours, never back onto itself. */
export function randomWalk(rand: () => number, grid: HexGrid, start: string, steps: number): string[] {
  let at = grid.indexOf(start);
  const hexes = [grid.printedId(at)];
  for (let step = 0; step < steps; step++) {
    const next = grid.neighbours[6 * at + Math.floor(rand() * 6)]!;
    if (next < 0 || hexes.includes(grid.printedId(next))) continue;
    at = next;
    hexes.push(grid.printedId(at));
  }
  return hexes;
}

/** A road walking up to `steps` times from `start`; one of fewer than two hexes is no road (filter it). */
export function randomRoad(rand: () => number, grid: HexGrid, start: string, steps: number) {
  return { type: 'road', hexes: randomWalk(rand, grid, start, steps) };
}

/** `count` river hexsides, each between a random hex and the one below it. */
export function randomRivers(
  rand: () => number,
  count: number,
  cols: number,
  rows: number,
  hex: (col: number, row: number) => string,
) {
  return Array.from({ length: count }, () => {
    const c = Math.floor(rand() * cols);
    const r = Math.floor(rand() * (rows - 1));
    return { a: hex(c, r), b: hex(c, r + 1), feature: 'river' };
  });
}
