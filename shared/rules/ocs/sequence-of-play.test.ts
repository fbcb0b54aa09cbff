import { describe, expect, it } from 'vitest';
import { dumpBlowingTable, ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { nextClock } from '../../engine/clock.js';
import { OCS } from './ruleset.js';
import { PHASES_BEFORE_FORMAT_V3 } from './format-upgrades.js';

const line = (n: number) => Array.from({ length: n }, () => '.');

/**
 * Worked by hand from ocs-sequence-of-play.md and OCS 12.5, 12.8e, 12.9c, 12.11a.
 * Side a (Axis) moves first, side b (Soviet) second.
 * - A player turn is Aircraft Refit, Reinforcement, Movement (Breakout, Movement, Air/Naval Barrage
 *   Segments), Supply, Reaction, Combat, Exploitation, Clean Up: ten steps, then the other side's.
 * - Next phase from a Supply Phase nobody applied is refused, naming it (12.6, 12.8a: trace, eating,
 *   markers would be skipped); with skipSupply it goes on to the Reaction Phase; once applied, no question.
 * - The Reaction Phase belongs to the non-phasing player: in a's player turn, b may blow its own dump
 *   (12.11a: "Movement Segments of his Movement, Reaction, and Exploitation Phases") and b's Truck
 *   units need fuel to move (12.5a; reserves released); a's own dump may not be blown then.
 * - Breakout is rolled in the Breakout Segment (12.8e), returns placed in the Reinforcement Phase,
 *   air-base refit paid in the Aircraft Refit Phase (12.9c): each refused elsewhere, naming both phases.
 * - A game with its own phase list (or a campaign made before v3, which keeps the old list) has no
 *   Breakout Segment: breakout is not tied to one there.
 */
describe('OCS sequence of play', () => {
  const s = ocsScenario(
    line(12),
    [
      { id: 'inf', hex: '0103' },
      { id: 'red-mot', hex: '0110', side: 'b', type: 'mot' },
      { id: 'cut', hex: '0111', ma: 4 },
    ],
    {
      supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }],
      tables: [dumpBlowingTable([10, 20, 30, 40, 50, 60])],
    },
    [
      { id: 'ad', side: 'a', hex: '0102', amount: 8, captured: false },
      { id: 'bd', side: 'b', hex: '0112', amount: 8, captured: false },
    ],
  );
  const at = (phase: string, side = 'a') => ({ ...s.state, clock: { turn: 3, side, phase } });

  it("walks the series' ten steps for each side, then the next turn", () => {
    let clock = { turn: 3, side: 'a', phase: 'aircraft-refit' };
    const seen: string[] = [];
    for (let k = 0; k < 20; k++) {
      seen.push(`${clock.side} ${clock.phase}`);
      clock = nextClock(s.game, OCS, clock);
    }
    const turn = [
      'aircraft-refit',
      'reinforcement',
      'breakout',
      'movement',
      'barrage',
      'supply',
      'reaction',
      'combat',
      'exploitation',
      'clean-up',
    ];
    expect(seen).toEqual([...turn.map((p) => `a ${p}`), ...turn.map((p) => `b ${p}`)]);
    expect(clock).toEqual({ turn: 4, side: 'a', phase: 'aircraft-refit' });
  });

  it('Next phase never slips past an unapplied Supply Phase without saying so', () => {
    expect(() => play(s.game, at('supply'), { type: 'clock.advance' })).toThrow(
      'the Axis Supply Phase has not been applied: no trace supply was determined, nothing was eaten off the map and no Out of Supply marker was placed or removed (OCS 12.6, 12.8a). Apply it first, or advance with "skipSupply": true to go on without it',
    );
    expect(play(s.game, at('supply'), { type: 'clock.advance', skipSupply: true }).state.clock.phase).toBe('reaction');
    const applied = play(s.game, at('supply'), { type: 'supply.apply', side: 'a' }, { type: 'clock.advance' });
    expect(applied.state.clock.phase).toBe('reaction');
    // other phases pass without a question
    expect(play(s.game, at('barrage'), { type: 'clock.advance' }).state.clock.phase).toBe('supply');
  });

  it("the Reaction Phase is the non-phasing player's: his dumps may be blown and his Truck units pay fuel to move", () => {
    const reaction = at('reaction');
    const blown = play(s.game, reaction, { type: 'dump.blow', dump: 'bd', amount: 4, dice: [6] });
    expect(blown.events[0]).toMatchObject({ type: 'dumpBlown', dump: 'bd' });
    expect(() => play(s.game, reaction, { type: 'dump.blow', dump: 'ad', amount: 4, dice: [6] })).toThrow(
      /Movement, Reaction or Exploitation Phase .* the dump at \d+ belongs to a/,
    );
    expect(() => play(s.game, reaction, { type: 'unit.move', unit: 'red-mot', hex: '0109' })).toThrow(
      'red-mot moves with Truck MP and has no fuel this phase: pay its fuel first (OCS 12.5a)',
    );
    // in the Combat Phase nobody moves under his own MP: a move is the referee's edit (12.5b: retreats and advances need no fuel)
    expect(() => play(s.game, at('combat'), { type: 'unit.move', unit: 'red-mot', hex: '0109' })).not.toThrow();
  });

  it('breakout, returns and air-base refit each happen in their own step, refused elsewhere naming both', () => {
    expect(() => play(s.game, at('supply'), { type: 'breakout.roll', unit: 'cut', dice: [6, 2] })).toThrow(
      'Breakout (OCS 12.8e) happens in the Axis Movement Phase: Breakout Segment; the campaign is in the Axis Supply Phase',
    );
    // 12.8e: the trace is checked again in the segment: cut (0111, next to the Soviet motorized unit's
    // hex and beyond every path from the edge) has none, and has never been out of trace before: first turn, +1
    const broke = play(s.game, at('breakout'), { type: 'breakout.roll', unit: 'cut', dice: [4, 2] });
    expect(broke.events[0]).toMatchObject({ type: 'breakoutRolled', drm: 1, total: 5, outcome: 'returns' });
    expect(() =>
      play(s.game, at('reinforcement', 'b'), {
        type: 'supply.spend',
        side: 'a',
        reason: 'refit',
        hex: '0103',
        amount: 1,
      }),
    ).toThrow(
      'Air-base refit (OCS 12.9c) happens in the Axis Aircraft Refit Phase; the campaign is in the Soviet Reinforcement Phase',
    );
    const refit = play(s.game, at('aircraft-refit'), {
      type: 'supply.spend',
      side: 'a',
      reason: 'refit',
      hex: '0103',
      amount: 1,
    });
    expect(refit.state.dumps.find((d) => d.id === 'ad')!.amount).toBe(7);
  });

  it("a game's own phase list without a Breakout Segment keeps breakout untied to one", () => {
    const old = { ...s.game, phasesBySide: { a: [...PHASES_BEFORE_FORMAT_V3], b: [...PHASES_BEFORE_FORMAT_V3] } };
    const broke = play(old, at('supply'), { type: 'breakout.roll', unit: 'cut', dice: [4, 2] });
    expect(broke.events[0]).toMatchObject({ type: 'breakoutRolled', outcome: 'returns' });
    expect(nextClock(old, OCS, { turn: 3, side: 'a', phase: 'clean-up' })).toEqual({
      turn: 3,
      side: 'b',
      phase: 'supply',
    });
  });
});
