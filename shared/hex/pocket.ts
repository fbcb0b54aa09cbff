import type { HexGrid } from './hex-grid.js';

/** Each grid's marks of the last pocket looked at, by stamp: no map-sized array per unit asked. */
const scratch = new WeakMap<HexGrid, { mark: Int32Array; queue: Int32Array; stamp: number }>();

/** The hexes of a pocket: valid until the next pocketOf on the same grid. */
export interface Pocket {
  has(hex: number): boolean;
  /** its hexes */
  readonly hexes: Int32Array;
}

/**
 * The open hexes from which a search could enter hex `i` (every move into a hex that is not
 * `unentered` counted, terrain aside), or null when a source is among them or next to them, or
 * there are more than `cap`: when it is not null, no search from those sources reaches any of them
 * (the proof a search would give by running to the end, read from the pocket's hexes alone).
 */
export function pocketOf(
  grid: HexGrid,
  i: number,
  isSource: (hex: number) => boolean,
  unentered: (hex: number) => boolean,
  cap = grid.size,
): Pocket | null {
  let s = scratch.get(grid);
  if (!s || s.stamp >= 0x3fffffff)
    scratch.set(grid, (s = { mark: new Int32Array(grid.size), queue: new Int32Array(grid.size), stamp: 0 }));
  const stamp = ++s.stamp;
  const { mark, queue } = s;
  const nb = grid.neighbours;
  if (isSource(i)) return null;
  mark[i] = stamp;
  queue[0] = i;
  let tail = 1;
  for (let q = 0; q < tail; q++) {
    const v = queue[q]!;
    for (let d = 0; d < 6; d++) {
      const u = nb[6 * v + d]!;
      if (u < 0 || mark[u] === stamp) continue;
      if (isSource(u)) return null;
      if (unentered(u)) continue;
      if (tail >= cap) return null;
      mark[u] = stamp;
      queue[tail++] = u;
    }
  }
  return { has: (hex) => mark[hex] === stamp, hexes: queue.subarray(0, tail) };
}
