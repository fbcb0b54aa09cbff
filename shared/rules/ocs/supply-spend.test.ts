import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');

describe('OCS 12.3 and 12.9c: barrage, construction and air-base refit paid from dumps in range', () => {
  const s = ocsScenario(
    line(14),
    [
      { id: 'hq', hex: '0105', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } },
      { id: 'arty', hex: '0109' },
    ],
    {},
    [
      { id: 'near', side: 'a', hex: '0101', amount: 3, captured: false },
      { id: 'back', side: 'a', hex: '0102', amount: 8, captured: false },
    ],
  );
  it('a barrage beyond draw range is thrown by the HQ, nearest dump first, spilling to the next', () => {
    const { state, events } = play(s.game, s.state, {
      type: 'supply.spend',
      side: 'a',
      reason: 'barrage',
      units: ['arty'],
      amount: 6,
    });
    expect(events.map((e) => (e.type === 'dumpSpent' ? [e.dump, e.tokens, e.reason, e.units] : null))).toEqual([
      ['back', 6, 'barrage', ['arty']],
    ]);
    expect(state.dumps.map((d) => d.amount)).toEqual([3, 2]);
    const more = play(s.game, state, {
      type: 'supply.spend',
      side: 'a',
      reason: 'barrage',
      units: ['arty'],
      amount: 4,
    });
    expect(more.state.dumps.map((d) => d.amount)).toEqual([1, 0]);
  });
  it('air-base refit at a hex, in the Aircraft Refit Phase; too much for the dumps in range is refused, naming what they hold', () => {
    // 12.9c and the sequence of play: refit is paid in the side's Aircraft Refit Phase, not its Supply Phase
    expect(() =>
      play(s.game, s.state, { type: 'supply.spend', side: 'a', reason: 'refit', hex: '0104', amount: 2 }),
    ).toThrow(
      'Air-base refit (OCS 12.9c) happens in the Axis Aircraft Refit Phase; the campaign is in the Axis Supply Phase',
    );
    const refit = { ...s.state, clock: { ...s.state.clock, phase: 'aircraft-refit' } };
    expect(
      play(s.game, refit, {
        type: 'supply.spend',
        side: 'a',
        reason: 'refit',
        hex: '0104',
        amount: 2,
      }).state.dumps.map((d) => d.amount),
    ).toEqual([3, 6]);
    expect(() =>
      play(s.game, refit, { type: 'supply.spend', side: 'a', reason: 'refit', hex: '0114', amount: 2 }),
    ).toThrow('the dumps in draw or throw range of 0114 hold 0T between them; 2T are needed (OCS 12.3)');
    expect(() =>
      play(s.game, s.state, { type: 'supply.spend', side: 'a', reason: 'construction', hex: '0104', amount: 12 }),
    ).toThrow(/hold 11T between them; 12T are needed/);
  });
});
