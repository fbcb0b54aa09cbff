import type { PathSearch } from './path-search.js';

/** The rank arrays of the trees read from each PathSearch, and the next tree's stamp. */
const scratch = new WeakMap<PathSearch, { ranks: Int32Array; next: number }>();
const RANK_TOP = 0x3fffffff;

/**
 * The tree the last run of a PathSearch built, read for many targets at once: which reached hex
 * covers a target (itself, or a neighbour when adjacent is close enough) and, for a target the
 * search never reached, the reached hex nearest to it. Explanations for a whole phase read one
 * unbounded search this way instead of searching again per unit. Valid until the search runs
 * again, or another tree is read from it.
 */
export class SearchTree {
  /** stamp + settling order of each hex this tree's search reached; older trees' entries lie below stamp */
  private readonly ranks: Int32Array;
  private readonly stamp: number;
  private readonly count: number;
  private nearest: Int32Array | undefined;

  constructor(private readonly search: PathSearch) {
    // one array per PathSearch, kept from tree to tree: a tree costs the hexes reached, not a map
    const n = search.graph.grid.size;
    let s = scratch.get(search);
    if (!s || s.next > RANK_TOP - n) {
      s = { ranks: new Int32Array(n), next: 1 };
      scratch.set(search, s);
    }
    this.ranks = s.ranks;
    this.stamp = s.next;
    this.count = search.reachedCount;
    s.next += this.count;
    for (let k = 0; k < search.reachedCount; k++) this.ranks[search.reachedAt(k)] = this.stamp + k;
  }

  /** The order in which hex i was settled, or -1 if it was not reached. */
  private rank(i: number): number {
    const r = this.ranks[i]! - this.stamp;
    return r >= 0 && r < this.count ? r : -1;
  }

  /**
   * The reached hex a targeted search would have stopped at: the target or (adjacentOk) a hex next
   * to it — the cheapest, and of equal costs the one settled first. -1 when none was reached.
   */
  covering(target: number, adjacentOk: boolean): number {
    const s = this.search;
    let best = this.rank(target) >= 0 ? target : -1;
    if (!adjacentOk) return best;
    const nb = s.graph.grid.neighbours;
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * target + d]!;
      const rj = this.rank(j);
      if (rj < 0) continue;
      const c = s.costUnits(j);
      const b = best < 0 ? Infinity : s.costUnits(best);
      if (c < b || (c === b && rj < this.rank(best))) best = j;
    }
    return best;
  }

  /**
   * The reached hex closest to `target` (in hexes; of equal distances the one settled first), by
   * one breadth-first pass out of every reached hex, made on the first call.
   */
  nearestReached(target: number): number {
    this.nearest ??= this.voronoi();
    return this.nearest[target]!;
  }

  private voronoi(): Int32Array {
    const s = this.search;
    const grid = s.graph.grid;
    const nb = grid.neighbours;
    const owner = new Int32Array(grid.size).fill(-1);
    const queue = new Int32Array(grid.size);
    let tail = 0;
    // seeded in settled order, a FIFO pass gives every hex the first-settled of its nearest seeds
    for (let k = 0; k < s.reachedCount; k++) {
      const h = s.reachedAt(k);
      owner[h] = h;
      queue[tail++] = h;
    }
    for (let head = 0; head < tail; head++) {
      const u = queue[head]!;
      for (let d = 0; d < 6; d++) {
        const v = nb[6 * u + d]!;
        if (v >= 0 && owner[v]! < 0) {
          owner[v] = owner[u]!;
          queue[tail++] = v;
        }
      }
    }
    return owner;
  }
}
