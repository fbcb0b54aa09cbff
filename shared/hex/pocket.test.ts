import { describe, expect, it } from 'vitest';
import { HexGrid } from './hex-grid.js';
import { singleSheetLayout } from './map-layout.js';
import { pocketOf } from './pocket.js';

/**
 * A unit ringed by enemy ZOC: no supply line from a source outside the ring reaches it, which the
 * pocket of open hexes around it shows without a search of the map; a source inside the ring, or
 * an opening in it, and there is no such proof.
 */
describe('pocketOf', () => {
  const grid = new HexGrid(singleSheetLayout(20, 20, 'flat', 'odd'));
  const at = (id: string) => grid.indexOf(id);
  const centre = at('1010');
  const ring = [...Array(6).keys()].map((d) => grid.neighbours[6 * centre + d]!);
  const closed = new Set(ring);
  const unentered = (h: number) => closed.has(h);

  it('gives the hexes a ring of closed hexes holds when no source is among or next to them', () => {
    const pocket = pocketOf(grid, centre, (h) => h === at('0101'), unentered);
    expect(pocket).not.toBeNull();
    expect([...pocket!.hexes]).toEqual([centre]);
    expect(pocket!.has(at('0101'))).toBe(false);
  });

  it('gives nothing when a source stands next to the pocket, or the ring is open', () => {
    expect(pocketOf(grid, centre, (h) => h === ring[0], unentered)).toBeNull();
    closed.delete(ring[2]!);
    expect(pocketOf(grid, centre, (h) => h === at('0101'), unentered)).toBeNull();
    closed.add(ring[2]!);
  });

  it('gives nothing past its cap: the search answers instead', () => {
    expect(
      pocketOf(
        grid,
        at('0505'),
        (h) => h === -5,
        () => false,
        50,
      ),
    ).toBeNull();
  });
});
