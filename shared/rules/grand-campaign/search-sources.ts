import type { PathSearch } from '../../hex/path-search.js';
import { runStamp } from '../../hex/search-replay.js';

/** A search's sources by hex, with the run they were read from. */
interface Kept {
  /** runStamp of the run read, undefined for a search no drag ran (read again at every ask) */
  stamp: number | undefined;
  src: Int32Array;
}

const kept = new WeakMap<PathSearch, Kept>();

/**
 * The source that reached each hex the search settled (GC 16.A: the supplier a unit's line is
 * traced from), as PathSearch.sourceOf gives it, for every settled hex at once: a pass over the
 * settled hexes in the order they were settled, each taking its parent's source (settled before
 * it). Asking sourceOf of each unit walked each line back to its source: a side's thousands of
 * units, each some twenty hexes from its HQ, made that the larger part of a hover's verdicts.
 * Valid for hexes the search reached, until it runs again; a drag's kept search (search-replay.ts)
 * is read once a run, not once a hover. The array is the search's own: read it, do not keep it.
 */
export function sourcesOf(search: PathSearch): Int32Array {
  const stamp = runStamp(search);
  let k = kept.get(search);
  if (k && stamp !== undefined && k.stamp === stamp) return k.src;
  if (!k) kept.set(search, (k = { stamp, src: new Int32Array(search.graph.grid.size) }));
  k.stamp = stamp;
  const src = k.src;
  for (let n = 0; n < search.reachedCount; n++) {
    const h = search.reachedAt(n);
    const p = search.parentOf(h);
    src[h] = p < 0 ? h : src[p]!;
  }
  return src;
}
