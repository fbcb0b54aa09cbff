/**
 * A bucket queue (Dial's algorithm) for Dijkstra with small integer edge costs: a ring of
 * maxEdge + 1 buckets, so every queued cost (always within [current, current + maxEdge]) has a
 * bucket of its own. Push and pop are O(1) — where a binary heap pays log n — and all state is
 * typed arrays reused from search to search.
 */
export class BucketQueue {
  private head: Int32Array;
  private mask: number;
  private next: Int32Array;
  private item: Int32Array;
  private used = 0;
  /** the cost of the bucket being emptied: hexes leave the queue in non-decreasing cost */
  current = 0;
  size = 0;

  constructor(maxEdge: number, capacity = 4096) {
    let b = 1;
    while (b <= maxEdge) b *= 2;
    this.mask = b - 1;
    this.head = new Int32Array(b).fill(-1);
    this.next = new Int32Array(capacity);
    this.item = new Int32Array(capacity);
  }

  /** Makes room for edge costs up to maxEdge and empties the queue. */
  reset(maxEdge: number): void {
    if (maxEdge > this.mask) {
      let b = this.mask + 1;
      while (b <= maxEdge) b *= 2;
      this.mask = b - 1;
      this.head = new Int32Array(b);
    }
    this.head.fill(-1);
    this.used = 0;
    this.size = 0;
    this.current = 0;
  }

  push(cost: number, hex: number): void {
    if (this.used === this.item.length) {
      const n = new Int32Array(this.item.length * 2);
      n.set(this.next);
      this.next = n;
      const it = new Int32Array(this.item.length * 2);
      it.set(this.item);
      this.item = it;
    }
    const e = this.used++;
    const b = cost & this.mask;
    this.item[e] = hex;
    this.next[e] = this.head[b]!;
    this.head[b] = e;
    this.size++;
  }

  /** The arrays and counters, for a search loop that keeps them in locals (see path-search.ts). */
  state(): {
    head: Int32Array;
    next: Int32Array;
    item: Int32Array;
    mask: number;
    used: number;
    size: number;
    current: number;
  } {
    return {
      head: this.head,
      next: this.next,
      item: this.item,
      mask: this.mask,
      used: this.used,
      size: this.size,
      current: this.current,
    };
  }

  /** Doubles the entry pool (keeping the first `used` entries) and returns the new arrays. */
  grow(used: number): { next: Int32Array; item: Int32Array } {
    const next = new Int32Array(this.item.length * 2);
    next.set(this.next.subarray(0, used));
    const item = new Int32Array(this.item.length * 2);
    item.set(this.item.subarray(0, used));
    this.next = next;
    this.item = item;
    return { next, item };
  }

  /** Records how much of the pool a search loop used (the queue is reset before the next one). */
  release(used: number): void {
    this.used = used;
    this.size = 0;
  }
}
