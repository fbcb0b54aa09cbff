import { LIMITS, LimitError, checkGridStep } from '../import-limits.js';
import { gridRegions } from './grid-regions.js';
import type { VassalHexGrid } from './hex-numbering.js';
import type { PlacedBoard } from './module-model.js';

/**
 * Before a map's lattice is built: every grid (boards' and zones') has finite steps of a few pixels
 * at least and a numbering whose labels stay short, every board a finite size, and the boards'
 * hexes together stay under the map cap. Building the lattice walks every hex of every board, so a
 * zero step, a board of 1e300 px or a numbering starting at 1e9 in letters would never end.
 */
export function checkLatticeBounds(placed: readonly PlacedBoard[]): void {
  let hexes = 0;
  for (const p of placed) {
    const b = p.board;
    if (!Number.isFinite(b.width) || !Number.isFinite(b.height) || !Number.isFinite(p.x) || !Number.isFinite(p.y))
      throw new Error(`board "${b.name}" has no finite size or place (${b.width} x ${b.height} px at ${p.x}, ${p.y})`);
    // every region (the background grid, each zone's) is walked over the whole board
    for (const r of gridRegions(b)) {
      checkGrid(r.grid, r.label);
      // the lattice walks one ring of hexes past the picture on every side
      hexes += (Math.abs(b.width) / r.grid.dx + 3) * (Math.abs(b.height) / r.grid.dy + 3);
    }
    if (hexes > LIMITS.mapHexes)
      throw new LimitError(
        'mapHexes',
        `its boards would hold about ${Math.round(hexes).toLocaleString('en-US')} hexes`,
      );
  }
}

function checkGrid(g: VassalHexGrid, label: string): void {
  checkGridStep({ dx: g.dx, dy: g.dy, x0: g.x0, y0: g.y0 }, label);
  const n = g.numbering;
  if (!n) return;
  for (const [name, v] of [
    ['hOff', n.hOff],
    ['vOff', n.vOff],
  ] as const)
    if (!Number.isFinite(v) || Math.abs(v) > LIMITS.numberingOffset)
      throw new LimitError('numberingOffset', `${label}: the grid numbering's ${name} is ${v}`);
  for (const [name, v] of [
    ['hLeading', n.hLeading],
    ['vLeading', n.vLeading],
  ] as const)
    if (!Number.isFinite(v) || v > LIMITS.numberingLeading)
      throw new LimitError('numberingLeading', `${label}: the grid numbering's ${name} is ${v}`);
}
