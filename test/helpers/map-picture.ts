import { mulberry32 } from '../../shared/engine/dice.js';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { planeCentre, type Alignment } from '../../shared/picture/grid-alignment.js';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';
import { GLYPHS } from './picture-glyphs.js';

/**
 * Draws a known game as a printed map sheet would look scanned: terrain colours with partial-hex
 * patches of a neighbour's terrain, grid lines, symbols over the terrain (towns, trees, hill marks),
 * printed hex ids at the top of each hex, rivers on hexsides, roads and railroads between centres;
 * then turned, stretched (a non-square scan), blurred and given per-pixel noise. Returns the picture
 * and the true alignment, so tests can check what the three clicks recover.
 */
export interface PictureOptions {
  /** pixels per hex width (corner to corner): 60-100 on a real scan */
  hexWidth: number;
  rotationDeg?: number;
  /** vertical pixels per horizontal pixel (a non-square scan) */
  aspect?: number;
  /** passes of a 3x3 box blur */
  blur?: number;
  noise?: number;
  seed?: number;
  /** draw only this sheet (one picture per sheet) */
  sectionId?: string;
  patches?: boolean;
  symbols?: boolean;
}

export interface MapPicture {
  picture: RgbaPicture;
  alignment: Alignment;
  /** where the centre of a hex lands in the picture */
  centre(grid: HexGrid, id: string): { x: number; y: number };
}

const hex = (c: string) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16)) as [number, number, number];
const PAPER = hex('#f7f3ea');
const GRID = hex('#6e6e6e');
const INK = hex('#161616');

