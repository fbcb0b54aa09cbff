import { describe, expect, it } from 'vitest';
import { gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';

/**
 * GC 19.A.2.d and 19.A.2.a (1), worked by hand. Clear weather: HQ range 7 SLP, special range 4.
 * An army HQ at 0402; a chit at 0402 (in range of it), one at 1402 (10 SLP away: out of range).
 * The Soviets at 0603 and 1102, attacked from 0503 and 1002.
 */
describe('GC 19.A.2.d: an Offensive Chit must start the initial phase within special supply range of an army HQ', () => {
  const game = gcGame(['.'.repeat(20), '.'.repeat(20), '.'.repeat(20)], {
    supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
  });
  const chit = (id: string, hex: string) => ({
    id,
    side: 'a',
    hex,
    amount: 12,
    resource: 'chit' as const,
    captured: false,
  });
  const judged = gcState(
    [
      { id: 'hq', hex: '0402', type: 'hq' },
      { id: 'x', hex: '0503' },
      { id: 'y', hex: '1002' },
      { id: 'r1', hex: '0603', side: 'b' },
      { id: 'r2', hex: '1102', side: 'b' },
    ],
    { dumps: [chit('near', '0402'), chit('far', '1402')], supplyJudged: ['a'] },
  );
  const attack = (hex: string, units: string[], oc: string) => ({
    type: 'combat.supply',
    side: 'a',
    role: 'attack',
    hex,
    units,
    chit: oc,
  });
  const toCombat = (state: typeof judged) =>
    play(game, state, { type: 'clock.advance' }, { type: 'clock.advance' }).state;

  it('the start of the initial phase records the HQs each chit may activate, in the log', () => {
    const { events } = play(game, judged, { type: 'clock.advance' });
    expect(events.filter((e) => e.type === 'budgetUsed').map((e) => e.type === 'budgetUsed' && e.kind)).toEqual([
      'oc-ready:near@hq',
      'oc-ready:far@',
    ]);
  });

  it('a chit out of range as the phase began is not used, even once it was brought within range', () => {
    const moving = play(game, judged, { type: 'clock.advance' }).state;
    // the chit is carried (here: set down) next to the HQ during the movement phase
    const brought = { ...moving, dumps: moving.dumps.map((d) => (d.id === 'far' ? { ...d, hex: '0502' } : d)) };
    expect(() => play(game, inCombat(brought), attack('0603', ['x'], 'far'))).toThrow(
      /the chit at 0502 did not start the initial phase within the special supply range of 4 SLP of an army HQ: it cannot be used this player-turn \(GC 19.A.2.d\)/,
    );
  });

  it('a chit in range as the phase began activates its HQ, though the HQ moved away since', () => {
    const moving = play(game, judged, { type: 'clock.advance' }).state;
    const moved = play(game, moving, { type: 'unit.move', unit: 'hq', hex: '0902' }).state;
    const { events } = play(game, inCombat(moved), attack('1102', ['y'], 'near'));
    expect(events.find((e) => e.type === 'dumpSpent')).toMatchObject({ dump: 'near', spentAs: '1 OC' });
  });

  it('19.A.2.a (1): the free reserve stack must be within range of the HQ the chit activated', () => {
    const fought = play(game, toCombat(judged), attack('0603', ['x'], 'near')).state;
    const far = { ...fought, units: [...fought.units, { ...fought.units[1]!, id: 'w', name: 'w', hex: '1802' }] };
    expect(() =>
      play(game, far, { type: 'reserve.pay', side: 'a', hexes: ['1802'], overstacked: [], chitStack: true }),
    ).toThrow(
      /the stack at 1802 is not within 7 SLP of hq, the HQ its chit activated: only a stack within range of the controlling HQ goes into reserve free \(GC 19.A.2.a\)/,
    );
    const { state } = play(game, fought, {
      type: 'reserve.pay',
      side: 'a',
      hexes: ['0503'],
      overstacked: [],
      chitStack: true,
    });
    expect(state.units.find((u) => u.id === 'x')!.mode).toBe('reserve');
  });
});

/** The same state in the combat phase (set, not advanced: the movement phase's records stay). */
function inCombat<T extends { clock: { turn: number; side: string; phase: string } }>(state: T): T {
  return { ...state, clock: { ...state.clock, phase: 'combat' } };
}
