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
 * One pass over each run's settled hexes, in the order they settled (a hex after the hex it was
 * entered from), read from the searches' typed arrays: a drag's plan runs a search again and wants
 * the few units whose answer it changes, and this costs less than asking it of every unit of the
 * side. The marks may hold more hexes than differ (another path of the same cost to the same
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
  const b = before.answers();
  const a = after.answers();
  for (let k = 0; k < a.count; k++) {
    const h = a.order[k]!;
    if (mark[h]) continue;
    const kb = b.key[h]!;
    const dir = a.parent[h]!;
    if (
      kb < b.base ||
      kb > b.maxKey ||
      kb - b.base !== a.key[h]! - a.base ||
      dir !== b.parent[h] ||
      (dir === NO_PARENT ? rootDiffers(h) : mark[nb[6 * h + ((dir + 3) % 6)]!] === 1)
    ) {
      mark[h] = 1;
      list.push(h);
    }
  }
  for (let k = 0; k < b.count; k++) {
    const h = b.order[k]!;
    if (mark[h]) continue;
    const ka = a.key[h]!;
    if (ka < a.base || ka > a.maxKey) ((mark[h] = 1), list.push(h));
  }
}