export function drawMapPicture(game: GameDefinition, grid: HexGrid, o: PictureOptions): MapPicture {
  const rand = mulberry32(o.seed ?? 11);
  const flat = grid.layout.orientation === 'flat';
  const s = o.hexWidth / 2;
  const th = ((o.rotationDeg ?? 0) * Math.PI) / 180;
  const asp = o.aspect ?? 1;
  const section = grid.layout.sections.findIndex((x) => x.id === (o.sectionId ?? grid.layout.sections[0]!.id));
  const inSheet = (i: number) => i >= 0 && grid.sectionOf[i] === section;
  // plane -> picture: scale, turn, then the scan's own vertical stretch
  const lin = { a: s * Math.cos(th), b: -s * Math.sin(th), c: asp * s * Math.sin(th), d: asp * s * Math.cos(th) };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < grid.size; i++) {
    if (!inSheet(i)) continue;
    const p = planeCentre(grid, i);
    for (const [dx, dy] of [
      [-1.2, -1.2],
      [1.2, -1.2],
      [-1.2, 1.2],
      [1.2, 1.2],
    ] as const) {
      const x = lin.a * (p.x + dx) + lin.b * (p.y + dy);
      const y = lin.c * (p.x + dx) + lin.d * (p.y + dy);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const margin = Math.round(o.hexWidth / 3);
  const t: Alignment = { ...lin, e: margin - minX, f: margin - minY };
  const width = Math.ceil(maxX - minX) + 2 * margin;
  const height = Math.ceil(maxY - minY) + 2 * margin;
  const data = new Uint8Array(width * height * 4);
  const colourOf = new Map(game.terrain.map((x) => [x.code, hex(x.color)]));
  const terrainAt = (i: number) => colourOf.get(game.map.hexes[grid.row(i)]![grid.col(i)]!) ?? PAPER;
  // partial-hex patches: a disc of a neighbour's terrain biting into about a fifth of the hex
  const patch = new Map<number, { x: number; y: number; rgb: [number, number, number] }>();
  if (o.patches !== false) {
    for (let i = 0; i < grid.size; i++) {
      if (!inSheet(i) || rand() > 0.35) continue;
      const n = grid.neighbours[6 * i + Math.floor(rand() * 6)]!;
      if (n < 0) continue;
      const p = planeCentre(grid, i);
      const a = rand() * 2 * Math.PI;
      patch.set(i, { x: p.x + 0.75 * Math.cos(a), y: p.y + 0.75 * Math.sin(a), rgb: terrainAt(n) });
    }
  }
  const det = t.a * t.d - t.b * t.c;
  const put = (k: number, rgb: readonly number[]) => {
    data[k] = rgb[0]!;
    data[k + 1] = rgb[1]!;
    data[k + 2] = rgb[2]!;
    data[k + 3] = 255;
  };
  const sq3 = Math.sqrt(3);
  const cxs = new Float64Array(grid.size);
  const cys = new Float64Array(grid.size);
  for (let i = 0; i < grid.size; i++) {
    const p = planeCentre(grid, i);
    cxs[i] = p.x;
    cys[i] = p.y;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ex = x - t.e;
      const ey = y - t.f;
      const px = (t.d * ex - t.b * ey) / det;
      const py = (-t.c * ex + t.a * ey) / det;
      const i = cellAt(grid, px, py, flat);
      const k = (y * width + x) * 4;
      if (!inSheet(i)) {
        put(k, PAPER);
        continue;
      }
      const rx = px - cxs[i]!;
      const ry = py - cys[i]!;
      const u = Math.abs(flat ? rx : ry);
      const v = Math.abs(flat ? ry : rx);
      const edge = sq3 / 2 - Math.max(v, u * (sq3 / 2) + v * 0.5);
      if (edge < 0.025) {
        put(k, GRID);
        continue;
      }
      const pa = patch.get(i);
      put(k, pa && (px - pa.x) ** 2 + (py - pa.y) ** 2 < 0.25 ? pa.rgb : terrainAt(i));
    }
  }
  const paint = (cx: number, cy: number, r: number, inside: (px: number, py: number) => boolean, rgb: number[]) => {
    const x0 = t.a * cx + t.b * cy + t.e;
    const y0 = t.c * cx + t.d * cy + t.f;
    const R = r * s * Math.max(1, asp) + 2;
    for (let y = Math.max(0, Math.floor(y0 - R)); y <= Math.min(height - 1, Math.ceil(y0 + R)); y++) {
      for (let x = Math.max(0, Math.floor(x0 - R)); x <= Math.min(width - 1, Math.ceil(x0 + R)); x++) {
        const ex = x - t.e;
        const ey = y - t.f;
        if (inside((t.d * ex - t.b * ey) / det, (-t.c * ex + t.a * ey) / det)) put((y * width + x) * 4, rgb);
      }
    }
  };
  const segment = (ax: number, ay: number, bx: number, by: number, w: number, rgb: number[]) => {
    const L2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const near = (px: number, py: number) => {
      const u = Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / L2));
      return (px - ax - u * (bx - ax)) ** 2 + (py - ay - u * (by - ay)) ** 2 < w * w;
    };
    paint((ax + bx) / 2, (ay + by) / 2, Math.sqrt(L2) / 2 + w, near, rgb);
  };
  const idsOf = (ids: string[]) => ids.map((h) => grid.indexOf(h));
  for (const r of game.routes) {
    const rgb = hex(game.routeTypes.find((x) => x.id === r.type)?.color ?? '#000000');
    const rail = game.routeTypes.find((x) => x.id === r.type)?.kind === 'rail';
    const path = idsOf(r.hexes);
    for (let k = 1; k < path.length; k++) {
      if (!inSheet(path[k - 1]!) && !inSheet(path[k]!)) continue;
      const a = planeCentre(grid, path[k - 1]!);
      const b = planeCentre(grid, path[k]!);
      segment(a.x, a.y, b.x, b.y, rail ? 0.035 : 0.05, rgb);
      if (!rail) continue;
      // railroad ties across the line
      const nx = -(b.y - a.y) / sq3;
      const ny = (b.x - a.x) / sq3;
      for (let f = 0.1; f < 1; f += 0.2) {
        const mx = a.x + f * (b.x - a.x);
        const my = a.y + f * (b.y - a.y);
        segment(mx - 0.09 * nx, my - 0.09 * ny, mx + 0.09 * nx, my + 0.09 * ny, 0.02, rgb);
      }
    }
  }
  for (const h of game.hexsides) {
    const [i, j] = idsOf([h.a, h.b]);
    if (!inSheet(i!) && !inSheet(j!)) continue;
    const a = planeCentre(grid, i!);
    const b = planeCentre(grid, j!);
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    const nx = -(b.y - a.y) / sq3;
    const ny = (b.x - a.x) / sq3;
    const rgb = hex(game.hexsideFeatures.find((x) => x.id === h.feature)?.color ?? '#0000ff');
    segment(mx - 0.5 * nx, my - 0.5 * ny, mx + 0.5 * nx, my + 0.5 * ny, 0.06, rgb);
  }
  if (o.symbols !== false) {
    for (let i = 0; i < grid.size; i++) {
      if (!inSheet(i)) continue;
      const c = planeCentre(grid, i);
      const code = game.map.hexes[grid.row(i)]![grid.col(i)];
      if (rand() < 0.12) paint(c.x, c.y, 0.18, (x, y) => (x - c.x) ** 2 + (y - c.y) ** 2 < 0.15 ** 2, INK);
      if (code === 'w' || code === 'h') {
        const mark = code === 'w' ? [62, 104, 44] : [120, 92, 52];
        for (let n = 0; n < 3; n++) {
          const x0 = c.x + (rand() - 0.5) * 0.9;
          const y0 = c.y + (rand() - 0.3) * 0.8;
          paint(x0, y0, 0.1, (x, y) => (x - x0) ** 2 + (y - y0) ** 2 < 0.07 ** 2, mark);
        }
      }
    }
  }
  drawIds(grid, inSheet, flat, (cx, cy, r, inside) => paint(cx, cy, r, inside, INK));
  blurAndNoise(data, width, height, o.blur ?? 1, o.noise ?? 8, mulberry32((o.seed ?? 11) + 1));
  return {
    picture: { data, width, height },
    alignment: t,
    centre(g, id) {
      const p = planeCentre(g, g.indexOf(id));
      return { x: t.a * p.x + t.b * p.y + t.e, y: t.c * p.x + t.d * p.y + t.f };
    },
  };
}

