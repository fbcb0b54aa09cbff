import { KEY_TOP } from './settle.js';

/** One hex a search is asked to reach: itself, or (adjacentOk, OCS 12.3c) any hex next to it. */
export interface SearchTarget {
  hex: number;
  adjacentOk: boolean;
  /**
   * cost units: a reach costing this much or more is of no use to the caller (it holds an answer
   * as good already), so the target is met once every cheaper hex is settled
   */
  below?: number | undefined;
}

/** What a target still waits for: its own hex, or its own hex or a neighbour. */
const NEEDS_HEX = 1;
const NEEDS_HEX_OR_NEIGHBOUR = 2;
/** No cost bound: above every cost a search reaches. */
export const NO_CAP = KEY_TOP;

/**
 * The targets of one multi-target search (PathSearch.run's `targets`): the search stops once every
 * target is met, for answers that read only what was settled by then are the same as an
 * unbounded search's — hexes settle in cost order, and a settled hex's cost and parent never
 * change. `watch` marks each hex whose settling may meet a target (the settle loop's one test);
 * `met` is called for those hexes only, `passed` when the costs settled reach `nextCap`. The
 * arrays are kept from run to run and cleared of their own marks, so a 100-row page costs its
 * targets, not a clear of the map.
 */
export class SearchTargets {
  readonly watch: Uint8Array;
  /** the lowest `below` of the targets not met yet, or NO_CAP */
  nextCap = NO_CAP;
  /** where the last run stopped: the settled hex that met the last target (or -1), and the cost then */
  stopHex = -1;
  stopCost = -1;
  private readonly needs: Uint8Array;
  private readonly cap: Int32Array;
  private marked: number[] = [];
  /** hexes with a cost bound, by rising bound; `capped[k]` for k >= next are still to pass */
  private capped: number[] = [];
  private next = 0;
  private left = 0;

  constructor(
    size: number,
    private readonly nb: Int32Array,
  ) {
    this.watch = new Uint8Array(size);
    this.needs = new Uint8Array(size);
    this.cap = new Int32Array(size);
  }

  /** Arms the targets of a new run (clearing the last run's); false when there are none. */
  arm(targets: ReadonlyArray<SearchTarget>): boolean {
    this.clear();
    for (const t of targets) {
      if (t.hex < 0) continue;
      const want = t.adjacentOk ? NEEDS_HEX_OR_NEIGHBOUR : NEEDS_HEX;
      const below = t.below ?? NO_CAP;
      const had = this.needs[t.hex]!;
      if (!had) {
        this.left++;
        this.marked.push(t.hex);
        this.cap[t.hex] = below;
        this.needs[t.hex] = want;
      } else {
        // a hex asked for twice waits for the stricter ask: stopping later never changes an answer
        this.cap[t.hex] = Math.max(this.cap[t.hex]!, below);
        if (want === NEEDS_HEX) this.needs[t.hex] = NEEDS_HEX;
      }
      this.watch[t.hex] = 1;
      if (want === NEEDS_HEX_OR_NEIGHBOUR) this.watchAround(t.hex);
    }
    for (const h of this.marked) if (this.needs[h] && this.cap[h]! < NO_CAP) this.capped.push(h);
    this.capped.sort((a, b) => this.cap[a]! - this.cap[b]!);
    this.nextCap = this.capped.length ? this.cap[this.capped[0]!]! : NO_CAP;
    return this.left > 0;
  }

  /** Hex u was settled: meets the targets it covers. True when no target is left. */
  met(u: number, cost: number): boolean {
    if (this.needs[u]) this.meet(u);
    for (let d = 0; d < 6; d++) {
      const t = this.nb[6 * u + d]!;
      if (t >= 0 && this.needs[t] === NEEDS_HEX_OR_NEIGHBOUR) this.meet(t);
    }
    if (this.left > 0) return false;
    this.stopHex = u;
    this.stopCost = cost;
    return true;
  }

  /** Every hex cheaper than `cost` is settled: meets the targets bounded at or below it. True when none is left. */
  passed(cost: number): boolean {
    while (this.next < this.capped.length && this.cap[this.capped[this.next]!]! <= cost) {
      const h = this.capped[this.next++]!;
      if (this.needs[h]) this.meet(h);
    }
    this.nextCap = this.next < this.capped.length ? this.cap[this.capped[this.next]!]! : NO_CAP;
    if (this.left > 0) return false;
    this.stopCost = cost;
    return true;
  }

  private meet(t: number): void {
    this.needs[t] = 0;
    this.left--;
  }

  private watchAround(h: number): void {
    for (let d = 0; d < 6; d++) {
      const n = this.nb[6 * h + d]!;
      if (n >= 0 && !this.watch[n]) {
        this.watch[n] = 1;
        this.marked.push(n);
      }
    }
  }

  private clear(): void {
    for (const h of this.marked) {
      this.watch[h] = 0;
      this.needs[h] = 0;
    }
    this.marked = [];
    this.capped = [];
    this.next = 0;
    this.left = 0;
    this.stopHex = -1;
    this.stopCost = -1;
  }
}
