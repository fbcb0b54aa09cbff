import { blockedFailure, pathHexes } from '../../hex/path-explain.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import { SearchTree } from '../../hex/search-tree.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { mpText } from '../../hex/mp-text.js';
import { SLP } from './supply-lines.js';
import { runStamp } from '../../hex/search-replay.js';
import { ExplainBounds } from './explain-bounds.js';
import type { HexGrid } from '../../hex/hex-grid.js';

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
  /** bounded: a drag's what-if gives its map, and the search stops once it can answer (explain-bounds.ts) */
  o: { weather: string; limited: number; overlay: SearchOverlay; paths: boolean; bounded?: HexGrid },
): OutOfSupplyWhy[] {
  // no unit to explain: an unbounded search with no target would settle the whole map for nothing
  if (!units.length) return [];
  const at = new Map<number, TriedSupplier>();
  for (const s of suppliers) if (!at.has(s.index)) at.set(s.index, s);
  const run = typeof searcher === 'function' ? searcher : (o: SearchOptions) => searcher.run(o);
  const sources = [...at.keys()];
  const bounds = o.bounded ? new ExplainBounds(o.bounded, o.overlay.flags, sources, units) : undefined;
  const search = run({
    sources,
    mobility: SLP,
    weather: o.weather,
    overlay: o.overlay,
    zocBlocks: true,
    direction: 'to-sources',
    targets: bounds?.targets ?? units.map((hex) => ({ hex, adjacentOk: false })),
  });
  const memo = kept(search, suppliers, units, o);
  if (memo?.ask.whys) return memo.ask.whys;
  const grid = search.graph.grid;
  // the tree (a pass over the whole map) only where the bounds do not answer
  const tree = () => {
    const t = memo?.run.tree ?? new SearchTree(search);
    if (memo) memo.run.tree = t;
    return t;
  };
  const whys = units.map((i, n) => {
    if (search.reached(i)) {
      const s = at.get(search.sourceOf(i))!;
      return {
        words: `the nearest supplier tried, ${s.label}, is ${mpText(search.costMP(i))} SLP away by the cheapest line, beyond the limited supply line of ${o.limited} SLP in ${o.weather} weather`,
        path: o.paths ? pathHexes(search, i) : [],
      };
    }
    const best = bounds?.nearest(search, n) ?? tree().nearestReached(i);
    if (best < 0) return { words: 'no supply line leaves any supplier', path: [] };
    const s = at.get(search.sourceOf(best))!;
    const f = blockedFailure(search, i, best, false);
    return {
      words: `the line from the nearest supplier tried, ${s.label}, stops at ${grid.printedId(best)} (${mpText(search.costMP(best))} SLP): ${f.reason}`,
      path: o.paths ? pathHexes(search, best) : [],
    };
  });
  if (memo) memo.ask.whys = whys;
  return whys;
}

/** What was read from one run of a drag's search: its tree, and the answers to each ask. */
interface ReadFromRun {
  stamp: number;
  tree?: SearchTree;
  asks: Ask[];
}
interface Ask {
  key: string;
  suppliers: TriedSupplier[];
  units: number[];
  whys?: OutOfSupplyWhy[];
}
const readFrom = new WeakMap<PathSearch, ReadFromRun>();

/**
 * A drag replays the search of the lines tried for each plan that cannot change it: its tree (whose
 * nearest-hex pass walks the whole map) and its answers for the same units and suppliers are those
 * read before, for they are read from the same run. Outside a drag (a search no drag ran), nothing.
 */
function kept(
  search: PathSearch,
  suppliers: readonly TriedSupplier[],
  units: readonly number[],
  o: { weather: string; limited: number; paths: boolean },
): { run: ReadFromRun; ask: Ask } | undefined {
  const stamp = runStamp(search);
  if (stamp === undefined) return undefined;
  let run = readFrom.get(search);
  if (!run || run.stamp !== stamp) readFrom.set(search, (run = { stamp, asks: [] }));
  const key = `${o.paths}|${o.limited}|${o.weather}`;
  let ask = run.asks.find(
    (a) =>
      a.key === key &&
      a.units.length === units.length &&
      a.units.every((u, k) => u === units[k]) &&
      a.suppliers.length === suppliers.length &&
      a.suppliers.every((s, k) => s.index === suppliers[k]!.index && s.label === suppliers[k]!.label),
  );
  if (!ask) {
    ask = { key, suppliers: suppliers.map((s) => ({ index: s.index, label: s.label })), units: [...units] };
    // a judgement asks twice (without paths, then with them for the rows shown): a few asks kept
    if (run.asks.length >= 4) run.asks.shift();
    run.asks.push(ask);
  }
  return { run, ask };
}
