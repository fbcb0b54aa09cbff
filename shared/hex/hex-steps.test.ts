import { describe, expect, it } from 'vitest';
import { HexGrid } from './hex-grid.js';
import { stepsThrough } from './hex-steps.js';

const grid = new HexGrid({
  orientation: 'flat',
  offset: 'odd',
  columns: 8,
  rows: 6,
  sections: [{ id: '', column: 0, row: 0, columns: 8, rows: 6, firstColumn: 1, firstRow: 1 }],
});
const ids = (hexes: number[]) => hexes.map((i) => grid.printedId(i));
const at = (...hexes: string[]) => hexes.map((h) => grid.indexOf(h));
const adjacent = (path: number[]) => path.every((h, k) => k === 0 || grid.directionTo(path[k - 1]!, h) >= 0);

describe('a dragged road made a path of neighbouring hexes', () => {
  it('keeps a drag that touched every hex, and drops a hex touched twice in a row', () => {
    expect(ids(stepsThrough(grid, at('0101', '0201', '0201', '0301')))).toEqual(['0101', '0201', '0301']);
  });
  it('fills the hexes a quick drag skipped, one neighbour at a time', () => {
    const path = stepsThrough(grid, at('0101', '0501', '0504'));
    expect(adjacent(path)).toBe(true);
    expect(ids(path).slice(0, 1)).toEqual(['0101']);
    expect(ids(path)).toContain('0501');
    expect(ids(path).at(-1)).toBe('0504');
    // no longer than the hexes between: 4 steps to 0501, then 3 to 0504
    expect(path.length).toBe(1 + 4 + 3);
  });
});
