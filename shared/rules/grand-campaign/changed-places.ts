import type { PathSearch } from '../../hex/path-search.js';
import { markDiffering, samePrefix, type MarkedHexes } from '../../hex/search-diff.js';
import { runStamp } from '../../hex/search-replay.js';
import { sameLineRun, sameSuppliers, type LineRun } from './line-runs.js';
import type { SideUnits } from './side-units.js';

/** A standing judgement's units by hex, and each judged unit's nation by its rank in SideUnits.byNation. */
interface StandingPlaces {
  at: Map<number, number[]>;
  /** by place: the rank of its nation among byNation's, -1 for a unit needing no supply */
  nation: Int32Array;
  /** map-sized marks of the hexes whose answer a plan changes, cleared after each plan */
  marks: MarkedHexes;
}
const standing = new WeakMap<SideUnits, StandingPlaces>();

function standingPlaces(grid: { size: number }, roster: SideUnits): StandingPlaces {
  let s = standing.get(roster);
  if (s) return s;
  const at = new Map<number, number[]>();
  roster.hexes.forEach((i, k) => {
    const list = at.get(i);
    if (list) list.push(k);
    else at.set(i, [k]);
  });
  const nation = new Int32Array(roster.units.length).fill(-1);
  let rank = 0;
  for (const mine of roster.byNation.values()) {
    for (const k of mine) nation[k] = rank;
    rank++;
  }
  standing.set(roster, (s = { at, nation, marks: { mark: new Uint8Array(grid.size), list: [] } }));
  return s;
}

/**
 * The places of a side's units whose supply a drag's plan may change (GC 16.A, 16.A.6): the units
 * it sets down elsewhere, and those standing where a search run again for the plan answers
 * otherwise (search-diff.ts). Every other unit keeps what it had, found by the same search as it
 * was: a hover judges the few units its move can reach, not each of the side's thousands.
 */
export class ChangedPlaces {
  private readonly index: StandingPlaces;
  /** a search no longer comparable with the one as the campaign stands: every unit may change */
  private every = false;
  /** the places judged again (their verdict or special supply made anew) */
  readonly judged: number[] = [];
  /**
   * the places of the units moved and of every unit (any nation, judged or not) standing where a
   * search compared so far answered otherwise: the hexes in general supply (16.H) change only there
   */
  readonly near: number[];
  /** some search compared was not comparable: every place is near */
  nearAll = false;
  /** the hexes where a search compared so far answered otherwise (each search's, so some twice) */
  readonly nearHexes: number[] = [];

  constructor(
    grid: { size: number },
    /** the side's units as the campaign stands, and with the plan made (aligned: side-units.ts) */
    private readonly was: SideUnits,
    private readonly now: SideUnits,
    /** the places whose unit the plan moved */
    private readonly moved: readonly number[],
    /** the hexes whose supply-line flags the plan changes (what-if-drag.ts), or null: not known */
    private readonly read: readonly number[] | null = null,
  ) {
    this.index = standingPlaces(grid, was);
    this.near = moved.slice();
  }

  /**
   * Marks the hexes where `after`, the plan's run of a search, answers otherwise than `before`, the
   * run as the campaign stands (null: not comparable); `rootDiffers`: a source hex now another
   * supplier's. The same search (replayed as it was) marks nothing.
   */
  compare(
    before: PathSearch | null,
    after: PathSearch,
    rootDiffers: (hex: number) => boolean = () => false,
    /** a supply-line search (no target, no extra cost) whose sources name the same suppliers: its runs may begin alike */
    lines = false,
  ): void {
    if (before === null) this.every = true;
    else {
      const from = lines && this.read ? samePrefix(before, after, this.read) : 0;
      markDiffering(before, after, rootDiffers, this.index.marks, from);
    }
  }

  /**
   * The places among `among` (a nation's judged places, by its rank; all judged places: -1) that
   * the plan moved or that stand where the searches compared answer otherwise.
   */
  places(among: readonly number[], rank = -1): number[] {
    if (this.every) return among.slice();
    const { nation, marks } = this.index;
    const out: number[] = [];
    const ofIt = (k: number) => (rank < 0 ? nation[k]! >= 0 : nation[k] === rank);
    for (const k of this.moved) if (ofIt(k)) out.push(k);
    for (const k of this.placesAt(marks.list)) if (ofIt(k)) out.push(k);
    return out;
  }

  /**
   * Compares a plan's run of a supply-line search with the run as the campaign stands (none the
   * same, or one no longer holding its run: every place changes); a source hex another
   * supplier's now differs with every hex reached from it.
   */
  compareRuns(was: LineRun | undefined, now: LineRun): void {
    if (sameLineRun(was, now)) return;
    const comparable = was && now.stamp !== undefined && runStamp(was.search) === was.stamp;
    this.compare(
      comparable ? was.search : null,
      now.search,
      (h) => now.byHex.get(h) !== was!.byHex.get(h),
      comparable && sameSuppliers(was.suppliers, now.suppliers),
    );
  }

  /** The places of a nation (places()) judged again, listed in `judged`; the searches compared forgotten. */
  take(among: readonly number[], rank: number): number[] {
    const out = this.places(among, rank);
    for (const k of out) this.judged.push(k);
    this.clear();
    return out;
  }

  /** The places of the units the plan did not move standing in these hexes. */
  placesAt(hexes: Iterable<number>): number[] {
    const out: number[] = [];
    for (const i of hexes)
      for (const k of this.index.at.get(i) ?? []) if (this.now.units[k] === this.was.units[k]) out.push(k);
    return out;
  }

  /** The places of the units the plan did not move standing where the searches compared answer otherwise; forgets those searches. */
  marked(): number[] {
    const out = this.placesAt(this.index.marks.list);
    this.clear();
    return out;
  }

  /** Forgets the searches compared, for the next ones; the places near them are kept in `near`. */
  clear(): void {
    const { mark, list } = this.index.marks;
    if (this.every) this.nearAll = true;
    else for (const k of this.placesAt(list)) this.near.push(k);
    for (const i of list) {
      mark[i] = 0;
      this.nearHexes.push(i);
    }
    list.length = 0;
    this.every = false;
  }
}
