/**
 * A bucket queue (Dial's algorithm) for Dijkstra with small integer edge costs: a ring of
 * maxEdge + 1 buckets (rounded up to a power of two), so every queued cost (always within
 * [current, current + maxEdge]) has a bucket of its own. Push and pop are O(1) — where a binary
 * heap pays log n — and all state is typed arrays reused from search to search.
 *
 * Each bucket is a stack: a segment of `capacity` Int32s in one array (bucket b at b * capacity)
 * and its length in `len[b]`. A push writes the slot after the top, a pop reads the top: both
 * touch the few cache lines at the bucket's top, where a linked list through a map-sized
 * next[hex] wrote and read at the scattered hexes themselves. Hexes of equal cost leave the queue
 * last in, first out (the order decides parents on ties, so the printed paths depend on it).
 * A hex queued again at a lower cost is simply pushed again; its older entry stays behind, stale,
 * and the search loop skips it when popped (settle.ts). When one bucket fills, every segment
 * doubles (grow): the capacity stays for later searches, so a search rarely grows it.
 */
export class BucketQueue {
  private stack: Int32Array;
  private len: Int32Array;
  private mask: number;
  /** log2 of each bucket's capacity */
  private shift: number;
  private size = 0;
  private readonly view: QueueState;

  constructor(maxEdge: number, capacity = 256) {
    this.mask = ringMask(maxEdge);
    this.shift = Math.max(0, Math.ceil(Math.log2(capacity)));
    this.stack = new Int32Array((this.mask + 1) << this.shift);
    this.len = new Int32Array(this.mask + 1);
    this.view = { stack: this.stack, len: this.len, mask: 0, shift: 0, size: 0 };
  }

  /** Makes room for edge costs up to maxEdge and empties the queue. */
  reset(maxEdge: number): void {
    if (maxEdge > this.mask) {
      this.mask = ringMask(maxEdge);
      this.stack = new Int32Array((this.mask + 1) << this.shift);
      this.len = new Int32Array(this.mask + 1);
    } else this.len.fill(0);
    this.size = 0;
  }

  /** Queues a hex at a cost. */
  push(cost: number, hex: number): void {
    const b = cost & this.mask;
    const l = this.len[b]!;
    if (l === 1 << this.shift) this.grow();
    this.stack[(b << this.shift) + l] = hex;
    this.len[b] = l + 1;
    this.size++;
  }

  /**
   * The arrays and counters, for a search loop that keeps them in locals (see settle.ts): one
   * object, rewritten on each call, for a search runs thousands of times a phase. The loop keeps
   * `len` up to date in place; after a grow() it reads the new stack and shift from here.
   */
  state(): QueueState {
    const v = this.view;
    v.stack = this.stack;
    v.len = this.len;
    v.mask = this.mask;
    v.shift = this.shift;
    v.size = this.size;
    return v;
  }

  /** Doubles every bucket's capacity, keeping its entries (lengths as in `len`), and returns the new stack. */
  grow(): Int32Array {
    const old = this.stack;
    const s = this.shift;
    const bigger = new Int32Array(old.length * 2);
    for (let b = 0; b <= this.mask; b++) bigger.set(old.subarray(b << s, (b << s) + this.len[b]!), b << (s + 1));
    this.stack = bigger;
    this.shift = s + 1;
    return bigger;
  }

  /** log2 of each bucket's capacity, for a loop that has called grow(). */
  get capacityShift(): number {
    return this.shift;
  }

  /**
   * Calls f(hex, cost) for every entry still queued, `current` being the cost a search loop was
   * popping when it stopped (it keeps its size and position in locals, the lengths here).
   */
  forEach(current: number, f: (hex: number, cost: number) => void): void {
    const { stack, len, mask, shift } = this;
    for (let b = 0; b <= mask; b++) {
      const cost = current + ((b - current) & mask);
      for (let k = len[b]! - 1; k >= 0; k--) f(stack[(b << shift) + k]!, cost);
    }
  }
}

interface QueueState {
  stack: Int32Array;
  len: Int32Array;
  mask: number;
  shift: number;
  size: number;
}

function ringMask(maxEdge: number): number {
  let b = 1;
  while (b <= maxEdge) b *= 2;
  return b - 1;
}
