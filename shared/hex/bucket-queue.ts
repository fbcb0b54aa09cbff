/**
 * A bucket queue (Dial's algorithm) for Dijkstra with small integer edge costs: a ring of
 * maxEdge + 1 buckets, so every queued cost (always within [current, current + maxEdge]) has a
 * bucket of its own. Push and pop are O(1) — where a binary heap pays log n — and all state is
 * typed arrays reused from search to search.
 *
 * Each bucket is a linked list of nodes. A hex's first entry in a search is its own node: the
 * node's number is the hex, its link is next[hex], and a push writes just two words. A hex queued
 * again at a lower cost while its own node is still listed (rare: a search queues each hex about
 * once) takes a node from the pool instead: number hexes + p, the hex at pool[p] and the link at
 * pool[p + 1]. Pool nodes are not reused within a search; `used` counts Int32s of the pool.
 * The caller knows which kind a push needs (settle.ts: a hex whose key this search has not
 * written has no node listed). Hexes of equal cost leave the queue last in, first out.
 */
export class BucketQueue {
  private head: Int32Array;
  private readonly next: Int32Array;
  private pool: Int32Array;
  private mask: number;
  private used = 0;
  private size = 0;
  private readonly view: QueueState;

  constructor(maxEdge: number, hexes: number, capacity = 1024) {
    this.mask = ringMask(maxEdge);
    this.head = new Int32Array(this.mask + 1);
    this.next = new Int32Array(hexes);
    this.pool = new Int32Array(2 * capacity);
    this.view = { head: this.head, next: this.next, pool: this.pool, mask: 0, used: 0, size: 0 };
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

  /** Queues a hex that has no node listed yet, on its own node. */
  push(cost: number, hex: number): void {
    const b = cost & this.mask;
    this.next[hex] = this.head[b]!;
    this.head[b] = hex;
    this.size++;
  }

  /**
   * The arrays and counters, for a search loop that keeps them in locals (see settle.ts): one
   * object, rewritten on each call, for a search runs thousands of times a phase.
   */
  state(): QueueState {
    const v = this.view;
    v.head = this.head;
    v.next = this.next;
    v.pool = this.pool;
    v.mask = this.mask;
    v.used = this.used;
    v.size = this.size;
    return v;
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
    const { head, next, pool, mask } = this;
    const hexes = next.length;
    for (let b = 0; b <= mask; b++) {
      const cost = current + ((b - current) & mask);
      for (let x = head[b]!; x !== -1;) {
        if (x < hexes) {
          f(x, cost);
          x = next[x]!;
        } else {
          f(pool[x - hexes]!, cost);
          x = pool[x - hexes + 1]!;
        }
      }
    }
  }
}

interface QueueState {
  head: Int32Array;
  next: Int32Array;
  pool: Int32Array;
  mask: number;
  used: number;
  size: number;
}

function ringMask(maxEdge: number): number {
  let b = 1;
  while (b <= maxEdge) b *= 2;
  return b - 1;
}
