import type { HexInterior } from './hex-interior.js';
import { nearestMark, type MarkPalette } from './mark-palette.js';

/**
 * A hex described by the distribution of its interior rather than its mean colour: its background
 * colour (L, a, b), then per palette colour the share of its points in marks of that colour (trees
 * make woods, tufts make marsh, a place name adds a little black) and the share that is solid ink,
 * marks whose every lattice neighbour is the same mark. Thin strokes (ids, names, roads, ticks)
 * are never solid; a town block or a fort star is.
 */
export function descriptorLength(palette: MarkPalette): number {
  return 3 + 2 * palette.k;
}

/** How much each part of the descriptor may vary within one terrain before it counts as evidence. */
export function descriptorFloors(palette: MarkPalette): Float32Array {
  const f = new Float32Array(descriptorLength(palette));
  // lightness varies most within a terrain (shaded bands, uneven scans), so it says the least
  f[0] = 4;
  f[1] = 1.2;
  f[2] = 1.2;
  for (let c = 0; c < palette.k; c++) {
    f[3 + 2 * c] = 0.012;
    f[4 + 2 * c] = 0.006;
  }
  return f;
}

export function describe(h: HexInterior, palette: MarkPalette, out: Float32Array, o: number, scratch: Int8Array): void {
  out[o] = h.bg[0]!;
  out[o + 1] = h.bg[1]!;
  out[o + 2] = h.bg[2]!;
  const D = descriptorLength(palette);
  out.fill(0, o + 3, o + D);
  if (h.n === 0 || palette.k === 0) return;
  const { lab, valid, mark, lattice } = h;
  for (let k = 0; k < lattice.count; k++)
    scratch[k] = valid[k] && mark[k] ? nearestMark(palette, lab[3 * k]!, lab[3 * k + 1]!, lab[3 * k + 2]!) : -1;
  for (let k = 0; k < lattice.count; k++) {
    const c = scratch[k]!;
    if (c < 0) continue;
    out[o + 3 + 2 * c]! += 1;
    let solid = true;
    for (let m = 0; m < 8 && solid; m++) {
      const j = lattice.around[8 * k + m]!;
      solid = j >= 0 && scratch[j] === c;
    }
    if (solid) out[o + 4 + 2 * c]! += 1;
  }
  for (let d = 3; d < D; d++) out[o + d]! /= h.n;
}
