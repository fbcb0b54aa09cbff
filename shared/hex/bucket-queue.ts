/**
 * A bucket queue (Dial's algorithm) for Dijkstra with small integer edge costs: a ring of
 * maxEdge + 1 buckets, so every queued cost (always within [current, current + maxEdge]) has a
 * bucket of its own. Push and pop are O(1) — where a binary heap pays log n — and all state is
 * typed arrays reused from search to search.
 *
 * Each bucket is a stack in a slice of one array (bucket b holds stack[b << capBits ...], top[b]
 * entries): a pop reads the top and one entry, where a linked list also read and wrote a link.
 * Hexes of equal cost leave the queue last in, first out.
 */
export class BucketQueue {
  private top: Int32Array;
  private stack: Int32Array;
  private mask: number;
  private capBits: number;
  private size = 0;

  constructor(maxEdge: number, capBits = 8) {
    this.mask = ringMask(maxEdge);
    this.capBits = capBits;
    this.top = new Int32Array(this.mask + 1);
    this.stack = new Int32Array((this.mask + 1) << capBits);
  }

  /** Makes room for edge costs up to maxEdge and empties the queue. */
  reset(maxEdge: number): void {
    if (maxEdge > this.mask) {
      this.mask = ringMask(maxEdge);
      this.top = new Int32Array(this.mask + 1);
      this.stack = new Int32Array((this.mask + 1) << this.capBits);
    }
    this.top.fill(0);
    this.size = 0;
  }

  push(cost: number, hex: number): void {
    const b = cost & this.mask;
    if (this.top[b] === 1 << this.capBits) this.grow();
    this.stack[(b << this.capBits) + this.top[b]!++] = hex;
    this.size++;
  }

  /** The arrays and counters, for a search loop that keeps them in locals (see settle.ts). */
  state(): { top: Int32Array; stack: Int32Array; mask: number; capBits: number; size: number } {
    const { top, stack, mask, capBits, size } = this;
    return { top, stack, mask, capBits, size };
  }

  /** Doubles every bucket's room, keeping their entries, and returns the new stack array and capBits. */
  grow(): { stack: Int32Array; capBits: number } {
    const old = this.stack;
    const cap = 1 << this.capBits;
    this.capBits++;
    this.stack = new Int32Array((this.mask + 1) << this.capBits);
    for (let b = 0; b <= this.mask; b++) {
      this.stack.set(old.subarray(b * cap, b * cap + this.top[b]!), b << this.capBits);
    }
    return { stack: this.stack, capBits: this.capBits };
  }

  /**
   * Calls f(hex, cost) for every entry still queued, `current` being the cost a search loop was
   * popping when it stopped (it keeps its counters in locals and leaves the rest here).
   */
  forEach(current: number, f: (hex: number, cost: number) => void): void {
    const { top, stack, mask, capBits } = this;
    for (let b = 0; b <= mask; b++) {
      const cost = current + ((b - current) & mask);
      for (let k = 0; k < top[b]!; k++) f(stack[(b << capBits) + k]!, cost);
    }
  }
}

function ringMask(maxEdge: number): number {
  let b = 1;
  while (b <= maxEdge) b *= 2;
  return b - 1;
}
