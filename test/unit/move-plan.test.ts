import { describe, expect, it } from 'vitest';
import { countersName, placements, planCommands, withMove, withoutMove } from '../../src-renderer/plan/move-plan.js';

const hq = { units: ['ax-hq'], names: ['XLVIII Pz Corps HQ'], hex: '2114' };
const stack = { units: ['a', 'b', 'c'], names: ['1/5 Pz', '2/5 Pz', '3/5 Pz'], hex: '1912' };

describe('a plan of hypothetical moves', () => {
  it('asks supply.whatif for every planned placement, then the counter in the hand', () => {
    const plan = withMove(withMove([], hq), stack);
    expect(placements(plan)).toEqual([
      { unit: 'ax-hq', hex: '2114' },
      { unit: 'a', hex: '1912' },
      { unit: 'b', hex: '1912' },
      { unit: 'c', hex: '1912' },
    ]);
    expect(placements(plan, { units: ['d'], hex: '2000' }).at(-1)).toEqual({ unit: 'd', hex: '2000' });
  });

  it('a counter planned again goes where it was planned last; a stack split keeps the rest where planned', () => {
    const plan = withMove(withMove(withMove([], hq), stack), { units: ['b'], names: ['2/5 Pz'], hex: '1800' });
    expect(plan.map((m) => [m.units, m.hex])).toEqual([
      [['ax-hq'], '2114'],
      [['a', 'c'], '1912'],
      [['b'], '1800'],
    ]);
    expect(countersName(plan[1]!.names)).toBe('2 counters');
    expect(countersName(plan[2]!.names)).toBe('2/5 Pz');
    const again = withMove(plan, { ...hq, hex: '2215' });
    expect(again.map((m) => m.hex)).toEqual(['1912', '1800', '2215']);
  });

  it('applies as one unit.move a counter in the order planned, and a move taken back is not made', () => {
    const plan = withoutMove(withMove(withMove([], hq), stack), 0);
    expect(planCommands(plan)).toEqual([
      { type: 'unit.move', unit: 'a', hex: '1912' },
      { type: 'unit.move', unit: 'b', hex: '1912' },
      { type: 'unit.move', unit: 'c', hex: '1912' },
    ]);
  });
});
