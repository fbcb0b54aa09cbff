import { describe, expect, it } from 'vitest';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';
import type { OcsState } from './state.js';
import { parseGame } from '../../parse-campaign.js';

/**
 * OCS 12.0, its Important Note (the exception of 18.5e): to draw SP loaded on a Landing Craft a
 * unit must be in a hex next to it, and HQs may not throw supply drawn from a Landing Craft. The
 * same SP on a truck (12.1b) are drawn within the usual range and thrown by an HQ: each case is
 * played both ways, so that it is the Landing Craft that makes the difference.
 */
const line = (n: number) => Array.from({ length: n }, () => '.');
// unit types as a game file gives them: the Landing Craft marked with OCS's own field (game-parts.ts)
const types = {
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
    { id: 'hq', name: 'HQ', mobility: 'truck', combat: true, hq: true },
    { id: 'tp', name: 'Transport Point', mobility: 'truck', combat: false, symbol: 'transport' as const },
    {
      id: 'lc',
      name: 'Landing Craft',
      mobility: 'truck',
      combat: false,
      symbol: 'transport' as const,
      landingCraft: true,
    },
  ],
};
/** 8T loaded on a carrier in hex 0105: a Landing Craft ('lc') or a truck ('tp'). */
const loaded = (carrier: 'lc' | 'tp'): { unit: UnitSpec; dump: OcsState['dumps'][number] } => ({
  unit: { id: 'carrier', hex: '0105', type: carrier },
  dump: { id: 'aboard', side: 'a', hex: '0105', amount: 8, captured: false, on: 'carrier' },
});
const attack = (units: string[]) => ({
  type: 'combat.supply',
  side: 'a',
  role: 'attack',
  hex: '0101',
  units,
  withhold: false,
});
const spent = (events: Array<{ type: string }>) =>
  events
    .filter((e): e is { type: 'dumpSpent'; tokens: number } => e.type === 'dumpSpent')
    .reduce((a, e) => a + e.tokens, 0);

function attackFrom(carrier: 'lc' | 'tp', units: UnitSpec[], attackers = units.map((u) => u.id)) {
  const { unit, dump } = loaded(carrier);
  const s = ocsScenario(line(12), [unit, ...units.map((u) => ({ attack: 4, ...u }))], types, [dump]);
  s.state.clock = { turn: 3, side: 'a', phase: 'combat' };
  return play(s.game, s.state, attack(attackers));
}

describe('OCS 12.0 (18.5e): SP aboard a Landing Craft', () => {
  it('a game file marks a unit type as a Landing Craft, and reads back with it', () => {
    const game = ocsScenario(line(4), [], types).game;
    expect(game.unitTypes.find((t) => t.id === 'lc')).toMatchObject({ landingCraft: true });
    const again = parseGame(JSON.parse(JSON.stringify(game)));
    expect(again.unitTypes.find((t) => t.id === 'lc')).toMatchObject({ landingCraft: true });
    expect(() => parseGame({ ...game, unitTypes: [{ ...game.unitTypes[0]!, landingCraft: 'yes' }] })).toThrow();
  });
  it('are drawn by a unit in a hex next to the craft', () => {
    const { events, state } = attackFrom('lc', [{ id: 'x', hex: '0104', steps: 2 }]);
    expect(spent(events)).toBe(2);
    expect(state.dumps.find((d) => d.id === 'aboard')!.amount).toBe(6);
  });
  it('are not drawn from two hexes away, where the same SP on a truck are', () => {
    const onTruck = attackFrom('tp', [{ id: 'x', hex: '0103', steps: 2 }]);
    expect(spent(onTruck.events)).toBe(2);
    const afloat = attackFrom('lc', [{ id: 'x', hex: '0103', steps: 2 }]);
    expect(spent(afloat.events)).toBe(0);
    expect(afloat.events.find((e) => e.type === 'combatSupplied')).toMatchObject({
      note: expect.stringContaining('internal stocks'),
    });
  });
  it('are never thrown by an HQ, even one next to the craft; on a truck they are', () => {
    // the HQ draws from 0106 (next to the carrier) and throws 6 Truck MP up the line to the attacker
    const units: UnitSpec[] = [
      { id: 'hq', hex: '0106', type: 'hq', throwRange: { mp: 6, mobility: 'truck' } },
      { id: 'x', hex: '0111', steps: 2 },
    ];
    expect(spent(attackFrom('tp', units, ['x']).events)).toBe(2);
    expect(spent(attackFrom('lc', units, ['x']).events)).toBe(0);
  });
  it('feed a unit eating off the map only from a hex next to the craft (12.6c)', () => {
    const { unit, dump } = loaded('lc');
    const s = ocsScenario(line(12), [unit, { id: 'near', hex: '0104' }, { id: 'far', hex: '0102' }], types, [dump]);
    const d = s.determine();
    expect(d.eating.plans.map((p) => [p.dump.id, p.units.map((u) => u.id)])).toEqual([['aboard', ['near']]]);
    expect(d.verdicts.find((v) => v.unit === 'near')!.status).toBe('eats');
    expect(d.verdicts.find((v) => v.unit === 'far')!.status).toBe('out-of-supply');
  });
});
