import { describe, expect, it } from 'vitest';
import { parseFactors } from './factors.js';

describe('factors as printed on a counter', () => {
  it('reads attack-defence-movement from a name or a property', () => {
    expect(parseFactors('4-3-8 Inf')).toMatchObject({ attack: 4, defense: 3, ma: 8, text: '4-3-8', bracketed: false });
    expect(parseFactors('1st Bn', '2-1-6')).toMatchObject({ attack: 2, defense: 1, ma: 6 });
  });
  it('takes a bracketed factor as its number and notes the brackets', () => {
    expect(parseFactors('(3)-4-10 Pz')).toMatchObject({
      attack: 3,
      defense: 4,
      ma: 10,
      text: '(3)-4-10',
      bracketed: true,
    });
  });
  it('reads strength-movement, and nothing from names without factors or with dates', () => {
    expect(parseFactors('HQ 3-8')).toMatchObject({ attack: 3, defense: 3, ma: 8 });
    expect(parseFactors('Out of Supply')).toBeUndefined();
    expect(parseFactors('Turn 1941-06-22')).toBeUndefined();
  });
});
