import type { PathSearch } from '../../hex/path-search.js';
import { runStamp } from '../../hex/search-replay.js';

/**
 * One search of a judgement's supply lines (GC 16.A.3, 16.A.4) as its verdicts read it: the search
 * and which of its runs, and the suppliers the verdicts name by the hex each line reached.
 */
export interface LineRun {
  search: PathSearch;
  /** runStamp of the run read: undefined for a search no drag ran */
  stamp: number | undefined;
  /** the suppliers by hex and label, in the order the verdicts take them */
  suppliers: string;
}

export function lineRun(search: PathSearch, suppliers: ReadonlyArray<{ index: number; label: string }>): LineRun {
  return { search, stamp: runStamp(search), suppliers: suppliers.map((s) => `${s.index} ${s.label}`).join('\n') };
}

/**
 * Does `now` answer as `was` did? A drag's search replayed as it was (search-replay.ts: the plan
 * changes nothing it read) is the very search, in the same run; with the same suppliers, a unit
 * that did not move has the verdict it had, and the hexes the search reached are the same.
 */
export function sameLineRun(was: LineRun | undefined, now: LineRun): boolean {
  return (
    was !== undefined &&
    now.stamp !== undefined &&
    was.search === now.search &&
    was.stamp === now.stamp &&
    was.suppliers === now.suppliers
  );
}
