import type { Drift } from './hex-interior.js';
import { labToRgb, rgbToLab } from './lab-colour.js';

/**
 * Most points of a hexside's band are plain ground, and telling them from ink needs no L*a*b*
 * colour: a pixel within a few sRGB steps of the ground's own pixel colour cannot lie MARK_DELTA
 * from the ground. L*a*b* changes by at most 1.31 units per sRGB step anywhere in the sRGB cube
 * (the largest singular value of its Jacobian, found over a fine grid of the cube); LAB_PER_STEP
 * keeps a margin over it and over the colour tables' rounding, so the shortcut never calls ink
 * ground. Only the points that might be ink are converted to L*a*b*.
 */
export const LAB_PER_STEP = 1.5;

export interface GroundPixels {
  /** per hex its ground as a pixel (r, g, b), the sheet's drift at its centre put back */
  readonly rgb: Int16Array;
  /** per hex how far (ΔE) that pixel's own colour lies from the ground (rounding, or a ground out of gamut) */
  readonly off: Float32Array;
}

/** The drift's shift of L, a, b at picture point (x, y) of a sheet `width` x `height`, into out. */
export function driftAt(dr: Drift, x: number, y: number, width: number, height: number, out: Float32Array): void {
  const fx = x / width - 0.5;
  const fy = y / height - 0.5;
  out[0] = dr[0]! * fx + dr[1]! * fy;
  out[1] = dr[2]! * fx + dr[3]! * fy;
  out[2] = dr[4]! * fx + dr[5]! * fy;
}

export function groundPixels(
  size: number,
  sheetOf: (i: number) => { drift: Drift; width: number; height: number } | undefined,
  ground: Float32Array,
  cx: Float64Array,
  cy: Float64Array,
): GroundPixels {
  const rgb = new Int16Array(3 * size);
  const off = new Float32Array(size).fill(Infinity);
  const shift = new Float32Array(3);
  const back = new Float32Array(3);
  for (let i = 0; i < size; i++) {
    const s = sheetOf(i);
    if (!s) continue;
    driftAt(s.drift, cx[i]!, cy[i]!, s.width, s.height, shift);
    const L = ground[3 * i]! + shift[0]!;
    const A = ground[3 * i + 1]! + shift[1]!;
    const B = ground[3 * i + 2]! + shift[2]!;
    const [r, g, b] = labToRgb(L, A, B);
    rgb.set([r, g, b], 3 * i);
    rgbToLab(r, g, b, back);
    off[i] = Math.hypot(back[0]! - L, back[1]! - A, back[2]! - B);
  }
  return { rgb, off };
}

/**
 * The squared sRGB distance from hex i's ground pixel within which a pixel is surely ground (less
 * `slack` ΔE, what reading it with another hex's drift may add); -1 where no distance is sure.
 */
export function surelyGround(g: GroundPixels, i: number, limit: number, slack: number): number {
  const r = (limit - g.off[i]! - slack - 0.1) / LAB_PER_STEP;
  return r > 0 ? r * r : -1;
}
