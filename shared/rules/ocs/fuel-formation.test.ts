import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';
import type { GameEvent } from '../registered-events.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const types = { unitTypes: [{ id: 'pz', name: 'Panzer', mobility: 'track', combat: true }] };
const dumps = (far: number) => [
  { id: 'd', side: 'a', hex: '0102', amount: 20, captured: false },
  { id: 'e', side: 'a', hex: '0115', amount: far, captured: false },
];

/** A formation's units, one per hex. */
function spread(hexes: string[]) {
  const units = hexes.map((hex, k) => ({ id: `p${k + 1}`, hex, type: 'pz', formation: '9pz' }));
  const s = ocsScenario(line(16), units, types, dumps(5));
  s.state.clock = { turn: 3, side: 'a', phase: 'movement' };
  return { s, ids: units.map((u) => u.id) };
}

const spent = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === 'dumpSpent' ? [[e.dump, e.tokens, e.note ?? '']] : []));

describe('OCS 12.5c A: a formation spread over several hexes fuelled as a formation', () => {
  it('pays 1 SP from the dump every unit reaches, and the formation is Fueled', () => {
    const { s, ids } = spread(['0101', '0103', '0104', '0105', '0106']);
    const { state, events } = play(s.game, s.state, { type: 'fuel.pay', side: 'a', units: ids });
    expect(spent(events)).toEqual([['d', 4, 'formation 9pz']]);
    expect(state.rules.ocs.fueledFormations).toEqual([{ formation: '9pz', side: 'a' }]);
    expect(() => play(s.game, state, { type: 'unit.move', unit: 'p5', hex: '0107' })).not.toThrow();
  });

  it('a unit that cannot draw from the common source pays 1T singly, from a dump it reaches', () => {
    const { s, ids } = spread(['0101', '0103', '0104', '0105', '0106', '0116']);
    const { state, events } = play(s.game, s.state, { type: 'fuel.pay', side: 'a', units: ids });
    expect(spent(events)).toEqual([
      ['d', 4, 'formation 9pz'],
      ['e', 1, 'p6'],
    ]);
    expect(state.dumps.map((d) => d.amount)).toEqual([16, 4]);
    expect(state.units.find((u) => u.id === 'p6')!.ocs?.fuel).toBe('phase');
  });

  it('when too few units share a source for 1 SP to pay, every unit pays 1T instead', () => {
    const { s, ids } = spread(['0101', '0103', '0104', '0114', '0116']);
    const { state, events } = play(s.game, s.state, { type: 'fuel.pay', side: 'a', units: ids });
    expect(spent(events).reduce((a, x) => a + (x[1] as number), 0)).toBe(5);
    expect(state.rules.ocs.fueledFormations).toEqual([]);
  });
});
