import { AXIAL_DIRECTIONS } from '../hex/axial.js';
import type { Orientation } from '../hex/offset.js';
import { axialToPixel } from '../hex/pixel.js';
import type { Alignment } from './grid-alignment.js';
import { inIdBand, type RgbaPicture } from './hex-sampling.js';

/**
 * Where a hexside's features are read: the line from a hex's centre to its neighbour's. A river on
 * the hexside crosses that line in its middle; a road or railroad between the two hexes runs along
 * it. So hexside features are counted in the middle window of the line and routes along most of it,
 * leaving out the ends (town symbols at the centres) and the printed ids' bands. The line is the
 * same in the plane for every hex, so its picture offsets are laid out once per direction.
 */
export const SIDE_WINDOW: readonly [number, number] = [0.3, 0.7];
export const ROUTE_WINDOW: readonly [number, number] = [0.2, 0.8];

export interface LinePattern {
  readonly dx: Float32Array;
  readonly dy: Float32Array;
  /** 1 = in the hexside window, 2 = in the route window, 3 = both; 0 = left out */
  readonly window: Uint8Array;
  readonly count: number;
}

/** Line patterns for directions 0, 1 and 2 (the other three are the same hexsides seen from the other hex). */
export function linePatterns(orientation: Orientation, t: Alignment, idBand = 0.3): LinePattern[] {
  const out: LinePattern[] = [];
  for (let d = 0; d < 3; d++) {
    const v = axialToPixel(AXIAL_DIRECTIONS[d]!, orientation, 1);
    const px = Math.hypot(t.a * v.x + t.b * v.y, t.c * v.x + t.d * v.y);
    const count = Math.max(8, Math.ceil(px));
    const dx = new Float32Array(count);
    const dy = new Float32Array(count);
    const window = new Uint8Array(count);
    for (let k = 0; k < count; k++) {
      const s = (k + 0.5) / count;
      const x = s * v.x;
      const y = s * v.y;
      dx[k] = t.a * x + t.b * y;
      dy[k] = t.c * x + t.d * y;
      // the id band of whichever hex this point lies in
      const rel = s < 0.5 ? y : y - v.y;
      if (inIdBand(orientation, idBand, rel)) continue;
      if (s >= SIDE_WINDOW[0] && s <= SIDE_WINDOW[1]) window[k]! |= 1;
      if (s >= ROUTE_WINDOW[0] && s <= ROUTE_WINDOW[1]) window[k]! |= 2;
    }
    out.push({ dx, dy, window, count });
  }
  return out;
}

/**
 * Reads a line's pixels from picture point (cx, cy): r, g, b into out and the window flags into
 * win, for the points inside the picture; returns their number.
 */
export function sampleLine(
  pic: RgbaPicture,
  line: LinePattern,
  cx: number,
  cy: number,
  out: Uint8Array,
  win: Uint8Array,
): number {
  const { data, width, height } = pic;
  let n = 0;
  for (let k = 0; k < line.count; k++) {
    const w = line.window[k]!;
    if (w === 0) continue;
    const x = Math.round(cx + line.dx[k]!);
    const y = Math.round(cy + line.dy[k]!);
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const p = (y * width + x) * 4;
    out[3 * n] = data[p]!;
    out[3 * n + 1] = data[p + 1]!;
    out[3 * n + 2] = data[p + 2]!;
    win[n] = w;
    n++;
  }
  return n;
}
