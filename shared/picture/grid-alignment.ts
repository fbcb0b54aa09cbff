import { axialDistance } from '../hex/axial.js';
import type { HexGrid } from '../hex/hex-grid.js';
import { axialToPixel, pixelToAxial } from '../hex/pixel.js';
import { axialToOffset } from '../hex/offset.js';
import { CommandError } from '../model/command-error.js';

/**
 * The three-click alignment of a map sheet's picture: the referee clicks three hex centres and
 * types their printed ids; from them an affine map from the grid's own plane (hexes of size 1,
 * centre to corner) to picture pixels. An affine map covers scale, rotation, offset, a picture
 * turned a quarter, and a scan whose pixels are not square. Clicks that cannot come from a hex grid
 * (mirrored, sheared, one axis squeezed) are refused, because a wrongly typed id gives just that.
 */
export interface AlignClick {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** picture = [a b; c d] * plane + [e f]; the plane is the grid's own (hex size 1). */
export interface Alignment {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

/** Hexes closer than this give an alignment whose error grows across the sheet. */
export const MIN_CLICK_SPACING = 3;
/** The widest non-square scan accepted (ratio of the two scales). */
const MAX_ASPECT = 1.3;
/** How far from a right angle the grid's two axes may come out (a scanner's skew is far less). */
const MAX_SKEW = 0.08;

/** Centre of hex i in the grid's own plane. */
export function planeCentre(grid: HexGrid, i: number): { x: number; y: number } {
  return axialToPixel({ q: grid.q[i]!, r: grid.r[i]! }, grid.layout.orientation, 1);
}

export function toPicture(t: Alignment, x: number, y: number): { x: number; y: number } {
  return { x: t.a * x + t.b * y + t.e, y: t.c * x + t.d * y + t.f };
}

export function toPlane(t: Alignment, px: number, py: number): { x: number; y: number } {
  const det = t.a * t.d - t.b * t.c;
  const x = px - t.e;
  const y = py - t.f;
  return { x: (t.d * x - t.b * y) / det, y: (-t.c * x + t.a * y) / det };
}

/** The hex under a picture pixel, or -1 off the map. */
export function hexAtPicture(grid: HexGrid, t: Alignment, px: number, py: number): number {
  const p = toPlane(t, px, py);
  const ax = pixelToAxial(p.x, p.y, grid.layout.orientation, 1);
  const o = axialToOffset(ax, grid.layout.orientation, grid.layout.offset);
  return grid.indexAt(o.col, o.row);
}

/** Pixels per hex width (corner to corner along the plane's x axis), for messages and sampling. */
export function hexWidthPx(t: Alignment): number {
  return 2 * Math.sqrt(Math.abs(t.a * t.d - t.b * t.c));
}

/**
 * Solves the alignment from three clicks, or refuses with the reason: an id not on the map (or not
 * on this sheet), the same hex twice, hexes too close together or on one line, a click outside the
 * picture, or clicks that do not fit a hex grid.
 */
export function alignFromClicks(
  grid: HexGrid,
  clicks: readonly AlignClick[],
  picture: { width: number; height: number },
  sectionId?: string,
): Alignment {
  if (clicks.length !== 3)
    throw new CommandError(`the alignment needs three clicked hexes, got ${clicks.length}`, 'align');
  const idx = clicks.map((c) => {
    const i = grid.indexOf(c.id);
    if (i < 0) throw new CommandError(`alignment: "${c.id}" is not a hex on this map`, 'align');
    if (sectionId !== undefined && grid.section(i)?.id !== sectionId)
      throw new CommandError(`alignment: ${c.id} is not on sheet "${sectionId}"`, 'align');
    if (!(c.x >= 0 && c.y >= 0 && c.x < picture.width && c.y < picture.height))
      throw new CommandError(
        `alignment: the click for ${c.id} (${c.x}, ${c.y}) lies outside the ${picture.width}x${picture.height} picture`,
        'align',
      );
    return i;
  });
  for (let m = 0; m < 3; m++) {
    for (let n = m + 1; n < 3; n++) {
      const [i, j] = [idx[m]!, idx[n]!];
      const [ci, cj] = [clicks[m]!, clicks[n]!];
      if (i === j) throw new CommandError(`alignment: ${ci.id} is clicked twice; click three different hexes`, 'align');
      const apart = axialDistance({ q: grid.q[i]!, r: grid.r[i]! }, { q: grid.q[j]!, r: grid.r[j]! });
      if (apart < MIN_CLICK_SPACING)
        throw new CommandError(
          `alignment: ${ci.id} and ${cj.id} are ${apart} hex${apart === 1 ? '' : 'es'} apart; click hexes at least ${MIN_CLICK_SPACING} apart (far apart is more precise)`,
          'align',
        );
    }
  }
  const p = idx.map((i) => planeCentre(grid, i));
  const [p0, p1, p2] = [p[0]!, p[1]!, p[2]!];
  const u = { x: p1.x - p0.x, y: p1.y - p0.y };
  const v = { x: p2.x - p0.x, y: p2.y - p0.y };
  const cross = u.x * v.y - u.y * v.x;
  const longest = Math.max(u.x ** 2 + u.y ** 2, v.x ** 2 + v.y ** 2, (p2.x - p1.x) ** 2 + (p2.y - p1.y) ** 2);
  if (Math.abs(cross) < 0.15 * longest)
    throw new CommandError(
      `alignment: ${clicks.map((c) => c.id).join(', ')} lie (nearly) on one line; click three hexes that form a triangle`,
      'align',
    );
  const [k0, k1, k2] = [clicks[0]!, clicks[1]!, clicks[2]!];
  const U = { x: k1.x - k0.x, y: k1.y - k0.y };
  const V = { x: k2.x - k0.x, y: k2.y - k0.y };
  // [a b; c d] * [u v] = [U V]  =>  [a b; c d] = [U V] * inverse([u v])
  const a = (U.x * v.y - V.x * u.y) / cross;
  const b = (V.x * u.x - U.x * v.x) / cross;
  const c = (U.y * v.y - V.y * u.y) / cross;
  const d = (V.y * u.x - U.y * v.x) / cross;
  const t: Alignment = { a, b, c, d, e: k0.x - a * p0.x - b * p0.y, f: k0.y - c * p0.x - d * p0.y };
  gridFitProblem(t, clicks);
  return t;
}

/** Refuses an affine map that no scan of a printed hex grid produces. */
function gridFitProblem(t: Alignment, clicks: readonly AlignClick[]): void {
  const det = t.a * t.d - t.b * t.c;
  const ids = clicks.map((c) => c.id).join(', ');
  if (det <= 0)
    throw new CommandError(
      `alignment: the clicks for ${ids} come out mirror-imaged; check the typed ids against the printed ones`,
      'align',
    );
  // the plane's two axes as they land in the picture: a scan keeps them (nearly) square to each other
  const sx = Math.hypot(t.a, t.c);
  const sy = Math.hypot(t.b, t.d);
  const skew = Math.abs(t.a * t.b + t.c * t.d) / (sx * sy);
  // a non-square scan stretches along the picture's axes: then the rows of the matrix stay square
  const rx = Math.hypot(t.a, t.b);
  const ry = Math.hypot(t.c, t.d);
  const rowSkew = Math.abs(t.a * t.c + t.b * t.d) / (rx * ry);
  const aspect = Math.max(sx / sy, sy / sx, rx / ry, ry / rx);
  if ((skew > MAX_SKEW && rowSkew > MAX_SKEW) || aspect > MAX_ASPECT)
    throw new CommandError(
      `alignment: the clicks for ${ids} do not fit a hex grid (stretched ${aspect.toFixed(2)}:1, skewed ${Math.round((Math.asin(Math.min(1, Math.min(skew, rowSkew))) * 180) / Math.PI)} degrees); one of the typed ids is probably not the hex clicked`,
      'align',
    );
  if (hexWidthPx(t) < 12)
    throw new CommandError(
      `alignment: the hexes come out ${hexWidthPx(t).toFixed(1)} px wide; a picture needs at least 12 px per hex to be read`,
      'align',
    );
}
