import { describe, expect, it } from 'vitest';
import { ocsScenario, type UnitSpec } from '../../test/helpers/ocs-scenario.js';
import type { GameDefinitionInput } from '../model/game-schema.js';
import { rulesContext, rulesetInfo } from '../rules/rulesets.js';

/**
 * ZOC as game data (game.zoc). Map: two rows of eight clear hexes, the Edge at
 * 0101; an enemy at 0302 has its ZOC in 0302 and the hexes around it: 0301, 0201, 0202, 0401, 0402.
 * A motorized unit at 0601 draws in Truck MP (12.3a), which un-negated enemy ZOC blocks (12.3d):
 * every way west crosses column 03, so with the ZOC it has no trace (no HQ, no dump); without
 * it, it draws 0601-0501-0401-0301-0201 (next to the Edge, 12.3c) = 4 MP.
 */
const rows = ['........', '........'];
const edge = { supplySources: [{ hex: '0101', side: 'a' as const, kind: 'map-edge' as const, name: 'Edge' }] };
const status = (units: UnitSpec[], zoc: GameDefinitionInput['zoc'] = {}, extra: Partial<GameDefinitionInput> = {}) =>
  ocsScenario(rows, [{ id: 'mot', hex: '0601', type: 'mot' }, ...units], { ...edge, zoc, ...extra }).verdict('mot')
    .status;
const enemy = (extra: Partial<UnitSpec> = {}): UnitSpec => ({ id: 'e', hex: '0302', side: 'b', attack: 3, ...extra });

describe('who exerts a ZOC', () => {
  it('by default every combat unit, in any mode and at any attack strength (today’s behaviour)', () => {
    expect(status([enemy()])).toBe('out-of-supply');
    expect(status([enemy({ mode: 'strat' })])).toBe('out-of-supply');
    expect(status([enemy({ attack: 0 })])).toBe('out-of-supply');
  });
  it('a game may say units in Strat Mode exert none', () => {
    expect(status([enemy({ mode: 'strat' })], { noZocModes: ['strat'] })).toBe('in-supply');
    expect(status([enemy({ mode: 'move' })], { noZocModes: ['strat'] })).toBe('out-of-supply');
  });
  it('a game may say units with an attack strength of 0 exert none', () => {
    expect(status([enemy({ attack: 0 })], { zeroAttack: false })).toBe('in-supply');
    expect(status([enemy({ attack: 3 })], { zeroAttack: false })).toBe('out-of-supply');
  });
  it('a game may list the unit types that exert one', () => {
    expect(status([enemy({ type: 'inf' })], { unitTypes: ['mot'] })).toBe('in-supply');
    expect(status([enemy({ type: 'mot' })], { unitTypes: ['mot'] })).toBe('out-of-supply');
  });
});

describe('what negates a ZOC', () => {
  // friendly units in 0201, 0301 and 0401, the hexes of the draw path in the enemy's ZOC
  const on = (type: string) => ['0201', '0301', '0401'].map((hex, k) => ({ id: `f${k}`, hex, type }));
  it('by default in OCS a friendly combat unit (4.5b), not a non-combat one', () => {
    expect(status([enemy(), ...on('inf')])).toBe('in-supply');
    expect(status([enemy(), ...on('tp')])).toBe('out-of-supply');
  });
  it('a game may say any friendly unit negates it, or none does', () => {
    expect(status([enemy(), ...on('tp')], { negatedBy: 'any-units' })).toBe('in-supply');
    expect(status([enemy(), ...on('inf')], { negatedBy: 'none' })).toBe('out-of-supply');
  });
});

describe('hexsides that block ZOC', () => {
  const rivers = {
    hexsides: ['0201', '0301', '0401'].map((b) => ({ a: '0302', b, feature: 'river' })),
  };
  it('a ZOC does not cross a hexside feature the game lists: row 1 is free, the unit draws', () => {
    expect(status([enemy()], {}, rivers)).toBe('out-of-supply');
    expect(status([enemy()], { blockingHexsides: ['river'] }, rivers)).toBe('in-supply');
  });
  it('the map overlay shows the same ZOC', () => {
    const s = ocsScenario(rows, [enemy()], { ...edge, ...rivers, zoc: { blockingHexsides: ['river'] } });
    const z = rulesetInfo('ocs').zocHexes!(rulesContext(s.game, s.graph.grid, s.graph), s.state, 'b');
    expect(z.hexes.sort()).toEqual(['0202', '0302', '0402']);
  });
  it('a game naming a hexside feature or unit type it does not have is refused, naming the field', () => {
    expect(() => ocsScenario(rows, [], { zoc: { blockingHexsides: ['cliff'], unitTypes: ['cav'] } })).toThrow(
      /zoc.unitTypes: there is no unit type "cav"[\s\S]*zoc.blockingHexsides: there is no hexside feature "cliff"/,
    );
  });
});
