import { describe, expect, it } from 'vitest';
import { boardGrid } from '../../../test/helpers/vassal-scenario.js';
import { axisName, locationName, rawCentre, type VassalHexGrid } from './hex-numbering.js';

/** The hexes of a 200 x 174 board with hexes 50 apart across, 58 along a column, first centre at (25, 29). */
function names(g: VassalHexGrid): string[][] {
  const cols: string[][] = [];
  for (let k = 0; k < 4; k++) {
    const col: string[] = [];
    for (let j = 0; j < 3; j++) {
      const c = rawCentre(g, k, j);
      const x = Math.round(c.x);
      const y = Math.round(c.y);
      if (x < g.width && y < g.height && (g.sideways ? y < g.height : true)) col.push(locationName(g, x, y));
    }
    cols.push(col);
  }
  return cols;
}

describe('VASSAL hex numbering, checked against hand-computed lists', () => {
  it('flat-top, staggered (the default): odd columns start one row further', () => {
    expect(names(boardGrid())).toEqual([
      ['0101', '0102', '0103'],
      ['0202', '0203'],
      ['0301', '0302', '0303'],
      ['0402', '0403'],
    ]);
  });
  it('flat-top, not staggered', () => {
    expect(names(boardGrid({ stagger: false }))).toEqual([
      ['0101', '0102', '0103'],
      ['0201', '0202'],
      ['0301', '0302', '0303'],
      ['0401', '0402'],
    ]);
  });
  it('descending rows count back from the board height (174 / 50 rounds to 3 rows)', () => {
    expect(names(boardGrid({ vDescend: true }))).toEqual([
      ['0104', '0103', '0102'],
      ['0203', '0202'],
      ['0304', '0303', '0302'],
      ['0403', '0402'],
    ]);
  });
  it('descending columns count back from the board width (200 / 58 rounds to 3 columns)', () => {
    expect(names(boardGrid({ hDescend: true, stagger: false })).map((c) => c[0])).toEqual([
      '0401',
      '0301',
      '0201',
      '0101',
    ]);
  });
  it('alphabetic columns from A, a separator and rows first', () => {
    expect(names(boardGrid({ hType: 'A', hOff: 0, stagger: false })).map((c) => c[0])).toEqual([
      'A01',
      'B01',
      'C01',
      'D01',
    ]);
    expect(names(boardGrid({ hType: 'A', hOff: 0, stagger: false, first: 'V', sep: '-' }))[1]).toEqual([
      '01-B',
      '02-B',
    ]);
  });
  it('a location format around the grid location', () => {
    expect(names(boardGrid({ locationFormat: 'Hex $gridLocation$' }))[0]![0]).toBe('Hex 0101');
  });
  it('pointy-top (sideways): x and y swap, so VASSAL columns run down the board', () => {
    const g: VassalHexGrid = { ...boardGrid(), sideways: true, width: 174, height: 200 };
    // raw column k is the k-th row from the top; centres along it 58 apart from x = 29
    expect(rawCentre(g, 0, 1)).toEqual({ x: 87, y: 25 });
    expect(rawCentre(g, 1, 0)).toEqual({ x: 58, y: 75 });
    expect(locationName(g, 87, 25)).toBe('0102');
    expect(locationName(g, 58, 75)).toBe('0202');
    expect(locationName(g, 116, 175)).toBe('0403');
  });
  it('axis names: leading zeros, VASSAL letters (Z, then AA, BB), negatives', () => {
    expect([0, 25, 26, 27, 52].map((n) => axisName(n, 'A', 0))).toEqual(['A', 'Z', 'AA', 'BB', 'AAA']);
    expect(axisName(5, 'N', 2)).toBe('005');
    expect(axisName(50, 'N', 2)).toBe('050');
    expect(axisName(123, 'N', 1)).toBe('123');
    expect(axisName(-3, 'N', 1)).toBe('-03');
    expect(axisName(7, 'N', 0)).toBe('7');
  });
});
