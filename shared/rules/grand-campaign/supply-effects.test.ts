import { describe, expect, it } from 'vitest';
import { smallGame } from '../../../test/helpers/small-game.js';
import { SUPPLY_EFFECTS_CHART } from '../../../scripts/gc-charts.js';
import { formatTwelfths } from './quantity.js';
import { combatLevel, defenceSpend, supplyEffects, unsuppliedAttack } from './supply-effects.js';

// the Supply Effects Chart of 17.B.1, as a game table
const chart = SUPPLY_EFFECTS_CHART;
const game = smallGame(['...'], { ruleset: 'grand-campaign', tables: [chart] });

describe('GC 17.A, 17.B supply effects', () => {
  it("reads each level off the game's chart", () => {
    expect(supplyEffects(game, 3)).toMatchObject({
      zoc: 'Red. ZOC',
      elimination: '7+',
      attack: 0.75,
      defence: 0.75,
      aec: 0.25,
    });
    expect(supplyEffects(game, 'full').attack).toBe(1);
  });
  it("the defender's example: a partial-ZOC stack at U5 spends 1/4 SP and defends as U2", () => {
    expect(formatTwelfths(defenceSpend('partial'))).toBe('1/4 SP');
    expect(combatLevel(5, true)).toBe(2);
    expect(supplyEffects(game, combatLevel(5, true)).defence).toBe(1);
  });
  it("the attacker's example: a 20-point stack at U7 spending extra supply counts as U4, a strength of 15 — halved without its normal attack supply", () => {
    expect(combatLevel(7, true)).toBe(4);
    expect(unsuppliedAttack(game, 20, 7, { extraSp: true, attackSpPaid: true })).toBe(15);
    expect(unsuppliedAttack(game, 20, 7, { extraSp: true, attackSpPaid: false })).toBe(7);
    expect(unsuppliedAttack(game, 20, 7, { extraSp: false, attackSpPaid: true })).toBe(10);
  });
});
