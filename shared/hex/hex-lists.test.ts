import { describe, expect, it } from 'vitest';
import { hexLists } from './hex-lists.js';

describe('hexLists', () => {
  it('lists each hex its values in the order added, and empty hexes none', () => {
    const entries: Array<[number, number]> = [
      [2, 7],
      [0, 1],
      [2, 5],
      [4, 9],
    ];
    const { start, values } = hexLists(5, (add) => entries.forEach(([h, v]) => add(h, v)));
    const of = (h: number) => Array.from(values.subarray(start[h], start[h + 1]));
    expect([0, 1, 2, 3, 4].map(of)).toEqual([[1], [], [7, 5], [], [9]]);
  });
});
