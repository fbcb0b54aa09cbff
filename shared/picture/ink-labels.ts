import type { FeatureInk } from './feature-inks.js';

/*
 * What the hexside reader (read-hexsides.ts) does with a band's mark points: gathers them to learn
 * inks from, and labels each with the feature whose ink it is.
 */

/**
 * A route's thin line blurred by the scan takes on the ground's colour and comes out about as near
 * the grid line's grey as its own ink: for a route's point a usual mark wins only when clearly nearer
 * (squared ΔE under this share of the ink's).
 */
export const ROUTE_RIVAL = 0.35;

/** Gives each mark point the feature whose ink it is: nearest of all inks and usual marks, within the ink's radius. */
export class InkColours {
  constructor(
    private readonly inks: ReadonlyArray<FeatureInk | null>,
    private readonly rivals: Float32Array,
  ) {}
  label(lab: Float32Array, isMark: Uint8Array, n: number, out: Int16Array, rivalShare = 1): void {
    const inks = this.inks;
    for (let q = 0; q < n; q++) {
      out[q] = -1;
      if (!isMark[q]) continue;
      const L = lab[3 * q]!;
      const A = lab[3 * q + 1]!;
      const B = lab[3 * q + 2]!;
      let best = -1;
      let bestD = Infinity;
      for (let k = 0; k < inks.length; k++) {
        const ink = inks[k];
        if (!ink) continue;
        const d = (L - ink.lab[0]!) ** 2 + (A - ink.lab[1]!) ** 2 + (B - ink.lab[2]!) ** 2;
        if (d < bestD && d <= ink.radius * ink.radius) {
          bestD = d;
          best = k;
        }
      }
      if (best < 0) continue;
      for (let r = 0; r < this.rivals.length; r += 3) {
        const d = (L - this.rivals[r]!) ** 2 + (A - this.rivals[r + 1]!) ** 2 + (B - this.rivals[r + 2]!) ** 2;
        if (d < bestD * rivalShare) {
          best = -1;
          break;
        }
      }
      out[q] = best;
    }
  }
}

/** Mark points gathered from several hexsides, each tagged with the hexside it came from. */
export class InkGather {
  points = new Float32Array(3 * 4096);
  owner = new Int32Array(4096);
  n = 0;
  add(lab: Float32Array, isMark: Uint8Array, count: number, tag: number): void {
    for (let q = 0; q < count; q++) {
      if (!isMark[q]) continue;
      if (this.n + 1 > this.owner.length) {
        const p2 = new Float32Array(this.points.length * 2);
        p2.set(this.points);
        this.points = p2;
        const o2 = new Int32Array(this.owner.length * 2);
        o2.set(this.owner);
        this.owner = o2;
      }
      this.points[3 * this.n] = lab[3 * q]!;
      this.points[3 * this.n + 1] = lab[3 * q + 1]!;
      this.points[3 * this.n + 2] = lab[3 * q + 2]!;
      this.owner[this.n++] = tag;
    }
  }
}
