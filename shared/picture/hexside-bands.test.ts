import { describe, expect, it } from 'vitest';
import { rowsWithInk, type InkBand } from './hexside-bands.js';

/** a route's band of 10 rows, 3 points across each (off the line, on it, off it) */
const band: InkBand = {
  along: 10,
  dx: new Float32Array(30),
  dy: new Float32Array(30),
  rowStart: Int32Array.from({ length: 11 }, (_, a) => 3 * a),
  off: Float32Array.from({ length: 30 }, (_, q) => ((q % 3) - 1) * 0.08),
  tolerance: 0.03,
};

/** the labels of a band whose middle point shows ink 0 in the rows given */
function inked(rows: number[]): Int16Array {
  const label = new Int16Array(30).fill(-1);
  for (const a of rows) label[3 * a + 1] = 0;
  return label;
}

describe('how much of a route a link shows', () => {
  const at = new Float32Array(10);
  it('counts a line printed the whole way across the link in full', () => {
    expect(rowsWithInk(band, 0, inked([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), true, at)).toBe(1);
  });

  it('counts ink filling one half of the link only (a place name, a symbol) for nothing', () => {
    expect(rowsWithInk(band, 0, inked([0, 1, 2, 3, 4]), true, at)).toBe(0);
    // the same ink on a hexside feature (not a straight route) still counts as the share of rows
    expect(rowsWithInk(band, 0, inked([0, 1, 2, 3, 4]), false, at)).toBe(0.5);
  });

  it('counts a line broken in one half by what is printed over it for less than a whole one', () => {
    const score = rowsWithInk(band, 0, inked([0, 1, 2, 3, 4, 5, 6]), true, at);
    expect(score).toBeGreaterThan(0.5);
    expect(score).toBeLessThan(0.7);
  });
});