/** The hex under a plane point, inlined for the per-pixel pass. */
export function cellAt(grid: HexGrid, x: number, y: number, flat: boolean): number {
  const q = flat ? (2 / 3) * x : (Math.sqrt(3) / 3) * x - y / 3;
  const r = flat ? -x / 3 + (Math.sqrt(3) / 3) * y : (2 / 3) * y;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  if (dq > dr && dq > Math.abs(rs - s)) rq = -rr - rs;
  else if (dr > Math.abs(rs - s)) rr = -rq - rs;
  const odd = grid.layout.offset === 'odd';
  const col = flat ? rq : rq + (odd ? (rr - (rr & 1)) / 2 : (rr + (rr & 1)) / 2);
  const row = flat ? rr + (odd ? (rq - (rq & 1)) / 2 : (rq + (rq & 1)) / 2) : rr;
  return grid.indexAt(col, row);
}

/** Printed ids in a 3x5 pixel font at the top of each hex. */
export function drawIds(
  grid: HexGrid,
  inSheet: (i: number) => boolean,
  flat: boolean,
  paint: (cx: number, cy: number, r: number, inside: (x: number, y: number) => boolean) => void,
): void {
  const cell = 0.045;
  for (let i = 0; i < grid.size; i++) {
    if (!inSheet(i)) continue;
    const c = planeCentre(grid, i);
    const text = grid.printedId(i);
    const top = c.y - (flat ? 0.8 : 0.72);
    const left = c.x - (text.length * 4 * cell) / 2;
    [...text].forEach((ch, n) => {
      const g = GLYPHS[ch] ?? GLYPHS['?']!;
      const x0 = left + n * 4 * cell;
      paint(x0 + 1.5 * cell, top + 2.5 * cell, 0.2, (x, y) => {
        const gx = Math.floor((x - x0) / cell);
        const gy = Math.floor((y - top) / cell);
        return gx >= 0 && gx < 3 && gy >= 0 && gy < 5 && g[gy]![gx] === '#';
      });
    });
  }
}

/**
 * `passes` 3x3 box blurs (repeated, they come close to a scanner's soft focus), done in place a row
 * at a time so that a picture of a monster map needs no second copy; then per-pixel noise of about
 * the given amplitude per channel.
 */
export function blurAndNoise(
  data: Uint8Array,
  w: number,
  h: number,
  passes: number,
  noise: number,
  rand: () => number,
) {
  const row = w * 4;
  const prev = new Uint8Array(row);
  const cur = new Uint8Array(row);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < h; y++) {
      const o = y * row;
      cur.set(data.subarray(o, o + row));
      for (let x = 4; x < row - 4; x++) data[o + x] = (cur[x - 4]! + cur[x]! + cur[x + 4]!) / 3;
    }
    prev.set(data.subarray(0, row));
    for (let y = 1; y < h - 1; y++) {
      const o = y * row;
      cur.set(data.subarray(o, o + row));
      for (let x = 0; x < row; x++) data[o + x] = (prev[x]! + cur[x]! + data[o + row + x]!) / 3;
      prev.set(cur);
    }
  }
  if (noise > 0) {
    // a table of bell-shaped offsets read at random places: per-pixel noise without three draws per channel
    const table = new Float32Array(4096);
    for (let k = 0; k < table.length; k++) table[k] = (rand() + rand() + rand() - 1.5) * noise * 1.4;
    let x = (rand() * 0xffffffff) >>> 0 || 1;
    for (let k = 0; k < w * h * 4; k++) {
      if ((k & 3) === 3) continue;
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const v = data[k]! + table[(x >>> 0) & 4095]!;
      data[k] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
}
