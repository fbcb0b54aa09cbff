import type { MovementGraph } from './movement-graph.js';
import { PathSearch } from './path-search.js';
import type { SearchOptions } from './search-options.js';
import { ReachIndex } from './reach-replay.js';

/**
 * Runs one of a determination's searches, named by a slot that is unique within the determination
 * ("limited:ger"), and gives the search to read its answers from, valid until the next call.
 */
export type SearchRunner = (slot: string, o: SearchOptions) => PathSearch;

/** Every search on one PathSearch, as a determination runs them without a drag. */
export function plainRunner(search: PathSearch): SearchRunner {
  return (_slot, o) => search.run(o);
}

interface Recorded {
  options: SearchOptions;
  search: PathSearch;
}

/** A determination's runner, and which search answered each of its runs while that search still holds the answer. */
export interface Replay {
  run: SearchRunner;
  /** the search that answered the run given these very options, or undefined once it has run again */
  answered(o: SearchOptions): PathSearch | undefined;
  /** the search that answered the slot, if asked the same (sameOptions) and it still holds the answer */
  answeredLike(slot: string, o: SearchOptions): PathSearch | undefined;
  /**
   * For each hex, 1 when the slot's search reaches it: what a caller reads of a search that asks
   * only that (an unbounded search a drag may answer without running it again, reach-replay.ts)
   */
  reachedOf(slot: string, o: SearchOptions, hexes: readonly number[]): Uint8Array;
}

/** How many times each search has run through a RecordedSearches: an answer holds while the count stays. */
const runCount = new WeakMap<PathSearch, number>();
function counted(search: PathSearch, o: SearchOptions): PathSearch {
  search.run(o);
  runCount.set(search, (runCount.get(search) ?? 0) + 1);
  return search;
}

/**
 * Which run of a drag's search holds its answers now (undefined for a search no drag ran): what is
 * read from a search may be kept while this stays the same, for the search has not run since.
 */
export function runStamp(search: PathSearch): number | undefined {
  return runCount.get(search);
}

/**
 * A drag's searches of the campaign as it stands, each kept on a PathSearch of its own, and replayed
 * for a plan: a search is run again only when its options differ (other sources, targets, bound …)
 * or the plan changes a hex it read: a hex it settled, or one next to a hex it settled (each move
 * out of a settled hex reads the conditions of the hex it enters). Elsewhere a search reads nothing
 * the plan changes, and Dijkstra with the same input gives the same costs, sources and paths.
 * A search run again for a plan runs on a search of its slot's own, so that the plan's paths can
 * be read from it on request until the slot runs for another plan.
 */
export class RecordedSearches {
  private readonly runs = new Map<string, Recorded>();
  private readonly planSearches = new Map<string, PathSearch>();
  private readonly reach = new Map<string, ReachIndex>();

  constructor(private readonly graph: MovementGraph) {}

  /** The runner of the campaign as it stands: each slot run once, on a search kept for the drag. */
  recorder(): Replay {
    const record = (slot: string, o: SearchOptions) => {
      if (this.runs.has(slot)) throw new Error(`search slot "${slot}" ran twice in one determination`);
      const search = counted(new PathSearch(this.graph), o);
      this.runs.set(slot, { options: copyOptions(o), search });
      return search;
    };
    // a search asked only what it reaches is indexed for the plans now, at the drag's first
    // hover, not at the first plan that reads it
    return this.answering(record, (slot, o, hexes) => {
      const search = record(slot, o);
      if (unboundedReach(o)) this.reach.set(slot, new ReachIndex(search, this.runs.get(slot)!.options, hexes));
      return Uint8Array.from(hexes, (h) => (h >= 0 && search.reached(h) ? 1 : 0));
    });
  }

  /** Is the reading of the map of any recorded search of these slots changed by these hexes (`changed[i]` 1)? */
  anyTouched(changed: Uint8Array, changedList: readonly number[], slots: (slot: string) => boolean): boolean {
    for (const [slot, r] of this.runs) if (slots(slot) && touched(r.search, changed, changedList)) return true;
    return false;
  }

