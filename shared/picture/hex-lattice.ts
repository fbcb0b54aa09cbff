import type { Orientation } from '../hex/offset.js';
import type { Alignment } from './grid-alignment.js';

/**
 * A square lattice of points over a hex's interior, laid out once per sheet in the grid's plane
 * and turned into picture offsets. Unlike the colour sample pattern it keeps each point's lattice
 * neighbours, so a solid symbol (a town block, a fort star) can be told from the thin strokes of
 * printed ids and place names: only a solid patch of ink survives having its edges worn away.
 */
export interface HexLattice {
  readonly dx: Float32Array;
  readonly dy: Float32Array;
  readonly count: number;
  /** per point its 8 lattice neighbours (index, or -1 outside the lattice) */
  readonly around: Int32Array;
  /** per point: 1 where it lies in the inner 55% of the hex, where symbols are printed */
  readonly inner: Uint8Array;
}

function inside(orientation: Orientation, x: number, y: number, shrink: number): boolean {
  const r = (Math.sqrt(3) / 2) * shrink;
  const [u, v] = orientation === 'flat' ? [x, y] : [y, x];
  return Math.abs(v) <= r && Math.abs(u) * (Math.sqrt(3) / 2) + Math.abs(v) * 0.5 <= r;
}

/** The lattice step (plane units) that puts a point about every 2.2 picture pixels, never finer than needed. */
export function latticeStep(t: Alignment): number {
  const pxPerUnit = Math.sqrt(Math.abs(t.a * t.d - t.b * t.c));
  return Math.max(0.06, Math.min(0.12, 2.2 / pxPerUnit));
}

export function hexLattice(orientation: Orientation, t: Alignment, shrink = 0.86): HexLattice {
  const step = latticeStep(t);
  const n = Math.ceil(1 / step);
  const side = 2 * n + 1;
  const index = new Int32Array(side * side).fill(-1);
  const xs: number[] = [];
  const ys: number[] = [];
  const inner: number[] = [];
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const x = (c - n) * step;
      const y = (r - n) * step;
      if (!inside(orientation, x, y, shrink)) continue;
      index[r * side + c] = xs.length;
      xs.push(t.a * x + t.b * y);
      ys.push(t.c * x + t.d * y);
      inner.push(inside(orientation, x, y, 0.55) ? 1 : 0);
    }
  }
  const around = new Int32Array(xs.length * 8).fill(-1);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const k = index[r * side + c]!;
      if (k < 0) continue;
      let m = 0;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          if (dr === 0 && dc === 0) continue;
          const rr = r + dr;
          const cc = c + dc;
          around[8 * k + m++] = rr >= 0 && cc >= 0 && rr < side && cc < side ? index[rr * side + cc]! : -1;
        }
      }
    }
  }
  return {
    dx: Float32Array.from(xs),
    dy: Float32Array.from(ys),
    count: xs.length,
    around,
    inner: Uint8Array.from(inner),
  };
}
