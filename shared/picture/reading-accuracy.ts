import type { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from '../model/game-schema.js';

/**
 * How a game read from pictures compares with a known game (the `--reference` of the CLI and the
 * benchmark): the share of hexes whose terrain is right, and per hexside feature and route type how
 * many of the true ones were found (recall) and how many of those found are true (precision).
 * Only hexes in `read` count, and only hexsides with both hexes in it.
 */
export interface FeatureAccuracy {
  readonly feature: string;
  readonly truth: number;
  readonly found: number;
  readonly proposed: number;
  readonly recall: number;
  readonly precision: number;
}

export interface ReadingAccuracy {
  readonly hexes: number;
  readonly terrainAccuracy: number;
  readonly features: FeatureAccuracy[];
  /** pooled over every feature and route type */
  readonly recall: number;
  readonly precision: number;
}

/** Every hexside carrying each feature or route type, as "a:b" keys of dense indices (a < b). */
function hexsideSets(game: GameDefinition, grid: HexGrid, read: Uint8Array): Map<string, Set<string>> {
  const sets = new Map<string, Set<string>>();
  const put = (feature: string, x: string, y: string) => {
    const a = grid.indexOf(x);
    const b = grid.indexOf(y);
    if (a < 0 || b < 0 || !read[a] || !read[b] || grid.directionTo(a, b) < 0) return;
    const s = sets.get(feature) ?? new Set<string>();
    s.add(a < b ? `${a}:${b}` : `${b}:${a}`);
    sets.set(feature, s);
  };
  for (const h of game.hexsides) put(h.feature, h.a, h.b);
  for (const r of game.routes) for (let k = 1; k < r.hexes.length; k++) put(r.type, r.hexes[k - 1]!, r.hexes[k]!);
  return sets;
}

export function readingAccuracy(
  result: GameDefinition,
  reference: GameDefinition,
  grid: HexGrid,
  read: Uint8Array,
): ReadingAccuracy {
  let hexes = 0;
  let right = 0;
  const code = (g: GameDefinition, i: number) => {
    const c = g.map.hexes[grid.row(i)]?.[grid.col(i)];
    return g.terrain.find((t) => t.code === c)?.id;
  };
  for (let i = 0; i < grid.size; i++) {
    if (!read[i]) continue;
    hexes++;
    if (code(result, i) === code(reference, i)) right++;
  }
  const truth = hexsideSets(reference, grid, read);
  const got = hexsideSets(result, grid, read);
  const ids = [...new Set([...truth.keys(), ...got.keys()])].sort();
  let t = 0;
  let g = 0;
  let f = 0;
  const features = ids.map((feature) => {
    const ts = truth.get(feature) ?? new Set<string>();
    const gs = got.get(feature) ?? new Set<string>();
    const found = [...gs].filter((k) => ts.has(k)).length;
    t += ts.size;
    g += gs.size;
    f += found;
    return {
      feature,
      truth: ts.size,
      found,
      proposed: gs.size,
      recall: ts.size ? found / ts.size : 1,
      precision: gs.size ? found / gs.size : 1,
    };
  });
  return {
    hexes,
    terrainAccuracy: hexes ? right / hexes : 1,
    features,
    recall: t ? f / t : 1,
    precision: g ? f / g : 1,
  };
}
