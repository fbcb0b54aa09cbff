import { mpText } from '../../hex/mp-text.js';
import { pathHexes } from '../../hex/path-explain.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { GcUnit } from './state.js';
import type { GcStatus, GcSupply, GcVerdict } from './supply-verdicts.js';
import { Reasons } from './verdict-words.js';

const NO_PATH: string[] = [];

/**
 * The verdicts of a side's judgement (GC 16.A) as they are made, by the unit's place: each with the
 * search its line was found by, its path where the judgement prints paths, and its words shared
 * as far as they read alike. A drag's plan (`like`: the judgement as the campaign stands) gives a
 * unit that did not move and is judged the same its very verdict: a hover makes no object for it.
 */
export class VerdictMaker {
  readonly verdicts: Array<GcVerdict | undefined>;
  /** by the verdict's place, the search in `searches` its supply line was found by (-1: none) */
  readonly lineSearch: Int32Array;
  /**
   * the suppliers' Reasons by their words: a drag's plans share the standing judgement's, so a
   * verdict that reads the same is the same string, made once a drag, not once a plan
   */
  readonly reasons: Map<string, Reasons>;
  /** the search whose answers the verdicts made now read, and its place in `searches` */
  private search: PathSearch | undefined;
  private searchIndex = -1;
  // the units of a stack share their path, read once a hex and search (a side's 20,000 units stand
  // in some 7,200 hexes)
  private readonly pathAt = new Map<number, string[]>();
  private pathSearch = -1;
  // a cost's words ("3 1/2"), once per cost: a side's thousands of lines have a few dozen costs
  private readonly costWords = new Map<number, string>();

  constructor(
    private readonly units: readonly GcUnit[],
    private readonly withPaths: boolean,
    private readonly like: GcSupply | undefined,
    /**
     * a drag's plan that judges again only the units it may change (changed-places.ts): every
     * other verdict, and the search it was found by, is the one it had
     */
    fromLike = false,
  ) {
    if (fromLike && like) {
      this.verdicts = like.verdicts.slice();
      this.lineSearch = like.lineSearch.slice();
    } else {
      this.verdicts = units.map(() => undefined);
      this.lineSearch = new Int32Array(units.length).fill(-1);
    }
    this.reasons = like?.reasons ?? new Map<string, Reasons>();
  }

  /** A plan's places judged again (changed-places.ts): their verdicts as the campaign stands set aside. */
  reopen(places: number[]): number[] {
    for (const k of places) {
      this.verdicts[k] = undefined;
      this.lineSearch[k] = -1;
    }
    return places;
  }

  /** The verdicts made from now on read this search, the judgement's searches[index]. */
  use(search: PathSearch, index: number): void {
    this.search = search;
    this.searchIndex = index;
  }

  /** The verdict of the unit at place k; `at`: the hex its line was found at by the last search. */
  make(k: number, status: GcStatus, via: string | null, reason: string, at = -1): GcVerdict {
    const u = this.units[k]!;
    if (at >= 0) this.lineSearch[k] = this.searchIndex;
    const path = at >= 0 && this.withPaths ? this.pathFrom(at) : NO_PATH;
    const was = this.unmoved(k) ? this.like!.verdicts[k] : undefined;
    if (
      was &&
      path === NO_PATH &&
      was.path === NO_PATH &&
      was.status === status &&
      was.via === via &&
      was.reason === reason
    )
      return was;
    return { id: u.id, name: u.name, hex: u.hex, status, via, reason, path };
  }

  /** Is the unit at place k the very one it was as the campaign stands (a drag's plan did not move it)? */
  unmoved(k: number): boolean {
    return this.like !== undefined && this.like.units[k] === this.units[k];
  }

  /** The verdict of the unit at place k as the campaign stands (a drag's plan). */
  was(k: number): GcVerdict | undefined {
    return this.like?.verdicts[k];
  }

  /** The unit at place k keeps the verdict it had, found by the last search as it was then. */
  keep(k: number): void {
    this.verdicts[k] = this.like!.verdicts[k];
    this.lineSearch[k] = this.searchIndex;
  }

  /** A supplier's Reasons: its words after the cost, shared by every verdict that reads them. */
  reasonsFor(words: string): Reasons {
    let r = this.reasons.get(words);
    if (r === undefined) this.reasons.set(words, (r = new Reasons(words)));
    return r;
  }

  costText = (mp: number): string => {
    let t = this.costWords.get(mp);
    if (t === undefined) this.costWords.set(mp, (t = mpText(mp)));
    return t;
  };

  private pathFrom(at: number): string[] {
    if (this.pathSearch !== this.searchIndex) {
      this.pathAt.clear();
      this.pathSearch = this.searchIndex;
    }
    let p = this.pathAt.get(at);
    if (p === undefined) this.pathAt.set(at, (p = pathHexes(this.search!, at)));
    return p;
  }
}
