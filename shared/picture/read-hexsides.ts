import { CommandError } from '../model/command-error.js';
import type { HexGrid } from '../hex/hex-grid.js';
import { learnInk, type FeatureInk } from './feature-inks.js';
import { learnPalette } from './mark-palette.js';
import { planeCentre } from './grid-alignment.js';
import { inkBands, rowsWithInk, type InkBand } from './hexside-bands.js';
import type { Drift } from './hex-interior.js';
import type { TerrainSheet } from './read-terrain.js';
import { rgbToLab } from './lab-colour.js';
import { MARK_DELTA } from './hex-interior.js';
import { propose } from './hexside-proposals.js';
import { InkColours, InkGather, ROUTE_RIVAL } from './ink-labels.js';
import { driftAt, groundPixels, surelyGround } from './ground-pixels.js';

/**
 * Hexside features and routes by their ink: every hexside's band (see hexside-bands.ts) is read
 * row by row, and a row counts for a feature when some point in it is that feature's ink and no
 * ground. The share of rows that count is the hexside's evidence. Each feature's bar lies halfway
 * between what an ordinary hexside shows and what its weakest example showed; a line continues, so
 * a hexside a little under the bar that joins proposals at both ends is proposed too, and one
 * barely over it that joins nothing is left out. Every proposal carries a confidence in 0..1.
 */
export interface HexsideFeatureSpec {
  readonly id: string;
  readonly kind: 'hexside' | 'route';
}

export interface InkProposal {
  readonly k: number;
  readonly a: number;
  readonly b: number;
  readonly score: number;
  readonly confidence: number;
}

