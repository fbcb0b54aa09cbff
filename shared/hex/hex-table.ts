/**
 * A value per hex for the few hexes that have one (sources, dumps, stacks): supply searches ask
 * "is there one here, or next door?" for every hex they reach, and a Map lookup per hex showed in
 * the profile (DESIGN.md, Path search). Kept in a small open-addressing table of hex indices, sized
 * to the entries, not to the map: a typed array over every hex, filled anew each phase, cost a
 * page fault per 1,024 hexes on a 400,000-hex map, more than the lookups it served.
 */
export class HexTable<T> {
  /** per slot: the hex there, -1 for none */
  private keysAt = new Int32Array(16).fill(-1);
  /** per slot: the place of its value in items */
  private placeAt = new Int32Array(16);
  /** 32 - log2(slots): the top bits of the hash pick a slot */
  private shift = 28;
  private readonly items: T[] = [];
  private readonly hexes: number[] = [];

  /** `limit`: the map's hex count; hexes outside 0..limit-1 are never found */
  constructor(private readonly limit: number) {}

  /** the slot holding hex, or the empty slot where it would go */
  private slotOf(hex: number): number {
    const mask = this.keysAt.length - 1;
    let s = Math.imul(hex, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const k = this.keysAt[s]!;
      if (k === hex || k === -1) return s;
      s = (s + 1) & mask;
    }
  }

  get(hex: number): T | undefined {
    if (hex < 0 || hex >= this.limit) return undefined;
    const s = this.slotOf(hex);
    return this.keysAt[s] === hex ? this.items[this.placeAt[s]!] : undefined;
  }

  has(hex: number): boolean {
    return hex >= 0 && hex < this.limit && this.keysAt[this.slotOf(hex)] === hex;
  }

  /** Sets the value at hex (replacing any value there). */
  set(hex: number, value: T): this {
    if (hex < 0 || hex >= this.limit) {
      // off the map: listed, never found
      this.items.push(value);
      this.hexes.push(hex);
      return this;
    }
    const s = this.slotOf(hex);
    if (this.keysAt[s] === hex) this.items[this.placeAt[s]!] = value;
    else {
      this.keysAt[s] = hex;
      this.placeAt[s] = this.items.length;
      this.items.push(value);
      this.hexes.push(hex);
      // at most half full: probes stay short
      if (2 * this.items.length > this.keysAt.length) this.grow();
    }
    return this;
  }

  private grow(): void {
    const slots = 2 * this.keysAt.length;
    this.keysAt = new Int32Array(slots).fill(-1);
    this.placeAt = new Int32Array(slots);
    this.shift--;
    for (let p = 0; p < this.hexes.length; p++) {
      if (this.hexes[p]! < 0 || this.hexes[p]! >= this.limit) continue;
      const s = this.slotOf(this.hexes[p]!);
      this.keysAt[s] = this.hexes[p]!;
      this.placeAt[s] = p;
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** The hexes with a value, in the order they were first set. */
  keys(): number[] {
    return this.hexes.slice();
  }

  values(): T[] {
    return this.items.slice();
  }
}
