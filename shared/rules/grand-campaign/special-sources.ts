import type { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { sourcesOf } from './search-sources.js';
import { SLP, weatherOf, type SupplyLineRanges } from './supply-lines.js';

/** GC 16.A.6: SP of the side in a depot or on a unit are a special supply source for units within special range. */
export function markSpecialSources(
  ctx: RulesContext,
  state: GcState,
  side: string,
  ranges: SupplyLineRanges,
  overlay: SearchOverlay,
  /** runs the search and gives it back to read (a drag's what-if may answer it as it was) */
  run: (o: SearchOptions) => PathSearch,
  /** the judged units' places */
  judged: readonly number[],
  /** each unit's hex, by its place */
  hexes: readonly number[],
  /** each unit's SP dump in range, by its place */
  special: Array<string | null>,
): void {
  const { grid } = ctx;
  // the hexes holding SP, named by their hex as the referee finds them on the map
  const dumpAt = new Map<number, string>();
  for (const d of state.dumps) {
    if (d.side !== side || d.amount <= 0 || d.resource) continue;
    const i = grid.indexOf(d.hex);
    if (i >= 0 && !dumpAt.has(i)) dumpAt.set(i, d.hex);
  }
  if (!dumpAt.size || !judged.length) return;
  const search = run({
    sources: [...dumpAt.keys()],
    mobility: SLP,
    weather: weatherOf(ctx.game, state.clock.turn),
    maxMP: ranges.special,
    overlay,
    zocBlocks: true,
    direction: 'to-sources',
  });
  const src = sourcesOf(search);
  for (let j = 0; j < judged.length; j++) {
    const k = judged[j]!;
    if (search.reached(hexes[k]!)) special[k] = dumpAt.get(src(hexes[k]!))!;
  }
}
