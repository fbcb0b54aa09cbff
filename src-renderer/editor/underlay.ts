import type { GameDefinition } from '../../shared/model/game-schema.js';
import { boardLayer, boardPlacement, type Placement } from '../map/board-backdrop.js';
import type { MapGeometry } from '../map/map-geometry.js';

/**
 * The printed map's picture under the game editor's map: its top-left corner at (x, y) in map
 * pixels, `scale` map pixels per picture pixel across and `scale * stretch` down (a scan's pixels
 * need not be square), shown through the terrain by `opacity`.
 */
export interface Underlay {
  image: HTMLImageElement;
  x: number;
  y: number;
  scale: number;
  stretch: number;
  opacity: number;
  /** a turned or skewed scan: the picture's own x axis (ux, uy) and y axis (vx, vy) on the map, each of length 1; absent: square */
  axes?: { ux: number; uy: number; vx: number; vy: number };
  /** the sheet (or picture) whose alignment placed it, if one did */
  placedBy?: string;
}

/**
 * Where a picture lies under the map by the game's backdrop (the alignment the pictures wizard
 * found, or a VASSAL module's grid): the board of the same file name, or the only board; null
 * when the game has no backdrop or none of its boards is this picture. The board's box is the
 * whole picture, whatever its pixel size (a smaller copy of the scan lands the same).
 */
export function underlayPlace(
  game: GameDefinition,
  geom: MapGeometry,
  file: string,
  size: { width: number; height: number },
): Pick<Underlay, 'x' | 'y' | 'scale' | 'stretch' | 'axes' | 'placedBy'> | null {
  const layer = boardLayer(game, geom);
  if (!layer) return null;
  const board = layer.boards.find((b) => b.picture === file) ?? (layer.boards.length === 1 ? layer.boards[0] : null);
  if (!board) return null;
  const t = boardPlacement(layer, board, size);
  // the placement as the referee can adjust it: corner, scale, stretch, and the turn left as found
  const scale = Math.hypot(t.a, t.b);
  const down = Math.hypot(t.c, t.d);
  const square = Math.abs(t.b) < 1e-9 * scale && Math.abs(t.c) < 1e-9 * down;
  return {
    x: t.e,
    y: t.f,
    scale,
    stretch: down / scale,
    ...(square ? {} : { axes: { ux: t.a / scale, uy: t.b / scale, vx: t.c / down, vy: t.d / down } }),
    placedBy: board.name ? `sheet ${board.name}` : `“${board.picture}”`,
  };
}

/** The canvas transform that draws an underlay's picture (its pixels) on the map. */
export function underlayTransform(u: Underlay): Placement {
  const { ux, uy, vx, vy } = u.axes ?? { ux: 1, uy: 0, vx: 0, vy: 1 };
  const down = u.scale * u.stretch;
  return { a: u.scale * ux, b: u.scale * uy, c: down * vx, d: down * vy, e: u.x, f: u.y };
}
