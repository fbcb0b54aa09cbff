import type { PathSearch } from './path-search.js';

/**
 * The tree the last run of a PathSearch built, read for many targets at once: which reached hex
 * covers a target (itself, or a neighbour when adjacent is close enough) and, for a target the
 * search never reached, the reached hex nearest to it. Explanations for a whole phase read one
 * unbounded search this way instead of searching again per unit. Valid until the search runs again.
 */
export class SearchTree {
  private readonly rank: Int32Array;
  private nearest: Int32Array | undefined;

  constructor(private readonly search: PathSearch) {
    const n = search.graph.grid.size;
    this.rank = new Int32Array(n).fill(-1);
    for (let k = 0; k < search.reachedCount; k++) this.rank[search.reachedAt(k)] = k;
  }

  /**
   * The reached hex a targeted search would have stopped at: the target or (adjacentOk) a hex next
   * to it — the cheapest, and of equal costs the one settled first. -1 when none was reached.
   */
  covering(target: number, adjacentOk: boolean): number {
    const s = this.search;
    let best = this.rank[target]! >= 0 ? target : -1;
    if (!adjacentOk) return best;
    const nb = s.graph.grid.neighbours;
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * target + d]!;
      if (j < 0 || this.rank[j]! < 0) continue;
      const c = s.costUnits(j);
      const b = best < 0 ? Infinity : s.costUnits(best);
      if (c < b || (c === b && this.rank[j]! < this.rank[best]!)) best = j;
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
