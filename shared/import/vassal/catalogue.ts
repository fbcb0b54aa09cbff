import type { MapLattice } from './map-lattice.js';
import type { VassalModule } from './module-model.js';
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
  stack?: string;
  level: number;
}

export function palettePieces(module: VassalModule): ImportPiece[] {
  return module.pieces.map((p, k) => {
    const e = expandPiece(p.type, p.state, module.prototypes);
    return { ...e, id: p.gpid || `slot${k}`, name: e.name || p.entry, level: 0 };
  });
}

/**
 * Saved pieces located on the game map. A piece on another map of the module is off the grid (its
 * map named); a piece on a map the module lacks is refused.
 */
export function locatePieces(
  module: VassalModule,
  saved: SavedPiece[],
  gameMap: string,
  lattice: MapLattice,
  label: string,
): ImportPiece[] {
  const mapName = (id: string) => module.maps.find((m) => m.name === id || m.fallbackId === id)?.name;
  const missing = saved.find((p) => p.map !== null && mapName(p.map) === undefined);
  if (missing)
    throw new Error(
      `${label}: piece "${expandPiece(missing.type, missing.state, module.prototypes).name}" stands on map "${missing.map}", which the module does not have (its maps: ${module.maps.map((m) => `"${m.name}"`).join(', ')})`,
    );
  return saved
    .filter((p) => p.map !== null)
    .map((p) => {
      const e = expandPiece(p.type, p.state, module.prototypes);
      const map = mapName(p.map!)!;
      const base = { ...e, id: p.id, map, stack: p.stack, level: p.level };
      if (map !== gameMap) return { ...base, offGrid: map };
      const hex = lattice.hexAt(p.x, p.y);
      if (hex) return { ...base, hex };
      const where = lattice.offGridName(p.x, p.y);
      return { ...base, offGrid: where ? `${map}: ${where}` : `${map} (${p.x}, ${p.y})` };
    });
}
