import { describe, expect, it } from 'vitest';
import { smallGame } from '../../../test/helpers/small-game.js';
import { eliminationModifiers, eliminationRoll, fortressCounts } from './elimination-roll.js';

// the Elimination Roll Modifiers chart of 17.E, as a game table (the rows the example needs, and a few more)
const modifiers = {
  id: 'elimination-modifiers',
  name: 'Elimination Roll Modifiers',
  rowHeader: 'condition',
  columns: ['DRM', 'condition'],
  rows: [
    ['fortress', -4, 'Full hex city or Fortress'],
    ['dot-city', -2, 'Dot city'],
    ['snow-major-city-or-fortress', 0, 'Any snow weather: major city or fortress'],
    ['snow-dot-city', 1, 'Any snow weather: dot or reference city'],
    ['snow-other', 2, 'Any snow weather: other terrain'],
    ['double-zoc', 2, 'Double/Triple ZOC'],
    ['partial-zoc', -2, 'Partial ZOC'],
    ['soviet-before-1942-03', 2, 'Soviet units before March 1942'],
  ].map(([key, dm, label]) => ({ key: key as string, cells: [dm as number, label as string] })),
};
const effects = {
  id: 'supply-effects',
  name: 'Supply Effects Chart',
  rowHeader: 'status',
  columns: ['ZOC', 'ELIM'],
  rows: [
    ['U1', '9+'],
    ['U2', '8+'],
    ['U3', '7+'],
  ].map(([key, elim]) => ({ key: key!, cells: ['', elim!] })),
};
const game = smallGame(['...'], { ruleset: 'grand-campaign', tables: [modifiers, effects] });

describe('GC 17.E elimination due to isolation', () => {
  it('the Brest-Litovsk example: a Soviet unit in the fortress in snow, before March 1942, in a partial ZOC: -5, every modifier itemised', () => {
    const r = eliminationModifiers(game, [
      'fortress',
      'dot-city',
      'snow-dot-city',
      'soviet-before-1942-03',
      'partial-zoc',
      'snow-major-city-or-fortress',
    ]);
    expect(r.items.map((i) => i.modifier)).toEqual([-4, -2, 1, 2, -2, 0]);
    expect(r.total).toBe(-5);
  });
  it("eliminated when die + modifiers reaches the chart's number for the level; only at U1 or worse", () => {
    expect(eliminationRoll(game, 3, 6, ['double-zoc'])).toMatchObject({ needed: 7, modified: 8, eliminated: true });
    expect(eliminationRoll(game, 3, 6, ['partial-zoc'])).toMatchObject({ needed: 7, modified: 4, eliminated: false });
    expect(() => eliminationRoll(game, 0, 6, [])).toThrow(/U1 or worse/);
    expect(() => eliminationRoll(game, 2, 6, ['swamp'])).toThrow(/no row "swamp"/);
  });
  it("fortress modifiers count only in the chart's two cases", () => {
    expect(fortressCounts({ startedOwned: true, everLost: false, improvedByOwner: false })).toBe(true);
    expect(fortressCounts({ startedOwned: true, everLost: true, improvedByOwner: false })).toBe(false);
    expect(fortressCounts({ startedOwned: false, everLost: false, improvedByOwner: true })).toBe(true);
  });
});
