import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locationName, type VassalHexGrid, type VassalNumbering } from './hex-numbering.js';
import { buildLattice } from './map-lattice.js';

/**
 * Our hex names against VASSAL's own rules, written out here step by step as VASSAL 3.x's
 * HexGridNumbering and RegularGridNumbering compute them (integer board points, a sideways grid
 * swapping x and y, the raw column from the nearest column centre, the raw row from the column's
 * shove, descending axes counted back from the container's size in VASSAL's own units, the stagger
 * on odd raw columns, letters A..Z then AA, BB, leading zeros, separator and location format).
 * Every option and a wide range of grids and points are drawn at random.
 */
function vassalName(g: VassalHexGrid, n: VassalNumbering, px: number, py: number): string {
  const [x, y] = g.sideways ? [py, px] : [px, py];
  const rawColumn = Math.floor((x - g.x0) / g.dx + 0.5);
  const nx = Math.round((x - g.x0) / g.dx);
  const rawRow = nx % 2 === 0 ? Math.round((y - g.y0) / g.dy) : Math.round((y - g.y0 - g.dy / 2) / g.dy);
  const maxRows = Math.floor(g.height / g.dx + 0.5);
  const maxColumns = Math.floor(g.width / g.dy + 0.5);
  let column = rawColumn;
  if (n.vDescend && g.sideways) column = maxRows - column;
  if (n.hDescend && !g.sideways) column = maxColumns - column;
  let row = rawRow;
  if (n.vDescend && !g.sideways) row = maxRows - row;
  if (n.hDescend && g.sideways) row = maxColumns - row;
  if (n.stagger && rawColumn % 2 !== 0) {
    const descending = g.sideways ? n.hDescend : n.vDescend;
    row += descending ? -1 : 1;
  }
  const name = (value: number, type: 'N' | 'A', leading: number) => {
    let val = value < 0 ? '-' : '';
    let v = Math.abs(value);
    if (type === 'A') {
      do {
        val += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.charAt(v % 26);
        v -= 26;
      } while (v >= 0);
      return val;
    }
    let l = leading;
    while (l > 0 && v < Math.pow(10, l--)) val += '0';
    return val + String(v);
  };
  const rowName = name(row + n.vOff, n.vType, n.vLeading);
  const colName = name(column + n.hOff, n.hType, n.hLeading);
  const grid = n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
  return n.locationFormat
    .split('$gridLocation$')
    .join(grid)
    .split('$row$')
    .join(rowName)
    .split('$column$')
    .join(colName);
}

const numbering: fc.Arbitrary<VassalNumbering> = fc.record({
  first: fc.constantFrom('H' as const, 'V' as const),
  sep: fc.constantFrom('', '.', '-', ' ', '/'),
  hType: fc.constantFrom('N' as const, 'A' as const),
  vType: fc.constantFrom('N' as const, 'A' as const),
  hOff: fc.integer({ min: -3, max: 40 }),
  vOff: fc.integer({ min: -3, max: 40 }),
  hDescend: fc.boolean(),
  vDescend: fc.boolean(),
  stagger: fc.boolean(),
  hLeading: fc.integer({ min: 0, max: 3 }),
  vLeading: fc.integer({ min: 0, max: 3 }),
  locationFormat: fc.constantFrom('$gridLocation$', 'Hex $gridLocation$', '$column$/$row$', '[$row$]'),
});

const grid = fc
  .record({
    sideways: fc.boolean(),
    dy: fc.double({ min: 20, max: 150, noNaN: true }),
    ratio: fc.double({ min: 0.7, max: 1.2, noNaN: true }),
    x0: fc.integer({ min: -60, max: 200 }),
    y0: fc.integer({ min: -60, max: 200 }),
    width: fc.integer({ min: 100, max: 6000 }),
    height: fc.integer({ min: 100, max: 6000 }),
    numbering,
  })
  .map(({ ratio, ...g }) => ({ ...g, dx: g.dy * ratio }));

describe('hex names follow VASSAL HexGridNumbering for every option', () => {
  it('names every board point as VASSAL does: any grid, orientation, numbering and point', () => {
    fc.assert(
      fc.property(grid, fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 0, max: 6000 }), (g, x, y) => {
        expect(locationName(g, x, y)).toBe(vassalName(g, g.numbering, x, y));
      }),
      { numRuns: 3000 },
    );
  });

  it('names hex centres as VASSAL does, where rounding is closest to a tie', () => {
    fc.assert(
      fc.property(grid, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (g, k, j) => {
        // the centre of raw cell (k, j), rounded to the integer point a saved piece has
        const u = g.x0 + k * g.dx;
        const v = g.y0 + j * g.dy + (k % 2 ? g.dy / 2 : 0);
        const [x, y] = g.sideways ? [Math.round(v), Math.round(u)] : [Math.round(u), Math.round(v)];
        expect(locationName(g, x, y)).toBe(vassalName(g, g.numbering, x, y));
      }),
      { numRuns: 3000 },
    );
  });

  it('every hex of an imported board carries the name VASSAL gives its centre, and a piece there finds it', () => {
    const small = grid.map((g) => ({ ...g, width: Math.min(g.width, 600), height: Math.min(g.height, 600) }));
    fc.assert(
      fc.property(small, (g) => {
        const board = { name: 'B', width: g.width, height: g.height, grid: g, zones: [] };
        let lattice;
        try {
          lattice = buildLattice([{ board, x: 0, y: 0, column: 0, row: 0 }]);
        } catch {
          return; // a grid with no hex centre on the picture: nothing to name
        }
        const { pixel } = lattice;
        lattice.ids.forEach((line, row) =>
          line.forEach((id, col) => {
            if (!id) return;
            const x = g.sideways ? pixel.x0 + col * g.dy + (row % 2 ? g.dy / 2 : 0) : pixel.x0 + col * g.dx;
            const y = g.sideways ? pixel.y0 + row * g.dx : pixel.y0 + row * g.dy + (col % 2 ? g.dy / 2 : 0);
            const px = Math.round(x);
            const py = Math.round(y);
            expect(id).toBe(vassalName(g, g.numbering, px, py));
            if (px > 0 && py > 0 && px < g.width && py < g.height) expect(lattice.hexAt(px, py)).toBe(id);
          }),
        );
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
