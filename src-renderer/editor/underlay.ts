import type { GameDefinition } from '../../shared/model/game-schema.js';
import { boardLayer } from '../map/board-backdrop.js';
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
): Pick<Underlay, 'x' | 'y' | 'scale' | 'stretch' | 'placedBy'> | null {
  const layer = boardLayer(game, geom);
  if (!layer) return null;
  const board = layer.boards.find((b) => b.picture === file) ?? (layer.boards.length === 1 ? layer.boards[0] : null);
  if (!board) return null;
  const scale = (board.width * layer.sx) / size.width;
  return {
    x: layer.ox + (board.x - layer.x0) * layer.sx,
    y: layer.oy + (board.y - layer.y0) * layer.sy,
    scale,
    stretch: (board.height * layer.sy) / size.height / scale,
    placedBy: (board as { name?: string }).name ? `sheet ${(board as { name?: string }).name}` : `“${board.picture}”`,
  };
}