  /**
   * The runner for a plan: the overlay's flags and the extra costs it is given differ from the
   * recorded ones only in hexes marked in `changed` (listed in `changedList`). A recorded search
   * whose options are the same and that read none of them is answered as recorded; any other is
   * run again.
   */
  replayer(changed: Uint8Array, changedList: readonly number[]): Replay {
    return this.answering(
      (slot, o) => {
        const r = this.runs.get(slot);
        if (r && sameOptions(r.options, o) && !touched(r.search, changed, changedList)) return r.search;
        let search = this.planSearches.get(slot);
        if (!search) this.planSearches.set(slot, (search = new PathSearch(this.graph)));
        return counted(search, o);
      },
      (slot, o, hexes) => {
        const r = this.runs.get(slot);
        // unbounded, untargeted and asked the same but for the overlay: read from its run as it was
        if (!r || !unboundedReach(o) || !sameOptions(r.options, o)) return undefined;
        let index = this.reach.get(slot);
        if (!index) this.reach.set(slot, (index = new ReachIndex(r.search, r.options, hexes)));
        return index.reached(o, changed, changedList, hexes);
      },
    );
  }

  /** The runner with the answers it gave, each valid while its search has not run again. */
  private answering(
    run: SearchRunner,
    reachedAs?: (slot: string, o: SearchOptions, hexes: readonly number[]) => Uint8Array | undefined,
  ): Replay {
    const byOptions = new Map<SearchOptions, { search: PathSearch; count: number }>();
    const bySlot = new Map<string, { options: SearchOptions; search: PathSearch; count: number }>();
    const valid = (a: { search: PathSearch; count: number } | undefined) =>
      a && runCount.get(a.search) === a.count ? a.search : undefined;
    return {
      run: (slot, o) => {
        const search = run(slot, o);
        const count = runCount.get(search)!;
        byOptions.set(o, { search, count });
        bySlot.set(slot, { options: o, search, count });
        return search;
      },
      answered: (o) => valid(byOptions.get(o)),
      answeredLike: (slot, o) => {
        const a = bySlot.get(slot);
        const same =
          a && a.options.overlay === o.overlay && a.options.extraCost === o.extraCost && sameOptions(a.options, o);
        return same ? valid(a) : undefined;
      },
      reachedOf: (slot, o, hexes) => {
        const known = reachedAs?.(slot, o, hexes);
        if (known) return known;
        const search = run(slot, o);
        return Uint8Array.from(hexes, (h) => (h >= 0 && search.reached(h) ? 1 : 0));
      },
    };
  }
}

/** A search with no bound and no target, read only for what it reaches (reach-replay.ts). */
function unboundedReach(o: SearchOptions): boolean {
  return o.maxMP === undefined && !o.targets && o.target === undefined;
}

/** Did the search settle one of the hexes, or a hex next to one (and so read its conditions)? */
function touched(search: PathSearch, changed: Uint8Array, list: readonly number[]): boolean {
  const nb = search.graph.grid.neighbours;
  for (const c of list) {
    if (!changed[c]) continue;
    if (search.reached(c)) return true;
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * c + d]!;
      if (j >= 0 && search.reached(j)) return true;
    }
  }
  return false;
}

/** The options as they were asked: the lists copied, so a caller reusing its arrays changes nothing kept. */
function copyOptions(o: SearchOptions): SearchOptions {
  return {
    ...o,
    sources: Int32Array.from(o.sources),
    ...(o.targets ? { targets: o.targets.map((t) => ({ ...t })) } : {}),
  };
}

/**
 * The same search but for the overlay's flags and extra costs (compared hex by hex through the
 * changed hexes): the same sources in the same order (the order decides ties), targets, bound,
 * mobility, weather, direction and costs.
 */
function sameOptions(a: SearchOptions, b: SearchOptions): boolean {
  if (
    a.mobility !== b.mobility ||
    a.maxMP !== b.maxMP ||
    a.weather !== b.weather ||
    (a.zocBlocks ?? false) !== (b.zocBlocks ?? false) ||
    (a.direction ?? 'from-sources') !== (b.direction ?? 'from-sources') ||
    (a.target ?? -1) !== (b.target ?? -1) ||
    (a.adjacentOk ?? false) !== (b.adjacentOk ?? false) ||
    (a.reducedOnly ?? false) !== (b.reducedOnly ?? false) ||
    (a.variant ?? 'normal') !== (b.variant ?? 'normal') ||
    !a.overlay !== !b.overlay ||
    !a.extraCost !== !b.extraCost ||
    a.sources.length !== b.sources.length ||
    !a.targets !== !b.targets
  )
    return false;
  for (let k = 0; k < a.sources.length; k++) if (a.sources[k] !== b.sources[k]) return false;
  if (a.targets && b.targets) {
    if (a.targets.length !== b.targets.length) return false;
    for (let k = 0; k < a.targets.length; k++) {
      const x = a.targets[k]!;
      const y = b.targets[k]!;
      if (x.hex !== y.hex || x.adjacentOk !== y.adjacentOk || x.below !== y.below) return false;
    }
  }
  return true;
}
