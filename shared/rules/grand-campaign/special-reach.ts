import { PathSearch } from '../../hex/path-search.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { supplyOverlay } from './supply-overlay.js';
import { SLP, supplyLineRanges, weatherOf } from './supply-lines.js';

/**
 * GC 16.A.6: where SP at a hex reach as a special supply source: the special supply range in
 * SLP, in the turn's weather, on lines free of enemy units and of enemy ZOC no friendly unit holds.
 * Resupply (17.D.2), combat supply (19.A.1.a), exploitation and Offensive Chits (19.A.2) ask it.
 */
export function specialReach(
  ctx: RulesContext,
  state: GcState,
  side: string,
  hex: string,
  overlay: SearchOverlay = supplyOverlay(ctx, state, side),
): { range: number; reaches: (hex: string) => boolean; outOfReach: (hex: string) => string } {
  const weather = weatherOf(ctx.game, state.clock.turn);
  const range = supplyLineRanges(ctx.game, weather).special;
  const run = (zocBlocks: boolean) =>
    new PathSearch(ctx.graph).run({
      sources: [ctx.grid.indexOf(hex)],
      mobility: SLP,
      weather,
      maxMP: range,
      overlay,
      zocBlocks,
      direction: 'to-sources',
    });
  const search = run(true);
  const reaches = (h: string) => search.reached(ctx.grid.indexOf(h));
  /** why a hex is not reached: an enemy ZOC in the way, or the distance (searched again only when asked) */
  const outOfReach = (h: string) =>
    run(false).reached(ctx.grid.indexOf(h))
      ? `within ${range} SLP of ${hex} only through enemy ZOC no friendly unit holds, which blocks a special supply line (GC 16.A.6)`
      : `beyond the special supply range of ${range} SLP from ${hex} in ${weather} weather`;
  return { range, reaches, outOfReach };
}
