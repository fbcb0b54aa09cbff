import type { Axial } from './axial.js';

/**
 * Printed maps number hexes in offset columns and rows. Flat-top grids shove every other column
 * half a hex down; pointy-top grids shove every other row half a hex right. `offset` says which
 * 0-based global columns (flat) or rows (pointy) are shoved: "odd" = 1, 3, 5 ... (Red Blob's odd-q /
 * odd-r). With printed numbering from 01, "odd" means printed columns 02, 04 ... sit lower.
 */
export type Orientation = 'flat' | 'pointy';
export type OffsetParity = 'odd' | 'even';

export interface Offset {
  readonly col: number;
  readonly row: number;
}

export function offsetToAxial(o: Offset, orientation: Orientation, parity: OffsetParity): Axial {
  if (orientation === 'flat') {
    const shift = parity === 'odd' ? (o.col - (o.col & 1)) / 2 : (o.col + (o.col & 1)) / 2;
    return { q: o.col, r: o.row - shift };
  }
  const shift = parity === 'odd' ? (o.row - (o.row & 1)) / 2 : (o.row + (o.row & 1)) / 2;
  return { q: o.col - shift, r: o.row };
}

export function axialToOffset(a: Axial, orientation: Orientation, parity: OffsetParity): Offset {
  if (orientation === 'flat') {
    const shift = parity === 'odd' ? (a.q - (a.q & 1)) / 2 : (a.q + (a.q & 1)) / 2;
    return { col: a.q, row: a.r + shift };
  }
  const shift = parity === 'odd' ? (a.r - (a.r & 1)) / 2 : (a.r + (a.r & 1)) / 2;
  return { col: a.q + shift, row: a.r };
}
