import type { HexGrid } from '../hex/hex-grid.js';
import type { FeatureInk } from './feature-inks.js';
import type { HexsideFeatureSpec, InkProposal } from './read-hexsides.js';

/**
 * From each hexside's evidence to proposals: each feature's bar lies between what an ordinary
 * hexside shows (the median) and what its examples showed. A line continues: a hexside a
 * little under the bar that joins proposals of the same feature at both ends is proposed too, and
 * one just over it that does not join others at both ends is dropped (a place name across two
 * links is not a railroad). Confidence grows from 0 at the bar to 1 at the
 * examples' typical evidence.
 */
/** How far under the bar a hexside joining proposals at both ends may lie. */
const GAP = 0.6;
/** How far over the bar a proposal must lie to be kept unless the line goes on at both its ends. */
const LONE = 1.35;

export function propose(
  grid: HexGrid,
  features: readonly HexsideFeatureSpec[],
  inks: ReadonlyArray<FeatureInk | null>,
  examples: ReadonlyArray<{ k: number; side: [number, number] }>,
  evidence: Float32Array,
  real: Uint8Array,
): InkProposal[] {
  const F = features.length;
  const out: InkProposal[] = [];
  const sides = real.length;
  for (let k = 0; k < F; k++) {
    if (!inks[k]) continue;
    const all: number[] = [];
    for (let h = 0; h < sides; h++) if (real[h]) all.push(evidence[h * F + k]!);
    all.sort((x, y) => x - y);
    const median = all[all.length >> 1] ?? 0;
    const ex = examples.filter((e) => e.k === k).map((e) => evidence[(3 * e.side[0] + e.side[1]) * F + k]!);
    const weakest = Math.min(...ex);
    const typical = ex.reduce((x, y) => x + y, 0) / ex.length;
    // a route is a whole printed line, so a half-covered link (a place name across it) is short of
    // the bar, set 40 % of the way from the ordinary to its examples' typical evidence (a scan's
    // blur thins its links more than its examples'); a hexside feature may be hatched or wander,
    // so its weakest example sets the bar
    const reach = features[k]!.kind === 'route' ? 0.4 * (typical - median) : 0.5 * (weakest - median);
    const bar = Math.max(0.08, median + reach);
    const on = new Uint8Array(sides);
    for (let h = 0; h < sides; h++) if (real[h] && evidence[h * F + k]! >= bar) on[h] = 1;
    for (const e of examples) if (e.k === k) on[3 * e.side[0] + e.side[1]] = 1;
    const ends = (h: number) => joins(grid, features[k]!.kind, h, on);
    const next = on.slice();
    for (let h = 0; h < sides; h++) {
      const v = evidence[h * F + k]!;
      if (!real[h]) continue;
      // the ends are looked at only where they could change the verdict (most hexsides show nothing)
      const gap = !on[h] && v >= GAP * bar;
      const lone = on[h] && v < LONE * bar;
      if (!gap && !lone) continue;
      const [a, b] = ends(h);
      if (gap && a && b) next[h] = 1;
      if (lone && !(a && b) && !examples.some((e) => e.k === k && 3 * e.side[0] + e.side[1] === h)) next[h] = 0;
    }
    for (let h = 0; h < sides; h++) {
      if (!next[h]) continue;
      const i = Math.floor(h / 3);
      const v = evidence[h * F + k]!;
      out.push({
        k,
        a: i,
        b: grid.neighbours[6 * i + (h % 3)]!,
        score: v,
        confidence: Math.max(0, Math.min(1, (v - GAP * bar) / Math.max(1e-6, typical - GAP * bar))),
      });
    }
  }
  return out;
}

/** Index of the hexside between hexes x and y in the 3-per-hex numbering, or -1. */
function sideIndex(grid: HexGrid, x: number, y: number): number {
  const d = grid.directionTo(x, y);
  if (d < 0) return -1;
  return d < 3 ? 3 * x + d : 3 * y + d - 3;
}

/**
 * Whether the line continues at each end of hexside h: a route at each of its two hexes (another
 * link of it), a hexside feature at each of its two corners (another hexside meeting there).
 */
function joins(grid: HexGrid, kind: 'hexside' | 'route', h: number, on: Uint8Array): [boolean, boolean] {
  const i = Math.floor(h / 3);
  const d = h % 3;
  const j = grid.neighbours[6 * i + d]!;
  const lit = (x: number, y: number) => {
    if (x < 0 || y < 0) return false;
    const s = sideIndex(grid, x, y);
    return s >= 0 && s !== h && on[s] === 1;
  };
  if (kind === 'route') {
    const at = (x: number) => {
      for (let e = 0; e < 6; e++) if (lit(x, grid.neighbours[6 * x + e]!)) return true;
      return false;
    };
    return [at(i), at(j)];
  }
  const corner = (k: number) => lit(i, k) || lit(j, k);
  return [corner(grid.neighbours[6 * i + ((d + 1) % 6)]!), corner(grid.neighbours[6 * i + ((d + 5) % 6)]!)];
}
