import { describe, expect, it } from 'vitest';
import { boardGrid } from '../../../test/helpers/vassal-scenario.js';
import { buildLattice } from './map-lattice.js';
import { placeBoards } from './board-placement.js';
import type { VassalBoard, VassalMap } from './module-model.js';

const board = (name: string): VassalBoard => ({
  name,
  image: `${name}.png`,
  width: 200,
  height: 174,
  grid: boardGrid(),
  zones: [],
});

/** A map window "M" of these boards, with an edge buffer of `edge` px (none unless given). */
const mapOf = (boards: VassalBoard[], edge = { width: 0, height: 0 }): VassalMap => ({
  name: 'M',
  kind: 'Map',
  fallbackId: 'Map0',
  edgeWidth: edge.width,
  edgeHeight: edge.height,
  boards,
});

describe('a multi-board map as one lattice', () => {
  it('places boards by the BoardPicker setup: a second row below the first, widths and the edge buffer counted', () => {
    const map = mapOf([board('N'), board('S')], { width: 10, height: 20 });
    const placed = placeBoards(map, 'MBoardPicker\tN\t0\t0\tS\t0\t1');
    expect(placed.map((p) => [p.board.name, p.x, p.y])).toEqual([
      ['N', 10, 20],
      ['S', 10, 194],
    ]);
  });
  it('boards numbered alike get their section letter in front of every id, so ids stay unique', () => {
    const map = mapOf([board('W'), board('E')]);
    const lattice = buildLattice(placeBoards(map, 'MBoardPicker\tW\t0\t0\tE\t1\t0'));
    expect(lattice.ids[0]).toEqual(['A0101', 'A0202', 'A0301', 'A0402', 'B0101', 'B0202', 'B0301', 'B0402']);
    expect(lattice.hexAt(325, 87)).toBe('B0302');
    expect(lattice.hexAt(-5, 87)).toBeUndefined();
  });
  it('names a board whose hex size differs and leaves its hexes out, rather than misnumbering them', () => {
    const other = { ...board('E'), grid: { ...boardGrid(), dx: 60 } };
    const map = mapOf([board('W'), other]);
    const lattice = buildLattice(placeBoards(map, 'MBoardPicker\tW\t0\t0\tE\t1\t0'));
    expect(lattice.notes.join('\n')).toMatch(/board "E" has a hex grid of 60 x 58 px, board "W" one of 50 x 58 px/);
    expect(lattice.hexAt(325, 87)).toBeUndefined();
    expect(lattice.hexAt(125, 87)).toBe('0302');
  });
  it('names a board whose grid is shifted by part of a hex', () => {
    const shifted = { ...board('E'), grid: { ...boardGrid(), y0: 29 + 20 } };
    const map = mapOf([board('W'), shifted]);
    const lattice = buildLattice(placeBoards(map, 'MBoardPicker\tW\t0\t0\tE\t1\t0'));
    expect(lattice.notes.join('\n')).toMatch(/board "E": its hexes lie up to 20 px off the hexes of board "W"/);
  });
  it("a zone using the board's grid names its hexes in its own format; a zone with no grid holds no hexes", () => {
    const zoned: VassalBoard = {
      ...board('Z'),
      zones: [
        {
          name: 'Box',
          polygon: [
            { x: 150, y: 0 },
            { x: 200, y: 0 },
            { x: 200, y: 174 },
            { x: 150, y: 174 },
          ],
          locationFormat: '$name$',
          useParentGrid: false,
        },
        {
          name: 'Town',
          polygon: [
            { x: 0, y: 0 },
            { x: 60, y: 0 },
            { x: 60, y: 174 },
            { x: 0, y: 174 },
          ],
          locationFormat: '$name$ $gridLocation$',
          useParentGrid: true,
        },
      ],
    };
    const map = mapOf([zoned]);
    const lattice = buildLattice(placeBoards(map, undefined));
    expect(lattice.ids.map((row) => row.filter(Boolean))).toEqual([
      ['Town 0101', '0202', '0301'],
      ['Town 0102', '0203', '0302'],
      // (0204's centre lies on the picture's lower edge: the board's rectangle keeps it, as before)
      ['Town 0103', '0204', '0303'],
    ]);
    expect(lattice.hexAt(175, 87)).toBeUndefined();
    expect(lattice.offGridName(175, 87)).toBe('Box');
  });
});
