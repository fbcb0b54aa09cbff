import type { PathSearch } from '../../hex/path-search.js';
import { limitedFromForeignHq } from './hq-supply-rules.js';
import { sourcesOf } from './search-sources.js';
import { byHex, type Supplier } from './suppliers.js';
import type { SupplyLineRanges } from './supply-lines.js';
import type { VerdictMaker } from './verdict-maker.js';
import type { Reasons } from './verdict-words.js';

/** One nation's units as its supply lines are read (GC 16.F: its own sources and HQs serve it in full). */
export interface NationLines {
  maker: VerdictMaker;
  /** the places of the nation's units needing supply, and every unit's hex by its place */
  mine: readonly number[];
  hexes: readonly number[];
  ranges: SupplyLineRanges;
  weather: string;
  /** why a supplier serves the nation in full (16.F, 16.F.2: hq-supply-rules.ts fullSupplyGround) */
  fullGround: (s: Supplier) => string;
  nationName: (nation: string | undefined) => string;
}

/**
 * GC 16.A.3: the units within the HQ range (`withinUnits`, in cost units) of a supplier that may
 * supply them in full, by the search from those suppliers.
 */
export function fullVerdicts(
  o: NationLines,
  search: PathSearch,
  full: readonly Supplier[],
  /** where an unmoved unit keeps the verdict it had (line-runs.ts standsAt), or null */
  stands: ((hex: number) => boolean) | null,
  withinUnits: number,
): void {
  const { maker, ranges, weather } = o;
  const at = byHex(full);
  const sourceAt = sourcesOf(search);
  // the words after the cost are the same for every unit a supplier serves: built once a
  // supplier, and each cost's reason once (a side's thousands of units share a few thousand)
  const words = new Map<Supplier, Reasons>();
  for (const k of o.mine) {
    const i = o.hexes[k]!;
    if (stands && maker.unmoved(k) && stands(i)) {
      // the same answer at the same hex with the same suppliers: the verdict it had
      if (maker.was(k)!.status === 'full') maker.keep(k);
      continue;
    }
    if (!search.reached(i) || search.costUnits(i) > withinUnits) continue;
    const s = at.get(sourceAt(i))!;
    let w = words.get(s);
    if (w === undefined) {
      w = maker.reasonsFor(
        ` SLP from ${s.label}, ${o.fullGround(s)}, within the HQ range of ${ranges.hq} SLP in ${weather} weather (GC 16.A.3, 16.F)`,
      );
      words.set(s, w);
    }
    maker.verdicts[k] = maker.make(k, 'full', s.label, w.at(search.costMP(i), maker.costText), i);
  }
}

/**
 * GC 16.A.4, 16.F.2: the units not in full supply within a limited supply line of any supplier,
 * by the limited search; from another nation's HQ within HQ range, limited all the same.
 */
export function limitedVerdicts(
  o: NationLines,
  search: PathSearch,
  limited: readonly Supplier[],
  stands: ((hex: number) => boolean) | null,
): void {
  const { maker, ranges, weather } = o;
  const at = byHex(limited);
  const sourceAt = sourcesOf(search);
  // as above, a supplier's words once: those of another nation's HQ within HQ range, and the rest
  const limitedWords = new Map<Supplier, Reasons>();
  const foreignWords = new Map<Supplier, Reasons>();
  for (const k of o.mine) {
    if (maker.verdicts[k]) continue;
    const i = o.hexes[k]!;
    // the same answer at the same hex: limited as it was, or out as it was; a unit in full supply
    // as the campaign stands and not now is judged here
    const was = stands && maker.unmoved(k) && stands(i) ? maker.was(k)!.status : undefined;
    if (was === 'limited') maker.keep(k);
    if (was === 'limited' || was === 'out') continue;
    if (!search.reached(i)) continue;
    const s = at.get(sourceAt(i))!;
    const cost = search.costMP(i);
    const foreign = limitedFromForeignHq(s.hq, cost, ranges.hq);
    const cache = foreign ? foreignWords : limitedWords;
    let w = cache.get(s);
    if (w === undefined) {
      w = maker.reasonsFor(
        foreign
          ? ` SLP from ${s.label}, an HQ of ${o.nationName(s.hq!.nation)}: a unit traces only limited supply from another nation's HQ (GC 16.F.2)`
          : ` SLP from ${s.label}: beyond the full supply range of ${ranges.hq} SLP, within a limited supply line of ${ranges.limited} SLP in ${weather} weather (GC 16.A.4)`,
      );
      cache.set(s, w);
    }
    maker.verdicts[k] = maker.make(k, 'limited', s.label, w.at(cost, maker.costText), i);
  }
}
