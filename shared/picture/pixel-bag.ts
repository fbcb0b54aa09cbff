/**
 * Pixels (r, g, b) gathered into a growing buffer: the examples' pixels a colour model learns from.
 */
export class PixelBag {
  pixels = new Uint8Array(3 * 1024);
  n = 0;
  add(src: Uint8Array, count: number, keep?: (k: number) => boolean): void {
    for (let k = 0; k < count; k++) {
      if (keep && !keep(k)) continue;
      if (3 * (this.n + 1) > this.pixels.length) {
        const bigger = new Uint8Array(this.pixels.length * 2);
        bigger.set(this.pixels);
        this.pixels = bigger;
      }
      this.pixels[3 * this.n] = src[3 * k]!;
      this.pixels[3 * this.n + 1] = src[3 * k + 1]!;
      this.pixels[3 * this.n + 2] = src[3 * k + 2]!;
      this.n++;
    }
  }
}
