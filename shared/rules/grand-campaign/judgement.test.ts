import { describe, expect, it } from 'vitest';
import { gcContext, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { gcSupplyReport } from './supply-report.js';
import { play } from '../../../test/helpers/play.js';
import type { GcState } from './state.js';
import { describeEvent } from '../registered-events.js';
import { formatTwelfths } from './quantity.js';

const advanceTo = (state: GcState, side: string, phase: string, limit = 20) => {
  const steps: Array<Record<string, unknown>> = [];
  const sides = ['a', 'b'];
  const phases = ['supply-judgement', 'movement', 'combat', 'exploitation'];
  let s = sides.indexOf(state.clock.side);
  let p = phases.indexOf(state.clock.phase);
  // the next such phase, never the one the clock shows; judgement phases on the way are left unapplied
  do {
    steps.push({ type: 'clock.advance', skipSupply: true });
    if (++p === phases.length) {
      p = 0;
      s = (s + 1) % 2;
    }
  } while (steps.length < limit && (sides[s] !== side || phases[p] !== phase));
  return steps;
};

describe('GC supply judgement phase (16.B, 17.C, 17.D)', () => {
  const game = gcGame(['.'.repeat(40), '.'.repeat(40), '.'.repeat(40)], {
    supplySources: [
      { hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' },
      { hex: '4002', side: 'b', kind: 'map-edge', nation: 'su' },
    ],
  });

  it("out of supply: U1, then up one level each friendly judgement; limited: U0; back in full supply: down one level — in both players' phases", () => {
    const start = gcState([
      { id: 'cut', hex: '3501' },
      { id: 'u2', hex: '3101', gc: { uLevel: 2 } },
      { id: 'lim', hex: '1002' },
      { id: 'home', hex: '0302', gc: { uLevel: 3 } },
      { id: 'red', hex: '3802', side: 'b', gc: { uLevel: 4 } },
    ]);
    const { state, events } = play(game, start, { type: 'supply.apply', side: 'a' });
    const levels = Object.fromEntries(state.units.map((u) => [u.id, u.gc?.uLevel ?? 'full']));
    expect(levels).toEqual({ cut: 1, u2: 3, lim: 0, home: 2, red: 3 });
    expect(events.find((e) => e.type === 'supplyLevelSet' && e.unit === 'red')).toMatchObject({
      why: 'back in full supply, down one level in the a Supply Judgement Phase (GC 17.D.1)',
    });
    // 34 SLP out: beyond a limited supply line of 10 and a LOC of 21, so supply isolated too
    expect(state.units.find((u) => u.id === 'cut')!.gc?.isolated).toBe('supply');
    expect(() => play(game, state, { type: 'supply.apply', side: 'a' })).toThrow(/judged in this phase already/);
    expect(() => play(game, start, { type: 'supply.apply', side: 'b' })).toThrow(/own Supply Judgement Phase/);
  });

  it('the 17.D.2 example with commands: 5 RE at U5 out of supply, 1/2 SP spent in four judgement phases, ending in full supply', () => {
    // a division and three regiments 30 SLP from the source, with 2 SP in a depot beside them
    const start = gcState(
      [
        { id: 'div', hex: '3002', re: 2, gc: { uLevel: 5 } },
        ...[1, 2, 3].map((k) => ({ id: `rgt${k}`, hex: '3002', gc: { uLevel: 5 } })),
      ],
      { dumps: [{ id: 'depot', side: 'a', hex: '2902', amount: 24, captured: false }] },
    );
    const units = ['div', 'rgt1', 'rgt2', 'rgt3'];
    const trail: string[] = [];
    let state = start;
    const step = (what: string, ...commands: Array<Record<string, unknown>>) => {
      state = play(game, state, ...commands).state;
      trail.push(`${what}: U${state.units.find((u) => u.id === 'div')!.gc?.uLevel ?? ' none (full supply)'}`);
    };
    const spend = { type: 'supply.resupply', side: 'a', units, dump: 'depot', amount: 6 };
    step('German judgement', { type: 'supply.apply', side: 'a' });
    step('1/2 SP', spend);
    step('Soviet judgement', ...advanceTo(state, 'b', 'supply-judgement'), { type: 'supply.apply', side: 'b' });
    step('1/2 SP', spend);
    step('German judgement', ...advanceTo(state, 'a', 'supply-judgement'), { type: 'supply.apply', side: 'a' });
    step('1/2 SP', spend);
    step('Soviet judgement', ...advanceTo(state, 'b', 'supply-judgement'), { type: 'supply.apply', side: 'b' });
    step('1/2 SP', spend);
    expect(trail).toEqual([
      'German judgement: U6',
      '1/2 SP: U4',
      'Soviet judgement: U4',
      '1/2 SP: U2',
      'German judgement: U3',
      '1/2 SP: U1',
      'Soviet judgement: U1',
      '1/2 SP: U none (full supply)',
    ]);
    expect(state.dumps[0]!.amount).toBe(0);
  });

  it('16.A.6: an out-of-supply verdict names the SP within special supply range by their hex, not the dump id (GC 17.D.2)', () => {
    const start = gcState([{ id: 'div', hex: '3002', re: 2 }], {
      dumps: [{ id: 'depot', side: 'a', hex: '2902', amount: 24, captured: false }],
    });
    const div = gcSupplyReport(gcContext(game), start, 'a').units.find((u) => u.id === 'div')!;
    expect(div.status).toBe('out');
    expect(div.reason).toMatch(/; the SP at 2902 are within special supply range \(GC 17\.D\.2\)$/);
    expect(div.reason).not.toContain('depot');
  });

  it('special supply is refused beyond special range, twice in a phase, or too little for a level', () => {
    const unjudged = gcState([{ id: 'u', hex: '3002', gc: { uLevel: 3 }, re: 6 }], {
      dumps: [
        { id: 'near', side: 'a', hex: '2902', amount: 24, captured: false },
        { id: 'far', side: 'a', hex: '2002', amount: 24, captured: false },
      ],
    });
    // judged first (17.D.2): out of supply, U3 becomes U4
    const start = play(game, unjudged, { type: 'supply.apply', side: 'a' }).state;
    expect(() =>
      play(game, start, { type: 'supply.resupply', side: 'a', units: ['u'], dump: 'far', amount: 12 }),
    ).toThrow(/beyond the special supply range of 4 SLP from 2002/);
    expect(() =>
      play(game, start, { type: 'supply.resupply', side: 'a', units: ['u'], dump: 'near', amount: 2 }),
    ).toThrow(/1\/6 SP for 6 RE buys no level: one level needs 1 SP per 24 RE, here 1\/4 SP/);
    const once = play(game, start, { type: 'supply.resupply', side: 'a', units: ['u'], dump: 'near', amount: 3 }).state;
    expect(once.units[0]!.gc?.uLevel).toBe(3);
    expect(() =>
      play(game, once, { type: 'supply.resupply', side: 'a', units: ['u'], dump: 'near', amount: 3 }),
    ).toThrow(/once per phase/);
  });

  it('17.B.1 a: raising the marker one level at the start of movement, never past U8', () => {
    const moving = gcState(
      [
        { id: 'u', hex: '3002', gc: { uLevel: 5 } },
        { id: 'worst', hex: '3102', gc: { uLevel: 8 } },
      ],
      { clock: { turn: 1, side: 'a', phase: 'exploitation' } },
    );
    expect(play(game, moving, { type: 'supply.raise', unit: 'u' }).state.units[0]!.gc?.uLevel).toBe(6);
    expect(() => play(game, moving, { type: 'supply.raise', unit: 'worst' })).toThrow(/no action may take it past U8/);
  });

  it('16.G.1: advancing into a combat phase checks isolation for both sides (combat isolation)', () => {
    const start = gcState(
      [
        { id: 'cut', hex: '3502' },
        { id: 'ok', hex: '0502' },
        { id: 'red', hex: '0202', side: 'b' },
      ],
      { clock: { turn: 1, side: 'a', phase: 'movement' } },
    );
    const { state } = play(game, start, { type: 'clock.advance' });
    expect(state.clock.phase).toBe('combat');
    const iso = Object.fromEntries(state.units.map((u) => [u.id, u.gc?.isolated ?? null]));
    expect(iso).toEqual({ cut: 'combat', ok: null, red: 'combat' });
  });

  it("the 16.B example: first judged out in a Soviet judgement phase, a unit's first turn out of supply is the next German and Soviet player-turns", () => {
    const level = (st: GcState) => st.units.find((u) => u.id === 'cut')!.gc?.uLevel ?? 'full';
    let state = gcState([{ id: 'cut', hex: '0302', side: 'b' }], {
      clock: { turn: 1, side: 'b', phase: 'supply-judgement' },
    });
    const trail: Array<string | number> = [];
    state = play(game, state, { type: 'supply.apply', side: 'b' }).state;
    trail.push(level(state));
    state = play(game, state, ...advanceTo(state, 'a', 'supply-judgement'), { type: 'supply.apply', side: 'a' }).state;
    trail.push(`T${state.clock.turn} German: ${level(state)}`);
    state = play(game, state, ...advanceTo(state, 'b', 'supply-judgement'), { type: 'supply.apply', side: 'b' }).state;
    trail.push(`T${state.clock.turn} Soviet: ${level(state)}`);
    expect(trail).toEqual([1, 'T2 German: 1', 'T2 Soviet: 2']);
  });

  it('the 17.C example: a U2 unit attacked at 1:2 without spending 1/2 SP is U3 after the combat, and U4 at its next judgement; at U0 it would not rise', () => {
    const start = gcState(
      [
        { id: 'u2', hex: '3502', gc: { uLevel: 2 }, defense: 4 },
        { id: 'u0', hex: '1002', gc: { uLevel: 0 }, defense: 4 },
      ],
      { clock: { turn: 1, side: 'b', phase: 'combat' } },
    );
    let { state } = play(
      game,
      start,
      {
        type: 'combat.supply',
        side: 'a',
        role: 'defend',
        hex: '3502',
        units: ['u2'],
        withhold: true,
        odds: { attack: 6, defence: 12 },
      },
      {
        type: 'combat.supply',
        side: 'a',
        role: 'defend',
        hex: '1002',
        units: ['u0'],
        withhold: true,
        odds: { attack: 6, defence: 12 },
      },
    );
    expect(state.units.map((u) => [u.id, u.gc?.uLevel])).toEqual([
      ['u2', 3],
      ['u0', 0],
    ]);
    state = play(game, state, ...advanceTo(state, 'a', 'supply-judgement'), { type: 'supply.apply', side: 'a' }).state;
    expect(state.units.find((u) => u.id === 'u2')!.gc?.uLevel).toBe(4);
  });

  it("the 17.D.1 example: at U7 out of supply in mud, full supply when the weather clears: U6 in the same phase, U5 in the other side's, and an unsupplied attack meanwhile raises nothing", () => {
    const weathered = gcGame(['.'.repeat(40), '.'.repeat(40), '.'.repeat(40)], {
      supplySources: game.supplySources,
      turns: [
        { number: 1, label: 'T1', weather: 'mud' },
        { number: 2, label: 'T2', weather: 'clear' },
        { number: 3, label: 'T3', weather: 'clear' },
      ],
    });
    // five hexes from its HQ: beyond the mud's 4 SLP at 2 SLP a hex, within the clear weather's 7
    let state = gcState([
      { id: 'hq', hex: '0302', type: 'hq' },
      { id: 'u', hex: '0802', gc: { uLevel: 6 }, attack: 8 },
      { id: 'red', hex: '0902', side: 'b' },
    ]);
    const level = () => state.units.find((u) => u.id === 'u')!.gc?.uLevel ?? 'full';
    const trail: Array<string | number> = [];
    state = play(weathered, state, { type: 'supply.apply', side: 'a' }).state;
    trail.push(level());
    state = play(weathered, state, ...advanceTo(state, 'a', 'supply-judgement'), {
      type: 'supply.apply',
      side: 'a',
    }).state;
    trail.push(level());
    state = play(weathered, state, ...advanceTo(state, 'a', 'combat'), {
      type: 'combat.supply',
      side: 'a',
      role: 'attack',
      hex: '0902',
      units: ['u'],
      withhold: true,
    }).state;
    trail.push(level());
    state = play(weathered, state, ...advanceTo(state, 'b', 'supply-judgement'), {
      type: 'supply.apply',
      side: 'b',
    }).state;
    trail.push(level());
    expect(trail).toEqual([7, 6, 6, 5]);
  });

  // GC 17.D.1, worked by hand: "reduced by one level at the start of each players' supply judgement
  // phase. The marker is removed upon reaching U0." A U1 in full supply at the a judgement: U0, so no
  // marker at once. A U3 in full supply: U2 (a's judgement), U1 (b's), removed (a's next): three phases.
  it('17.D.1: the marker comes off at U0 — a U1 in full supply has no marker after the judgement; a U3 takes three judgement phases: U2, U1, removed', () => {
    let state = gcState([
      // two hexes from the source: in full supply in turn 1's clear and turn 2's mud alike
      { id: 'u1', hex: '0202', gc: { uLevel: 1 } },
      { id: 'u3', hex: '0302', gc: { uLevel: 3 } },
    ]);
    const level = (id: string) => state.units.find((u) => u.id === id)!.gc?.uLevel ?? 'none';
    const trail: Array<string | number> = [];
    const judged = play(game, state, { type: 'supply.apply', side: 'a' });
    state = judged.state;
    expect(level('u1')).toBe('none');
    expect(judged.events.find((e) => e.type === 'supplyLevelSet' && e.unit === 'u1')).toMatchObject({
      from: 1,
      to: null,
      why: 'in full supply: down one level, the marker removed (GC 17.D.1)',
    });
    trail.push(level('u3'));
    state = play(game, state, ...advanceTo(state, 'b', 'supply-judgement'), { type: 'supply.apply', side: 'b' }).state;
    trail.push(level('u3'));
    state = play(game, state, ...advanceTo(state, 'a', 'supply-judgement'), { type: 'supply.apply', side: 'a' }).state;
    trail.push(level('u3'));
    expect(trail).toEqual([2, 1, 'none']);
  });

  // GC 17.D.2, worked by hand: out of supply the marker "will increase by one as usual during the
  // appropriate supply judgement phase. It will be reduced ... during the supply expenditure step."
  // A U1 unit out of supply at a's judgement becomes U2; 1 SP for 6 RE (two levels) then takes it to
  // U0 — never full and then back to U1. A U8 becomes (stays) U8, then U6. Spending before a's own
  // judgement is refused; b may spend on its units in a's phase, which is not b's judgement.
  it("17.D.2: in the friendly judgement phase the marker rises first, then SP reduce it; special supply before one's own judgement is refused", () => {
    const start = gcState(
      [
        { id: 'u1', hex: '3002', gc: { uLevel: 1 }, re: 6 },
        { id: 'u8', hex: '3102', gc: { uLevel: 8 }, re: 6 },
        { id: 'red', hex: '0502', side: 'b', gc: { uLevel: 3 }, re: 6 },
      ],
      {
        dumps: [
          { id: 'depot', side: 'a', hex: '2902', amount: 24, captured: false },
          { id: 'reds', side: 'b', hex: '0602', amount: 12, captured: false },
        ],
      },
    );
    const spend = (unit: string) => ({ type: 'supply.resupply', side: 'a', units: [unit], dump: 'depot', amount: 12 });
    expect(() => play(game, start, spend('u1'))).toThrow(/judge supply first \(17\.D\.2\)/);
    const early = play(game, start, { type: 'supply.resupply', side: 'b', units: ['red'], dump: 'reds', amount: 12 });
    expect(early.state.units.find((u) => u.id === 'red')!.gc?.uLevel).toBe(1);
    const judged = play(game, start, { type: 'supply.apply', side: 'a' }).state;
    const { state } = play(game, judged, spend('u1'), spend('u8'));
    const level = (id: string) => state.units.find((u) => u.id === id)!.gc?.uLevel ?? 'none';
    expect([level('u1'), level('u8')]).toEqual([0, 6]);
  });

  // GC 17.C, worked by hand: a U1+ unit out of supply that attacks "has its Supply Status marker
  // increased by one level unless it expends SPs from a special or national supply source to make the
  // attack". Withholding the attack supply but paying 17.B.1 b's extra 1/2 SP is still SP expended:
  // the U2 attacker stays U2. Withholding everything: U3.
  it('17.C: an attack that expended SP, even only 17.B.1 b extra SP, does not raise the attacker; one with none does', () => {
    const start = gcState(
      [
        { id: 'paid', hex: '3002', gc: { uLevel: 2 }, attack: 6 },
        { id: 'unpaid', hex: '3202', gc: { uLevel: 2 }, attack: 6 },
        { id: 'red', hex: '3102', side: 'b' },
      ],
      {
        clock: { turn: 1, side: 'a', phase: 'combat' },
        dumps: [{ id: 'depot', side: 'a', hex: '2902', amount: 24, captured: false }],
      },
    );
    const attack = { type: 'combat.supply', side: 'a', role: 'attack', hex: '3102', withhold: true };
    const { state } = play(
      game,
      start,
      { ...attack, units: ['paid'], extra: 6, dump: 'depot' },
      { ...attack, units: ['unpaid'] },
    );
    expect(state.units.map((u) => [u.id, u.gc?.uLevel ?? 'none'])).toEqual([
      ['paid', 2],
      ['unpaid', 3],
      ['red', 'none'],
    ]);
    expect(state.dumps[0]!.amount).toBe(18);
  });

  // GC 17.B.1 b, 17.C: a GC defender that spends no SP defends without the "three levels better"
  // bonus; nothing halves it (only an unsupplied attack is halved, 19.A.1), so its log line must not
  // say "half strength".
  it('a defender that withholds SP is not called "half strength" in the log', () => {
    const start = gcState([{ id: 'd', hex: '0502', defense: 4 }], { clock: { turn: 1, side: 'b', phase: 'combat' } });
    const { events } = play(game, start, {
      type: 'combat.supply',
      side: 'a',
      role: 'defend',
      hex: '0502',
      units: ['d'],
      withhold: true,
      odds: { attack: 6, defence: 12 },
    });
    const line = describeEvent(
      events.find((e) => e.type === 'combatSupplied')!,
      formatTwelfths,
    );
    expect(line).toContain('combat supply withheld (defended without SP');
    expect(line).not.toContain('half strength');
  });

  it('a GC unit cannot move into a hex holding an enemy combat unit', () => {
    const start = gcState(
      [
        { id: 'mine', hex: '0502' },
        { id: 'red', hex: '0602', side: 'b' },
      ],
      { clock: { turn: 1, side: 'a', phase: 'movement' } },
    );
    expect(() => play(game, start, { type: 'unit.move', unit: 'mine', hex: '0602' })).toThrow(
      /cannot enter 0602: .* an enemy combat unit, is there/,
    );
  });
});
