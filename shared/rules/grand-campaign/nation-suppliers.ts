import type { GameDefinition } from '../../model/game-schema.js';
import { mayTraceFullSupply, nationsWithArmyHq, type HqKind } from './hq-supply-rules.js';
import type { SideUnits } from './side-units.js';
import type { GcUnit } from './state.js';
import { sourceSupplier, type NationalSource, type Supplier } from './suppliers.js';
import type { SupplyLineRanges } from './supply-lines.js';
import { noSourceWords } from './verdict-words.js';

/** One nation's units needing supply and what they trace supply from (GC 16.A.3, 16.A.4, 16.F). */
export interface NationSuppliers {
  n: string | undefined;
  /** the nation's judged places */
  mine: readonly number[];
  /** its own sources and the HQs in general supply that may supply it in full */
  full: Supplier[];
  /** every supplier for limited supply: its own sources and any HQ in general supply */
  limited: Supplier[];
  /** a drag's what-if, where every supplier may supply in full: the limited search answers both (one-search.ts), run once */
  oneSearch: boolean;
}

/**
 * Each nation's suppliers, nation by nation as the side's units stand (16.F: a unit traces full
 * supply from its own nation's sources and HQs, limited supply from any HQ in general supply), and
 * which searches each runs, in order: a drag's plan whose verdicts are found by the same searches
 * keeps their places in the judgement's list of searches.
 */
export function nationSuppliers(
  game: GameDefinition,
  roster: SideUnits,
  o: {
    working: readonly NationalSource[];
    activeHqs: readonly GcUnit[];
    hqs: readonly GcUnit[];
    hqKind: (hq: GcUnit) => HqKind;
    hqAsSupplier: (hq: GcUnit) => Supplier;
    ranges: SupplyLineRanges;
    /** a drag's what-if runs each search on a search of its own */
    drag: boolean;
  },
): { nations: NationSuppliers[]; searchPlan: string } {
  const withArmyHq = nationsWithArmyHq(o.hqs.map((unit) => ({ unit, kind: o.hqKind(unit) })));
  const nations = [...roster.byNation].map(([n, mine]) => {
    const ownSources = o.working.filter((s) => !s.nation || !n || s.nation === n).map(sourceSupplier);
    const fullFrom = o.activeHqs.filter((h) => mayTraceFullSupply(game, h, o.hqKind(h), n, withArmyHq));
    const full = [...ownSources, ...fullFrom.map(o.hqAsSupplier)];
    const limited = [...ownSources, ...o.activeHqs.map(o.hqAsSupplier)];
    const oneSearch = o.drag && full.length === limited.length && o.ranges.limited >= o.ranges.hq;
    return { n, mine, full, limited, oneSearch };
  });
  const searchPlan = nations
    .map((x) => `${x.full.length ? (x.oneSearch ? 'o' : 'f') : '-'}${x.limited.length && !x.oneSearch ? 'l' : '-'}`)
    .join('');
  return { nations, searchPlan };
}

/** GC 16.A.2: the words of a verdict out of supply, before why. */
export function outOfSupplyWords(
  o: { working: readonly unknown[]; sources: readonly unknown[] },
  side: string,
  ranges: SupplyLineRanges,
  weather: string,
): string {
  return `${
    !o.working.length
      ? noSourceWords(o.sources.length > 0, side)
      : `no supply line of ${ranges.limited} SLP or less in ${weather} weather reaches it from a national supply source or an HQ in general supply, avoiding enemy units and enemy ZOCs`
  } (GC 16.A.2)`;
}
