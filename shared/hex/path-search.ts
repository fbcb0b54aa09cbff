import { BucketQueue } from './bucket-queue.js';
import { KEY_TOP, settle, unqueue, type SettleInput, type SettleState } from './settle.js';
import { SearchTargets, type SearchTarget } from './search-targets.js';
import type { MovementGraph } from './movement-graph.js';
import { CLOSED, ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC, type SearchOverlay } from './search-overlay.js';
import type { SearchOptions } from './search-options.js';

export type { SearchOptions } from './search-options.js';

/**
 * Bounded multi-source Dijkstra over the movement graph, with a bucket queue (costs are small
 * integers, see bucket-queue.ts) and typed-array state that is reused from search to search (one
 * key per hex, below every earlier run's keys, tells what this search touched, so a 5-MP search
 * costs only the hexes it reaches, not a clear of the whole map). The loop itself is settle.ts.
 * The answers are valid until the next run on the same PathSearch.
 */
export class PathSearch {
  readonly graph: MovementGraph;
  /**
   * base + cost units for every hex this run touched. Each run takes a base below every key an
   * earlier run wrote, so an untouched hex's old key is always above any cost of this run: one
   * load and compare per edge says "not yet reached this cheaply", with no clearing between runs.
   * A hex closed to the run (settle.ts) holds base - 1: below the run's costs, so no move tests it
   * again, and above the next run's keys, for each run takes its base below it.
   */
  protected readonly key: Int32Array;
  protected base = KEY_TOP;
  /**
   * The direction of the move into each hex (0-5, from its parent), NO_PARENT at a source: one byte
   * a hex where the parent's index took four, for a search writes one per hex it queues.
   */
  protected readonly parent: Uint8Array;
  /** the last run's highest key: a hex was reached (settled) when base <= key <= maxKey */
  protected maxKey = KEY_TOP - 1;
  protected readonly order: Int32Array;
  private readonly queue: BucketQueue;
  private readonly noFlags: Uint8Array;
  private readonly noExtra: Uint16Array;
  private targetSet: SearchTargets | undefined;
  protected count = 0;
  /** the hex where the target condition was met, or -1 */
  hit = -1;
  /** the options of the last run */
  last: Required<Pick<SearchOptions, 'mobility' | 'direction' | 'zocBlocks' | 'adjacentOk'>> & {
    maxUnits: number;
    target: number;
    overlay: SearchOverlay | undefined;
    sources: ArrayLike<number>;
  } = {
    mobility: '',
    direction: 'from-sources',
    zocBlocks: false,
    adjacentOk: false,
    maxUnits: 0,
    target: -1,
    overlay: undefined,
    sources: [],
  };

  /** the single target of a run as a list of one, and the loop's input and state: reused, not rebuilt per run */
  private readonly asked: SearchTarget[] = [{ hex: -1, adjacentOk: false }];
  private readonly input: SettleInput;
  private readonly state: SettleState;

  constructor(graph: MovementGraph) {
    this.graph = graph;
    const n = graph.grid.size;
    this.key = new Int32Array(n).fill(KEY_TOP);
    this.parent = new Uint8Array(n);
    this.order = new Int32Array(n);
    this.queue = new BucketQueue(16);
    this.noFlags = new Uint8Array(n);
    this.noExtra = new Uint16Array(n);
    this.input = {
      edges: this.noExtra,
      width: 0,
      costs: this.noExtra,
      flags: this.noFlags,
      extra: this.noExtra,
      recost: false,
      block: 0,
      zocBlocks: false,
      targets: null,
      watch: this.noFlags,
      base: 0,
      maxKey: 0,
    };
    this.state = { key: this.key, parent: this.parent, order: this.order, queue: this.queue };
  }

  /**
   * A search on this graph that nobody holds: one a caller released, or a new one. Each holds
   * several arrays of the map's size, so a judgement that made a few per call spent a sixth of
   * its time collecting them on a 400,000-hex map. Give it back with release() once its answers
   * are read; one never released is simply collected.
   */
  static lease(graph: MovementGraph): PathSearch {
    return idle.get(graph)?.pop() ?? new PathSearch(graph);
  }

  /** Hands this search back for the next lease(): its answers may be replaced from now on. */
  release(): void {
    let list = idle.get(this.graph);
    if (!list) idle.set(this.graph, (list = []));
    if (list.length < MAX_IDLE && !list.includes(this)) list.push(this);
  }

