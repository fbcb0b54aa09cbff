import type { DumpView, UnitView } from '../../shared/api.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { MapGeometry } from './map-geometry.js';

/**
 * What the map draws, prepared once per map (terrain, hexsides, routes) or per state change
 * (units and dumps by hex), so that a frame only walks the hexes in view.
 */
export interface StaticLayers {
  terrainOf: Uint8Array;
  terrainColors: string[];
  hexsides: Array<{ a: number; b: number; color: string }>;
  routes: Array<{ hexes: Int32Array; color: string; kind: string }>;
  sources: Array<{ hex: number; color: string }>;
}

export interface PieceLayers {
  unitsByHex: Map<number, UnitView[]>;
  dumpsByHex: Map<number, DumpView[]>;
  sideColor: Map<string, string>;
}

export function buildStaticLayers(game: GameDefinition, geom: MapGeometry): StaticLayers {
  const g = geom.grid;
  const codeIndex = new Map(game.terrain.map((t, k) => [t.code, k]));
  const terrainOf = new Uint8Array(g.size);
  game.map.hexes.forEach((line, row) => {
    for (let col = 0; col < line.length; col++) {
      const i = g.indexAt(col, row);
      if (i >= 0) terrainOf[i] = codeIndex.get(line[col]!) ?? 0;
    }
  });
  const featureColor = new Map(game.hexsideFeatures.map((f) => [f.id, f.color]));
  const routeType = new Map(game.routeTypes.map((r) => [r.id, r]));
  const sideColor = new Map(game.sides.map((s) => [s.id, s.color]));
  return {
    terrainOf,
    terrainColors: game.terrain.map((t) => t.color),
    hexsides: game.hexsides.map((h) => ({
      a: g.indexOf(h.a),
      b: g.indexOf(h.b),
      color: featureColor.get(h.feature) ?? '#3a78c2',
    })),
    routes: game.routes.map((r) => ({
      hexes: Int32Array.from(r.hexes.map((h) => g.indexOf(h))),
      color: routeType.get(r.type)?.color ?? '#000000',
      kind: routeType.get(r.type)?.kind ?? 'road',
    })),
    sources: game.supplySources.map((s) => ({ hex: g.indexOf(s.hex), color: sideColor.get(s.side) ?? '#000000' })),
  };
}

/** Pieces grouped by the dense index of their hex, in their given order (stacking order). */
function byHex<T extends { hex: string }>(geom: MapGeometry, pieces: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const p of pieces) {
    const i = geom.grid.indexOf(p.hex);
    const list = out.get(i);
    if (list) list.push(p);
    else out.set(i, [p]);
  }
  return out;
}

export function buildPieceLayers(
  game: GameDefinition,
  geom: MapGeometry,
  units: UnitView[],
  dumps: DumpView[],
): PieceLayers {
  return {
    unitsByHex: byHex(geom, units),
    dumpsByHex: byHex(geom, dumps),
    sideColor: new Map(game.sides.map((s) => [s.id, s.color])),
  };
}
