import type { PathSearch } from '../../hex/path-search.js';
import { runStamp } from '../../hex/search-replay.js';
import type { ChangedPlaces } from './changed-places.js';

/**
 * How a drag's what-if found the LOCs of the units outside the general supply area (GC 16.H,
 * loc-asked.ts): one search from the area's edge (and which of its runs), a search from each of a
 * few units' hexes, or none (every unit in the area).
 */
export type LocAnswer = { search: PathSearch; stamp: number | undefined } | { few: readonly number[] } | null;

export function locAnswer(few: ReadonlyMap<number, number> | null, search: PathSearch | null | false): LocAnswer {
  if (few) return { few: [...few.keys()] };
  return search ? { search, stamp: runStamp(search) } : null;
}

/**
 * The places whose LOC a plan may change, given the units it moved and those standing where the
 * hexes in general supply may differ (`changed.near`): a unit in the area both as the campaign
 * stands and with the plan has a LOC of 0 SLP; one outside it in both is asked of both answers,
 * and its LOC differs only where they do. A few units' searches ask of those units' hexes; one
 * search from the area's edge answers otherwise where its run differs (search-diff.ts). Null:
 * every unit's LOC is found again.
 */
export function locChanges(was: LocAnswer, now: LocAnswer, changed: ChangedPlaces): number[] | null {
  if (changed.nearAll) return null;
  const out = changed.near.slice();
  const asked = (a: LocAnswer) => (a && 'few' in a ? a.few : []);
  for (const k of changed.placesAt([...asked(was), ...asked(now)])) out.push(k);
  if (was && now && 'search' in was && 'search' in now) {
    if (was.stamp === undefined || runStamp(was.search) !== was.stamp) return null;
    if (was.search !== now.search || now.stamp !== was.stamp) {
      changed.compare(was.search, now.search);
      for (const k of changed.marked()) out.push(k);
    }
  }
  return out;
}
