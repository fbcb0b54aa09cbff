import type { HexGrid } from '../../hex/hex-grid.js';
import type { SideContext } from './side-context.js';

/**
 * Two map-sized arrays the HQ throws read, kept per grid between phases (allocated per phase,
 * they were 2 MB on a 400,000-hex map): `seen` holds the mark of the throw that last looked at a
 * hex, `near` is all zero between uses.
 */
export interface ThrowMarks {
  seen: Uint32Array;
  near: Uint8Array;
  mark: number;
}
const throwMarks = new WeakMap<HexGrid, ThrowMarks>();

export function leaseThrowMarks(grid: HexGrid): ThrowMarks {
  let m = throwMarks.get(grid);
  if (!m || m.seen.length !== grid.size) {
    m = { seen: new Uint32Array(grid.size), near: new Uint8Array(grid.size), mark: 0 };
    throwMarks.set(grid, m);
  }
  return m;
}

export function nextMark(m: ThrowMarks): number {
  if (m.mark === 0xffffffff) {
    m.seen.fill(0);
    m.mark = 0;
  }
  return ++m.mark;
}

/** Sets (1) or clears (0) `near` on every friendly combat stack's hex and the hexes around it. */
export function markAround(grid: HexGrid, sideCtx: SideContext, near: Uint8Array, value: 0 | 1): void {
  for (const s of sideCtx.stackHexes) {
    near[s] = value;
    for (let d = 0; d < 6; d++) if (grid.neighbours[6 * s + d]! >= 0) near[grid.neighbours[6 * s + d]!] = value;
  }
}
