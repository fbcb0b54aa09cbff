import type { MapGeometry } from './map-geometry.js';

/** how far back the pointer's heading looks: a hex or two of a drag at a human pace */
const WINDOW_MS = 400;
const SAMPLES = 32;
/** map units: less movement than this over the window is no heading */
const MIN_TRAVEL = 4;

/** A heading (unit vector) and a point of the line the pointer follows, in map units. */
export interface Heading {
  dx: number;
  dy: number;
  x: number;
  y: number;
}

/**
 * Where the pointer is heading while counters are in the hand, from where it has been over the last
 * moments (in map units, so a zoom in between does not bend it). The heading over a few hundred
 * milliseconds, not the last step: a drag along a row of hexes crosses them in a zig-zag of
 * hexsides, and the next hex is along the row, not along the last zig.
 */
export class PointerHeading {
  private readonly xs = new Float64Array(SAMPLES);
  private readonly ys = new Float64Array(SAMPLES);
  private readonly ts = new Float64Array(SAMPLES);
  /** how many samples are held, and where the next one goes */
  private count = 0;
  private at = 0;

  /** The pointer was at map point (x, y) at time `t` (ms). */
  add(x: number, y: number, t: number): void {
    this.xs[this.at] = x;
    this.ys[this.at] = y;
    this.ts[this.at] = t;
    this.at = (this.at + 1) % SAMPLES;
    this.count = Math.min(this.count + 1, SAMPLES);
  }

  clear(): void {
    this.count = 0;
    this.at = 0;
  }

  /**
   * The direction moved over the window up to the newest sample, as a unit vector, and the middle
   * of the points the pointer passed through meanwhile (the line it is following goes through it),
   * or null.
   */
  heading(): Heading | null {
    if (this.count < 2) return null;
    const newest = (this.at - 1 + SAMPLES) % SAMPLES;
    let oldest = newest;
    for (let k = 1; k < this.count; k++) {
      const j = (newest - k + SAMPLES) % SAMPLES;
      if (this.ts[newest]! - this.ts[j]! > WINDOW_MS) break;
      oldest = j;
    }
    const dx = this.xs[newest]! - this.xs[oldest]!;
    const dy = this.ys[newest]! - this.ys[oldest]!;
    const d = Math.hypot(dx, dy);
    if (d < MIN_TRAVEL) return null;
    let x = 0;
    let y = 0;
    let n = 0;
    for (let j = oldest; ; j = (j + 1) % SAMPLES) {
      x += this.xs[j]!;
      y += this.ys[j]!;
      n++;
      if (j === newest) break;
    }
    return { dx: dx / d, dy: dy / d, x: x / n, y: y / n };
  }
}

/**
 * The neighbours of hex `from` the pointer is likely to enter next, heading this way: those within
 * 60 degrees of the heading, the one nearest the line the pointer follows first, at most `count`.
 * (Along a row of flat-topped hexes the heading points between two of them: the pointer zig-zags
 * about its line, and the next hex is the one back toward it.)
 */
export function hexesAhead(geom: MapGeometry, from: number, heading: Heading | null, count: number): number[] {
  if (from < 0 || !heading) return [];
  const found: Array<{ hex: number; off: number }> = [];
  for (let d = 0; d < 6; d++) {
    const j = geom.grid.neighbours[6 * from + d]!;
    if (j < 0) continue;
    const vx = geom.cx[j]! - geom.cx[from]!;
    const vy = geom.cy[j]! - geom.cy[from]!;
    const cos = (vx * heading.dx + vy * heading.dy) / Math.hypot(vx, vy);
    // (cos 60 degrees, less a little: the two neighbours either side of a heading along a hexside)
    if (cos <= 0.49) continue;
    // how far its centre is from the pointer's line
    const off = Math.abs((geom.cx[j]! - heading.x) * heading.dy - (geom.cy[j]! - heading.y) * heading.dx);
    found.push({ hex: j, off });
  }
  return found
    .sort((a, b) => a.off - b.off)
    .slice(0, count)
    .map((f) => f.hex);
}
