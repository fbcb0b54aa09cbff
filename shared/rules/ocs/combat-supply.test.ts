import { describe, expect, it } from 'vitest';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';
import type { OcsState } from './state.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const dump = (id: string, hex: string, amount: number, extra: Partial<OcsState['dumps'][number]> = {}) => ({
  id,
  side: 'a',
  hex,
  amount,
  captured: false,
  ...extra,
});
const combat = (units: string[], role: 'attack' | 'defend' = 'attack', withhold = false) => ({
  type: 'combat.supply',
  side: 'a',
  role,
  hex: '0105',
  units,
  withhold,
});
const spent = (events: Array<{ type: string }>, reason: string) =>
  events
    .filter(
      (e): e is { type: 'dumpSpent'; tokens: number; reason: string } =>
        e.type === 'dumpSpent' && (e as { reason?: string }).reason === reason,
    )
    .reduce((a, e) => a + e.tokens, 0);

function scenario(units: UnitSpec[], dumps: OcsState['dumps'], extra = {}) {
  const s = ocsScenario(
    line(12),
    units.map((u) => ({ attack: 4, ...u })),
    extra,
    dumps,
  );
  s.state.clock = { turn: 3, side: 'a', phase: 'combat' };
  return s;
}

describe('OCS 12.4 combat supply and 12.10 internal stocks', () => {
  it('the attacker pays 1T per attacking step, from a dump within draw range', () => {
    const s = scenario(
      [
        { id: 'x', hex: '0104', steps: 2 },
        { id: 'y', hex: '0104', steps: 3, maxSteps: 3 },
      ],
      [dump('d', '0101', 8)],
    );
    const { state, events } = play(s.game, s.state, combat(['x', 'y']));
    expect(spent(events, 'combat')).toBe(5);
    expect(state.dumps[0]!.amount).toBe(3);
    // an attack that goes ahead never reads "cannot attack"
    expect(events.find((e) => e.type === 'combatSupplied')).toMatchObject({
      note: 'combat supply paid in full: 5T (OCS 12.4)',
    });
  });
  it('an attack on internal stocks says which units use them', () => {
    const s = scenario([{ id: 'x', hex: '0104', steps: 1 }], []);
    const { events } = play(s.game, s.state, combat(['x']));
    expect(events.find((e) => e.type === 'combatSupplied')).toMatchObject({
      note: 'on internal stocks, no SP in range for them: x → Low (OCS 12.10b)',
    });
  });
  it('a game may set its own attack cost for a unit type (DAK: a 2-step brigade costs 1T)', () => {
    const types = {
      unitTypes: [
        { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
        { id: 'bde', name: 'Brigade', mobility: 'leg', combat: true, attackSupply: 1 },
      ],
    };
    const s = scenario([{ id: 'b', hex: '0104', type: 'bde', steps: 2 }], [dump('d', '0101', 8)], types);
    expect(spent(play(s.game, s.state, combat(['b'])).events, 'combat')).toBe(1);
  });
  it('the defender pays 2T per combat, 1T for 1 RE or less, and may withhold it', () => {
    const two = scenario(
      [
        { id: 'x', hex: '0104', re: 1 },
        { id: 'y', hex: '0104', re: 1 },
      ],
      [dump('d', '0101', 8)],
    );
    expect(spent(play(two.game, two.state, combat(['x', 'y'], 'defend')).events, 'combat')).toBe(2);
    const small = scenario([{ id: 'x', hex: '0104', re: 1 }], [dump('d', '0101', 8)]);
    expect(spent(play(small.game, small.state, combat(['x'], 'defend')).events, 'combat')).toBe(1);
    const held = play(two.game, two.state, combat(['x', 'y'], 'defend', true));
    expect(spent(held.events, 'combat')).toBe(0);
    expect(held.events.at(-1)).toMatchObject({
      type: 'combatSupplied',
      withheld: true,
      note: expect.stringContaining('half strength'),
    });
  });
  it("the rule's example: 3 RE in three units with 1T: one is paid for, the other two go Low (12.10g: separate units mix SP and internal stocks)", () => {
    const s = scenario(
      [
        { id: 'u1', hex: '0104', steps: 1 },
        { id: 'u2', hex: '0104', steps: 1 },
        { id: 'u3', hex: '0104', steps: 1 },
      ],
      [dump('d', '0101', 1)],
    );
    const { state, events } = play(s.game, s.state, combat(['u1', 'u2', 'u3']));
    expect(spent(events, 'combat')).toBe(1);
    expect(state.units.map((u) => [u.id, u.ocs?.internals ?? null])).toEqual([
      ['u1', null],
      ['u2', 'low'],
      ['u3', 'low'],
    ]);
  });
  it('… and by a single multi-step unit: it is marked Low and the 1T is wasted (12.10h)', () => {
    const s = scenario([{ id: 'div', hex: '0104', steps: 3, maxSteps: 3, re: 3 }], [dump('d', '0101', 1)]);
    const { state, events } = play(s.game, s.state, combat(['div']));
    expect(spent(events, 'combat')).toBe(0);
    expect(spent(events, 'wasted')).toBe(1);
    expect(state.units[0]!.ocs?.internals).toBe('low');
    expect(state.dumps[0]!.amount).toBe(0);
  });
  it('Low turns to Exhausted; an Exhausted unit without supply cannot attack (12.10b, 12.10c)', () => {
    const s = scenario([{ id: 'u', hex: '0104', steps: 1, ocs: { internals: 'low' } }], []);
    const once = play(s.game, s.state, combat(['u']));
    expect(once.state.units[0]!.ocs?.internals).toBe('exhausted');
    expect(() => play(s.game, once.state, combat(['u']))).toThrow(/cannot attack.*Exhausted \(OCS 12\.10c\)/);
  });
  it('supply beyond draw range comes thrown by an HQ that draws it (12.3b)', () => {
    const s = scenario(
      [
        { id: 'hq', hex: '0105', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } },
        { id: 'far', hex: '0109', steps: 2 },
      ],
      [dump('d', '0101', 8)],
    );
    expect(spent(play(s.game, s.state, combat(['far'])).events, 'combat')).toBe(2);
  });
  it('a unit may use internal stocks rather than SP loaded on organic trucks (12.10a)', () => {
    const types = {
      unitTypes: [
        { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
        { id: 'org', name: 'Organic truck', mobility: 'truck', combat: false, symbol: 'transport', organic: true },
      ],
    };
    const s = scenario(
      [
        { id: 'u', hex: '0104', steps: 1 },
        { id: 'ot', hex: '0103', type: 'org' },
      ],
      [dump('d', '0103', 4, { on: 'ot' })],
      types,
    );
    const { state, events } = play(s.game, s.state, combat(['u']));
    expect(spent(events, 'combat')).toBe(0);
    expect(state.units.find((u) => u.id === 'u')!.ocs?.internals).toBe('low');
  });
});
