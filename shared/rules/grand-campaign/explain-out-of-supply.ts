import { blockedFailure, pathHexes } from '../../hex/path-explain.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import { SearchTree } from '../../hex/search-tree.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { mpText } from '../../hex/mp-text.js';
import { SLP } from './supply-lines.js';

/** The search of the lines tried among a judgement's searches (search-replay.ts). */
export const TRIED_SLOT = 'explain';

/** A national supply source or an HQ in general supply, at its hex. */
export interface TriedSupplier {
  index: number;
  label: string;
}

/** Why one unit is out of supply, checkable by eye, and the line to draw on the map. */
export interface OutOfSupplyWhy {
  words: string;
  path: string[];
}

/**
 * GC 16.A.2, 16.A.4: why units are out of supply, the way a referee checks by hand: the cheapest
 * supply line from any national source or HQ in general supply (the nearest supplier tried), either
 * longer than the limited supply line ("9 SLP, the limited range is 6 SLP in mud") or stopped at a
 * hex, and why (an enemy unit, an enemy ZOC, terrain a supply line may not cross). One unbounded
 * search for all the units, stopping once each is settled; the hex where a blocked line ends is
 * the reached hex nearest the unit. `units` are hex indices; the answers come in their order.
 */
export function explainOutOfSupply(
  /** a search to run, or (a drag's what-if) how to run it: the search to read comes back */
  searcher: PathSearch | ((o: SearchOptions) => PathSearch),
  suppliers: readonly TriedSupplier[],
  units: readonly number[],
  o: { weather: string; limited: number; overlay: SearchOverlay; paths: boolean },
): OutOfSupplyWhy[] {
  const at = new Map<number, TriedSupplier>();
  for (const s of suppliers) if (!at.has(s.index)) at.set(s.index, s);
  const run = typeof searcher === 'function' ? searcher : (o: SearchOptions) => searcher.run(o);
  const search = run({
    sources: [...at.keys()],
    mobility: SLP,
    weather: o.weather,
    overlay: o.overlay,
    zocBlocks: true,
    direction: 'to-sources',
    targets: units.map((hex) => ({ hex, adjacentOk: false })),
  });
  const grid = search.graph.grid;
  const tree = new SearchTree(search);
  return units.map((i) => {
    if (search.reached(i)) {
      const s = at.get(search.sourceOf(i))!;
      return {
        words: `the nearest supplier tried, ${s.label}, is ${mpText(search.costMP(i))} SLP away by the cheapest line, beyond the limited supply line of ${o.limited} SLP in ${o.weather} weather`,
        path: o.paths ? pathHexes(search, i) : [],
      };
    }
    const best = tree.nearestReached(i);
    if (best < 0) return { words: 'no supply line leaves any supplier', path: [] };
    const s = at.get(search.sourceOf(best))!;
    const f = blockedFailure(search, i, best, false);
    return {
      words: `the line from the nearest supplier tried, ${s.label}, stops at ${grid.printedId(best)} (${mpText(search.costMP(best))} SLP): ${f.reason}`,
      path: o.paths ? pathHexes(search, best) : [],
    };
  });
}
