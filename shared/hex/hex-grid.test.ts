import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HexGrid } from './hex-grid.js';
import { singleSheetLayout, layoutProblems, type MapLayout } from './map-layout.js';
import { parsePrintedId } from './printed-id.js';
import { axialToOffset, offsetToAxial } from './offset.js';
import { axialToPixel, pixelToAxial } from './pixel.js';

function neighbourIds(grid: HexGrid, id: string): string[] {
  const i = grid.indexOf(id);
  expect(i, `hex ${id} exists`).toBeGreaterThanOrEqual(0);
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const j = grid.neighbours[6 * i + d]!;
    if (j >= 0) out.push(grid.printedId(j));
  }
  return out.sort();
}

describe('flat-top grids (hand-checked against a printed map)', () => {
  it('odd offset: printed even columns sit lower, so 0202 touches 0102 and 0103', () => {
    const g = new HexGrid(singleSheetLayout(10, 10, 'flat', 'odd'));
    expect(neighbourIds(g, '0202')).toEqual(['0102', '0103', '0201', '0203', '0302', '0303']);
    expect(neighbourIds(g, '0303')).toEqual(['0202', '0203', '0302', '0304', '0402', '0403']);
  });
  it('even offset: printed odd columns sit lower, so 0202 touches 0101 and 0102', () => {
    const g = new HexGrid(singleSheetLayout(10, 10, 'flat', 'even'));
    expect(neighbourIds(g, '0202')).toEqual(['0101', '0102', '0201', '0203', '0301', '0302']);
  });
  it('corner and edge hexes have fewer neighbours', () => {
    const g = new HexGrid(singleSheetLayout(10, 10, 'flat', 'odd'));
    expect(neighbourIds(g, '0101')).toEqual(['0102', '0201']);
    expect(neighbourIds(g, '1010')).toEqual(['0910', '1009']);
  });
  it('hex distance', () => {
    const g = new HexGrid(singleSheetLayout(20, 20, 'flat', 'odd'));
    const d = (a: string, b: string) => g.distance(g.indexOf(a), g.indexOf(b));
    expect(d('0101', '0105')).toBe(4);
    expect(d('0101', '0301')).toBe(2);
    expect(d('0101', '0202')).toBe(2);
    expect(d('0101', '0201')).toBe(1);
    expect(d('0505', '1005')).toBe(5);
    expect(d('0101', '1101')).toBe(10);
    // going down-right diagonally costs one hex per column
    expect(d('0101', '0603')).toBe(5);
  });
});

describe('pointy-top grids', () => {
  it('odd offset: printed even rows sit to the right', () => {
    const g = new HexGrid(singleSheetLayout(10, 10, 'pointy', 'odd'));
    expect(neighbourIds(g, '0202')).toEqual(['0102', '0201', '0203', '0301', '0302', '0303']);
  });
  it('even offset', () => {
    const g = new HexGrid(singleSheetLayout(10, 10, 'pointy', 'even'));
    expect(neighbourIds(g, '0202')).toEqual(['0101', '0102', '0103', '0201', '0203', '0302']);
  });
  it('hex distance along a row and down a zig-zag', () => {
    const g = new HexGrid(singleSheetLayout(20, 20, 'pointy', 'odd'));
    const d = (a: string, b: string) => g.distance(g.indexOf(a), g.indexOf(b));
    expect(d('0101', '0601')).toBe(5);
    expect(d('0101', '0105')).toBe(4);
  });
});

describe('printed hex ids', () => {
  it('single sheet: CCRR, wider when the map has 100 or more columns', () => {
    const g = new HexGrid(singleSheetLayout(40, 30));
    expect(g.printedId(g.indexAt(0, 19))).toBe('0120');
    expect(g.indexOf('0120')).toBe(g.indexAt(0, 19));
    expect(g.indexOf('4130')).toBe(-1);
    expect(g.indexOf('0000')).toBe(-1);
    expect(g.indexOf('12')).toBe(-1);
    const wide = new HexGrid(singleSheetLayout(120, 30));
    expect(wide.printedId(wide.indexAt(104, 4))).toBe('10505');
    expect(wide.indexOf('00101')).toBe(0);
  });
  it('the fast digit reading of ids agrees with the parser, for any text and any first printed column and row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.stringMatching(/^[0-9 a]{0,6}$/),
        (firstColumn, firstRow, text) => {
          const layout = singleSheetLayout(12, 11);
          const sheet = { ...layout.sections[0]!, firstColumn, firstRow };
          const g = new HexGrid({ ...layout, sections: [sheet] });
          const p = parsePrintedId(g.layout, text);
          expect(g.indexOf(text)).toBe(p ? g.indexAt(p.col, p.row) : -1);
          g.indexIds();
          expect(g.indexOf(text)).toBe(p ? g.indexAt(p.col, p.row) : -1);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('several sheets: B12.05, and hexes across the seam are neighbours', () => {
    const layout: MapLayout = {
      orientation: 'flat',
      offset: 'odd',
      columns: 20,
      rows: 10,
      sections: [
        { id: 'A', column: 0, row: 0, columns: 10, rows: 10, firstColumn: 1, firstRow: 1 },
        { id: 'B', column: 10, row: 0, columns: 10, rows: 10, firstColumn: 1, firstRow: 1 },
      ],
    };
    expect(layoutProblems(layout)).toEqual([]);
    const g = new HexGrid(layout);
    expect(g.printedId(g.indexAt(11, 4))).toBe('B02.05');
    expect(g.indexOf('b02.05')).toBe(g.indexAt(11, 4));
    expect(g.indexOf('C01.01')).toBe(-1);
    expect(g.indexOf('A11.01')).toBe(-1);
    expect(neighbourIds(g, 'A10.05')).toContain('B01.05');
    expect(neighbourIds(g, 'A10.05')).toContain('B01.06');
    expect(g.distance(g.indexOf('A01.01'), g.indexOf('B01.01'))).toBe(10);
  });
  it('a layout with overlapping or unnamed sections is reported', () => {
    const bad: MapLayout = {
      orientation: 'flat',
      offset: 'odd',
      columns: 10,
      rows: 10,
      sections: [
        { id: '', column: 0, row: 0, columns: 10, rows: 10, firstColumn: 1, firstRow: 1 },
        { id: 'B', column: 5, row: 0, columns: 10, rows: 10, firstColumn: 1, firstRow: 1 },
      ],
    };
    const problems = layoutProblems(bad);
    expect(problems.some((p) => p.includes('letter id'))).toBe(true);
    expect(problems.some((p) => p.includes('does not fit'))).toBe(true);
  });
});

describe('coordinates', () => {
  it('offset <-> axial round-trips for all four layouts', () => {
    for (const o of ['flat', 'pointy'] as const) {
      for (const p of ['odd', 'even'] as const) {
        for (let col = -3; col < 8; col++) {
          for (let row = -3; row < 8; row++) {
            expect(axialToOffset(offsetToAxial({ col, row }, o, p), o, p)).toEqual({ col, row });
          }
        }
      }
    }
  });
  it('pixel -> hex finds the hex whose centre was drawn, in both orientations', () => {
    for (const o of ['flat', 'pointy'] as const) {
      for (let q = -4; q < 5; q++) {
        for (let r = -4; r < 5; r++) {
          const c = axialToPixel({ q, r }, o, 30);
          expect(pixelToAxial(c.x + 7, c.y - 6, o, 30)).toEqual({ q, r });
        }
      }
    }
  });
});
