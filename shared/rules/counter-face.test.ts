import { describe, expect, it } from 'vitest';
import { unitSchema, type RegisteredUnit as Unit } from './registered-state.js';
import { counterChits, counterFactors, nationColor, shortUnitId } from './counter-face.js';
import { rulesetChits } from './registered-views.js';
import { gcGame } from '../../test/helpers/gc-scenario.js';

const unit = (over: Partial<Unit>): Unit =>
  unitSchema.parse({
    id: 'u',
    name: 'u',
    side: 'axis',
    type: 'inf',
    hex: '0101',
    steps: 2,
    maxSteps: 2,
    re: 1,
    ...over,
  });

describe('what a counter shows', () => {
  it('prints the factors attack-defence-movement, never the steps', () => {
    expect(counterFactors(unit({ attack: 6, defense: 5, ma: 8, steps: 2 }), true)).toBe('6-5-8');
    expect(counterFactors(unit({ ma: 16 }), false)).toBe('16');
  });

  it("puts each marker on its own chit, the supply marker first, then the rulesets' own", () => {
    const chits = (u: Unit, badge: string | null) => counterChits(u, badge, rulesetChits(u));
    expect(
      chits(unit({ mode: 'dg', ocs: { internals: 'low', fuel: 'formation' }, outOfSupplySince: 1 }), 'OOS'),
    ).toEqual(['OOS', 'Low', 'Fuel', 'DG']);
    expect(chits(unit({ gc: { uLevel: 3, isolated: 'supply' }, mode: 'strat' }), 'U3 ISO')).toEqual([
      'U3',
      'ISO',
      'Strat',
    ]);
    expect(chits(unit({ gc: { isolated: 'combat' } }), null)).toEqual(['ISO']);
    expect(chits(unit({ ocs: { internals: 'exhausted' } }), null)).toEqual(['Exh']);
    expect(chits(unit({}), null)).toEqual([]);
  });

  it('gives a short id: own number over formation', () => {
    expect(shortUnitId('11 Pz: 111 PzG Rgt')).toBe('111/11');
    expect(shortUnitId('160 Rifle Div (cut off)')).toBe('160');
    expect(shortUnitId('XLVIII Pz Corps HQ')).toBe('XLVIII');
  });

  it('tells allied nations apart: each nation of a side its own colour (GC 16.F)', () => {
    const game = gcGame(['...'], {
      nations: [
        { id: 'de', name: 'Germany', side: 'a', contingent: 'axis', fullFrom: [] },
        { id: 'hu', name: 'Hungary', side: 'a', contingent: 'axis', fullFrom: [] },
        { id: 'ro', name: 'Romania', side: 'a', fullFrom: [] },
        { id: 'su', name: 'Soviet Union', side: 'b', fullFrom: [] },
      ],
    });
    const axis = game.nations.filter((n) => n.side === 'a').map((n) => nationColor(game, n.id));
    expect(axis.length).toBeGreaterThan(1);
    expect(new Set(axis).size).toBe(axis.length);
    expect(axis[0]).toBe(game.sides.find((s) => s.id === 'a')!.color);
    const own = { ...game, nations: game.nations.map((n, k) => (k === 1 ? { ...n, color: '#123456' } : n)) };
    expect(nationColor(own, game.nations[1]!.id)).toBe('#123456');
    expect(nationColor(game, undefined)).toBeNull();
  });
});
