import { HEX_SIZE, type MapGeometry } from './map-geometry.js';

/**
 * Terrain painted pixel by pixel: each pixel takes the colour of the hex under its centre. Where hexes
 * are a few pixels across (the whole monster map in view) this is many times faster than filling
 * 100,000 hexagon paths — 100,000 hexes took 1–2 s that way — and looks the same at that size.
 */
export class TerrainRaster {
  private readonly q0: number;
  private readonly r0: number;
  private readonly qSpan: number;
  private readonly rSpan: number;
  /** axial (q, r) -> the hex's terrain colour (RGBA as one number), 0 where there is no hex */
  private readonly colourAt: Uint32Array;
  private readonly flat: boolean;

  constructor(
    private readonly geom: MapGeometry,
    terrainOf: Uint8Array,
    colors: readonly string[],
  ) {
    const g = geom.grid;
    let q0 = Infinity;
    let q1 = -Infinity;
    let r0 = Infinity;
    let r1 = -Infinity;
    for (let i = 0; i < g.size; i++) {
      if (!g.exists[i]) continue;
      q0 = Math.min(q0, g.q[i]!);
      q1 = Math.max(q1, g.q[i]!);
      r0 = Math.min(r0, g.r[i]!);
      r1 = Math.max(r1, g.r[i]!);
    }
    if (q0 > q1) [q0, q1, r0, r1] = [0, 0, 0, 0];
    // one cell of margin on each side, so that rounding at the map's edge lands in the table
    this.q0 = q0 - 1;
    this.r0 = r0 - 1;
    this.qSpan = q1 - q0 + 3;
    this.rSpan = r1 - r0 + 3;
    const rgba = colors.map(packColour);
    this.colourAt = new Uint32Array(this.qSpan * this.rSpan);
    for (let i = 0; i < g.size; i++) {
      if (!g.exists[i]) continue;
      this.colourAt[(g.r[i]! - this.r0) * this.qSpan + (g.q[i]! - this.q0)] = rgba[terrainOf[i]!] ?? 0;
    }
    this.flat = g.layout.orientation === 'flat';
  }

  /**
   * The terrain of the map rectangle starting at (x0, y0), `scale` device pixels per map unit, into a
   * w x h pixel block (transparent where there is no hex).
   */
  paint(x0: number, y0: number, scale: number, w: number, h: number): ImageData {
    const image = new ImageData(w, h);
    this.paintInto(new Uint32Array(image.data.buffer), x0, y0, scale, w, h);
    return image;
  }

  /** paint, into a w x h block of RGBA pixels packed as numbers (little-endian). */
  paintInto(out: Uint32Array, x0: number, y0: number, scale: number, w: number, h: number): void {
    const { q0, r0, qSpan, rSpan, colourAt, flat } = this;
    const inv = 1 / scale / HEX_SIZE;
    const ox = (x0 + this.geom.originX) / HEX_SIZE;
    const oy = (y0 + this.geom.originY) / HEX_SIZE;
    const s3 = Math.sqrt(3) / 3;
    for (let py = 0; py < h; py++) {
      const y = oy + (py + 0.5) * inv;
      for (let px = 0; px < w; px++) {
        const x = ox + (px + 0.5) * inv;
        // pixel -> fractional axial (shared/hex/pixel.ts), then cube rounding (shared/hex/axial.ts)
        const fq = flat ? (2 / 3) * x : s3 * x - y / 3;
        const fr = flat ? -x / 3 + s3 * y : (2 / 3) * y;
        const fs = -fq - fr;
        let q = Math.round(fq);
        let r = Math.round(fr);
        const s = Math.round(fs);
        const dq = Math.abs(q - fq);
        const dr = Math.abs(r - fr);
        const ds = Math.abs(s - fs);
        if (dq > dr && dq > ds) q = -r - s;
        else if (dr > ds) r = -q - s;
        const cq = q - q0;
        const cr = r - r0;
        if (cq >= 0 && cq < qSpan && cr >= 0 && cr < rSpan) out[py * w + px] = colourAt[cr * qSpan + cq]!;
      }
    }
  }
}

/** '#rrggbb' (the game schema's colours) -> RGBA packed for a little-endian Uint32Array view of ImageData. */
export function packColour(css: string): number {
  const n = parseInt(css.slice(1, 7), 16) || 0x808080;
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}
