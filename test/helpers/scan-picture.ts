import { mulberry32 } from '../../shared/engine/dice.js';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { planeCentre, type Alignment } from '../../shared/picture/grid-alignment.js';
import { labToRgb } from '../../shared/picture/lab-colour.js';
import { blurAndNoise, cellAt, drawIds, type MapPicture } from './map-picture.js';
import { SCAN_LAB } from './scan-game.js';

/**
 * Draws a scan game (see scan-game.ts) as a real printed sheet comes off a scanner: near-alike
 * terrain colours with tree and marsh marks, partial-hex patches, shaded bands across several
 * hexes, towns and forts as symbols up to a third of a hex, place names and arrival markers over
 * the terrain, 1-2 px roads and railroads (with ties), rivers that wander across their hexside, a
 * hatched escarpment band; then a colour drift across the sheet, a slight turn, blur and noise.
 * The bench compresses it as JPEG on top.
 */
export interface ScanOptions {
  hexWidth: number;
  rotationDeg?: number;
  blur?: number;
  noise?: number;
  seed?: number;
  /** ΔE of the colour drift from the left edge of the sheet to the right */
  drift?: number;
}

type Rgb = [number, number, number];
const PAPER: Rgb = labToRgb(94, 0, 6);
const GRID: Rgb = labToRgb(55, 0, 5);
const INK: Rgb = labToRgb(12, 0, 0);
const TREE: Rgb = labToRgb(58, -22, 22);
const TUFT: Rgb = labToRgb(62, -12, -18);
const RIVER: Rgb = labToRgb(48, 8, -48);
const BAND: Rgb = labToRgb(40, 18, 32);
const ROAD: Rgb = labToRgb(46, 45, 36);
const FORT: Rgb = labToRgb(42, 58, 38);
const MARKER: Rgb = labToRgb(52, 62, 10);

