import { describe, expect, it } from 'vitest';
import { classicScenario } from '../helpers/classic-scenario.js';
import { play } from '../helpers/play.js';

/** A Leader's rating set in the inspector decides which Soviet units are in supply (CL Soviet case 2). */
const rows = Array.from({ length: 3 }, () => '.'.repeat(16));
const s = classicScenario(rows, [
  { id: 'lukin', name: 'Lukin', hex: '1501', side: 's', type: 'leader', rating: 0 },
  { id: 'rifles', hex: '1201', side: 's', type: 'inf' },
]);

describe("a Leader's rating, edited as a unit field (unit.edit)", () => {
  it('a rating of 0 leaves the division three hexes away out of supply; rating 3 brings it in; Undo data kept', () => {
    expect(s.report('s').units.find((u) => u.id === 'rifles')!.status).toBe('out-of-supply');
    const { state, events } = play(s.game, s.state, { type: 'unit.edit', unit: 'lukin', set: { rating: 3 } });
    expect(events[0]).toMatchObject({ type: 'unitEdited', from: { rating: 0 }, to: { rating: 3 } });
    expect(s.report('s', state).units.find((u) => u.id === 'rifles')!.status).toBe('in-supply');
  });

  it('refuses a rating out of range', () => {
    expect(() => play(s.game, s.state, { type: 'unit.edit', unit: 'lukin', set: { rating: 120 } })).toThrow();
  });
});
