/**
 * Axial hex coordinates: the one coordinate system used inside the engine.
 * Offset (col, row) and printed ids exist only at the edges (see offset.ts, printed-id.ts).
 */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** The six axial directions, in a fixed order; index i and (i + 3) % 6 are opposite. */
export const AXIAL_DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** Straight-line distance in hexes (OCS 12.8e B counts "straight line distance" this way). */
export function axialDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Rounds fractional axial coordinates to the hex that contains them (cube rounding). */
export function axialRound(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}
