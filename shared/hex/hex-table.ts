/**
 * A value per hex for the few hexes that have one (sources, dumps, stacks), looked up by dense
 * index through a typed array: supply searches ask "is there one here, or next door?" for every
 * hex they reach, and a Map lookup per hex showed in the profile (DESIGN.md, Path search).
 */
export class HexTable<T> {
  private readonly slot: Int32Array;
  private readonly items: T[] = [];
  private readonly hexes: number[] = [];

  constructor(size: number) {
    this.slot = new Int32Array(size).fill(-1);
  }

  get(hex: number): T | undefined {
    const s = hex >= 0 && hex < this.slot.length ? this.slot[hex]! : -1;
    return s < 0 ? undefined : this.items[s];
  }

  has(hex: number): boolean {
    return hex >= 0 && hex < this.slot.length && this.slot[hex]! >= 0;
  }

  /** Sets the value at hex (replacing any value there). */
  set(hex: number, value: T): this {
    const s = this.slot[hex]!;
    if (s >= 0) this.items[s] = value;
    else {
      this.slot[hex] = this.items.length;
      this.items.push(value);
      this.hexes.push(hex);
    }
    return this;
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
