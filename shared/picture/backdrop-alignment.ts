import type { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from '../model/game-schema.js';
import { planeCentre, toPicture, type Alignment } from './grid-alignment.js';

type Backdrop = NonNullable<GameDefinition['map']['backdrop']>;
type Board = Backdrop['boards'][number];

/**
 * A VASSAL-imported campaign already knows where its grid lies on each board picture (the
 * backdrop: hex (0, 0) at (x0, y0), columns dx apart, hexes along a column dy apart). From it, each
 * sheet's alignment on its board picture, the one the referee's three clicks would give.
 */
export interface BackdropSheet {
  board: Board;
  alignment: Alignment;
}

/** Picture pixels (of the whole map) of hex i's centre, by the backdrop's geometry. */
export function backdropCentre(grid: HexGrid, b: Backdrop, i: number): { x: number; y: number } {
  const p = planeCentre(grid, i);
  const o = planeCentre(grid, 0);
  const { kx, ky } = scales(b);
  return { x: b.x0 + (p.x - o.x) * kx, y: b.y0 + (p.y - o.y) * ky };
}

/**
 * The board picture that holds a sheet (the one most of its hex centres fall on) and the sheet's
 * alignment on it, exact from the module's grid (no clicks, so no click spacing is needed: a
 * VASSAL board may be only a few hexes across), scaled to the picture's own pixel size;
 * undefined when no board picture holds the sheet.
 */
export function backdropSheet(
  grid: HexGrid,
  b: Backdrop,
  sectionId: string,
  pictureSize: (board: Board) => { width: number; height: number } = (board) => board,
): BackdropSheet | undefined {
  let best: { board: Board; on: number } | undefined;
  for (const board of b.boards) {
    let on = 0;
    for (let i = 0; i < grid.size; i++) {
      if (!grid.exists[i] || grid.section(i)?.id !== sectionId) continue;
      const q = inBox(board, backdropCentre(grid, b, i));
      if (q.x > 0 && q.y > 0 && q.x < board.width && q.y < board.height) on++;
    }
    if (on && (!best || on > best.on)) best = { board, on };
  }
  if (!best) return undefined;
  const { board } = best;
  const size = pictureSize(board);
  const sx = size.width / board.width;
  const sy = size.height / board.height;
  const o = planeCentre(grid, 0);
  const { kx, ky } = scales(b);
  // plane -> backdrop (axis by axis) -> the board's box (its axes undone) -> the picture's pixels
  const { ux, uy, vx, vy } = axesOf(board);
  const det = ux * vy - uy * vx;
  const tx = b.x0 - o.x * kx - board.x;
  const ty = b.y0 - o.y * ky - board.y;
  return {
    board,
    alignment: {
      a: ((vy * kx) / det) * sx,
      b: ((-vx * ky) / det) * sx,
      c: ((-uy * kx) / det) * sy,
      d: ((ux * ky) / det) * sy,
      e: ((vy * tx - vx * ty) / det) * sx,
      f: ((-uy * tx + ux * ty) / det) * sy,
    },
  };
}

const SQUARE = { ux: 1, uy: 0, vx: 0, vy: 1 } as const;

/** A board's axes in the backdrop (square when the board gives none). */
export function axesOf(board: Board): { ux: number; uy: number; vx: number; vy: number } {
  return board.axes ?? SQUARE;
}

/** A backdrop point in the board's box: (0, 0) its top-left corner, (width, height) the opposite one. */
function inBox(board: Board, p: { x: number; y: number }): { x: number; y: number } {
  const { ux, uy, vx, vy } = axesOf(board);
  const det = ux * vy - uy * vx;
  const x = p.x - board.x;
  const y = p.y - board.y;
  return { x: (vy * x - vx * y) / det, y: (-uy * x + ux * y) / det };
}

/** Picture pixels per plane unit: the plane's hexes have size 1, columns 1.5 apart, hexes along a column sqrt(3) apart (sideways: swapped). */
function scales(b: Backdrop): { kx: number; ky: number } {
  return {
    kx: b.sideways ? b.dy / Math.sqrt(3) : b.dx / 1.5,
    ky: b.sideways ? b.dx / 1.5 : b.dy / Math.sqrt(3),
  };
}

/** One aligned sheet picture, as the pictures wizard holds it. */
export interface AlignedSheet {
  sectionId: string;
  /** the picture's file name: the game editor places a picture of that name by this board */
  picture: string;
  width: number;
  height: number;
  alignment: Alignment;
}

/**
 * The backdrop that places each aligned sheet picture as its alignment does, so the game editor
 * lays the picture under the grid without the referee finding its place and scale by trial. The
 * backdrop's space is about the first sheet's picture (its scale along each axis of the grid); each
 * board carries its sheet's whole alignment, so every hex centre of a scan turned by a degree or
 * skewed lands exactly, corners included. A board laid square (every unturned scan) gives no axes,
 * as before boards could turn.
 */
export function backdropOfSheets(grid: HexGrid, sheets: readonly AlignedSheet[]): Backdrop | undefined {
  if (!sheets.length) return undefined;
  // picture pixels per plane unit along each plane axis
  const lengths = (t: Alignment) => ({ kx: Math.hypot(t.a, t.c), ky: Math.hypot(t.b, t.d) });
  const { kx, ky } = lengths(sheets[0]!.alignment);
  const o = planeCentre(grid, 0);
  const sideways = grid.layout.orientation === 'pointy';
  const middle = (s: AlignedSheet) => {
    const section = grid.layout.sections.find((x) => x.id === s.sectionId);
    const i = section ? grid.indexAt(section.column + (section.columns >> 1), section.row + (section.rows >> 1)) : -1;
    if (i < 0) throw new Error(`sheet "${s.sectionId}" has no middle hex on this map`);
    const p = planeCentre(grid, i);
    return { p, pic: toPicture(s.alignment, p.x, p.y) };
  };
  // hex 0's centre in the backdrop's space, from the first sheet's middle
  const first = middle(sheets[0]!);
  const x0 = first.pic.x - (first.p.x - o.x) * kx;
  const y0 = first.pic.y - (first.p.y - o.y) * ky;
  const boards = sheets.map((s) => {
    const t = s.alignment;
    const own = lengths(t);
    // picture pixels per backdrop pixel on each axis (of the box: the board's own size)
    const [sx, sy] = [own.kx / kx, own.ky / ky];
    // picture -> plane -> backdrop: backdrop = (x0, y0) + K (inverse(T) (u - (e, f)) - o), K = diag(kx, ky)
    const det = t.a * t.d - t.b * t.c;
    const [ia, ib, ic, id] = [t.d / det, -t.b / det, -t.c / det, t.a / det];
    const corner = { x: -(ia * t.e + ib * t.f), y: -(ic * t.e + id * t.f) };
    // one box unit along the picture's x axis is sx picture pixels (y: sy)
    const axes = { ux: kx * ia * sx, uy: ky * ic * sx, vx: kx * ib * sy, vy: ky * id * sy };
    const square = Math.max(Math.abs(axes.ux - 1), Math.abs(axes.uy), Math.abs(axes.vx), Math.abs(axes.vy - 1)) < 1e-9;
    return {
      picture: s.picture,
      name: s.sectionId,
      x: x0 + (corner.x - o.x) * kx,
      y: y0 + (corner.y - o.y) * ky,
      width: s.width / sx,
      height: s.height / sy,
      ...(square ? {} : { axes }),
    };
  });
  return {
    sideways,
    dx: sideways ? 1.5 * ky : 1.5 * kx,
    dy: sideways ? Math.sqrt(3) * kx : Math.sqrt(3) * ky,
    x0,
    y0,
    boards,
  };
}
