import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const source = { supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }] };
const inBreakout = (s: ReturnType<typeof ocsScenario>) => ({
  ...s.state,
  clock: { ...s.state.clock, phase: 'breakout' },
});

describe('OCS 12.8e Breakout', () => {
  it('a returning unit keeps its step losses and loses every other marker: Low, fuel, Out of Supply', () => {
    const s = ocsScenario(
      line(40),
      [
        { id: 'near', hex: '0104' },
        {
          id: 'cut',
          hex: '0139',
          steps: 1,
          ma: 4,
          mode: 'dg',
          outOfSupplySince: 3,
          ocs: { internals: 'low', fuel: 'hq', noTraceSince: 3 },
        },
      ],
      source,
    );
    const back = play(s.game, inBreakout(s), { type: 'breakout.roll', unit: 'cut', dice: [5, 1] });
    const returning = back.state.track[0]!.unit;
    expect(returning).toMatchObject({ id: 'cut', steps: 1, mode: 'combat' });
    expect(returning.outOfSupplySince).toBeUndefined();
    // its first attack after it returns marks it Low, not Exhausted (12.10b)
    expect(returning.ocs).toBeUndefined();
  });

  it('a Transport Point that a unit in its hex could trace from may not break out, even on the first turn', () => {
    const s = ocsScenario(
      line(40),
      [
        { id: 'near', hex: '0104' },
        { id: 'tp-home', hex: '0103', type: 'tp', steps: 1 },
        { id: 'tp-cut', hex: '0139', type: 'tp', steps: 1 },
      ],
      source,
    );
    expect(() => play(s.game, inBreakout(s), { type: 'breakout.roll', unit: 'tp-home', dice: [6, 1] })).toThrow(
      'tp-home cannot attempt breakout: tp-home is not cut off: a unit in its hex (0103) could trace supply, so it may not break out',
    );
    const broke = play(s.game, inBreakout(s), { type: 'breakout.roll', unit: 'tp-cut', dice: [4, 2] });
    expect(broke.events[0]).toMatchObject({ type: 'breakoutRolled', unit: 'tp-cut', drm: 1, outcome: 'returns' });
  });

  it('the reason a unit may not break out names the unit', () => {
    const s = ocsScenario(
      line(40),
      [
        { id: 'near', hex: '0104' },
        { id: 'tp-old', hex: '0139', type: 'tp', steps: 1, ocs: { noTraceSince: 1 } },
      ],
      source,
    );
    expect(() => play(s.game, inBreakout(s), { type: 'breakout.roll', unit: 'tp-old', dice: [6, 1] })).toThrow(
      'tp-old is not a combat unit: only combat units may break out',
    );
  });
});
