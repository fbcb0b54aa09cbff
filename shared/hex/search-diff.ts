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
  const from = list.length;
  for (let k = 0; k < countA; k++) {
    const h = orderA[k]!;
    const kb = keyB[h]!;
    const dir = parentA[h]!;
    if (kb < baseB || kb > maxB || kb - baseB !== keyA[h]! - baseA || dir !== parentB[h]) add(h);
    else if (dir === NO_PARENT && rootDiffers(h)) add(h);
  }
  for (let k = 0; k < countB; k++) {
    const h = orderB[k]!;
    const ka = keyA[h]!;
    if (ka < baseA || ka > maxA) add(h);
  }
  // and the hexes the plan's run reaches through one of them (their source may differ): the
  // marked hexes' subtrees, walked from each to the neighbours it was the parent of
  for (let q = from; q < list.length; q++) {
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
