import type { PathSearch } from '../../hex/path-search.js';
import { runStamp } from '../../hex/search-replay.js';
import { sourcesOf } from './search-sources.js';

/**
 * One search of a judgement's supply lines (GC 16.A.3, 16.A.4) as its verdicts read it: the search
 * and which of its runs, and the suppliers the verdicts name by the hex each line reached.
 */
type LineSupplier = { index: number; label: string; hq: { id: string } | null };

export interface LineRun {
  search: PathSearch;
  /** runStamp of the run read: undefined for a search no drag ran */
  stamp: number | undefined;
  /** the suppliers, in the order the verdicts take them */
  suppliers: readonly LineSupplier[];
  /** the supplier (HQ and label) a line reaching each supplier's hex names (made at the first ask) */
  readonly byHex: ReadonlyMap<number, string>;
}

export function lineRun(search: PathSearch, suppliers: readonly LineSupplier[]): LineRun {
  let byHex: Map<number, string> | undefined;
  return {
    search,
    stamp: runStamp(search),
    suppliers,
    // a plan whose run stands asks nothing of it: made for the runs compared hex by hex
    get byHex() {
      if (!byHex) {
        // the first listed speaks for its hex, as a search reports one source per hex
        byHex = new Map();
        for (const s of suppliers) if (!byHex.has(s.index)) byHex.set(s.index, `${s.hq?.id ?? ''} ${s.label}`);
      }
      return byHex;
    },
  };
}

/** The same suppliers, in the same order: hex, HQ and label. */
export function sameSuppliers(a: readonly LineSupplier[], b: readonly LineSupplier[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x !== y && (x.index !== y.index || x.label !== y.label || x.hq?.id !== y.hq?.id)) return false;
  }
  return true;
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
    sameSuppliers(was.suppliers, now.suppliers)
  );
}

/**
 * Where a unit that did not move has the verdict it had: the hexes where `now` reads as `was` did,
 * reached or not, at the same cost from the same supplier. A search run again for a plan (an enemy
 * ZOC that closes part of it, an HQ moved) mostly reads as it did: its units away from the change
 * keep their verdicts, told by the costs and suppliers at their hexes, not judged again. Null
 * where `was` no longer holds its run.
 */
export function standsAt(was: LineRun | undefined, now: LineRun): ((hex: number) => boolean) | null {
  if (sameLineRun(was, now)) return () => true;
  if (!was || now.stamp === undefined || runStamp(was.search) !== was.stamp) return null;
  const before = was.search;
  const after = now.search;
  const sourceBefore = sourcesOf(before);
  const sourceAfter = sourcesOf(after);
  return (i) => {
    const reached = after.reached(i);
    if (reached !== before.reached(i)) return false;
    if (!reached) return true;
    if (after.costUnits(i) !== before.costUnits(i)) return false;
    const s = sourceAfter(i);
    return s === sourceBefore(i) && now.byHex.get(s) === was.byHex.get(s);
  };
}
