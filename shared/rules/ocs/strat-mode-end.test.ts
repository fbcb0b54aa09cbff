import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const source = { supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }] };

describe('OCS 12.6e: Strat Mode units end their movement where trace supply is possible', () => {
  const s = ocsScenario(line(30), [{ id: 'strat', hex: '0104', mode: 'strat' }], source, [
    { id: 'd', side: 'a', hex: '0121', amount: 8, captured: false },
  ]);
  const at = (phase: string) => ({ ...s.state, clock: { ...s.state.clock, phase } });
  it('a move to a hex within draw range of a source is allowed', () => {
    expect(play(s.game, at('movement'), { type: 'unit.move', unit: 'strat', hex: '0105' }).state.units[0]!.hex).toBe(
      '0105',
    );
  });
  it('a move to a hex without trace is refused, even next to a dump it could eat from', () => {
    expect(() => play(s.game, at('movement'), { type: 'unit.move', unit: 'strat', hex: '0120' })).toThrow(
      /^strat is in Strat Mode and must end its move where trace supply is possible now \(OCS 12\.6e\); at 0120: no trace supply/,
    );
  });
  it('outside the moving phases a move is the referee’s edit and is not checked', () => {
    expect(play(s.game, at('combat'), { type: 'unit.move', unit: 'strat', hex: '0120' }).state.units[0]!.hex).toBe(
      '0120',
    );
  });
});
