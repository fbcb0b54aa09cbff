import type { HexGrid } from '../../hex/hex-grid.js';
import type { PathSearch } from '../../hex/path-search.js';
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

/**
 * Each friendly combat stack an HQ's throw (12.3b), just searched, reaches: in its hex or a hex
 * next to it (12.3c), with the hex the throw covers it from. `marks.near` marks the stacks and
 * the hexes around them (markAround).
 */
export function stacksReached(
  sideCtx: SideContext,
  search: PathSearch,
  marks: ThrowMarks,
  visit: (t: number, stack: number, via: number) => void,
  /** whether `marks.near` is set (else every hex reached is looked around: for a few throws) */
  near = true,
): void {
  const { grid } = sideCtx;
  const seen = marks.seen;
  const mark = nextMark(marks);
  for (let k = 0; k < search.reachedCount; k++) {
    const h = search.reachedAt(k);
    if (near && !marks.near[h]) continue;
    for (let d = -1; d < 6; d++) {
      const t = d < 0 ? h : grid.neighbours[6 * h + d]!;
      if (t < 0 || seen[t] === mark) continue;
      seen[t] = mark;
      const stack = sideCtx.stackAt[t]!;
      if (stack >= 0) visit(t, stack, search.coveredVia(t));
    }
  }
}
