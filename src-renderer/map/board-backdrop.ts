import type { UnitView } from '../../shared/api.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { axesOf } from '../../shared/picture/backdrop-alignment.js';
import { HEX_SIZE, type MapGeometry } from './map-geometry.js';
import type { PieceLayers } from './map-layers.js';

/**
 * A VASSAL module's board pictures under the grid, and its counter art on the units. The boards are
 * in picture pixels, where hex (0, 0) has its centre at (x0, y0) and neighbouring columns lie dx
 * apart, hexes along a column dy apart; our map draws regular hexes, so the pictures are scaled
 * on each axis to put every hex centre of the picture on the centre of the same hex here.
 */
export interface BoardLayer {
  boards: NonNullable<GameDefinition['map']['backdrop']>['boards'];
  /** picture pixel -> map pixel: X = ox + (x - x0) * sx, Y = oy + (y - y0) * sy */
  x0: number;
  y0: number;
  ox: number;
  oy: number;
  sx: number;
  sy: number;
}

export function boardLayer(game: GameDefinition, geom: MapGeometry): BoardLayer | undefined {
  const b = game.map.backdrop;
  if (!b || b.boards.length === 0) return undefined;
  const root3 = Math.sqrt(3) * HEX_SIZE;
  const along = 1.5 * HEX_SIZE;
  // cell (0, 0) of the grid: its centre on our map (holes have centres too)
  return {
    boards: b.boards,
    x0: b.x0,
    y0: b.y0,
    ox: geom.cx[0]!,
    oy: geom.cy[0]!,
    sx: b.sideways ? root3 / b.dy : along / b.dx,
    sy: b.sideways ? along / b.dx : root3 / b.dy,
  };
}

/** Draws the board pictures that have arrived; true when every board was drawn. */
export function drawBoards(
  ctx: CanvasRenderingContext2D,
  layer: BoardLayer,
  picture: (id: string) => HTMLImageElement | undefined,
): boolean {
  let all = true;
  ctx.imageSmoothingEnabled = true;
  for (const board of layer.boards) {
    const img = picture(board.picture);
    if (!img) {
      all = false;
      continue;
    }
    const t = boardPlacement(layer, board, { width: img.naturalWidth, height: img.naturalHeight });
    ctx.save();
    ctx.transform(t.a, t.b, t.c, t.d, t.e, t.f);
    ctx.drawImage(img, 0, 0);
    ctx.restore();
  }
  return all;
}

/** Map pixels from a board picture's pixels, as a canvas transform: X = a u + c v + e, Y = b u + d v + f. */
export interface Placement {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * Where a board's picture lies on our map: its box is the whole picture, whatever its pixel size
 * (a smaller copy of a scan lands the same), turned as its axes say.
 */
export function boardPlacement(
  layer: BoardLayer,
  board: BoardLayer['boards'][number],
  size: { width: number; height: number },
): Placement {
  const kx = board.width / size.width;
  const ky = board.height / size.height;
  // a turned or skewed scan's board carries its own axes (the pictures wizard's whole alignment)
  const { ux, uy, vx, vy } = axesOf(board);
  return {
    a: layer.sx * ux * kx,
    b: layer.sy * uy * kx,
    c: layer.sx * vx * ky,
    d: layer.sy * vy * ky,
    e: layer.ox + (board.x - layer.x0) * layer.sx,
    f: layer.oy + (board.y - layer.y0) * layer.sy,
  };
}

/** Counter art on the top unit of every stack in view, in place of the drawn symbol. */
export function drawCounterArt(
  ctx: CanvasRenderingContext2D,
  geom: MapGeometry,
  pieces: PieceLayers,
  visible: readonly number[],
  picture: (id: string) => HTMLImageElement | undefined,
  statusOf: Map<string, string> | null,
): void {
  const s = HEX_SIZE * 0.95;
  for (const i of visible) {
    const units: UnitView[] | undefined = pieces.unitsByHex.get(i);
    const top = units?.[Math.min(units.length, 4) - 1];
    const img = top?.picture ? picture(top.picture) : undefined;
    if (!top || !img) continue;
    const off = 0;
    const bx = geom.cx[i]! - s / 2 - off;
    const by = geom.cy[i]! - s / 2 - off - HEX_SIZE * 0.12;
    ctx.drawImage(img, bx, by, s, s);
    const status = statusOf?.get(top.id);
    if (status) {
      ctx.strokeStyle = status;
      ctx.lineWidth = 3;
      ctx.strokeRect(bx, by, s, s);
    }
  }
}
