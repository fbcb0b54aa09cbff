import { AXIAL_DIRECTIONS, axialDistance } from './axial.js';
import type { MapLayout, MapSection } from './map-layout.js';
import { axialToOffset, offsetToAxial } from './offset.js';
import { formatPrintedId, parsePrintedId, singleSheetIdWidths } from './printed-id.js';

/**
 * The map as dense integer indices (row-major over the global offset grid) with typed-array
 * neighbour and coordinate tables. Built once per map; everything hot works on indices.
 * Cells that no section covers are holes: exists[i] = 0 and no neighbour points to them.
 */
export class HexGrid {
  readonly layout: MapLayout;
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly exists: Uint8Array;
  /** section index per cell, -1 for holes */
  readonly sectionOf: Int16Array;
  readonly q: Int32Array;
  readonly r: Int32Array;
  /** neighbours[6 * i + d] = index of the neighbour in AXIAL_DIRECTIONS[d], or -1 off the map */
  readonly neighbours: Int32Array;
  private idIndex: Map<string, number> | undefined;
  private wantIndex = false;
  /**
   * Printed ids formatted so far, made on the first one asked for. Sized to the map at once: filled
   * in at scattered indices, a growing array turned into a hash table past ~100,000 hexes, and every
   * read of a path's hexes became a lookup in it (a tenth of the 400k-hex supply report).
   */
  private ids: Array<string | undefined> | undefined;
  /** single-sheet maps: the digits of column and row in a printed id ("0120": 2 and 2) */
  private readonly idWidths: { cw: number; rw: number } | undefined;

  constructor(layout: MapLayout) {
    this.layout = layout;
    this.width = layout.columns;
    this.height = layout.rows;
    this.size = this.width * this.height;
    this.exists = new Uint8Array(this.size);
    this.sectionOf = new Int16Array(this.size).fill(-1);
    layout.sections.forEach((s, si) => {
      for (let row = s.row; row < s.row + s.rows; row++) {
        for (let col = s.column; col < s.column + s.columns; col++) {
          const i = row * this.width + col;
          this.exists[i] = 1;
          this.sectionOf[i] = si;
        }
      }
    });
    this.idWidths = singleSheetIdWidths(layout);
    this.q = new Int32Array(this.size);
    this.r = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const a = offsetToAxial(
        { col: i % this.width, row: Math.floor(i / this.width) },
        layout.orientation,
        layout.offset,
      );
      this.q[i] = a.q;
      this.r[i] = a.r;
    }
    this.neighbours = new Int32Array(this.size * 6).fill(-1);
    for (let i = 0; i < this.size; i++) {
      if (!this.exists[i]) continue;
      for (let d = 0; d < 6; d++) {
        const dir = AXIAL_DIRECTIONS[d]!;
        const o = axialToOffset({ q: this.q[i]! + dir.q, r: this.r[i]! + dir.r }, layout.orientation, layout.offset);
        const j = this.indexAt(o.col, o.row);
        if (j >= 0) this.neighbours[6 * i + d] = j;
      }
    }
  }

  /** Dense index of global offset (col, row), or -1 off the map or in a hole. */
  indexAt(col: number, row: number): number {
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return -1;
    const i = row * this.width + col;
    return this.exists[i] ? i : -1;
  }

  col(i: number): number {
    return i % this.width;
  }

  row(i: number): number {
    return Math.floor(i / this.width);
  }

  section(i: number): MapSection | undefined {
    return this.layout.sections[this.sectionOf[i] ?? -1];
  }

  /** The printed id of hex i; formatted once per hex and kept (paths name many hexes). */
  printedId(i: number): string {
    const ids = (this.ids ??= new Array<string | undefined>(this.size).fill(undefined));
    const cached = ids[i];
    if (cached !== undefined) return cached;
    const s = this.section(i);
    if (!s) throw new RangeError(`hex index ${i} is not on the map`);
    const id = formatPrintedId(this.layout, s, this.col(i), this.row(i));
    ids[i] = id;
    return id;
  }

  /** Dense index of a printed id, or -1 when the map has no such hex. */
  indexOf(printedId: string): number {
    // a supply phase resolves every unit's hex: canonical single-sheet ids are read digit by digit
    const fast = this.indexOfDigits(printedId);
    if (fast >= 0) return fast;
    if (!this.idIndex && this.wantIndex) this.buildIndex();
    if (!this.idIndex) {
      const p = parsePrintedId(this.layout, printedId);
      return p ? this.indexAt(p.col, p.row) : -1;
    }
    // ids from our own files are already canonical: try them as they are before normalizing
    return this.idIndex.get(printedId) ?? this.idIndex.get(printedId.trim().toUpperCase()) ?? -1;
  }

  /** "CCRR" on a single-sheet map, read as digits; -1 for anything else (the slow path decides). */
  private indexOfDigits(id: string): number {
    const w = this.idWidths;
    if (!w || id.length !== w.cw + w.rw) return -1;
    let c = 0;
    let r = 0;
    for (let k = 0; k < id.length; k++) {
      const digit = id.charCodeAt(k) - 48;
      if (digit < 0 || digit > 9) return -1;
      if (k < w.cw) c = c * 10 + digit;
      else r = r * 10 + digit;
    }
    const s = this.layout.sections[0]!;
    const col = c - s.firstColumn + s.column;
    const row = r - s.firstRow + s.row;
    if (col < s.column || col >= s.column + s.columns || row < s.row || row >= s.row + s.rows) return -1;
    return this.indexAt(col, row);
  }

  /**
   * Asks for a lookup table, for code that resolves many ids (imports). It is built on the first id
   * the digit reading cannot resolve: a single-sheet map's canonical ids never need it, and building
   * it formats every id of the map (a third of a second at 100,000 hexes, on every open).
   */
  indexIds(): void {
    this.wantIndex = true;
  }

  private buildIndex(): void {
    const m = new Map<string, number>();
    for (let i = 0; i < this.size; i++) if (this.exists[i]) m.set(this.printedId(i).toUpperCase(), i);
    this.idIndex = m;
  }

  /** Direction index d (0..5) with neighbours[6a+d] = b, or -1 when a and b are not adjacent. */
  directionTo(a: number, b: number): number {
    for (let d = 0; d < 6; d++) if (this.neighbours[6 * a + d] === b) return d;
    return -1;
  }

  distance(a: number, b: number): number {
    return axialDistance({ q: this.q[a]!, r: this.r[a]! }, { q: this.q[b]!, r: this.r[b]! });
  }
}
