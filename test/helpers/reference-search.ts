import { HexGrid } from '../../shared/hex/hex-grid.js';
import { CLOSED, ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC } from '../../shared/hex/search-overlay.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';

/**
 * The obviously correct search the fast one is checked against: costs read straight from the
 * game definition for each move (no precomputed tables), and Dijkstra by scanning every hex for
 * the cheapest unvisited one. Slow, short, and written from the rules, not from the fast code.
 */
export function moveCostMP(game: GameDefinition, grid: HexGrid, mobility: string, from: number, to: number): number {
  const a = grid.printedId(from);
  const b = grid.printedId(to);
  const code = game.map.hexes[grid.row(to)]![grid.col(to)]!;
  const terrain = game.terrain.find((t) => t.code === code)!.cost[mobility];
  const sideFeature = game.hexsides.find((h) => (h.a === a && h.b === b) || (h.a === b && h.b === a));
  const sideCost = sideFeature
    ? (game.hexsideFeatures.find((f) => f.id === sideFeature.feature)!.cost[mobility] ?? 0)
    : 0;
  let best = Infinity;
  if (terrain !== undefined && terrain !== 'P' && sideCost !== 'P') best = terrain + sideCost;
  for (const r of game.routes) {
    let along = false;
    for (let k = 1; k < r.hexes.length; k++) {
      if ((r.hexes[k - 1] === a && r.hexes[k] === b) || (r.hexes[k - 1] === b && r.hexes[k] === a)) along = true;
    }
    if (!along) continue;
    const type = game.routeTypes.find((t) => t.id === r.type)!;
    const rc = type.cost[mobility];
    if (rc === undefined || rc === 'P') continue;
    if (type.bridges) best = Math.min(best, rc);
    else if (sideCost !== 'P') best = Math.min(best, rc + sideCost);
  }
  return best;
}

export interface ReferenceOptions {
  sources: number[];
  mobility: string;
  maxMP?: number;
  flags?: Uint8Array;
  zocBlocks: boolean;
  direction: 'from-sources' | 'to-sources';
}

/** MP from the sources to every hex (or back to them), Infinity where unreachable. */
export function referenceCosts(game: GameDefinition, o: ReferenceOptions): number[] {
  const grid = new HexGrid(game.map);
  const n = grid.size;
  const dist = new Array<number>(n).fill(Infinity);
  const visited = new Array<boolean>(n).fill(false);
  for (const s of o.sources) if (grid.exists[s]) dist[s] = 0;
  const flag = (i: number) => o.flags?.[i] ?? 0;
  const blocks = ENEMY_UNIT | ENEMY_CONTROLLED | CLOSED | (o.zocBlocks ? ENEMY_ZOC : 0);
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!visited[i] && dist[i]! < Infinity && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0) break;
    visited[u] = true;
    if (o.zocBlocks && flag(u) & ENEMY_ZOC) continue;
    for (let d = 0; d < 6; d++) {
      const v = grid.neighbours[6 * u + d]!;
      if (v < 0 || flag(v) & blocks) continue;
      const c =
        o.direction === 'from-sources'
          ? moveCostMP(game, grid, o.mobility, u, v)
          : moveCostMP(game, grid, o.mobility, v, u);
      const nd = dist[u]! + c;
      if (nd <= (o.maxMP ?? Infinity) && nd < dist[v]!) dist[v] = nd;
    }
  }
  return dist;
}
