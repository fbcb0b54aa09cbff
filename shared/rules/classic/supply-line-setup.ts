import type { SearchRunner } from '../../hex/search-replay.js';
import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import type { CampaignState, Unit } from '../../model/campaign-schema.js';
import type { RulesContext, SupplyReport } from '../../engine/ruleset.js';
import { exertsZoc, negatesZoc, zocMap, type ZocOptions } from '../../engine/zoc-rules.js';
import { barsSupplyLine } from './supply-rules.js';

/**
 * What every CL supply line search starts from, German road trace or Soviet Leader line alike:
 * what no line passes (the overlay), where lines end (the side's supply sources still open) and
 * the verdict each unit is given. Kept apart so that the two sides' traces share one reading of them.
 */

/** CL ZOC by default: supply never affects it (Effects 5), any friendly unit negates it for supply. */
export const CL_ZOC: ZocOptions = { outOfSupplyHasNone: false, negatedBy: 'any-units' };

export type Verdict = SupplyReport['units'][number];

/** A supply source of the side, at its index on the grid. */
export type Source = { hex: string; index: number; name?: string | undefined };

/** What a side's traces share: the searches' runner, the overlay, the sources open, each unit's mobility. */
export interface SupplyLineSearch {
  ctx: RulesContext;
  run: SearchRunner;
  overlay: SearchOverlay;
  sources: Source[];
  mobilityOf: (u: Unit) => string;
}

/** A unit's verdict: its status, what it traces to, why, and the line's hexes. */
export function unitVerdict(u: Unit, status: string, via: string | null, reason: string, path: string[] = []): Verdict {
  return { id: u.id, name: u.name, hex: u.hex, status, via, reason, path };
}

/**
 * The side's supply sources on the map: those a line may end at, and those enemy units or
 * enemy-controlled hexes shut (German case 1, Soviet case 1), with the reason shown.
 */
export function sideSources(ctx: RulesContext, side: string, overlay: SearchOverlay) {
  const { game, grid } = ctx;
  const blocked = (i: number) => barsSupplyLine(overlay.flags[i]!);
  const sources = game.supplySources.filter((s) => s.side === side).map((s) => ({ ...s, index: grid.indexOf(s.hex) }));
  const working: Source[] = sources.filter((s) => s.index >= 0 && !blocked(s.index));
  const inactive = sources
    .filter((s) => s.index >= 0 && blocked(s.index))
    .map((s) => ({
      hex: s.hex,
      label: s.name ?? `supply source ${s.hex}`,
      reason: `an enemy unit or enemy-controlled hex at ${s.hex}`,
    }));
  return { working, inactive };
}

/**
 * What no CL supply line passes (German case 1, Soviet case 1): enemy units, and enemy ZOC that no
 * friendly unit negates.
 */
export function classicOverlay(ctx: RulesContext, state: CampaignState, side: string): SearchOverlay {
  const { game, grid } = ctx;
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const overlay = SearchOverlay.empty(grid);
  const negated = new Uint8Array(grid.size);
  const zoc: number[] = [];
  for (const u of state.units) {
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    const combat = types.get(u.type)?.combat ?? false;
    if (u.side === side) {
      // "Friendly units do negate Enemy Zones of Control" (German case 1, Soviet case 1; game.zoc.negatedBy)
      if (negatesZoc(game, combat, CL_ZOC)) negated[i] = 1;
    } else {
      overlay.mark(i, ENEMY_UNIT);
      if (exertsZoc(game, u, combat, CL_ZOC)) zoc.push(i);
    }
  }
  // Effects case 5: supply never affects ZOC, so out-of-supply enemies still exert theirs
  const zocHexes = zocMap(game, grid, ctx.graph, zoc, negated);
  for (let h = 0; h < grid.size; h++) if (zocHexes.zoc[h]) overlay.mark(h, ENEMY_ZOC);
  return overlay;
}
