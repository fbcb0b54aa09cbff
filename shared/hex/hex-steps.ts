import type { HexGrid } from './hex-grid.js';

/**
 * The hexes crossed by a drag, made a path of neighbouring hexes: where the pointer skipped a hex
 * between two it touched (a quick drag), the hexes between are filled in, each step to the
 * neighbour nearest the next hex touched. A gap no step on the map closes (a hole in the map) is
 * left, for the route edit to refuse by name. Repeats in a row are dropped.
 */
export function stepsThrough(grid: HexGrid, touched: readonly number[]): number[] {
  const out: number[] = [];
  for (const target of touched) {
    let at = out.at(-1);
    if (at === target) continue;
    if (at !== undefined)
      while (grid.distance(at, target) > 1) {
        let next = -1;
        for (let d = 0; d < 6; d++) {
          const n = grid.neighbours[6 * at + d]!;
          if (n >= 0 && grid.distance(n, target) < grid.distance(at, target)) {
            next = n;
            break;
          }
        }
        if (next < 0) break;
        out.push(next);
        at = next;
      }
    out.push(target);
  }
  return out;
}
