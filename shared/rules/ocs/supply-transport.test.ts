import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const types = {
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
    {
      id: 'tp',
      name: 'Truck',
      mobility: 'truck',
      combat: false,
      symbol: 'transport' as const,
      capacity: 4,
      extender: { mp: 6, mobility: 'truck' },
    },
  ],
};

function scenario() {
  const s = ocsScenario(
    line(12),
    [
      { id: 't1', hex: '0101', type: 'tp', points: 2 },
      { id: 't2', hex: '0101', type: 'tp', points: 3 },
    ],
    types,
    [{ id: 'd', side: 'a', hex: '0101', amount: 20, captured: false }],
  );
  s.state.clock = { turn: 3, side: 'a', phase: 'movement' };
  return s;
}

describe('OCS 12.2 moving supply', () => {
  it('SP loaded on a Transport Point are a dump that moves with it, up to its capacity (12.1b)', () => {
    const s = scenario();
    const { state } = play(
      s.game,
      s.state,
      { type: 'supply.load', dump: 'd', carrier: 't1', amount: 8 },
      { type: 'unit.move', unit: 't1', hex: '0105' },
    );
    expect(state.dumps.map((d) => [d.id, d.hex, d.amount, d.on ?? null])).toEqual([
      ['d', '0101', 12, null],
      ['t1-load', '0105', 8, 't1'],
    ]);
    expect(() => play(s.game, s.state, { type: 'supply.load', dump: 'd', carrier: 't2', amount: 13 })).toThrow(
      /t2 carries at most 12T; it has 0T aboard/,
    );
    expect(() =>
      play(
        s.game,
        s.state,
        { type: 'supply.load', dump: 'd', carrier: 't1', amount: 8 },
        { type: 'supply.load', dump: 'd', carrier: 't1', amount: 1 },
      ),
    ).toThrow(/carries at most 8T; it has 8T aboard/);
  });
  it('leapfrog: SP unloaded this phase cannot be loaded again until the next phase (12.2a)', () => {
    const s = scenario();
    const moved = play(
      s.game,
      s.state,
      { type: 'supply.load', dump: 'd', carrier: 't1', amount: 8 },
      { type: 'unit.move', unit: 't1', hex: '0105' },
      { type: 'supply.unload', carrier: 't1', amount: 8 },
    );
    const there = moved.state.dumps.find((d) => d.hex === '0105' && !d.on)!;
    expect(there.amount).toBe(8);
    const t2 = play(s.game, moved.state, { type: 'unit.move', unit: 't2', hex: '0105' }).state;
    expect(() => play(s.game, t2, { type: 'supply.load', dump: there.id, carrier: 't2', amount: 4 })).toThrow(
      /cannot be loaded again until the next \(OCS 12\.2a\)/,
    );
    const later = play(
      s.game,
      t2,
      { type: 'clock.advance' },
      { type: 'supply.load', dump: there.id, carrier: 't2', amount: 4 },
    );
    expect(later.state.dumps.find((d) => d.on === 't2')!.amount).toBe(4);
  });
  it('SP that came by rail this phase cannot be moved on by another transport in it (12.2a), but can be used at once (12.2b)', () => {
    const s = scenario();
    const railed = play(s.game, s.state, { type: 'supply.ship', dump: 'd', amount: 8, by: 'rail', hex: '0106' });
    const there = railed.state.dumps.find((d) => d.hex === '0106')!;
    expect(() =>
      play(s.game, railed.state, { type: 'supply.ship', dump: there.id, amount: 4, by: 'air', hex: '0109' }),
    ).toThrow(/12\.2a/);
    expect(() =>
      play(s.game, railed.state, { type: 'supply.spend', side: 'a', reason: 'construction', hex: '0106', amount: 4 }),
    ).not.toThrow();
  });
  it('a loaded Transport Point cannot form an Extender (12.7d)', () => {
    const s = scenario();
    const loaded = play(s.game, s.state, { type: 'supply.load', dump: 'd', carrier: 't1', amount: 4 }).state;
    expect(() => play(s.game, loaded, { type: 'extender.create', hex: '0101', units: ['t1', 't2'] })).toThrow(
      /loaded Transport Point cannot convert/,
    );
  });
  it('an Extender never moves SP: it cannot be loaded (12.7a)', () => {
    const s = scenario();
    const x = {
      ...s.state.units[0]!,
      id: 'x',
      name: 'Truck Extender',
      points: 5,
      extender: { mp: 6, mobility: 'truck' },
    };
    const state = { ...s.state, units: [...s.state.units, x] };
    expect(() => play(s.game, state, { type: 'supply.load', dump: 'd', carrier: 'x', amount: 4 })).toThrow(
      'Truck Extender is an Extender: Extenders never move SP (OCS 12.7a)',
    );
  });
});
