import type { HexGrid } from '../../hex/hex-grid.js';

/** A hex-keyed lookup: a HexTable (hex-table.ts) or a Map. */
export interface HexLookup<T> {
  get(hex: number): T | undefined;
}

/**
 * OCS 12.3c (and 12.7g for Extenders): supply that reaches a hex next to the target is close
 * enough. These look a target up in a hex-keyed map at a hex or, failing that, at the hexes
 * around it, in direction order: the hex found, or -1.
 */
export function hexAtOrNextTo<T>(grid: HexGrid, hex: number, at: HexLookup<T>): number {
  for (let d = -1; d < 6; d++) {
    const n = d < 0 ? hex : grid.neighbours[6 * hex + d]!;
    if (n >= 0 && at.get(n) !== undefined) return n;
  }
  return -1;
}

/** The hex found and what it holds. */
export function atOrNextTo<T>(grid: HexGrid, hex: number, at: HexLookup<T>): { hex: number; value: T } | undefined {
  const n = hexAtOrNextTo(grid, hex, at);
  return n < 0 ? undefined : { hex: n, value: at.get(n)! };
}

/** What the hex found holds, alone (no object per look-up: every unit of a phase asks). */
export function valueAtOrNextTo<T>(grid: HexGrid, hex: number, at: HexLookup<T>): T | undefined {
  const n = hexAtOrNextTo(grid, hex, at);
  return n < 0 ? undefined : at.get(n);
}

/**
 * Cheapest first: the first of the hexes a search reached (PathSearch.reachedHexes) that holds, or
 * is next to, a key of `at` — with the reached hex, so that its cost can be read.
 */
export function firstNear<T>(
  grid: HexGrid,
  reached: ArrayLike<number>,
  at: HexLookup<T>,
): { reached: number; hex: number; value: T } | undefined {
  for (let k = 0; k < reached.length; k++) {
    const found = atOrNextTo(grid, reached[k]!, at);
    if (found) return { reached: reached[k]!, ...found };
  }
  return undefined;
}
