import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASH, colourDistance, shownVerdicts, verdictColours } from '../../src-renderer/map/verdict-colours.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';

/**
 * Verdict marks on the map are told apart from every counter they sit on, whatever colours the
 * game gives its sides: the OCS demo's Soviets are brick red, and an out-of-supply ring in the
 * ruleset's red vanished on them (review item 1).
 */
const ocs = rulesetInfo('ocs').statusWords;
const colourOf = (id: string) => ocs.find((w) => w.id === id)!.color;
const AXIS = '#8c96a0';
const SOVIET = '#c8553d';

describe('verdict colours against side colours', () => {
  it('the OCS demo: out of supply is no longer red on red, nor needs-none grey on grey', () => {
    const shown = verdictColours(
      ocs.map((w) => w.color),
      [AXIS, SOVIET],
    );
    const oos = shown.get(colourOf('out-of-supply'))!;
    expect(colourDistance(colourOf('out-of-supply'), SOVIET)).toBeLessThan(CLASH);
    expect(colourDistance(oos, SOVIET)).toBeGreaterThanOrEqual(CLASH);
    expect(colourDistance(shown.get(colourOf('exempt'))!, AXIS)).toBeGreaterThanOrEqual(CLASH);
    // the verdicts that stand clear keep the ruleset's colour
    expect(shown.get(colourOf('in-supply'))).toBe(colourOf('in-supply'));
    expect(shown.get(colourOf('eats'))).toBe(colourOf('eats'));
  });

  it('every verdict stands clear of every side colour and from one another, for one to three sides', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map(([r, g, b]) => `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`);
    const rulesets = ['ocs', 'classic', 'grand-campaign'].map((r) => rulesetInfo(r).statusWords.map((w) => w.color));
    fc.assert(
      fc.property(fc.array(hex, { minLength: 1, maxLength: 3 }), fc.constantFrom(...rulesets), (sides, words) => {
        const shown = [...verdictColours(words, sides).values()];
        for (const v of shown) for (const s of sides) expect(colourDistance(v, s)).toBeGreaterThanOrEqual(CLASH);
        for (const a of shown) for (const b of shown) if (a !== b) expect(colourDistance(a, b)).toBeGreaterThan(0);
        expect(new Set(shown).size).toBe(shown.length);
      }),
      { numRuns: 500 },
    );
  });

  it('each unit is drawn in its verdict’s shown colour', () => {
    const shown = new Map([['#e0301e', '#00e5ff']]);
    const units = shownVerdicts(
      new Map([
        ['a', '#e0301e'],
        ['b', '#2e9e44'],
      ]),
      shown,
    );
    expect([...units]).toEqual([
      ['a', '#00e5ff'],
      ['b', '#2e9e44'],
    ]);
  });
});
