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
      const c = backdropCentre(grid, b, i);
      if (c.x > board.x && c.y > board.y && c.x < board.x + board.width && c.y < board.y + board.height) on++;
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
  return {
    board,
    alignment: {
      a: kx * sx,
      b: 0,
      c: 0,
      d: ky * sy,
      e: (b.x0 - o.x * kx - board.x) * sx,
      f: (b.y0 - o.y * ky - board.y) * sy,
    },
  };
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
 * backdrop's space is the first sheet's picture; each board is scaled on each axis by its own
 * alignment and placed so that the hex at its sheet's middle lands exactly. A backdrop has no
 * turn: a scan turned by a degree keeps the sheet's middle exact and drifts by about 1.7 % of the
 * distance from it (a few pixels at the sheet's edge).
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
    const own = lengths(s.alignment);
    // picture pixels per backdrop pixel on each axis
    const [sx, sy] = [own.kx / kx, own.ky / ky];
    const m = middle(s);
    const bx = x0 + (m.p.x - o.x) * kx;
    const by = y0 + (m.p.y - o.y) * ky;
    return {
      picture: s.picture,
      name: s.sectionId,
      x: bx - m.pic.x / sx,
      y: by - m.pic.y / sy,
      width: s.width / sx,
      height: s.height / sy,
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
