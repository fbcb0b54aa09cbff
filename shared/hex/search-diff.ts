import { NO_PARENT, type PathSearch } from './path-search.js';

/** Hexes marked in a map-sized array, and listed: a caller clears the marks of the list when done. */
export interface MarkedHexes {
  mark: Uint8Array;
  list: number[];
}

/**
 * Marks (in `into`) every hex whose answer differs between two runs of a search on the same map:
 * reached by one and not the other, at another cost, entered from another hex, or reached through
 * a hex that differs. Where none of these differ, the hex has the same cost and the same path back
 * to the same source in both. `rootDiffers`: a source hex now another supplier's though the hex is
 * the same (an HQ moved in where another stood), marked with every hex reached from it.
 *
 * One pass over each run's settled hexes, read from the searches' typed arrays, then a walk down
 * the plan's run from the hexes found: a drag's plan runs a search again and wants the few units
 * whose answer it changes, and this costs less than asking it of every unit of the side. The marks may hold more hexes than differ (another path of the same cost to the same
 * source, or a hex marked before), never fewer.
 */
export function markDiffering(
  before: PathSearch,
  after: PathSearch,
  rootDiffers: (hex: number) => boolean,
  into: MarkedHexes,
  /** the runs settled their first `from` hexes alike (samePrefix): the pass starts after them */
  from = 0,
): void {
  const { mark, list } = into;
  const nb = after.graph.grid.neighbours;
  const { key: keyA, parent: parentA, base: baseA, maxKey: maxA, order: orderA, count: countA } = after.answers();
  const { key: keyB, parent: parentB, base: baseB, maxKey: maxB, order: orderB, count: countB } = before.answers();
  const add = (h: number) => {
    if (mark[h] === 0) {
      mark[h] = 1;
      list.push(h);
    }
  };
  // the hexes that differ themselves: reach, cost or the move they were entered by
  const first = list.length;
  for (let k = from; k < countA; k++) {
    const h = orderA[k]!;
    const kb = keyB[h]!;
    const dir = parentA[h]!;
    if (kb < baseB || kb > maxB || kb - baseB !== keyA[h]! - baseA || dir !== parentB[h]) add(h);
    else if (dir === NO_PARENT && rootDiffers(h)) add(h);
  }
  for (let k = from; k < countB; k++) {
    const h = orderB[k]!;
    const ka = keyA[h]!;
    if (ka < baseA || ka > maxA) add(h);
  }
  // and the hexes the plan's run reaches through one of them (their source may differ): the
  // marked hexes' subtrees, walked from each to the neighbours it was the parent of
  for (let q = first; q < list.length; q++) {
    const h = list[q]!;
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * h + d]!;
      if (j < 0 || mark[j] !== 0) continue;
      const kj = keyA[j]!;
      // j entered from h: by the move in direction d
      if (kj >= baseA && kj <= maxA && parentA[j] === d) add(j);
    }
  }
}

/** Each recorded run's hexes by the place they settled in, made at the first ask, with the run they index. */
const places = new WeakMap<PathSearch, { count: number; key: Int32Array; base: number; at: Int32Array }>();

/**
 * How many hexes two runs of a search settled alike, in the same order, at the same costs from
 * the same parents: the runs asked the same of the same map (sources in order, bound, weather and
 * costs; the caller knows neither has targets or extra costs) but for the overlay's flags in
 * `changed` hexes. Both pop the same hexes until one pops a
 * hex in `changed` or next to one (the first to read a changed flag, on leaving or entering it):
 * every hex settled before it was reached by the moves of hexes settled before it, which read
 * nothing the plan changed. 0 where the runs asked otherwise.
 */
export function samePrefix(before: PathSearch, after: PathSearch, changed: readonly number[]): number {
  const a = before.last;
  const b = after.last;
  if (
    a.mobility !== b.mobility ||
    a.direction !== b.direction ||
    a.zocBlocks !== b.zocBlocks ||
    a.maxUnits !== b.maxUnits ||
    a.target !== -1 ||
    b.target !== -1 ||
    a.sources.length !== b.sources.length
  )
    return 0;
  for (let k = 0; k < a.sources.length; k++) if (a.sources[k] !== b.sources[k]) return 0;
  const run = before.answers();
  let p = places.get(before);
  if (!p || p.count !== run.count || p.key !== run.key || p.base !== run.base) {
    const at = new Int32Array(before.graph.grid.size);
    for (let k = 0; k < run.count; k++) at[run.order[k]!] = k;
    places.set(before, (p = { count: run.count, key: run.key, base: run.base, at }));
  }
  const nb = before.graph.grid.neighbours;
  let first = run.count;
  for (const c of changed)
    for (let d = -1; d < 6; d++) {
      const h = d < 0 ? c : nb[6 * c + d]!;
      if (h >= 0 && before.reached(h) && p.at[h]! < first) first = p.at[h]!;
    }
  return first;
}
