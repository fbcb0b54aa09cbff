import type { Orientation } from '../hex/offset.js';
import type { Alignment } from './grid-alignment.js';

/**
 * Where a hex's colour is read: a fixed pattern of points inside the hex, kept off its edges (grid
 * lines, rivers) and out of the band at the top where the printed hex id sits. The pattern is laid
 * out once in the grid's own plane and turned into picture offsets once per sheet, so reading a hex
 * is a loop over typed arrays.
 */
export interface RgbaPicture {
  readonly data: Uint8Array | Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface SamplePattern {
  /** picture offsets from the hex centre, rounded at read time */
  readonly dx: Float32Array;
  readonly dy: Float32Array;
  readonly count: number;
}

/** Half the hex's height in the plane (hex size 1): flat-top hexes are √3/2 tall above the centre. */
export function halfHeight(orientation: Orientation): number {
  return orientation === 'flat' ? Math.sqrt(3) / 2 : 1;
}

/**
 * True when plane point (x, y), relative to a hex centre, lies in the band of the printed id.
 * `edge` keeps a strip along the top hexside out of the band: the id is printed just below it, and
 * a river on that hexside is read there.
 */
export function inIdBand(orientation: Orientation, idBand: number, y: number, edge = 0): boolean {
  const h = halfHeight(orientation);
  return y < -h + 2 * h * idBand && y > -h + edge;
}

/** True when (x, y) lies inside the hex shrunk by `shrink` (1 = the whole hex). */
function insideHex(orientation: Orientation, x: number, y: number, shrink: number): boolean {
  const r = (Math.sqrt(3) / 2) * shrink;
  const [u, v] = orientation === 'flat' ? [x, y] : [y, x];
  return Math.abs(v) <= r && Math.abs(u) * (Math.sqrt(3) / 2) + Math.abs(v) * 0.5 <= r;
}

/**
 * The sample pattern for a sheet: about `points` points on a regular lattice inside 80% of the hex,
 * leaving out the top `idBand` share of the hex's height (0.3 by default: where maps print the id).
 */
export function samplePattern(orientation: Orientation, t: Alignment, idBand = 0.3, points = 64): SamplePattern {
  const xs: number[] = [];
  const ys: number[] = [];
  // the lattice step that puts about `points` points into the usable part of the hex
  const usable = 2.6 * 0.64 * (1 - idBand);
  const step = Math.sqrt(usable / points);
  for (let y = -1; y <= 1; y += step) {
    for (let x = -1; x <= 1; x += step) {
      if (!insideHex(orientation, x, y, 0.8) || inIdBand(orientation, idBand, y)) continue;
      xs.push(t.a * x + t.b * y);
      ys.push(t.c * x + t.d * y);
    }
  }
  return { dx: Float32Array.from(xs), dy: Float32Array.from(ys), count: xs.length };
}

/**
 * Reads the pattern's pixels around picture point (cx, cy) into out (r, g, b per point);
 * returns how many points fell inside the picture.
 */
export function sampleAt(pic: RgbaPicture, pattern: SamplePattern, cx: number, cy: number, out: Uint8Array): number {
  const { data, width, height } = pic;
  let n = 0;
  for (let k = 0; k < pattern.count; k++) {
    const x = Math.round(cx + pattern.dx[k]!);
    const y = Math.round(cy + pattern.dy[k]!);
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const p = (y * width + x) * 4;
    out[3 * n] = data[p]!;
    out[3 * n + 1] = data[p + 1]!;
    out[3 * n + 2] = data[p + 2]!;
    n++;
  }
  return n;
}
