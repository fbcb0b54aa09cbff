/**
 * A bucket queue (Dial's algorithm) for Dijkstra with small integer edge costs: a ring of
 * maxEdge + 1 buckets, so every queued cost (always within [current, current + maxEdge]) has a
 * bucket of its own. Push and pop are O(1) — where a binary heap pays log n — and all state is
 * typed arrays reused from search to search.
 *
 * Each bucket is a linked list through one pool of entries, two Int32 each (the hex, then the
 * offset of the next entry; -1 ends a list), so a pop reads one pair where separate arrays cost
 * two cache lines. Entries are not reused within a search: the pool grows with the pushes, never
 * with the number of buckets. `used` counts Int32s of the pool, two an entry.
 * Hexes of equal cost leave the queue last in, first out.
 */
export class BucketQueue {
  private head: Int32Array;
  private pool: Int32Array;
  private mask: number;
  private used = 0;
  private size = 0;

  constructor(maxEdge: number, capacity = 4096) {
    this.mask = ringMask(maxEdge);
    this.head = new Int32Array(this.mask + 1);
    this.pool = new Int32Array(2 * capacity);
  }

  /** Makes room for edge costs up to maxEdge and empties the queue. */
  reset(maxEdge: number): void {
    if (maxEdge > this.mask) {
      this.mask = ringMask(maxEdge);
      this.head = new Int32Array(this.mask + 1);
    }
    this.head.fill(-1);
    this.used = 0;
    this.size = 0;
  }

  push(cost: number, hex: number): void {
    if (this.used === this.pool.length) this.grow(this.used);
    const b = cost & this.mask;
    this.pool[this.used] = hex;
    this.pool[this.used + 1] = this.head[b]!;
    this.head[b] = this.used;
    this.used += 2;
    this.size++;
  }

  /** The arrays and counters, for a search loop that keeps them in locals (see settle.ts). */
  state(): { head: Int32Array; pool: Int32Array; mask: number; used: number; size: number } {
    const { head, pool, mask, used, size } = this;
    return { head, pool, mask, used, size };
  }

  /** Doubles the pool, keeping its first `used` Int32s, and returns it. */
  grow(used: number): Int32Array {
    const bigger = new Int32Array(2 * this.pool.length);
    bigger.set(this.pool.subarray(0, used));
    this.pool = bigger;
    return bigger;
  }

  /**
   * Calls f(hex, cost) for every entry still queued, `current` being the cost a search loop was
   * popping when it stopped (it keeps its counters in locals and leaves the lists here).
   */
  forEach(current: number, f: (hex: number, cost: number) => void): void {
    const { head, pool, mask } = this;
    for (let b = 0; b <= mask; b++) {
      const cost = current + ((b - current) & mask);
      for (let e = head[b]!; e !== -1; e = pool[e + 1]!) f(pool[e]!, cost);
    }
  }
}

function ringMask(maxEdge: number): number {
  let b = 1;
  while (b <= maxEdge) b *= 2;
  return b - 1;
}
