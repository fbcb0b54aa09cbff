import type { RulesContext } from '../../engine/ruleset.js';
import { ENEMY_UNIT, SearchOverlay } from '../../hex/search-overlay.js';
import { reading } from './readings.js';
import type { GcUnit } from './state.js';

/** What a LOC crosses, hex by hex: where enemy units block it, and each hex's extra cost in cost units. */
export interface LocCosts {
  overlay: SearchOverlay;
  extraCost: Uint16Array;
  /** at least the largest extra cost (each LOC search bounds its queue by it, not by a pass over the map) */
  extraCostMax: number;
}

/**
 * GC 16.H: what a LOC crosses: enemy units block it; every hex of enemy ZOC adds the game's
 * enemy-ZOC cost (`enemyZoc` SLP), and a hex held by a friendly unit in enemy ZOC also the lowest
 * "+# MP" marker there.
 */
export function locCosts(
  ctx: RulesContext,
  units: readonly GcUnit[],
  side: string,
  zoc: Uint8Array,
  enemyZoc: number,
): LocCosts {
  const { grid } = ctx;
  const costs = { overlay: SearchOverlay.empty(grid), extraCost: new Uint16Array(grid.size), extraCostMax: 0 };
  const hexes: number[] = [];
  for (let i = 0; i < grid.size; i++) if (zoc[i]) hexes.push(i);
  mark(ctx, costs, units, side, zoc, enemyZoc, hexes);
  return costs;
}

/**
 * A drag's LOC costs with a plan made, for one side: those of the campaign as it stands, worked
 * out again in the hexes whose ZOC or occupation the plan may change, from the units standing near
 * them (all the units in those hexes: what-if-changes.ts). A plan's costs are read only while the
 * plan is answered, so one pair of map-sized arrays serves the whole drag: each plan puts the last
 * plan's hexes back as they stand, then works out its own.
 */
export class PlannedLocCosts {
  private costs: LocCosts | undefined;
  private last: readonly number[] = [];

  constructor(private readonly standing: LocCosts) {}

  /** The costs with the plan made: valid until the next call. */
  plan(
    ctx: RulesContext,
    near: readonly GcUnit[],
    side: string,
    zoc: Uint8Array,
    enemyZoc: number,
    hexes: readonly number[],
    /** 1 in each of `hexes` and nowhere else */
    marked: Uint8Array,
  ): LocCosts {
    const { standing } = this;
    let costs = this.costs;
    if (!costs) {
      costs = { overlay: SearchOverlay.empty(ctx.grid), extraCost: standing.extraCost.slice(), extraCostMax: 0 };
      costs.overlay.flags.set(standing.overlay.flags);
      this.costs = costs;
    } else
      for (const i of this.last) {
        costs.overlay.flags[i] = standing.overlay.flags[i]!;
        costs.extraCost[i] = standing.extraCost[i]!;
      }
    this.last = hexes;
    // the standing largest extra cost still bounds the hexes the plan leaves as they were
    costs.extraCostMax = standing.extraCostMax;
    for (const i of hexes) {
      costs.overlay.flags[i] = 0;
      costs.extraCost[i] = 0;
    }
    mark(ctx, costs, near, side, zoc, enemyZoc, hexes, marked);
    return costs;
  }
}

/** Marks the enemy units among `units` and the extra cost of each of `zocHexes` in enemy ZOC (only in `only`, if given). */
function mark(
  ctx: RulesContext,
  costs: LocCosts,
  units: readonly GcUnit[],
  side: string,
  zoc: Uint8Array,
  enemyZoc: number,
  zocHexes: readonly number[],
  only?: Uint8Array,
): void {
  const { grid, graph } = ctx;
  const lowestMarker = new Map<number, number>();
  const friendlyHere = new Set<number>();
  const unmarkedIsZero = reading(ctx.game, 'loc-unmarked-unit') === 'nothing-added';
  for (const u of units) {
    const i = grid.indexOf(u.hex);
    if (i < 0 || (only && !only[i])) continue;
    if (u.side !== side) {
      costs.overlay.mark(i, ENEMY_UNIT);
      continue;
    }
    friendlyHere.add(i);
    // 16.H: "the lowest numbered +# MP marker": a unit without one counts +0 where the game reads it so
    const marker = u.gc?.plusMp ?? (unmarkedIsZero ? 0 : undefined);
    if (marker !== undefined) lowestMarker.set(i, Math.min(lowestMarker.get(i) ?? Infinity, marker));
  }
  const scale = graph.costScale;
  for (const i of zocHexes) {
    if (!zoc[i]) continue;
    costs.extraCost[i] =
      Math.round(enemyZoc * scale) + (friendlyHere.has(i) ? Math.round((lowestMarker.get(i) ?? 0) * scale) : 0);
    costs.extraCostMax = Math.max(costs.extraCostMax, costs.extraCost[i]!);
  }
}
