import { HEX_SIZE, type MapGeometry } from './map-geometry.js';
import type { StaticLayers } from './map-layers.js';

/**
 * The map's printed lines — roads, railroads and river hexsides — as segments in map units, drawn
 * only where they cross a rectangle (a terrain tile). A route is stroked in runs of consecutive
 * segments with its dash pattern carried on, so that a railroad's dashes run on across tiles.
 */
/**
 * The line drawn on the hexside between adjacent hexes a and b: across the line joining their
 * centres, at its middle, one hex side long. Its ends x0, y0, x1, y1 are written into `out` at `at`.
 */
export function hexsideSegment(geom: MapGeometry, a: number, b: number, out: { [k: number]: number }, at = 0): void {
  const mx = (geom.cx[a]! + geom.cx[b]!) / 2;
  const my = (geom.cy[a]! + geom.cy[b]!) / 2;
  const dx = geom.cx[b]! - geom.cx[a]!;
  const dy = geom.cy[b]! - geom.cy[a]!;
  const len = Math.hypot(dx, dy);
  const px = (-dy / len) * (HEX_SIZE / 2);
  const py = (dx / len) * (HEX_SIZE / 2);
  out[at] = mx - px;
  out[at + 1] = my - py;
  out[at + 2] = mx + px;
  out[at + 3] = my + py;
}

export class StaticLines {
  private readonly sides: Float32Array;
  private readonly sideColor: string[];
  private readonly routes: Array<{
    x: Float32Array;
    y: Float32Array;
    along: Float32Array;
    color: string;
    rail: boolean;
  }>;

  constructor(geom: MapGeometry, layers: StaticLayers) {
    const sides = layers.hexsides.filter((h) => h.a >= 0 && h.b >= 0);
    this.sides = new Float32Array(sides.length * 4);
    this.sideColor = sides.map((h) => h.color);
    sides.forEach((h, n) => {
      hexsideSegment(geom, h.a, h.b, this.sides, 4 * n);
    });
    this.routes = layers.routes
      .map((r) => Array.from(r.hexes).filter((i) => i >= 0))
      .map((hexes, k) => {
        const x = Float32Array.from(hexes, (i) => geom.cx[i]!);
        const y = Float32Array.from(hexes, (i) => geom.cy[i]!);
        const along = new Float32Array(hexes.length);
        for (let n = 1; n < hexes.length; n++)
          along[n] = along[n - 1]! + Math.hypot(x[n]! - x[n - 1]!, y[n]! - y[n - 1]!);
        return { x, y, along, color: layers.routes[k]!.color, rail: layers.routes[k]!.kind === 'rail' };
      });
  }

  /** Strokes the lines crossing map rectangle (x0, y0)–(x1, y1), in map units (the context's transform). */
  draw(
    ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ) {
    const m = 4;
    const crosses = (ax: number, ay: number, bx: number, by: number) =>
      Math.max(ax, bx) >= x0 - m &&
      Math.min(ax, bx) <= x1 + m &&
      Math.max(ay, by) >= y0 - m &&
      Math.min(ay, by) <= y1 + m;
    ctx.lineCap = 'round';
    for (const r of this.routes) {
      ctx.strokeStyle = r.color;
      ctx.lineWidth = r.rail ? 2.5 : 4;
      ctx.setLineDash(r.rail ? [6, 4] : []);
      let open = false;
      for (let n = 1; n < r.x.length; n++) {
        if (!crosses(r.x[n - 1]!, r.y[n - 1]!, r.x[n]!, r.y[n]!)) {
          if (open) ctx.stroke();
          open = false;
          continue;
        }
        if (!open) {
          ctx.beginPath();
          ctx.lineDashOffset = r.along[n - 1]!;
          ctx.moveTo(r.x[n - 1]!, r.y[n - 1]!);
          open = true;
        }
        ctx.lineTo(r.x[n]!, r.y[n]!);
      }
      if (open) ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.lineDashOffset = 0;
    ctx.lineWidth = 4;
    const s = this.sides;
    for (let n = 0; n < this.sideColor.length; n++) {
      if (!crosses(s[4 * n]!, s[4 * n + 1]!, s[4 * n + 2]!, s[4 * n + 3]!)) continue;
      ctx.beginPath();
      ctx.moveTo(s[4 * n]!, s[4 * n + 1]!);
      ctx.lineTo(s[4 * n + 2]!, s[4 * n + 3]!);
      ctx.strokeStyle = this.sideColor[n]!;
      ctx.stroke();
    }
  }
}
