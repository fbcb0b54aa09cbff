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
  /** 1 = in the hexside window, 2 = in the route window */
  readonly window: Uint8Array;
  readonly count: number;
}

/** Where across the hexside the parallel lines of the hexside window run (the hexside is 1 long). */
const ACROSS = [-0.3, -0.15, 0, 0.15, 0.3];

/**
 * Line patterns for directions 0, 1 and 2 (the other three are the same hexsides seen from the
 * other hex). The route window is the centre line; the hexside window is five short lines parallel
 * to it, spread along the hexside, so a river shows on all five and a speck of noise on one.
 */
export function linePatterns(orientation: Orientation, t: Alignment, idBand = 0.3): LinePattern[] {
  const out: LinePattern[] = [];
  for (let d = 0; d < 3; d++) {
    const v = axialToPixel(AXIAL_DIRECTIONS[d]!, orientation, 1);
    const len = Math.hypot(v.x, v.y);
    const u = { x: -v.y / len, y: v.x / len };
    const px = Math.hypot(t.a * v.x + t.b * v.y, t.c * v.x + t.d * v.y);
    const count = Math.max(8, Math.ceil(px));
    const dx: number[] = [];
    const dy: number[] = [];
    const window: number[] = [];
    const point = (s: number, o: number, w: number) => {
      const x = s * v.x + o * u.x;
      const y = s * v.y + o * u.y;
      // the id band of whichever hex this point lies in, short of the strip along the hexside
      const rel = s < 0.5 ? y : y - v.y;
      if (inIdBand(orientation, idBand, rel, 0.06)) return;
      dx.push(t.a * x + t.b * y);
      dy.push(t.c * x + t.d * y);
      window.push(w);
    };
    for (let k = 0; k < count; k++) {
      const s = (k + 0.5) / count;
      if (s >= ROUTE_WINDOW[0] && s <= ROUTE_WINDOW[1]) point(s, 0, 2);
      if (s >= SIDE_WINDOW[0] && s <= SIDE_WINDOW[1]) for (const o of ACROSS) point(s, o, 1);
    }
    out.push({
      dx: Float32Array.from(dx),
      dy: Float32Array.from(dy),
      window: Uint8Array.from(window),
      count: dx.length,
    });
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
