import { describe, expect, it } from 'vitest';
import { attackSupplyTerrain } from '../../../scripts/gc-supply-tables.js';
import { gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';

/**
 * GC 19.A.2, 19.A.2.d worked by hand. Clear weather (turn 1): HQ range 7 SLP, special range 4.
 * An army HQ and a chit at 0402. Two Soviet stacks: at 0603 (attacked from 0503) and at 0901
 * (attacked from 0801). Each attack is one stack against a full ZOC: 1 SP x 1/2 = 1/2 SP basic,
 * which the chit covers (19.A.2: "only the normal supply expenditure for an attack in clear
 * terrain in good weather"), so each costs nothing more. "OCs may be used to supply any attacks
 * and overruns out to the modified supply range": the first attack expends the chit (1 OC leaves
 * its dump); the second, in the exploitation combat phase, is supplied by the same chit and
 * spends nothing. An attack from 1502 (11 SLP from the HQ) is out of range. At the end of the
 * player-turn the chit is gone (19.A.2.d): in side b's player-turn nothing remains to expend.
 */
describe('GC 19.A.2: one expended Offensive Chit supplies every attack in its HQ range this player-turn', () => {
  const game = gcGame(['.'.repeat(20), '.'.repeat(20), '.'.repeat(20)], {
    supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
  });
  game.tables.push(attackSupplyTerrain({ fort: 1 }));
  const start = gcState(
    [
      { id: 'hq', hex: '0402', type: 'hq' },
      { id: 'x', hex: '0503' },
      { id: 'z', hex: '0801' },
      { id: 'far', hex: '1502' },
      { id: 'r1', hex: '0603', side: 'b' },
      { id: 'r2', hex: '0901', side: 'b' },
      { id: 'r3', hex: '1602', side: 'b' },
    ],
    {
      dumps: [{ id: 'oc', side: 'a', hex: '0402', amount: 12, resource: 'chit', captured: false }],
      clock: { turn: 1, side: 'a', phase: 'combat' },
    },
  );
  const attack = (hex: string, units: string[]) => ({
    type: 'combat.supply',
    side: 'a',
    role: 'attack',
    hex,
    units,
    chit: 'oc',
  });

  it('the first attack expends it, a second attack in the exploitation combat phase spends nothing more', () => {
    const first = play(game, start, attack('0603', ['x']));
    expect(first.events.filter((e) => e.type === 'dumpSpent')).toMatchObject([
      { dump: 'oc', tokens: 12, spentAs: '1 OC' },
    ]);
    expect(first.state.dumps[0]!.amount).toBe(0);
    const exploit = { ...first.state, clock: { ...first.state.clock, phase: 'exploitation' } };
    const second = play(game, exploit, attack('0901', ['z']));
    expect(second.events.filter((e) => e.type === 'dumpSpent')).toEqual([]);
    expect(second.events[0]).toMatchObject({ type: 'combatSupplied', tokens: 0 });
    expect(second.events[0]!.type === 'combatSupplied' && second.events[0]!.note).toContain(
      'the chit already expended this player-turn through hq',
    );
  });

  it("an attack beyond the activating HQ's range is refused; the chit is gone at the end of the player-turn", () => {
    const first = play(game, start, attack('0603', ['x'])).state;
    expect(() => play(game, first, attack('1602', ['far']))).toThrow(/far at 1502 is not within 7 SLP of hq/);
    const next = { ...first, clock: { turn: 1, side: 'b', phase: 'combat' } };
    expect(() => play(game, next, { ...attack('0901', ['z']) })).toThrow(/no a Offensive Chit "oc" ready/);
  });

  it('it is not used outside the combat phases (overruns excepted) nor gives its 1 SP bonus twice', () => {
    const judging = { ...start, clock: { ...start.clock, phase: 'supply-judgement' } };
    expect(() => play(game, judging, attack('0603', ['x']))).toThrow(/initial and exploitation combat phases/);
    const moving = { ...start, clock: { ...start.clock, phase: 'movement' } };
    expect(() => play(game, moving, { ...attack('0603', ['x']), overrun: true })).not.toThrow();
    // a fort: 1/2 SP basic (the chit) + 1 SP, which the bonus takes off once (19.A.2.a (2))
    const fort = { extras: ['fort'], chitBonus: true };
    const once = play(game, start, { ...attack('0603', ['x']), ...fort });
    expect(once.events[0]).toMatchObject({ type: 'combatSupplied', tokens: 0 });
    expect(() => play(game, once.state, { ...attack('0901', ['z']), ...fort })).toThrow(
      /its bonus serves a single attack/,
    );
  });
});
