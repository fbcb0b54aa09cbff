import type { MapLattice } from './map-lattice.js';
import { pointInPolygon } from './point-in-polygon.js';
import type { VassalModule } from './module-model.js';
import { pieceArt, type ArtRecipe } from './piece-art.js';
import { expandPiece, type ExpandedPiece } from './prototypes.js';
import type { SavedPiece } from './saved-game.js';

/**
 * The pieces an import works on: from a save, every piece where it stands (its hex through the
 * module's grid, or the off-grid place it is in); without a save, the piece palette's pieces, placed
 * nowhere.
 */
export interface ImportPiece extends ExpandedPiece {
  /** VASSAL's piece id (a save) or the slot's gpid (palette) */
  id: string;
  /** the map it stands on (saves) */
  map?: string;
  hex?: string;
  /** where it stands when off every grid: "<map>: <zone or board>" */
  offGrid?: string;
  /** the map or window it stands on when off the game map's grid, to list pieces per window */
  window?: string;
  /** the picture it shows, as VASSAL draws it */
  art: ArtRecipe;
  stack?: string;
  level: number;
}

export function palettePieces(module: VassalModule): ImportPiece[] {
  return module.pieces.map((p, k) => {
    const e = expandPiece(p.type, p.state, module.prototypes);
    return {
      ...e,
      id: p.gpid || `slot${k}`,
      name: e.name || p.entry,
      level: 0,
      art: pieceArt(p.type, p.state, module.prototypes),
    };
  });
}

/**
 * Saved pieces located on the game map. A piece on another map or window of the module (a chart, a
 * turn track, a holding box, a dead pile) is off the grid, its window named; so is a piece on a map
 * the module does not have, said so: one such piece never refuses a save.
 */
export function locatePieces(
  module: VassalModule,
  saved: SavedPiece[],
  gameMap: string,
  lattice: MapLattice,
  label: string,
): ImportPiece[] {
  const mapName = (id: string) => module.maps.find((m) => m.name === id || m.fallbackId === id)?.name;
  return saved
    .filter((p) => p.map !== null)
    .map((p) => {
      const e = expandPiece(p.type, p.state, module.prototypes);
      const art = pieceArt(p.type, p.state, module.prototypes);
      const known = mapName(p.map!);
      const map = known ?? p.map!;
      const base = { ...e, id: p.id, map, stack: p.stack, level: p.level, art };
      if (!known)
        return { ...base, window: map, offGrid: `${map} (a window ${label} names and the module does not have)` };
      const where = map === gameMap ? undefined : offGridPlace(module, map, p.x, p.y);
      if (map !== gameMap) return { ...base, window: map, offGrid: where ? `${map}: ${where}` : map };
      const hex = lattice.hexAt(p.x, p.y);
      if (hex) return { ...base, hex };
      const zone = lattice.offGridName(p.x, p.y);
      return { ...base, window: map, offGrid: zone ? `${map}: ${zone}` : `${map} (${p.x}, ${p.y})` };
    });
}

/** The board (and zone) of another window a piece stands in: "Turn Track", "Dead Pile: Soviet". */
function offGridPlace(module: VassalModule, map: string, x: number, y: number): string | undefined {
  const m = module.maps.find((k) => k.name === map);
  if (!m || m.boards.length === 0) return undefined;
  // without the window's own board layout, the first board is where VASSAL puts a single-board window
  const b = m.boards[0]!;
  const zone = b.zones.find((z) => pointInPolygon(z.polygon, x - m.edgeWidth, y - m.edgeHeight));
  if (zone) return zone.name;
  return m.boards.length > 1 || b.name !== map ? b.name : undefined;
}