  run(o: SearchOptions): this {
    const g = this.graph;
    const costs =
      o.direction === 'to-sources'
        ? g.reverseCostsFor(o.mobility, o.weather, o.reducedOnly ?? false, o.variant)
        : g.costsFor(o.mobility, o.weather, o.reducedOnly ?? false, o.variant);
    const nb = g.grid.neighbours;
    const packed = g.edgesFor(costs);
    const flags = o.overlay?.flags ?? this.noFlags;
    const extra = o.extraCost ?? this.noExtra;
    const zocBlocks = o.zocBlocks ?? false;
    const block = ENEMY_UNIT | ENEMY_CONTROLLED | CLOSED | (zocBlocks ? ENEMY_ZOC : 0);
    const forward = (o.direction ?? 'from-sources') === 'from-sources';
    const maxUnits = o.maxMP === undefined ? 0x7fffffff : g.boundUnits(o.maxMP);
    const target = o.target ?? -1;
    const adjacentOk = o.adjacentOk ?? false;
    // written in place: a run allocates nothing but what a grown queue needs (thousands run per phase)
    const last = this.last;
    last.mobility = o.mobility;
    last.direction = forward ? 'from-sources' : 'to-sources';
    last.zocBlocks = zocBlocks;
    last.adjacentOk = adjacentOk;
    last.maxUnits = maxUnits;
    last.target = target;
    last.overlay = o.overlay;
    last.sources = o.sources;

    const { key, parent, queue } = this;
    const maxEdge = g.maxEdgeCost(costs) + (o.extraCost ? (o.extraCostMax ?? maxOf(o.extraCost)) : 0);
    // every cost this run can reach lies in [base, base + span)
    const span = Math.min(maxUnits, maxEdge * g.grid.size, KEY_TOP) + 1;
    // below the last run's base - 1, the key of the hexes it closed (settle.ts)
    let base = this.base - 1 - span;
    if (base < -KEY_TOP) {
      key.fill(KEY_TOP);
      base = KEY_TOP - span;
    }
    this.base = base;
    const maxKey = base + span - 1;
    this.maxKey = maxKey;
    queue.reset(maxEdge);
    this.count = 0;
    this.hit = -1;
    for (let k = 0; k < o.sources.length; k++) {
      const s = o.sources[k]!;
      if (s < 0 || !g.grid.exists[s] || key[s] === base) continue;
      key[s] = base;
      parent[s] = NO_PARENT;
      queue.push(0, s);
    }
    // one target is a list of one: the loop has a single stop test, a load of `watch` per hex
    let asked = o.targets;
    if (target >= 0) {
      const one = this.asked;
      one.length = 1;
      one[0]!.hex = target;
      one[0]!.adjacentOk = adjacentOk;
      if (o.targets) for (const t of o.targets) one.push(t);
      asked = one;
    }
    let targets: SearchTargets | null = null;
    if (asked) {
      this.targetSet ??= new SearchTargets(g.grid.size, nb);
      if (this.targetSet.arm(asked)) targets = this.targetSet;
    }
    const input = this.input;
    input.edges = packed.words;
    input.width = packed.width;
    input.costs = costs;
    input.flags = flags;
    input.extra = extra;
    input.recost = o.extraCost !== undefined || packed.capped;
    input.block = block;
    input.zocBlocks = zocBlocks;
    input.targets = targets;
    input.watch = targets?.watch ?? this.noFlags;
    input.base = base;
    input.maxKey = maxKey;
    this.count = settle(input, this.state);
    if (targets !== null && targets.stopCost >= 0) {
      this.hit = targets.stopHex;
      unqueue(queue, key, base, targets.stopCost);
    }
    return this;
  }

  /** Hexes settled by the last run, cheapest first. */
  get reachedCount(): number {
    return this.count;
  }

  reachedAt(k: number): number {
    return this.order[k]!;
  }

  /** A copy of the hexes settled by the last run, cheapest first (to keep past the next run). */
  reachedHexes(): Int32Array {
    return this.order.slice(0, this.count);
  }

  /**
   * The last run's answers as it keeps them, read only: a hex was reached when base <= key <= maxKey,
   * at cost key - base, entered by the move `parent` (NO_PARENT at a source); `order` lists the
   * `count` hexes settled, cheapest first. For passes over a whole run (search-diff.ts).
   */
  answers(): SearchAnswers {
    return {
      key: this.key,
      parent: this.parent,
      base: this.base,
      maxKey: this.maxKey,
      order: this.order,
      count: this.count,
    };
  }

  /** Was hex i reached within the bound? (A hex still queued when a target stopped the search is not.) */
  reached(i: number): boolean {
    const k = this.key[i]!;
    return k >= this.base && k <= this.maxKey;
  }

  /** Cost units (1/costScale MP) to hex i, or -1. */
  costUnits(i: number): number {
    return this.reached(i) ? this.key[i]! - this.base : -1;
  }

  /** MP to hex i, or -1. */
  costMP(i: number): number {
    const u = this.costUnits(i);
    return u < 0 ? -1 : u / this.graph.costScale;
  }

  /** The source that reached hex i, or -1. */
  sourceOf(i: number): number {
    if (!this.reached(i)) return -1;
    // walked back along the parents: one write less per hex in the search loop, and callers ask
    // for few hexes' sources
    let h = i;
    for (let p = this.parentHex(h); p >= 0; p = this.parentHex(h)) h = p;
    return h;
  }

  /** The previous hex on the cheapest path to i (towards its source), or -1. */
  parentOf(i: number): number {
    return this.reached(i) ? this.parentHex(i) : -1;
  }

  /** The hex a reached hex was entered from: its neighbour the opposite way of the move, or -1 at a source. */
  private parentHex(i: number): number {
    const d = this.parent[i]!;
    return d === NO_PARENT ? -1 : this.graph.grid.neighbours[6 * i + ((d + 3) % 6)]!;
  }

  /**
   * OCS 12.3c: hex i is covered if it, or a hex adjacent to it, was reached. Returns the reached
   * hex that covers it (itself first, else the cheapest neighbour), or -1.
   */
  coveredVia(i: number): number {
    if (this.reached(i)) return i;
    const nb = this.graph.grid.neighbours;
    let best = -1;
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * i + d]!;
      if (j >= 0 && this.reached(j) && (best < 0 || this.key[j]! < this.key[best]!)) best = j;
    }
    return best;
  }
}

/** Released searches by graph (a few each: nested holders take one apiece). */
const idle = new WeakMap<MovementGraph, PathSearch[]>();
const MAX_IDLE = 4;

/** The parent direction of a source. */
export const NO_PARENT = 255;

/** PathSearch.answers(). */
export interface SearchAnswers {
  readonly key: Int32Array;
  readonly parent: Uint8Array;
  readonly base: number;
  readonly maxKey: number;
  readonly order: Int32Array;
  readonly count: number;
}

function maxOf(a: Uint16Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) if (a[i]! > m) m = a[i]!;
  return m;
}
