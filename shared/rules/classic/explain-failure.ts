import { blockedFailure, pathHexes, rangeFailure } from '../../hex/path-explain.js';
import type { CostVariant } from '../../hex/movement-graph.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import { SearchTree } from '../../hex/search-tree.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';

export interface ClassicFailure {
  /** "needs 23 hexes, the limit is 20 hexes, stopped at 2104" or "enemy ZOC at 0905, stopped at 0805" */
  text: string;
  /** the cheapest line tried, from the unit (or where it stopped) towards the source */
  path: string[];
}

/**
 * Why units have no CL supply line, as a referee checks it: the cheapest line of any length from
 * the sources and where it failed — beyond the limit (and where the limit ran out), or blocked by
 * an enemy unit, an enemy-controlled hex or impassable terrain. One unbounded search for all the
 * units (search-tree.ts), never one per unit. `limit(source)` is the limit of the line from that
 * source (a Leader's rating, or the game's hexes or MP); `hexes` says the line is counted in hexes.
 */
export function explainClassicFailures(
  /** runs the search and gives it back to read (a drag's what-if may answer it as it was) */
  runSearch: (o: SearchOptions) => PathSearch,
  run: { sources: number[]; mobility: string; overlay: SearchOverlay; variant: CostVariant },
  targets: Array<{ id: string; hex: number }>,
  limit: (source: number) => number,
  limitName: string,
  hexes: boolean,
): Map<string, ClassicFailure> {
  const out = new Map<string, ClassicFailure>();
  if (!run.sources.length || !targets.length) return out;
  const search = runSearch({ ...run, zocBlocks: true, direction: 'to-sources' });
  const tree = new SearchTree(search);
  const scale = search.graph.costScale;
  const unit = (s: string) => (hexes ? s.replace(/ MP\b/g, ' hexes') : s);
  for (const t of targets) {
    let failure;
    let end = t.hex;
    if (search.reached(t.hex)) {
      const max = limit(search.sourceOf(t.hex));
      if (search.costUnits(t.hex) <= Math.floor(max * scale + 1e-9)) continue;
      failure = rangeFailure(search, t.hex, max, limitName, false);
    } else {
      end = tree.nearestReached(t.hex);
      if (end < 0) continue;
      failure = blockedFailure(search, t.hex, end, false);
    }
    out.set(t.id, {
      text: `${unit(failure.reason)}${failure.stoppedAt ? `, stopped at ${failure.stoppedAt}` : ''}`,
      path: pathHexes(search, end),
    });
  }
  return out;
}
