import { AXIAL_DIRECTIONS } from '../hex/axial.js';
import type { Orientation } from '../hex/offset.js';
import { axialToPixel } from '../hex/pixel.js';
import type { Alignment } from './grid-alignment.js';
import { inIdBand } from './hex-sampling.js';

/** Share of a hex's height, from its top, where its id is printed. */
const ID_BAND = 0.3;

/**
 * Where a hexside's ink is looked for, as a grid of points `along` x `across`, laid out once per
 * direction in the plane and turned into picture offsets from the first hex's centre:
 * - a hexside feature lies along the hexside itself, from short of one corner to short of the
 *   other, and may wander or be hatched to either side of it;
 * - a road or railroad runs from centre to centre, away from the centres where symbols sit.
 * Reading a row across and keeping its best match to a feature's ink finds a line wherever it
 * wanders within the band, so the share of rows that find ink measures how much of the line is there.
 */
export interface InkBand {
  readonly along: number;
  /** picture offsets, row by row (along); row r is points rowStart[r] .. rowStart[r + 1] */
  readonly dx: Float32Array;
  readonly dy: Float32Array;
  readonly rowStart: Int32Array;
  /** per point its offset across the band (plane units) */
  readonly off: Float32Array;
  /** how far across (plane units) a straight printed line may stray from row to row: about 2.5 px */
  readonly tolerance: number;
}

/** How far along the hexside ink is read (the hexside is 1 long, corners at ±0.5). */
const SIDE_ALONG = 0.36;
/** How far to either side of the hexside a river may wander or a band be hatched. */
const SIDE_ACROSS = 0.24;
/** The stretch of the centre-to-centre line where a route is read (shares of its length). */
const ROUTE_FROM = 0.3;
const ROUTE_TO = 0.7;
/** How far to either side of the centre line a route may be printed (plane units). */
const ROUTE_ACROSS = 0.1;

function band(
  orientation: Orientation,
  t: Alignment,
  other: { x: number; y: number },
  origin: { x: number; y: number },
  alongUnit: { x: number; y: number },
  acrossUnit: { x: number; y: number },
  alongFrom: number,
  alongTo: number,
  acrossHalf: number,
  step: number,
): InkBand {
  const rows = Math.max(4, Math.ceil((alongTo - alongFrom) / step));
  const across = 2 * Math.max(1, Math.ceil(acrossHalf / step)) + 1;
  const dx: number[] = [];
  const dy: number[] = [];
  const off: number[] = [];
  const rowStart = [0];
  for (let a = 0; a < rows; a++) {
    const s = alongFrom + ((a + 0.5) * (alongTo - alongFrom)) / rows;
    for (let c = 0; c < across; c++) {
      const o = -acrossHalf + (2 * acrossHalf * c) / (across - 1);
      const x = origin.x + s * alongUnit.x + o * acrossUnit.x;
      const y = origin.y + s * alongUnit.y + o * acrossUnit.y;
      // printed ids are ink of neither feature: their band is left out, short of the hexside itself
      const nearOther = (x - other.x) ** 2 + (y - other.y) ** 2 < x * x + y * y;
      if (inIdBand(orientation, ID_BAND, nearOther ? y - other.y : y, 0.03)) continue;
      dx.push(t.a * x + t.b * y);
      dy.push(t.c * x + t.d * y);
      off.push(o);
    }
    if (dx.length > rowStart[rowStart.length - 1]!) rowStart.push(dx.length);
  }
  return {
    along: rowStart.length - 1,
    dx: Float32Array.from(dx),
    dy: Float32Array.from(dy),
    rowStart: Int32Array.from(rowStart),
    off: Float32Array.from(off),
    tolerance: (2.5 / 1.3) * step,
  };
}

/** The hexside and route bands for directions 0, 1, 2 (the others are the same hexsides from the far hex). */
export function inkBands(orientation: Orientation, t: Alignment): { side: InkBand[]; route: InkBand[] } {
  // one point about every 1.3 picture pixels: a 1 px line blurred by the scan is never skipped
  const step = 1.3 / Math.sqrt(Math.abs(t.a * t.d - t.b * t.c));
  const side: InkBand[] = [];
  const route: InkBand[] = [];
  for (let d = 0; d < 3; d++) {
    const v = axialToPixel(AXIAL_DIRECTIONS[d]!, orientation, 1);
    const len = Math.hypot(v.x, v.y);
    const n = { x: v.x / len, y: v.y / len };
    const u = { x: -n.y, y: n.x };
    side.push(band(orientation, t, v, { x: v.x / 2, y: v.y / 2 }, u, n, -SIDE_ALONG, SIDE_ALONG, SIDE_ACROSS, step));
    route.push(band(orientation, t, v, { x: 0, y: 0 }, n, u, ROUTE_FROM * len, ROUTE_TO * len, ROUTE_ACROSS, step));
  }
  return { side, route };
}

/**
 * Share of the band's rows in which some point is feature k's ink. A route is a straight printed
 * line: its rows count only where the ink sits where the line runs (the median across), so a place
 * name's letters, scattered across the band, do not pass for a railroad.
 */
export function rowsWithInk(band: InkBand, k: number, label: Int16Array, straight: boolean, at: Float32Array): number {
  // `at` holds at least twice the band's rows: each row's position across, then those sorted
  let rows = 0;
  for (let a = 0; a < band.along; a++) {
    let sum = 0;
    let m = 0;
    for (let q = band.rowStart[a]!; q < band.rowStart[a + 1]!; q++) {
      if (label[q] !== k) continue;
      sum += band.off[q]!;
      m++;
    }
    at[a] = m ? sum / m : NaN;
    if (m) rows++;
  }
  if (!straight || rows === 0) return rows / band.along;
  // the rows' positions across, sorted in the second half of `at` (no array made per hexside)
  let m = 0;
  for (let a = 0; a < band.along; a++) if (!Number.isNaN(at[a]!)) at[band.along + m++] = at[a]!;
  const seen = at.subarray(band.along, band.along + m).sort();
  const mid = seen[m >> 1]!;
  // a printed line runs the whole link: the shares of its two halves are multiplied (their
  // geometric mean), so ink filling one half only (a place name, a symbol's edge) counts for little
  const half = band.along >> 1;
  let first = 0;
  let second = 0;
  for (let a = 0; a < band.along; a++) {
    if (Number.isNaN(at[a]!) || Math.abs(at[a]! - mid) > band.tolerance) continue;
    if (a < half) first++;
    else second++;
  }
  return Math.sqrt((first / Math.max(1, half)) * (second / Math.max(1, band.along - half)));
}
