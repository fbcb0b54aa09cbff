import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const types = {
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
    { id: 'pz', name: 'Panzer', mobility: 'track', combat: true },
    { id: 'hq', name: 'HQ', mobility: 'truck', combat: true, hq: true },
  ],
};

/** The rule's example (12.5c): a mauled panzer division (one panzer battalion, one Leg infantry regiment) and five independent Assault Gun battalions. */
function example() {
  const units = [
    { id: 'hq', hex: '0104', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } },
    ...[1, 2, 3, 4, 5].map((k) => ({ id: `stug${k}`, hex: `010${k + 4}`.slice(-4), type: 'pz' })),
    { id: 'pzbn', hex: '0103', type: 'pz', formation: '9pz' },
    { id: 'infrgt', hex: '0103', type: 'inf', formation: '9pz' },
  ];
  const s = ocsScenario(line(12), units, types, [{ id: 'd', side: 'a', hex: '0102', amount: 20, captured: false }]);
  s.state.clock = { turn: 3, side: 'a', phase: 'movement' };
  return s;
}

describe('OCS 12.5 paying for fuel', () => {
  it("the rule's example costs 5T: 1 SP for the HQ running the assault guns, 1T for the panzer battalion, the infantry walks", () => {
    const s = example();
    const all = ['stug1', 'stug2', 'stug3', 'stug4', 'stug5', 'pzbn', 'infrgt'];
    const { state, events } = play(s.game, s.state, { type: 'fuel.pay', side: 'a', units: all });
    const fuel = events
      .filter((e) => e.type === 'dumpSpent' && e.reason === 'fuel')
      .reduce((a, e) => a + (e.type === 'dumpSpent' ? e.tokens : 0), 0);
    expect(fuel).toBe(5);
    expect(state.dumps[0]!.amount).toBe(15);
    const marks = Object.fromEntries(state.units.map((u) => [u.id, u.ocs?.fuel ?? null]));
    expect(marks).toMatchObject({ hq: 'hq', pzbn: 'phase', infrgt: null, stug1: 'phase' });
  });
  it("in the next phase the HQ's Fuel marker still runs the independents for free; the panzer battalion must pay again", () => {
    const s = example();
    const first = play(s.game, s.state, {
      type: 'fuel.pay',
      side: 'a',
      units: ['stug1', 'stug2', 'stug3', 'stug4', 'stug5', 'pzbn'],
    });
    const next = play(
      s.game,
      first.state,
      { type: 'clock.advance' },
      { type: 'fuel.pay', side: 'a', units: ['stug1', 'stug2', 'pzbn'] },
    );
    const spentNow = next.events
      .filter((e) => e.type === 'dumpSpent')
      .map((e) => (e.type === 'dumpSpent' ? [e.tokens, e.note] : []));
    expect(spentNow).toEqual([[1, 'pzbn']]);
  });
  it("Fuel markers and Fueled formations are removed in the side's Clean Up Phase (12.5d)", () => {
    const s = example();
    s.state.clock = { turn: 3, side: 'a', phase: 'exploitation' };
    const units = ['pzbn', 'stug1', 'stug2', 'stug3', 'stug4', 'stug5'];
    const paid = play(s.game, s.state, { type: 'fuel.pay', side: 'a', units });
    expect(paid.state.units.find((u) => u.id === 'hq')!.ocs?.fuel).toBe('hq');
    const cleaned = play(s.game, paid.state, { type: 'clock.advance' }, { type: 'clock.advance' });
    expect(cleaned.events.some((e) => e.type === 'fuelExpired')).toBe(true);
    expect(cleaned.state.units.every((u) => u.ocs?.fuel === undefined)).toBe(true);
  });
  it('a formation of more than four units needing fuel pays 1 SP, and stays Fueled (12.5c A)', () => {
    const units = [1, 2, 3, 4, 5].map((k) => ({ id: `p${k}`, hex: '0103', type: 'pz', formation: '7pz' }));
    const s = ocsScenario(line(12), units, types, [{ id: 'd', side: 'a', hex: '0102', amount: 20, captured: false }]);
    s.state.clock = { turn: 3, side: 'a', phase: 'movement' };
    const { state } = play(s.game, s.state, { type: 'fuel.pay', side: 'a', units: units.map((u) => u.id) });
    expect(state.dumps[0]!.amount).toBe(16);
    expect(state.rules.ocs.fueledFormations).toEqual([{ formation: '7pz', side: 'a' }]);
    expect(() => play(s.game, state, { type: 'fuel.pay', side: 'a', units: ['p1'] })).toThrow(
      /p1: already fuelled until the Clean Up Phase/,
    );
  });
  // the OCS sequence of play from the Movement Segment: barrage, Supply (left unapplied here), Reaction, Combat, Exploitation
  const toExploitation = Array.from({ length: 5 }, () => ({ type: 'clock.advance', skipSupply: true }));
  it('a Track unit cannot move in its Movement Phase until fuelled; Leg units walk; fuel lasts the phase (12.5a, 12.5c C)', () => {
    const s = example();
    expect(() => play(s.game, s.state, { type: 'unit.move', unit: 'pzbn', hex: '0104' })).toThrow(
      'pzbn moves with Track MP and has no fuel this phase: pay its fuel first (OCS 12.5a)',
    );
    expect(() => play(s.game, s.state, { type: 'unit.move', unit: 'infrgt', hex: '0104' })).not.toThrow();
    const fuelled = play(
      s.game,
      s.state,
      { type: 'fuel.pay', side: 'a', units: ['pzbn'] },
      { type: 'unit.move', unit: 'pzbn', hex: '0104' },
    );
    expect(() =>
      play(s.game, fuelled.state, ...toExploitation, { type: 'unit.move', unit: 'pzbn', hex: '0105' }),
    ).toThrow(/no fuel this phase/);
    // the HQ's Fuel marker runs the assault guns without a further payment (12.5e)
    const marker = play(
      s.game,
      s.state,
      { type: 'fuel.pay', side: 'a', units: ['stug1', 'stug2', 'stug3', 'stug4', 'stug5'] },
      ...toExploitation,
    );
    expect(marker.state.clock.phase).toBe('exploitation');
    expect(() => play(s.game, marker.state, { type: 'unit.move', unit: 'stug1', hex: '0103' })).not.toThrow();
  });
  it('refuses, naming the unit, when no dump in range holds the fuel', () => {
    const s = ocsScenario(line(12), [{ id: 'lonely', hex: '0111', type: 'pz' }], types, [
      { id: 'd', side: 'a', hex: '0102', amount: 20, captured: false },
    ]);
    expect(() => play(s.game, s.state, { type: 'fuel.pay', side: 'a', units: ['lonely'] })).toThrow(
      /lonely: no dump in draw or throw range of lonely \(0111\) holds 1T/,
    );
  });
});
