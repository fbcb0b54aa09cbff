import { describe, expect, it } from 'vitest';
import { mpText } from './mp-text.js';

describe('mpText: MP and SLP as the charts print them', () => {
  it('whole numbers, halves, thirds and quarters as fractions; anything finer in decimals', () => {
    expect([0, 7, 0.5, 7.5, 3.5, 5.5, 1 / 3, 2 + 2 / 3, 0.25, 1.75].map(mpText)).toEqual([
      '0',
      '7',
      '1/2',
      '7 1/2',
      '3 1/2',
      '5 1/2',
      '1/3',
      '2 2/3',
      '1/4',
      '1 3/4',
    ]);
    expect(mpText(0.2)).toBe('0.20');
  });
});
