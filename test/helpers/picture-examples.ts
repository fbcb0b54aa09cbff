import type { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { FeatureExample } from '../../shared/picture/read-picture.js';

/**
 * Picks example hexes and hexsides from a known game, as a referee would click them: a few hexes
 * of each terrain type spread over the map, and the first links of a few rivers, roads and
 * railroads. Used by the tests and the benchmark to stand in for the referee's clicks; the reading
 * itself never sees the known game.
 */
export function examplesFrom(
  game: GameDefinition,
  grid: HexGrid,
  perTerrain = 3,
  perFeature = 3,
  onSheet?: (i: number) => boolean,
): { terrain: Map<string, string>; features: FeatureExample[] } {
  const terrain = new Map<string, string>();
  for (const t of game.terrain) {
    const hexes: number[] = [];
    for (let i = 0; i < grid.size; i++)
      if (grid.exists[i] && (onSheet?.(i) ?? true) && game.map.hexes[grid.row(i)]![grid.col(i)] === t.code)
        hexes.push(i);
    for (let k = 0; k < Math.min(perTerrain, hexes.length); k++) {
      const i = hexes[Math.floor(((k + 0.5) * hexes.length) / perTerrain)]!;
      terrain.set(grid.printedId(i), t.id);
    }
  }
  const features: FeatureExample[] = [];
  const ok = (a: string, b: string) => (onSheet ? onSheet(grid.indexOf(a)) && onSheet(grid.indexOf(b)) : true);
  for (const f of game.hexsideFeatures) {
    const sides = game.hexsides.filter((h) => h.feature === f.id && ok(h.a, h.b));
    for (let k = 0; k < Math.min(perFeature, sides.length); k++) {
      const h = sides[Math.floor((k * sides.length) / perFeature)]!;
      features.push({ feature: f.id, a: h.a, b: h.b });
    }
  }
  for (const r of game.routeTypes) {
    const links = game.routes
      .filter((x) => x.type === r.id)
      .flatMap((x) => x.hexes.slice(1).map((h, k) => ({ a: x.hexes[k]!, b: h })))
      .filter((l) => ok(l.a, l.b));
    for (let k = 0; k < Math.min(perFeature, links.length); k++) {
      const l = links[Math.floor((k * links.length) / perFeature)]!;
      features.push({ feature: r.id, a: l.a, b: l.b });
    }
  }
  return { terrain, features };
}
