import type { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from '../model/game-schema.js';
import { planeCentre, type Alignment } from './grid-alignment.js';

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
