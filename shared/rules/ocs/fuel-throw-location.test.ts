import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const types = {
  unitTypes: [
    { id: 'pz', name: 'Panzer', mobility: 'track', combat: true },
    { id: 'hq', name: 'HQ', mobility: 'truck', combat: true, hq: true },
  ],
};

describe('OCS 12.5e: a fueled HQ throws fuel from a single location each phase', () => {
  const s = ocsScenario(
    line(16),
    [
      { id: 'hq', hex: '0104', type: 'hq', throwRange: { mp: 4, mobility: 'truck' }, ocs: { fuel: 'hq' } },
      { id: 'stug1', hex: '0106', type: 'pz' },
      { id: 'stug2', hex: '0113', type: 'pz' },
    ],
    types,
  );
  s.state.clock = { turn: 3, side: 'a', phase: 'movement' };
  it('an independent that simply moves on the Fuel marker fixes where the HQ throws from', () => {
    const moved = play(s.game, s.state, { type: 'unit.move', unit: 'stug1', hex: '0107' });
    expect(moved.state.rules.ocs.fuelThrownFrom).toEqual([{ hq: 'hq', hex: '0104' }]);
    expect(moved.state.units.find((u) => u.id === 'stug1')!.ocs?.fuel).toBe('phase');
  });
  it('the HQ that moves afterwards cannot fuel others from its new hex', () => {
    expect(() =>
      play(
        s.game,
        s.state,
        { type: 'unit.move', unit: 'stug1', hex: '0107' },
        { type: 'unit.move', unit: 'hq', hex: '0110' },
        { type: 'unit.move', unit: 'stug2', hex: '0114' },
      ),
    ).toThrow('stug2 moves with Track MP and has no fuel this phase: pay its fuel first (OCS 12.5a)');
  });
  it('an HQ that moves first may throw from its ending hex', () => {
    const r = play(
      s.game,
      s.state,
      { type: 'unit.move', unit: 'hq', hex: '0110' },
      { type: 'unit.move', unit: 'stug2', hex: '0114' },
    );
    expect(r.state.rules.ocs.fuelThrownFrom).toEqual([{ hq: 'hq', hex: '0110' }]);
  });
});
