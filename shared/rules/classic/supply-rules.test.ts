import { describe, expect, it } from 'vitest';
import { ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import type { Unit } from '../../model/campaign-schema.js';
import {
  barsSupplyLine,
  germanCase2Counting,
  lineOfCommunicationsHexes,
  needsSupply,
  suppliedOnEntry,
  withinLeaderRating,
} from './supply-rules.js';

const type = (combat: boolean, leader = false) => ({ id: 't', name: 't', mobility: 'leg', combat, leader }) as never;
const unit = (u: Partial<Unit>): Unit => ({ id: 'u', hex: '0101', side: 'de', type: 'inf', ...u }) as Unit;

describe('CL Supply: who needs a Supply Line', () => {
  it('combat units and Leaders need supply; other units do not', () => {
    expect(needsSupply(type(true))).toBe(true);
    expect(needsSupply(type(false, true))).toBe(true);
    expect(needsSupply(type(false))).toBe(false);
    expect(needsSupply(undefined)).toBe(false);
  });

  it('Effects case 3: in supply during the first Player-Turn of its entrance, not the Game-Turn', () => {
    const entered = unit({ enteredTurn: 4 });
    expect(suppliedOnEntry(entered, { turn: 4, side: 'de' }, 'de')).toBe(true);
    // the enemy's Player-Turn of the same Game-Turn does not count, nor does the next Game-Turn
    expect(suppliedOnEntry(entered, { turn: 4, side: 'su' }, 'de')).toBe(false);
    expect(suppliedOnEntry(entered, { turn: 5, side: 'de' }, 'de')).toBe(false);
    expect(suppliedOnEntry(unit({}), { turn: 4, side: 'de' }, 'de')).toBe(false);
  });
});

describe('CL German case 1, Soviet case 1: what interrupts a Supply Line', () => {
  it('an Enemy unit or an un-negated Enemy Zone of Control bars the hex', () => {
    expect(barsSupplyLine(ENEMY_UNIT)).toBe(true);
    expect(barsSupplyLine(ENEMY_ZOC)).toBe(true);
    expect(barsSupplyLine(ENEMY_UNIT | ENEMY_ZOC)).toBe(true);
  });

  it('a hex free of both is open (a ZOC negated by a Friendly unit is not marked at all)', () => {
    expect(barsSupplyLine(0)).toBe(false);
    expect(barsSupplyLine(ENEMY_CONTROLLED)).toBe(false);
  });
});

describe('CL German case 2: twenty MP by the unit type, or twenty hexes', () => {
  it('by MP, with Roads crossing Rivers for supply (case 3)', () => {
    expect(germanCase2Counting('mp-by-unit-type')).toEqual({ variant: 'bridged', unit: 'MP' });
  });
  it('by hexes, under the other reading', () => {
    expect(germanCase2Counting('hexes')).toEqual({ variant: 'hexes', unit: 'hexes' });
  });
});

describe("CL Soviet case 2: a Line of Communications no longer than the Leader's rating", () => {
  const lukin = unit({ id: 'lukin', name: 'Lukin', rating: 3 });
  it('the Lukin example: a division four hexes from Lukin, rating three, is out of his reach; three hexes is within', () => {
    expect(withinLeaderRating(4, lukin)).toBe(false);
    expect(withinLeaderRating(3, lukin)).toBe(true);
    expect(lineOfCommunicationsHexes(lukin)).toBe(3);
  });
  it('a Leader with no rating reaches only his own hex', () => {
    const unrated = unit({ id: 'x' });
    expect(lineOfCommunicationsHexes(unrated)).toBe(0);
    expect(withinLeaderRating(0, unrated)).toBe(true);
    expect(withinLeaderRating(1, unrated)).toBe(false);
  });
});
