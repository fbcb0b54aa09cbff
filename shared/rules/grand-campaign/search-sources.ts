import type { PathSearch } from '../../hex/path-search.js';
import { runStamp } from '../../hex/search-replay.js';

/** A search's sources by hex as far as read, with the run they were read from. */
interface Kept {
  /** runStamp of the run read, undefined for a search no drag ran (read again at every ask) */
  stamp: number | undefined;
  /** which reading of the search a hex's source in `src` belongs to: `reading` when known */
  known: Uint32Array;
  src: Int32Array;
  reading: number;
  /** the hexes of a line walked back and not yet known */
  walk: number[];
}

const kept = new WeakMap<PathSearch, Kept>();

/**
 * The source that reached a hex the search settled (GC 16.A: the supplier a unit's line is traced
 * from), as PathSearch.sourceOf gives it, each hex's learnt once a run: a line is walked back only
 * to the first hex whose source is known, and every hex walked learns it. Asking sourceOf of each
 * unit walked each whole line back to its source: a side's thousands of units, each some twenty
 * hexes from its HQ, made that the larger part of a hover's verdicts; a pass over every settled
 * hex did more than the units need. A drag's kept search (search-replay.ts) is read once a run,
 * not once a hover; any other is read again at each call. Valid for hexes the search reached,
 * until it runs again.
 */
export function sourcesOf(search: PathSearch): (hex: number) => number {
  const stamp = runStamp(search);
  let k = kept.get(search);
  if (!k) {
    const size = search.graph.grid.size;
    kept.set(search, (k = { stamp, known: new Uint32Array(size), src: new Int32Array(size), reading: 0, walk: [] }));
  }
  if (k.reading === 0 || stamp === undefined || k.stamp !== stamp) {
    k.stamp = stamp;
    k.reading += 1;
    if (k.reading === 0xffffffff) (k.known.fill(0), (k.reading = 1));
  }
  const { known, src, walk } = k;
  const reading = k.reading;
  return (hex) => {
    if (known[hex] === reading) return src[hex]!;
    let h = hex;
    walk.length = 0;
    for (let p = search.parentOf(h); p >= 0 && known[h] !== reading; p = search.parentOf(h)) {
      walk.push(h);
      h = p;
    }
    const s = known[h] === reading ? src[h]! : h;
    known[h] = reading;
    src[h] = s;
    for (const w of walk) ((known[w] = reading), (src[w] = s));
    return s;
  };
}
