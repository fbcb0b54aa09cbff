import { describe, expect, it } from 'vitest';
import { enteredDice, rollDice, seededFaces } from './dice.js';

describe('dice', () => {
  it('the same seed gives the same faces, and faces are 1..6 with every face appearing', () => {
    expect(seededFaces(42, 20)).toEqual(seededFaces(42, 20));
    expect(seededFaces(42, 20)).not.toEqual(seededFaces(43, 20));
    const many = seededFaces(7, 6000);
    for (let f = 1; f <= 6; f++) {
      const n = many.filter((x) => x === f).length;
      expect(n).toBeGreaterThan(850);
      expect(n).toBeLessThan(1150);
    }
    expect(rollDice(9, 2)).toEqual({ faces: seededFaces(9, 2), source: 'rolled', seed: 9 });
  });
  it('dice typed in by the referee are checked', () => {
    expect(enteredDice([3, 4], 2, 'Attrition').faces).toEqual([3, 4]);
    expect(() => enteredDice([3], 2, 'Attrition')).toThrow('Attrition needs 2 dice, got 1');
    expect(() => enteredDice([7], 1, 'Breakout')).toThrow('Breakout: a die shows 1 to 6, not 7');
  });
});