export function readHexsides(
  grid: HexGrid,
  sheets: readonly TerrainSheet[],
  sheetIndexOf: (i: number) => number,
  drifts: readonly Drift[],
  ground: Float32Array,
  features: readonly HexsideFeatureSpec[],
  examples: ReadonlyArray<{ k: number; a: number; b: number }>,
): InkProposal[] {
  const F = features.length;
  if (F === 0) return [];
  const bands = sheets.map((s) => inkBands(grid.layout.orientation, s.t));
  const maxPts = Math.max(...bands.flatMap((b) => [...b.side, ...b.route].map((x) => x.dx.length)));
  const lab = new Float32Array(3 * maxPts);
  const isMark = new Uint8Array(maxPts);
  // every hex's centre on its sheet's picture, worked out once (each is read from up to six hexsides)
  const cx = new Float64Array(grid.size);
  const cy = new Float64Array(grid.size);
  for (let i = 0; i < grid.size; i++) {
    const k = sheetIndexOf(i);
    if (!grid.exists[i] || k < 0) continue;
    const p = planeCentre(grid, i);
    const t = sheets[k]!.t;
    cx[i] = t.a * p.x + t.b * p.y + t.e;
    cy[i] = t.c * p.x + t.d * p.y + t.f;
  }
  const pixels = groundPixels(
    grid.size,
    (i) => {
      const k = sheetIndexOf(i);
      return grid.exists[i] && k >= 0
        ? { drift: drifts[k]!, width: sheets[k]!.pic.width, height: sheets[k]!.pic.height }
        : undefined;
    },
    ground,
    cx,
    cy,
  );
  const shiftJ = new Float32Array(3);
  /** Reads hexside (i, direction d < 3) for one kind into lab / isMark; returns its band or null off the pictures. */
  const readBand = (i: number, d: number, kind: 'hexside' | 'route'): InkBand | null => {
    const j = grid.neighbours[6 * i + d]!;
    const k = sheetIndexOf(i);
    if (j < 0 || k < 0 || sheetIndexOf(j) < 0) return null;
    const s = sheets[k]!;
    const band = (kind === 'hexside' ? bands[k]!.side : bands[k]!.route)[d]!;
    const x0 = cx[i]!;
    const y0 = cy[i]!;
    const dr = drifts[k]!;
    const fx = x0 / s.pic.width - 0.5;
    const fy = y0 / s.pic.height - 0.5;
    const sL = dr[0]! * fx + dr[1]! * fy;
    const sA = dr[2]! * fx + dr[3]! * fy;
    const sB = dr[4]! * fx + dr[5]! * fy;
    const data = s.pic.data;
    const width = s.pic.width;
    const height = s.pic.height;
    const iL = ground[3 * i]!;
    const iA = ground[3 * i + 1]!;
    const iB = ground[3 * i + 2]!;
    const jL = ground[3 * j]!;
    const jA = ground[3 * j + 1]!;
    const jB = ground[3 * j + 2]!;
    const far = MARK_DELTA * MARK_DELTA;
    const n = band.dx.length;
    const bx = band.dx;
    const by = band.dy;
    // a pixel this near either hex's ground pixel is ground for sure: no L*a*b* needed (ground-pixels.ts)
    const kj = sheetIndexOf(j);
    driftAt(drifts[kj]!, cx[j]!, cy[j]!, sheets[kj]!.pic.width, sheets[kj]!.pic.height, shiftJ);
    const slack = Math.hypot(shiftJ[0]! - sL, shiftJ[1]! - sA, shiftJ[2]! - sB);
    const ri = surelyGround(pixels, i, MARK_DELTA, 0);
    const rj = surelyGround(pixels, j, MARK_DELTA, slack);
    const [Ri, Gi, Bi] = [pixels.rgb[3 * i]!, pixels.rgb[3 * i + 1]!, pixels.rgb[3 * i + 2]!];
    const [Rj, Gj, Bj] = [pixels.rgb[3 * j]!, pixels.rgb[3 * j + 1]!, pixels.rgb[3 * j + 2]!];
    for (let q = 0; q < n; q++) {
      const x = Math.round(x0 + bx[q]!);
      const y = Math.round(y0 + by[q]!);
      isMark[q] = 0;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const o = (y * width + x) * 4;
      const r = data[o]!;
      const g = data[o + 1]!;
      const b = data[o + 2]!;
      if ((r - Ri) * (r - Ri) + (g - Gi) * (g - Gi) + (b - Bi) * (b - Bi) <= ri) continue;
      if ((r - Rj) * (r - Rj) + (g - Gj) * (g - Gj) + (b - Bj) * (b - Bj) <= rj) continue;
      rgbToLab(r, g, b, lab, 3 * q);
      const L = (lab[3 * q] = lab[3 * q]! - sL);
      const A = (lab[3 * q + 1] = lab[3 * q + 1]! - sA);
      const B = (lab[3 * q + 2] = lab[3 * q + 2]! - sB);
      const di = (L - iL) * (L - iL) + (A - iA) * (A - iA) + (B - iB) * (B - iB);
      const dj = (L - jL) * (L - jL) + (A - jA) * (A - jA) + (B - jB) * (B - jB);
      isMark[q] = di > far && dj > far ? 1 : 0;
    }
    return band;
  };
  const sideOf = (a: number, b: number): [number, number] => {
    const d = grid.directionTo(a, b);
    if (d < 0)
      throw new CommandError(`${grid.printedId(a)} and ${grid.printedId(b)} are not adjacent hexes`, 'features');
    return d < 3 ? [a, d] : [b, d - 3];
  };
  // each feature's ink, from its examples' marks
  // ordinary hexsides to learn the inks against: spread evenly over the map
  const others: Array<[number, number]> = [];
  for (let i = 0; others.length < 90 && i < grid.size; i += Math.max(1, Math.floor(grid.size / 30)))
    for (let d = 0; d < 3; d++) if (grid.exists[i] && sheetIndexOf(i) >= 0) others.push([i, d]);
  const inks: Array<FeatureInk | null> = features.map((f, k) => {
    const mine = examples.filter((e) => e.k === k).map((e) => sideOf(e.a, e.b));
    const gather = new InkGather();
    [...mine, ...others].forEach(([i, d], m) => {
      const band = readBand(i, d, f.kind);
      if (band) gather.add(lab, isMark, band.dx.length, m);
    });
    const ink = mine.length ? learnInk(gather.points, gather.owner, gather.n, mine.length, others.length) : null;
    if (mine.length && !ink)
      throw new CommandError(
        `the example hexsides of "${f.id}" show no ink apart from the terrain's colours and the grid; check the hex ids`,
        'features',
      );
    return ink;
  });
  // the usual marks of ordinary hexsides (the grid line, ids' edges): a point nearer one of them
  // than to a feature's ink is not that feature's
  const usual = new InkGather();
  others.forEach(([i, d], m) => {
    for (const kind of ['hexside', 'route'] as const) {
      const band = readBand(i, d, kind);
      if (band) usual.add(lab, isMark, band.dx.length, m);
    }
  });
  const usualPalette = learnPalette(usual.points, usual.n, 6);
  const known = inks.filter((x): x is FeatureInk => x !== null);
  const rivals: number[] = [];
  for (let c = 0; c < usualPalette.k; c++) {
    const [L, A, B] = [0, 1, 2].map((ch) => usualPalette.centres[3 * c + ch]!);
    if (known.every((ink) => Math.hypot(L! - ink.lab[0]!, A! - ink.lab[1]!, B! - ink.lab[2]!) > 8))
      rivals.push(L!, A!, B!);
  }
  const colours = new InkColours(inks, Float32Array.from(rivals));
  const label = new Int16Array(maxPts);
  const rowAt = new Float32Array(2 * maxPts);
  // evidence per hexside (3 per hex) and feature
  const evidence = new Float32Array(grid.size * 3 * F);
  const real = new Uint8Array(grid.size * 3);
  const kinds = (['hexside', 'route'] as const).filter((kind) => features.some((f, k) => f.kind === kind && inks[k]));
  const read = kinds.map((kind) => features.flatMap((f, k) => (f.kind === kind && inks[k] ? [k] : [])));
  for (let i = 0; i < grid.size; i++) {
    if (!grid.exists[i]) continue;
    for (let d = 0; d < 3; d++) {
      for (let m = 0; m < kinds.length; m++) {
        const kind = kinds[m]!;
        const band = readBand(i, d, kind);
        if (!band) continue;
        real[3 * i + d] = 1;
        // a band without a mark (most hexsides: ground and the grid's own line read as ground) has no feature's ink
        if (!hasMark(isMark, band.dx.length)) continue;
        colours.label(lab, isMark, band.dx.length, label, kind === 'route' ? ROUTE_RIVAL : 1);
        for (const k of read[m]!) evidence[(3 * i + d) * F + k] = rowsWithInk(band, k, label, kind === 'route', rowAt);
      }
    }
  }
  return propose(
    grid,
    features,
    inks,
    examples.map((e) => ({ k: e.k, side: sideOf(e.a, e.b) })),
    evidence,
    real,
  );
}

function hasMark(isMark: Uint8Array, n: number): boolean {
  for (let q = 0; q < n; q++) if (isMark[q]) return true;
  return false;
}