export function drawScan(game: GameDefinition, grid: HexGrid, o: ScanOptions): MapPicture {
  const rand = mulberry32(o.seed ?? 17);
  const flat = grid.layout.orientation === 'flat';
  const s = o.hexWidth / 2;
  const th = ((o.rotationDeg ?? 1) * Math.PI) / 180;
  const lin = { a: s * Math.cos(th), b: -s * Math.sin(th), c: s * Math.sin(th), d: s * Math.cos(th) };
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < grid.size; i++) {
    const p = planeCentre(grid, i);
    for (const [dx, dy] of [
      [-1.2, -1.2],
      [1.2, -1.2],
      [-1.2, 1.2],
      [1.2, 1.2],
    ] as const) {
      const x = lin.a * (p.x + dx) + lin.b * (p.y + dy);
      const y = lin.c * (p.x + dx) + lin.d * (p.y + dy);
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
    }
  }
  const margin = Math.round(o.hexWidth / 3);
  const t: Alignment = { ...lin, e: margin - minX, f: margin - minY };
  const width = Math.ceil(maxX - minX) + 2 * margin;
  const height = Math.ceil(maxY - minY) + 2 * margin;
  const data = new Uint8Array(width * height * 4);
  const det = t.a * t.d - t.b * t.c;
  const codeAt = (i: number) => game.map.hexes[grid.row(i)]![grid.col(i)]!;
  const baseOf = (code: string): Rgb => labToRgb(...(SCAN_LAB[code] ?? SCAN_LAB['.']!));
  const bases = new Map(Object.keys(SCAN_LAB).map((c) => [c, baseOf(c)]));
  const colourAt = (i: number) => bases.get(codeAt(i)) ?? bases.get('.')!;
  const patch = new Map<number, { x: number; y: number; rgb: Rgb }>();
  for (let i = 0; i < grid.size; i++) {
    if (rand() > 0.25) continue;
    const n = grid.neighbours[6 * i + Math.floor(rand() * 6)]!;
    if (n < 0) continue;
    const p = planeCentre(grid, i);
    const a = rand() * 2 * Math.PI;
    patch.set(i, { x: p.x + 0.75 * Math.cos(a), y: p.y + 0.75 * Math.sin(a), rgb: colourAt(n) });
  }
  // shaded bands (a printed elevation tint or a weather zone) a few hexes wide, across the sheet
  const bands = Array.from({ length: 3 }, () => ({ ang: rand() * Math.PI, off: rand(), w: 2 + 2 * rand() }));
  const put = (k: number, rgb: readonly number[]) => {
    data[k] = rgb[0]!;
    data[k + 1] = rgb[1]!;
    data[k + 2] = rgb[2]!;
    data[k + 3] = 255;
  };
  const sq3 = Math.sqrt(3);
  const span = Math.max(grid.layout.columns, grid.layout.rows) * 1.7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ex = x - t.e;
      const ey = y - t.f;
      const px = (t.d * ex - t.b * ey) / det;
      const py = (-t.c * ex + t.a * ey) / det;
      const i = cellAt(grid, px, py, flat);
      const k = (y * width + x) * 4;
      if (i < 0) {
        put(k, PAPER);
        continue;
      }
      const c = planeCentre(grid, i);
      const rx = px - c.x;
      const ry = py - c.y;
      const u = Math.abs(flat ? rx : ry);
      const v = Math.abs(flat ? ry : rx);
      if (sq3 / 2 - Math.max(v, u * (sq3 / 2) + v * 0.5) < 0.02) {
        put(k, GRID);
        continue;
      }
      const pa = patch.get(i);
      put(k, pa && (px - pa.x) ** 2 + (py - pa.y) ** 2 < 0.25 ? pa.rgb : colourAt(i));
      for (const b of bands) {
        const d = px * Math.cos(b.ang) + py * Math.sin(b.ang) - b.off * span;
        if (Math.abs(d) < b.w) for (let ch = 0; ch < 3; ch++) data[k + ch] = data[k + ch]! * 0.95;
      }
    }
  }
  const paint = (cx: number, cy: number, r: number, inside: (px: number, py: number) => boolean, rgb: Rgb) => {
    const x0 = t.a * cx + t.b * cy + t.e;
    const y0 = t.c * cx + t.d * cy + t.f;
    const R = r * s + 2;
    for (let y = Math.max(0, Math.floor(y0 - R)); y <= Math.min(height - 1, Math.ceil(y0 + R)); y++) {
      for (let x = Math.max(0, Math.floor(x0 - R)); x <= Math.min(width - 1, Math.ceil(x0 + R)); x++) {
        const ex = x - t.e;
        const ey = y - t.f;
        if (inside((t.d * ex - t.b * ey) / det, (-t.c * ex + t.a * ey) / det)) put((y * width + x) * 4, rgb);
      }
    }
  };
  const segment = (ax: number, ay: number, bx: number, by: number, w: number, rgb: Rgb) => {
    const L2 = (bx - ax) ** 2 + (by - ay) ** 2 || 1e-9;
    const near = (px: number, py: number) => {
      const q = Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / L2));
      return (px - ax - q * (bx - ax)) ** 2 + (py - ay - q * (by - ay)) ** 2 < w * w;
    };
    paint((ax + bx) / 2, (ay + by) / 2, Math.sqrt(L2) / 2 + w, near, rgb);
  };
  const dot = (x0: number, y0: number, r: number, rgb: Rgb) =>
    paint(x0, y0, r, (x, y) => (x - x0) ** 2 + (y - y0) ** 2 < r * r, rgb);
  // terrain marks: woods are told from clear by their trees, marsh by its tufts
  for (let i = 0; i < grid.size; i++) {
    const code = codeAt(i);
    if (code !== 'w' && code !== 'm') continue;
    const c = planeCentre(grid, i);
    for (let n = 0; n < 9; n++) {
      const x0 = c.x + (rand() - 0.5) * 1.3;
      const y0 = c.y + (rand() - 0.5) * 1.2;
      if (code === 'w') dot(x0, y0, 0.06, TREE);
      else segment(x0 - 0.08, y0, x0 + 0.08, y0, 0.025, TUFT);
    }
  }
  // hexsides: a river wanders across its hexside; the escarpment is hatched on one side of it
  for (const h of game.hexsides) {
    const a = planeCentre(grid, grid.indexOf(h.a));
    const b = planeCentre(grid, grid.indexOf(h.b));
    const [mx, my] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
    const [nx, ny] = [(b.x - a.x) / sq3, (b.y - a.y) / sq3];
    const [tx, ty] = [-ny, nx];
    if (h.feature === 'band') {
      for (let q = -0.45; q <= 0.45; q += 0.075) {
        const x0 = mx + q * tx;
        const y0 = my + q * ty;
        segment(x0, y0, x0 - 0.16 * nx + 0.05 * tx, y0 - 0.16 * ny + 0.05 * ty, 0.018, BAND);
      }
      segment(mx - 0.5 * tx, my - 0.5 * ty, mx + 0.5 * tx, my + 0.5 * ty, 0.012, BAND);
      continue;
    }
    const phase = rand() * 6.28;
    const amp = 0.08 + 0.12 * rand();
    let [px, py] = [mx - 0.5 * tx, my - 0.5 * ty];
    for (let k = 1; k <= 10; k++) {
      const q = k / 10;
      const off = amp * Math.sin(phase + q * 6.28) * Math.sin(q * Math.PI);
      const qx = mx + (q - 0.5) * tx + off * nx;
      const qy = my + (q - 0.5) * ty + off * ny;
      segment(px, py, qx, qy, 0.05, RIVER);
      [px, py] = [qx, qy];
    }
  }
  for (const r of game.routes) {
    const rail = game.routeTypes.find((x) => x.id === r.type)?.kind === 'rail';
    const path = r.hexes.map((h) => planeCentre(grid, grid.indexOf(h)));
    for (let k = 1; k < path.length; k++) {
      const [a, b] = [path[k - 1]!, path[k]!];
      segment(a.x, a.y, b.x, b.y, rail ? 0.02 : 0.024, rail ? INK : ROAD);
      if (!rail) continue;
      const [nx, ny] = [-(b.y - a.y) / sq3, (b.x - a.x) / sq3];
      for (let f = 0.05; f < 1; f += 0.1) {
        const x0 = a.x + f * (b.x - a.x);
        const y0 = a.y + f * (b.y - a.y);
        segment(x0 - 0.07 * nx, y0 - 0.07 * ny, x0 + 0.07 * nx, y0 + 0.07 * ny, 0.012, INK);
      }
    }
  }
  // symbols: towns are black blocks, forts red stars, each up to a third of the hex
  for (let i = 0; i < grid.size; i++) {
    const code = codeAt(i);
    const c = planeCentre(grid, i);
    if (code === 't') {
      const side = 0.45 + 0.45 * rand();
      paint(c.x, c.y, side, (x, y) => Math.abs(x - c.x) < side / 2 && Math.abs(y - c.y) < side / 2, INK);
    } else if (code === 'f') {
      const R = 0.3 + 0.25 * rand();
      paint(c.x, c.y, R, (x, y) => star(x - c.x, y - c.y, R), FORT);
    }
    if (rand() < 0.05) {
      const x0 = c.x + (rand() - 0.5) * 0.6;
      const y0 = c.y + (rand() - 0.5) * 0.5;
      paint(x0, y0, 0.25, (x, y) => Math.abs(Math.hypot(x - x0, y - y0) - 0.2) < 0.025, MARKER);
    }
  }
  placeNames(grid, rand, paint);
  drawIds(
    grid,
    () => true,
    flat,
    (cx, cy, r, inside) => paint(cx, cy, r, inside, INK),
  );
  drift(data, width, height, o.drift ?? 8);
  blurAndNoise(data, width, height, o.blur ?? 1, o.noise ?? 6, mulberry32((o.seed ?? 17) + 1));
  return {
    picture: { data, width, height },
    alignment: t,
    centre(g, id) {
      const p = planeCentre(g, g.indexOf(id));
      return { x: t.a * p.x + t.b * p.y + t.e, y: t.c * p.x + t.d * p.y + t.f };
    },
  };
}

