/**
 * A min-heap of (cost, hex) pairs packed into one float64 each: cost * stride + hex, with stride a
 * power of two above the largest hex index. One array, one comparison per step, no objects.
 */
export class BinaryHeap {
  private data: Float64Array;
  size = 0;
  readonly stride: number;

  constructor(maxHex: number, capacity = 1024) {
    let s = 1;
    while (s <= maxHex) s *= 2;
    this.stride = s;
    this.data = new Float64Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  push(cost: number, hex: number): void {
    if (this.size === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    const a = this.data;
    const key = cost * this.stride + hex;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = a[p]!;
      if (pk <= key) break;
      a[i] = pk;
      i = p;
    }
    a[i] = key;
  }

  /** Removes and returns the smallest packed key; the caller unpacks it (see costOf / hexOf). */
  pop(): number {
    const a = this.data;
    const top = a[0]!;
    const last = a[--this.size]!;
    const n = this.size;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const r = c + 1;
      if (r < n && a[r]! < a[c]!) c = r;
      if (a[c]! >= last) break;
      a[i] = a[c]!;
      i = c;
    }
    a[i] = last;
    return top;
  }
}
