import type { HexLattice } from './hex-lattice.js';
import type { RgbaPicture } from './hex-sampling.js';
import { rgbToLab } from './lab-colour.js';

/**
 * One hex's interior as the reader sees it: every lattice point's Lab colour (less the sheet's
 * colour drift there), the hex's background (the colour most of its points share, so ids, names,
 * symbols and marks do not move it) and which points are marks, standing out from that background.
 */
/** ΔE from the background beyond which a point is a mark (ink, a symbol, a tree) rather than ground. */
export const MARK_DELTA = 14;

/** A linear colour drift across the sheet: per L, a, b its change per picture width and height. */
export type Drift = Float32Array;
export const NO_DRIFT: Drift = new Float32Array(6);

export class HexInterior {
  readonly lab: Float32Array;
  readonly valid: Uint8Array;
  readonly mark: Uint8Array;
  readonly bg = new Float32Array(3);
  n = 0;
  private readonly hist = new Int32Array(3 * 512);

  constructor(readonly lattice: HexLattice) {
    this.lab = new Float32Array(3 * lattice.count);
    this.valid = new Uint8Array(lattice.count);
    this.mark = new Uint8Array(lattice.count);
  }

  /** Reads the hex centred at picture point (cx, cy); returns how many points fell inside the picture. */
  read(pic: RgbaPicture, cx: number, cy: number, drift: Drift = NO_DRIFT): number {
    const { data, width, height } = pic;
    const L = this.lattice;
    const fx = cx / width - 0.5;
    const fy = cy / height - 0.5;
    const dL = drift[0]! * fx + drift[1]! * fy;
    const dA = drift[2]! * fx + drift[3]! * fy;
    const dB = drift[4]! * fx + drift[5]! * fy;
    let n = 0;
    for (let k = 0; k < L.count; k++) {
      const x = Math.round(cx + L.dx[k]!);
      const y = Math.round(cy + L.dy[k]!);
      if (x < 0 || y < 0 || x >= width || y >= height) {
        this.valid[k] = 0;
        continue;
      }
      const p = (y * width + x) * 4;
      rgbToLab(data[p]!, data[p + 1]!, data[p + 2]!, this.lab, 3 * k);
      this.lab[3 * k]! -= dL;
      this.lab[3 * k + 1]! -= dA;
      this.lab[3 * k + 2]! -= dB;
      this.valid[k] = 1;
      n++;
    }
    this.n = n;
    if (n === 0) return 0;
    // the background: per-channel medians, then again over the points near the first estimate
    this.medians(Infinity);
    this.medians(MARK_DELTA);
    const lab = this.lab;
    for (let k = 0; k < L.count; k++) {
      if (!this.valid[k]) continue;
      const d2 =
        (lab[3 * k]! - this.bg[0]!) ** 2 + (lab[3 * k + 1]! - this.bg[1]!) ** 2 + (lab[3 * k + 2]! - this.bg[2]!) ** 2;
      this.mark[k] = d2 > MARK_DELTA * MARK_DELTA ? 1 : 0;
    }
    return n;
  }

  /**
   * Per-channel medians over the valid points within `near` of the current background (all of
   * them when near is Infinity), in half units, written into bg. Only the bins between the
   * lowest and highest filled are walked and cleared: a hex's colours span a few dozen of each
   * channel's 512, and walking and clearing all of them twice a hex cost more than filling them.
   */
  private medians(near: number): void {
    const hist = this.hist;
    const lab = this.lab;
    const L0 = this.bg[0]!;
    const A0 = this.bg[1]!;
    const B0 = this.bg[2]!;
    const near2 = near * near;
    const all = near === Infinity;
    let loL = 511;
    let loA = 511;
    let loB = 511;
    let hiL = 0;
    let hiA = 0;
    let hiB = 0;
    let m = 0;
    for (let k = 0; k < this.lattice.count; k++) {
      if (!this.valid[k]) continue;
      const L = lab[3 * k]!;
      const A = lab[3 * k + 1]!;
      const B = lab[3 * k + 2]!;
      if (!all && (L - L0) * (L - L0) + (A - A0) * (A - A0) + (B - B0) * (B - B0) > near2) continue;
      const bL = bin(L);
      const bA = bin(A);
      const bB = bin(B);
      hist[bL]!++;
      hist[512 + bA]!++;
      hist[1024 + bB]!++;
      if (bL < loL) loL = bL;
      if (bL > hiL) hiL = bL;
      if (bA < loA) loA = bA;
      if (bA > hiA) hiA = bA;
      if (bB < loB) loB = bB;
      if (bB > hiB) hiB = bB;
      m++;
    }
    if (m === 0) return;
    this.bg[0] = median(hist, 0, loL, hiL, m);
    this.bg[1] = median(hist, 512, loA, hiA, m);
    this.bg[2] = median(hist, 1024, loB, hiB, m);
  }
}

/** The median (half units) of one channel's bins lo..hi of m points, clearing them for the next hex. */
function median(hist: Int32Array, at: number, lo: number, hi: number, m: number): number {
  let acc = 0;
  let found = -1;
  for (let b = lo; b <= hi; b++) {
    acc += hist[at + b]!;
    if (found < 0 && 2 * acc >= m) found = b;
    hist[at + b] = 0;
  }
  return (found - 256) / 2;
}

function bin(v: number): number {
  const b = Math.round(2 * v) + 256;
  return b < 0 ? 0 : b > 511 ? 511 : b;
}
