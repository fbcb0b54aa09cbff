import { pathTo } from '../../hex/path-explain.js';
import { PathSearch } from '../../hex/path-search.js';
import { ENEMY_UNIT, SearchOverlay } from '../../hex/search-overlay.js';
import type { CampaignState } from '../../model/campaign-schema.js';
import type { RulesContext } from '../ruleset.js';
import type { GcSupply } from './determine-supply.js';
import { enemyZocStrength, SLP } from './supply-lines.js';

/** GC 16.H: a LOC is at most three times the overland HQ range in the weather (21 SLP in clear). */
export const LOC_TIMES_HQ_RANGE = 3;

/** A pocket is searched out to this many hexes at most; beyond, it is only the isolated units' hexes. */
const POCKET_LIMIT = 2000;

export interface Isolation {
  /** the longest LOC, in SLP */
  limit: number;
  /** each unit of the side: its LOC in SLP and the hexes it runs through, or isolated */
  units: Map<string, { isolated: boolean; slp: number; path: string[] }>;
  /** the isolated units' pockets: hexes joined by hexes free of enemy units and enemy ZOC */
  pockets: Array<{ hexes: string[]; units: string[] }>;
}

/**
 * GC 16.G, 16.H: a unit is isolated when no line of communication reaches it: traced as an
 * overland supply route from the closest hex in general supply, at most three times the HQ range
 * in SLP. Every hex of enemy ZOC on it adds the game's enemy-ZOC cost, with no screening by
 * friendly units; a hex held by a friendly unit in enemy ZOC also adds the lowest "+# MP" marker
 * there. Enemy units block it; a hex with a friendly unit never does.
 */
export function gcIsolation(ctx: RulesContext, state: CampaignState, side: string, supply: GcSupply): Isolation {
  const { grid, graph } = ctx;
  const limit = LOC_TIMES_HQ_RANGE * supply.ranges.hq;
  const zoc = enemyZocStrength(ctx.game, grid, state, side);
  const overlay = SearchOverlay.empty(grid);
  const lowestMarker = new Map<number, number>();
  const friendlyHere = new Uint8Array(grid.size);
  for (const u of state.units) {
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    if (u.side !== side) {
      overlay.mark(i, ENEMY_UNIT);
      continue;
    }
    friendlyHere[i] = 1;
    if (u.plusMp !== undefined) lowestMarker.set(i, Math.min(lowestMarker.get(i) ?? Infinity, u.plusMp));
  }
  const scale = graph.costScale;
  const extra = new Uint16Array(grid.size);
  for (let i = 0; i < grid.size; i++) {
    if (!zoc[i]) continue;
    extra[i] = Math.round(supply.ranges.enemyZoc * scale) + (friendlyHere[i] ? Math.round((lowestMarker.get(i) ?? 0) * scale) : 0);
  }
  const sources: number[] = [];
  for (let i = 0; i < grid.size; i++) if (supply.general[i]) sources.push(i);
  const search = new PathSearch(graph);
  search.run({ sources, mobility: SLP, weather: supply.weather, maxMP: limit, overlay, extraCost: extra, direction: 'from-sources' });

  const units = new Map<string, { isolated: boolean; slp: number; path: string[] }>();
  const isolatedHexes: number[] = [];
  for (const u of state.units) {
    if (u.side !== side) continue;
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    if (search.reached(i)) units.set(u.id, { isolated: false, slp: search.costMP(i), path: pathTo(search, i).map((p) => p.hex) });
    else {
      units.set(u.id, { isolated: true, slp: -1, path: [] });
      isolatedHexes.push(i);
    }
  }
  return { limit, units, pockets: pockets(ctx, state, side, isolatedHexes, (i) => search.reached(i), zoc, friendlyHere, overlay) };
}

function pockets(ctx: RulesContext, state: CampaignState, side: string, starts: number[], reached: (i: number) => boolean, zoc: Uint8Array, friendlyHere: Uint8Array, overlay: SearchOverlay): Isolation['pockets'] {
  const { grid } = ctx;
  const pocketOf = new Int32Array(grid.size).fill(-1);
  const out: Isolation['pockets'] = [];
  for (const start of starts) {
    if (pocketOf[start]! >= 0) continue;
    const k = out.length;
    const hexes = [start];
    pocketOf[start] = k;
    for (let q = 0; q < hexes.length && hexes.length < POCKET_LIMIT; q++) {
      const h = hexes[q]!;
      for (let d = 0; d < 6; d++) {
        const j = grid.neighbours[6 * h + d]!;
        if (j < 0 || pocketOf[j]! >= 0 || reached(j) || overlay.flags[j]! & ENEMY_UNIT) continue;
        if (zoc[j] && !friendlyHere[j]) continue;
        pocketOf[j] = k;
        hexes.push(j);
      }
    }
    const region = hexes.length < POCKET_LIMIT ? hexes : hexes.filter((i) => friendlyHere[i]);
    out.push({ hexes: region.map((i) => grid.printedId(i)), units: [] });
  }
  for (const u of state.units) {
    if (u.side !== side) continue;
    const i = grid.indexOf(u.hex);
    if (i >= 0 && pocketOf[i]! >= 0) out[pocketOf[i]!]!.units.push(u.id);
  }
  return out;
}