/** Inside a five-pointed star of outer radius R (inner radius R/2.2). */
function star(x: number, y: number, R: number): boolean {
  const r = Math.hypot(x, y);
  const a = Math.atan2(y, x) + Math.PI / 2;
  const sector = (2 * Math.PI) / 5;
  const f = Math.abs((((a % sector) + sector) % sector) / sector - 0.5) * 2;
  return r < R / 2.2 + (R - R / 2.2) * f;
}

/** Place names in about one hex in seven: strings of letter-like glyphs below the centre, spilling over. */
function placeNames(
  grid: HexGrid,
  rand: () => number,
  paint: (cx: number, cy: number, r: number, inside: (x: number, y: number) => boolean, rgb: Rgb) => void,
): void {
  const cell = 0.05;
  for (let i = 0; i < grid.size; i++) {
    if (rand() > 0.14) continue;
    const c = planeCentre(grid, i);
    const n = 4 + Math.floor(rand() * 5);
    const glyphs = Array.from({ length: n }, () => Array.from({ length: 15 }, () => rand() < 0.55));
    const top = c.y + 0.25 + 0.1 * rand();
    const left = c.x - (n * 4 * cell) / 2;
    const w = n * 4 * cell;
    paint(
      c.x,
      top + 2.5 * cell,
      w / 2 + 0.3,
      (x, y) => {
        const gx = Math.floor((x - left) / cell);
        const gy = Math.floor((y - top) / cell);
        if (gx < 0 || gy < 0 || gy >= 5 || gx >= 4 * n || gx % 4 === 3) return false;
        return glyphs[Math.floor(gx / 4)]![gy * 3 + (gx % 4)]!;
      },
      INK,
    );
  }
}

/** A scanner's colour drift: from none at the left edge to `deltaE` at the right, warmer and darker. */
function drift(data: Uint8Array, w: number, h: number, deltaE: number): void {
  const from = labToRgb(88, 0, 15);
  const unit = deltaE / Math.hypot(4, 3, 6);
  const to = labToRgb(88 - 4 * unit, 3 * unit, 15 + 6 * unit);
  const d = [0, 1, 2].map((ch) => to[ch]! - from[ch]!);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const f = x / w;
      const k = (y * w + x) * 4;
      for (let ch = 0; ch < 3; ch++) data[k + ch] = Math.max(0, Math.min(255, data[k + ch]! + f * d[ch]!));
    }
  }
}
