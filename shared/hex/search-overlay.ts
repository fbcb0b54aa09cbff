import type { HexGrid } from './hex-grid.js';

/** Overlay bits, one byte per hex. */
export const ENEMY_UNIT = 1;
export const ENEMY_ZOC = 2;
export const ENEMY_CONTROLLED = 4;
export const CLOSED = 8;

/**
 * Per-phase search conditions as one byte per hex, built once and shared by every search of the
 * phase (the graph itself never changes): enemy combat units (never entered, OCS 12.3d), enemy
 * ZOC (blocks Truck paths in and out, OCS 12.3d; the ruleset decides what negates it),
 * enemy-controlled hexes (classic rules), and hexes closed for any other reason.
 */
export class SearchOverlay {
  readonly flags: Uint8Array;

  constructor(size: number) {
    this.flags = new Uint8Array(size);
  }

  static empty(grid: HexGrid): SearchOverlay {
    return new SearchOverlay(grid.size);
  }

  mark(hex: number, flag: number): this {
    this.flags[hex] = this.flags[hex]! | flag;
    return this;
  }

  /**
   * Marks the ZOC of enemy units: their own hexes and the six around each, except hexes in
   * `negated` (e.g. holding a friendly unit, where the ruleset says that negates it).
   */
  addZoc(grid: HexGrid, zocUnitHexes: Iterable<number>, negated?: Uint8Array): this {
    const nb = grid.neighbours;
    for (const h of zocUnitHexes) {
      if (!negated || !negated[h]) this.flags[h] = this.flags[h]! | ENEMY_ZOC;
      for (let d = 0; d < 6; d++) {
        const j = nb[6 * h + d]!;
        if (j >= 0 && (!negated || !negated[j])) this.flags[j] = this.flags[j]! | ENEMY_ZOC;
      }
    }
    return this;
  }
}
