import { learnPalette, nearestMark } from './mark-palette.js';

/**
 * A hexside feature's or route's ink, learned from its example hexsides against ordinary ones: of
 * the colours that stand out from the ground there, the one that shows on the most examples and
 * the fewest ordinary hexsides. The printed grid line shows on every hexside and is passed over;
 * a road crossing one river example, or a place name over another, shows on one example only.
 */
export interface FeatureInk {
  readonly lab: Float32Array;
  /** ΔE from `lab` within which a point is this ink */
  readonly radius: number;
}

/**
 * points: Lab triples of the marks seen; owner: which example each came from (0..examples), or
 * examples + m for the m-th of `others` ordinary hexsides.
 */
export function learnInk(
  points: Float32Array,
  owner: Int32Array,
  n: number,
  examples: number,
  others: number,
): FeatureInk | null {
  if (n < 2) return null;
  const palette = learnPalette(points, n, Math.min(6, n));
  const owners = examples + others;
  const perExample = new Int32Array(palette.k * owners);
  const members = new Int32Array(n);
  for (let p = 0; p < n; p++) {
    const c = nearestMark(palette, points[3 * p]!, points[3 * p + 1]!, points[3 * p + 2]!);
    members[p] = c;
    perExample[c * owners + owner[p]!]!++;
  }
  let best = -1;
  let bestLead = -Infinity;
  for (let c = 0; c < palette.k; c++) {
    let shown = 0;
    let usual = 0;
    for (let e = 0; e < owners; e++) {
      if (perExample[c * owners + e]! < 2) continue;
      if (e < examples) shown++;
      else usual++;
    }
    const lead = shown / examples - usual / Math.max(1, others);
    if (lead > bestLead) {
      best = c;
      bestLead = lead;
    }
  }
  if (bestLead <= 0) return null;
  const lab = palette.centres.slice(3 * best, 3 * best + 3);
  let sq = 0;
  let m = 0;
  for (let p = 0; p < n; p++) {
    if (members[p] !== best || owner[p]! >= examples) continue;
    sq += (points[3 * p]! - lab[0]!) ** 2 + (points[3 * p + 1]! - lab[1]!) ** 2 + (points[3 * p + 2]! - lab[2]!) ** 2;
    m++;
  }
  const rms = Math.sqrt(sq / Math.max(1, m));
  return { lab, radius: Math.max(10, Math.min(24, 1.8 * rms)) };
}
