import type { MovementGraph } from './movement-graph.js';
import type { PathSearch } from './path-search.js';

/**
 * The answers of one finished PathSearch run, kept past the search's next run: the hexes it settled
 * (cheapest first) with each one's cost and the direction it was entered from. Answers every
 * question a caller asks a search after a run, as the search itself answered them then
 * (search-memo.ts hands them back for a run asked again on a map that did not change where the run
 * read it). Sparse: a bounded run settles a few hundred hexes of a map of hundreds of thousands.
 */
export class SearchSnapshot {
  readonly graph: MovementGraph;
  readonly last: PathSearch['last'];
  readonly hit: number;
  /** the settled hexes, cheapest first */
  private readonly order: Int32Array;
  /** cost units and parent direction of order[k], at k */
  private readonly cost: Int32Array;
  private readonly parent: Uint8Array;
  /** a settled hex's place in order */
  private readonly at = new Map<number, number>();

  constructor(search: PathSearch) {
    this.graph = search.graph;
    this.last = { ...search.last };
    this.hit = search.hit;
    const n = search.reachedCount;
    this.order = search.reachedHexes();
    this.cost = new Int32Array(n);
    this.parent = new Uint8Array(n);
    const nb = this.graph.grid.neighbours;
    for (let k = 0; k < n; k++) {
      const h = this.order[k]!;
      this.at.set(h, k);
      this.cost[k] = search.costUnits(h);
      // stored as the direction of the move: the parent is the neighbour the opposite way
      const p = search.parentOf(h);
      let d = NO_PARENT;
      if (p >= 0) for (let e = 0; e < 6; e++) if (nb[6 * h + ((e + 3) % 6)] === p) d = e;
      this.parent[k] = d;
    }
  }

  get reachedCount(): number {
    return this.order.length;
  }

  reachedAt(k: number): number {
    return this.order[k]!;
  }

  reachedHexes(): Int32Array {
    return this.order.slice();
  }

  reached(i: number): boolean {
    return this.at.has(i);
  }

  costUnits(i: number): number {
    const k = this.at.get(i);
    return k === undefined ? -1 : this.cost[k]!;
  }

  parentOf(i: number): number {
    const k = this.at.get(i);
    if (k === undefined) return -1;
    const d = this.parent[k]!;
    return d === NO_PARENT ? -1 : this.graph.grid.neighbours[6 * i + ((d + 3) % 6)]!;
  }

  sourceOf(i: number): number {
    if (!this.reached(i)) return -1;
    let h = i;
    for (let p = this.parentOf(h); p >= 0; p = this.parentOf(h)) h = p;
    return h;
  }

  /** As PathSearch.coveredVia: the hex itself if reached, else its cheapest reached neighbour. */
  coveredVia(i: number): number {
    if (this.reached(i)) return i;
    const nb = this.graph.grid.neighbours;
    let best = -1;
    let bestCost = 0;
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * i + d]!;
      if (j < 0) continue;
      const c = this.costUnits(j);
      if (c >= 0 && (best < 0 || c < bestCost)) {
        best = j;
        bestCost = c;
      }
    }
    return best;
  }
}

const NO_PARENT = 255;
