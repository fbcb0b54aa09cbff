import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');

/**
 * Worked by hand from OCS 12.6c, 12.1d and 12.3:
 * - 'cut' (2 RE) at 0110 is beyond trace but within draw of dump 'd' (9T) at 0111: the Supply Phase
 *   eats 1T (12.6c: 1T per 2 RE... here 2 RE -> 1T), leaving 8T. A second apply in the same phase
 *   would eat again: refused, the dump still 8T.
 * - 12.1d: a side uses only its own SP. Side b has no dump: its spend of 5T is refused, naming 0T held
 *   and 5T needed, and a's dump is untouched. Side a asking 99T of the 9T in range: refused, naming both.
 * - Stacking: no unit enters a hex with an enemy combat unit; a hex with only an enemy Transport Point
 *   (non-combat) may be entered, so it can be captured.
 */
describe('OCS: each phase once, own dumps only, amounts checked, no stacking with the enemy (12.1d, 12.6c)', () => {
  const s = ocsScenario(
    line(12),
    [
      { id: 'cut', hex: '0110', re: 2 },
      { id: 'red', hex: '0108', side: 'b' },
      { id: 'red-tp', hex: '0106', side: 'b', type: 'tp' },
      { id: 'mover', hex: '0107' },
    ],
    { supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }] },
    [{ id: 'd', side: 'a', hex: '0111', amount: 9, captured: false }],
  );

  it('a Supply Phase is applied once: a second apply is refused and eats nothing again', () => {
    const first = play(s.game, s.state, { type: 'supply.apply', side: 'a' });
    expect(first.state.dumps[0]!.amount).toBe(8);
    expect(() => play(s.game, first.state, { type: 'supply.apply', side: 'a' })).toThrow(
      /a Supply Phase has been applied in this phase already/,
    );
  });

  it("spending takes only the acting side's own dumps, and never more than they hold (both amounts named)", () => {
    expect(() =>
      play(s.game, s.state, { type: 'supply.spend', side: 'b', reason: 'barrage', units: ['red'], amount: 5 }),
    ).toThrow(/hold 0T between them; 5T are needed/);
    expect(() =>
      play(s.game, s.state, { type: 'supply.spend', side: 'a', reason: 'barrage', units: ['cut'], amount: 99 }),
    ).toThrow(/hold 9T between them; 99T are needed/);
  });

  it("blowing takes only the phasing owner's dump, and never more than it holds (both amounts named)", () => {
    const moving = { ...s.state, clock: { ...s.state.clock, phase: 'movement' } };
    expect(() => play(s.game, moving, { type: 'dump.blow', dump: 'd', amount: 20, dice: [3] })).toThrow(
      /the dump at 0111 holds only 9T; 20T were asked to be blown/,
    );
    const theirs = { ...moving, clock: { ...moving.clock, side: 'b' } };
    expect(() => play(s.game, theirs, { type: 'dump.blow', dump: 'd', amount: 2, dice: [3] })).toThrow(
      /the dump at 0111 belongs to a/,
    );
  });

  it('no unit moves into a hex holding enemy combat units; one holding only an enemy Transport Point may be entered', () => {
    expect(() => play(s.game, s.state, { type: 'unit.move', unit: 'mover', hex: '0108' })).toThrow(
      /cannot enter 0108: .* an enemy combat unit, is there/,
    );
    const moved = play(s.game, s.state, { type: 'unit.move', unit: 'mover', hex: '0106' }).state;
    expect(moved.units.find((u) => u.id === 'mover')!.hex).toBe('0106');
    expect(() =>
      play(s.game, s.state, { type: 'unit.create', side: 'a', unitType: 'inf', name: 'New Rgt', hex: '0108' }),
    ).toThrow(/New Rgt cannot enter 0108/);
  });
});
