import { describe, expect, it } from 'vitest';
import { unitSchema } from '../registered-state.js';
import { outOfSupplyEffects, strength } from './out-of-supply-effects.js';

describe('OCS 12.8d Out of Supply effects', () => {
  it('half strength with combat supply, a quarter without, written as a chart writes fractions', () => {
    const u = unitSchema.parse({
      id: 'u',
      name: 'u',
      side: 'a',
      type: 'inf',
      hex: '0101',
      steps: 1,
      maxSteps: 1,
      re: 1,
      attack: 3,
      defense: 2,
      outOfSupplySince: 2,
    });
    expect(outOfSupplyEffects(u)).toEqual([
      'no ZOC',
      'with combat supply: attack 1½, defend 1 (half strength)',
      'without combat supply: cannot attack, defend ½ (quarter strength)',
      'barrage and movement normal',
    ]);
  });
  it('a strength below 1 reads "½", never "0½"', () => {
    expect([strength(0.25), strength(0.5), strength(0.75), strength(2.5), strength(0), strength(4)]).toEqual([
      '¼',
      '½',
      '¾',
      '2½',
      '0',
      '4',
    ]);
  });
});
