import { describe, expect, it } from 'vitest';
import { unitSchema } from '../registered-state.js';
import { CLASSIC } from './ruleset.js';
import { classicScenario } from '../../../test/helpers/classic-scenario.js';

const div = unitSchema.parse({
  id: 'div',
  name: '9 Inf',
  side: 'g',
  type: 'inf',
  hex: '2801',
  steps: 2,
  maxSteps: 2,
  re: 1,
  attack: 9,
  defense: 7,
  ma: 7,
  outOfSupplySince: 2,
});

describe('CL effects of supply in the inspector (General Rule: halved out of supply)', () => {
  const s = classicScenario(['....'], []);
  const at = (phase: string) => ({ ...s.state, clock: { turn: 2, side: 'g', phase } });
  it('in a Movement Phase the Out of Supply marker halves strength and movement allowance (cases 1-2)', () => {
    expect(CLASSIC.unitEffects!(div, s.game, at('movement'))[0]).toBe(
      'combat strength 9-7 → 4-3, movement allowance 7 → 3 (halved, fractions dropped, never below 1)',
    );
  });
  it('in the Combat Phase strength follows supply at the instant of combat, not the marker of the Movement Phase', () => {
    const lines = CLASSIC.unitEffects!(div, s.game, at('combat'));
    expect(lines).toEqual([
      'combat strength judged at the instant of each combat (CL Procedure): 9-7 if it traces supply then, 4-3 if not',
      'out of supply for movement this turn (judged at the Movement Phase)',
    ]);
    expect(lines.join(' ')).not.toContain('→');
  });
});
