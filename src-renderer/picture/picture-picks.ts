import type { HexGrid } from '../../shared/hex/hex-grid.js';
import { hexAtPicture, planeCentre, toPlane, type Alignment } from '../../shared/picture/grid-alignment.js';

/**
 * What a click on a sheet's picture lands on: the hexside nearest the pointer (a referee clicks on
 * the river or the road, not on two hexes), and the proposed hexside drawn there; and what a click
 * on a proposal does to the referee's review of it.
 */
export interface Side {
  a: string;
  b: string;
}

export const sameSide = (x: Side, y: Side): boolean => (x.a === y.a && x.b === y.b) || (x.a === y.b && x.b === y.a);

/**
 * The hexside nearest picture pixel (px, py): the hex under it and the neighbour whose shared
 * hexside's midpoint lies closest. A route's link (centre to centre) crosses the same midpoint, so
 * a click on a road between two hex centres finds the same pair.
 */
export function hexsideAtPicture(grid: HexGrid, t: Alignment, px: number, py: number): Side | null {
  const i = hexAtPicture(grid, t, px, py);
  if (i < 0) return null;
  const q = toPlane(t, px, py);
  const c = planeCentre(grid, i);
  let best = -1;
  let bestD = Infinity;
  for (let d = 0; d < 6; d++) {
    const j = grid.neighbours[6 * i + d]!;
    if (j < 0) continue;
    const n = planeCentre(grid, j);
    const dd = (q.x - (c.x + n.x) / 2) ** 2 + (q.y - (c.y + n.y) / 2) ** 2;
    if (dd < bestD) {
      bestD = dd;
      best = j;
    }
  }
  return best >= 0 ? { a: grid.printedId(i), b: grid.printedId(best) } : null;
}

/**
 * The number of the proposal on a hexside, or -1: where two features were proposed on the same
 * hexside (a road along a river), the one of the feature the referee has chosen, else the first.
 */
export function proposalOn(proposals: ReadonlyArray<Side & { feature: string }>, side: Side, chosen: string): number {
  let first = -1;
  for (let k = 0; k < proposals.length; k++) {
    if (!sameSide(proposals[k]!, side)) continue;
    if (proposals[k]!.feature === chosen) return k;
    if (first < 0) first = k;
  }
  return first;
}

export interface Review {
  accepted: Set<number>;
  rejected: Set<number>;
}

/**
 * A click on proposal k: confirms it, or rejects it when it was already confirmed (a second look
 * that finds it wrong); `reject` (the right button) rejects it at once. A rejected proposal is
 * left out of the game and out of the bulk confirmation at a confidence.
 */
export function reviewClick(r: Review, k: number, reject: boolean): Review {
  const accepted = new Set(r.accepted);
  const rejected = new Set(r.rejected);
  if (reject || accepted.has(k)) {
    accepted.delete(k);
    rejected.add(k);
  } else {
    rejected.delete(k);
    accepted.add(k);
  }
  return { accepted, rejected };
}
