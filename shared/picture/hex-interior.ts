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
  /** the same points' picture colours, for the hexside reader's model of the ground */
  readonly rgb: Uint8Array;
  readonly valid: Uint8Array;
  readonly mark: Uint8Array;
  readonly bg = new Float32Array(3);
  n = 0;
  private readonly hist = new Int32Array(512);

  constructor(readonly lattice: HexLattice) {
    this.lab = new Float32Array(3 * lattice.count);
    this.rgb = new Uint8Array(3 * lattice.count);
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
      this.rgb[3 * k] = data[p]!;
      this.rgb[3 * k + 1] = data[p + 1]!;
      this.rgb[3 * k + 2] = data[p + 2]!;
      this.lab[3 * k]! -= dL;
      this.lab[3 * k + 1]! -= dA;
      this.lab[3 * k + 2]! -= dB;
      this.valid[k] = 1;
      n++;
    }
    this.n = n;
    if (n === 0) return 0;
    // the background: per-channel medians, then again over the points near the first estimate
    for (let ch = 0; ch < 3; ch++) this.bg[ch] = this.median(ch, Infinity);
    for (let ch = 0; ch < 3; ch++) this.bg[ch] = this.median(ch, MARK_DELTA);
    const lab = this.lab;
    for (let k = 0; k < L.count; k++) {
      if (!this.valid[k]) continue;
      const d2 =
        (lab[3 * k]! - this.bg[0]!) ** 2 + (lab[3 * k + 1]! - this.bg[1]!) ** 2 + (lab[3 * k + 2]! - this.bg[2]!) ** 2;
      this.mark[k] = d2 > MARK_DELTA * MARK_DELTA ? 1 : 0;
    }
    return n;
  }

  /** Median of one channel over the valid points within `near` of the current background, in half units. */
  private median(ch: number, near: number): number {
    const hist = this.hist;
    hist.fill(0);
    const lab = this.lab;
    let m = 0;
    for (let k = 0; k < this.lattice.count; k++) {
      if (!this.valid[k]) continue;
      if (near !== Infinity) {
        const d2 =
          (lab[3 * k]! - this.bg[0]!) ** 2 +
          (lab[3 * k + 1]! - this.bg[1]!) ** 2 +
          (lab[3 * k + 2]! - this.bg[2]!) ** 2;
        if (d2 > near * near) continue;
      }
      const v = lab[3 * k + ch]!;
      hist[Math.max(0, Math.min(511, Math.round(2 * v) + 256))]!++;
      m++;
    }
    if (m === 0) return this.bg[ch]!;
    let acc = 0;
    for (let b = 0; b < 512; b++) {
      acc += hist[b]!;
      if (2 * acc >= m) return (b - 256) / 2;
    }
    return 0;
  }
}
