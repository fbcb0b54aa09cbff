import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { parseCampaign } from '../../parse-campaign.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const attritionTable = {
  tables: [
    {
      id: 'attrition',
      name: 'Attrition Table',
      rowHeader: '2d6',
      columns: ['AR 0', 'AR 1', 'AR 2', 'AR 3', 'AR 4', 'AR 5'],
      rows: Array.from({ length: 11 }, (_, k) => ({
        key: String(k + 2),
        cells: [0, 1, 2, 3, 4, 5].map((ar) => (k + 2 >= 10 ? 2 : k + 2 >= 7 - Math.min(ar, 2) ? 1 : 0)),
      })),
    },
  ],
};

describe('OCS Supply Phase commands', () => {
  const units: UnitSpec[] = [
    { id: 'near', hex: '0104' },
    { id: 'cut', hex: '0110', re: 3, ar: 4 },
    { id: 'cut2', hex: '0110', ar: 1 },
  ];
  const source = {
    supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }],
    ...attritionTable,
  };

  it('12.8a: marks units that neither trace nor eat Out of Supply, once; the marker goes when trace returns', () => {
    const s = ocsScenario(line(12), units, source);
    const first = play(s.game, s.state, { type: 'supply.apply', side: 'a' });
    expect(first.state.units.filter((u) => u.outOfSupplySince !== undefined).map((u) => u.id)).toEqual(['cut', 'cut2']);
    expect(first.events[0]).toMatchObject({ type: 'supplyDetermined', side: 'a', turn: 3 });
    expect(() => play(s.game, first.state, { type: 'supply.apply', side: 'a' })).toThrow(
      /Supply Phase has been applied in this phase already/,
    );
    // move the cut-off units back within draw range: the next Supply Phase clears the marker
    let later = play(
      s.game,
      first.state,
      { type: 'unit.move', unit: 'cut', hex: '0105' },
      { type: 'unit.move', unit: 'cut2', hex: '0105' },
      { type: 'clock.advance' },
    ).state;
    // side b's Supply Phase is passed unapplied, knowingly (Next phase would otherwise refuse)
    while (later.clock.side !== 'a' || later.clock.phase !== 'supply')
      later = play(s.game, later, { type: 'clock.advance', skipSupply: true }).state;
    const moved = play(s.game, later, { type: 'supply.apply', side: 'a' });
    expect(moved.state.units.every((u) => u.outOfSupplySince === undefined && u.ocs?.noTraceSince === undefined)).toBe(
      true,
    );
  });

  it('12.6c: eating takes the Tokens out of the dump; a unit left to starve goes Out of Supply instead (12.6d)', () => {
    const s = ocsScenario(line(12), units, source, [{ id: 'd', side: 'a', hex: '0111', amount: 9, captured: false }]);
    const ate = play(s.game, s.state, { type: 'supply.apply', side: 'a' });
    // 3 RE + 1 RE at 0110 = 4 RE -> 2T
    expect(ate.events.find((e) => e.type === 'dumpSpent')).toEqual({
      type: 'dumpSpent',
      dump: 'd',
      hex: '0111',
      tokens: 2,
      reason: 'eating',
      units: ['cut', 'cut2'],
    });
    expect(ate.state.dumps[0]!.amount).toBe(7);
    expect(ate.state.units.every((u) => u.outOfSupplySince === undefined)).toBe(true);
    const starved = play(s.game, s.state, { type: 'supply.apply', side: 'a', starve: ['cut2'] });
    expect(starved.state.dumps[0]!.amount).toBe(9 - 2); // 3 RE still cost 2T
    expect(starved.state.units.find((u) => u.id === 'cut2')!.outOfSupplySince).toBe(3);
  });

  it("12.8b: attrition on the game's table, column of the highest AR, owner chooses among the Out of Supply units", () => {
    const s = ocsScenario(line(12), units, source);
    const marked = play(s.game, s.state, { type: 'supply.apply', side: 'a' }).state;
    const rolled = play(s.game, marked, { type: 'attrition.roll', side: 'a', hex: '0110', dice: [5, 6] });
    const takeLosses = (losses: Array<{ unit: string; steps: number }>) => ({
      type: 'attrition.takeLosses',
      side: 'a',
      hex: '0110',
      losses,
    });
    expect(rolled.events[0]).toMatchObject({
      type: 'attritionRolled',
      column: 'AR 4',
      outOfSupplySteps: 4,
      result: 2,
      dice: { faces: [5, 6], source: 'entered' },
    });
    expect(() => play(s.game, rolled.state, takeLosses([{ unit: 'cut', steps: 1 }]))).toThrow(
      'attrition at 0110 takes 2 steps; the losses chosen add up to 1',
    );
    expect(() => play(s.game, rolled.state, takeLosses([{ unit: 'near', steps: 2 }]))).toThrow(
      'near is not one of the Out of Supply units at 0110',
    );
    const taken = play(s.game, rolled.state, takeLosses([{ unit: 'cut2', steps: 2 }])).state;
    expect(taken.units.map((u) => u.id)).toEqual(['near', 'cut']);
    expect(taken.deadPile.map((u) => u.id)).toEqual(['cut2']);
    expect(taken.rules.ocs.pendingAttrition.map((p) => p.done)).toEqual([true]);
    expect(() => play(s.game, taken, { type: 'attrition.roll', side: 'a', hex: '0110', dice: [6, 6] })).toThrow(
      'attrition at 0110 was already rolled this Supply Phase (OCS 12.8a: once per phase)',
    );
    // the next phase forgets it; the next Supply Phase may roll again
    expect(play(s.game, taken, { type: 'clock.advance' }).state.rules.ocs.pendingAttrition).toEqual([]);
  });

  it("attrition only for marked units, in the side's own Supply Phase; app-rolled dice replay from their seed", () => {
    const s = ocsScenario(line(12), units, source);
    expect(() => play(s.game, s.state, { type: 'attrition.roll', side: 'a', hex: '0110', dice: [1, 1] })).toThrow(
      'no a unit at 0110 is marked Out of Supply',
    );
    const marked = play(s.game, s.state, { type: 'supply.apply', side: 'a' }).state;
    const a = play(s.game, marked, { type: 'attrition.roll', side: 'a', hex: '0110', seed: 12345 }).events[0];
    const b = play(s.game, marked, { type: 'attrition.roll', side: 'a', hex: '0110', seed: 12345 }).events[0];
    expect(a).toEqual(b);
    expect(() =>
      play(
        s.game,
        { ...marked, clock: { ...marked.clock, phase: 'movement' } },
        { type: 'attrition.roll', side: 'a', hex: '0110', dice: [1, 1] },
      ),
    ).toThrow(/Supply Phase/);
  });

  it('12.8e breakout on the first turn: conditions waived, +1 DRM; 5-6 returns 1d6 turns later with its step losses, 1-4 to the dead pile', () => {
    const s = ocsScenario(
      line(40),
      [
        { id: 'near', hex: '0104' },
        { id: 'cut', hex: '0139', steps: 1, ma: 4 },
      ],
      source,
    );
    // sequence of play: breakout is rolled in the Breakout Segment, before movement and the Supply Phase
    expect(() => play(s.game, s.state, { type: 'breakout.roll', unit: 'cut', dice: [4, 3] })).toThrow(
      'Breakout (OCS 12.8e) happens in the Axis Movement Phase: Breakout Segment; the campaign is in the Axis Supply Phase',
    );
    // in supply at its last Supply Phase (no trace lost before): its first turn out of trace supply
    const marked = { ...s.state, clock: { ...s.state.clock, phase: 'breakout' } };
    const back = play(s.game, marked, { type: 'breakout.roll', unit: 'cut', dice: [4, 3] });
    expect(back.events[0]).toMatchObject({
      type: 'breakoutRolled',
      drm: 1,
      total: 5,
      outcome: 'returns',
      returnTurn: 6,
    });
    expect(back.state.track).toEqual([
      {
        turn: 6,
        unit: expect.objectContaining({ id: 'cut', steps: 1, mode: 'combat' }),
        note: 'back from breakout at 0139 (turn 3)',
      },
    ]);
    expect(back.state.track[0]!.unit.outOfSupplySince).toBeUndefined();
    const dead = play(s.game, marked, { type: 'breakout.roll', unit: 'cut', dice: [3] });
    expect(dead.events[0]).toMatchObject({ outcome: 'dead-pile', total: 4 });
    expect(dead.state.deadPile.map((u) => u.id)).toEqual(['cut']);
    // the unit comes back on its turn, placed by the referee
    expect(() => play(s.game, back.state, { type: 'track.place', unit: 'cut', hex: '0105' })).toThrow(
      'returns on turn 6; it is turn 3',
    );
    // in its owner's Reinforcement Phase (the sequence of play), not in the Breakout Segment
    const turn6 = { ...back.state, clock: { ...back.state.clock, turn: 6 } };
    expect(() => play(s.game, turn6, { type: 'track.place', unit: 'cut', hex: '0105' })).toThrow(
      'Placing units from the turn record track happens in the Axis Reinforcement Phase; the campaign is in the Axis Movement Phase: Breakout Segment',
    );
    const later = play(
      s.game,
      { ...turn6, clock: { ...turn6.clock, phase: 'reinforcement' } },
      { type: 'track.place', unit: 'cut', hex: '0105' },
    ).state;
    expect(later.units.find((u) => u.id === 'cut')!.hex).toBe('0105');
  });

  it('12.8e after the first turn: needs a path to a supplied friendly unit (A) within 15 hexes (B)', () => {
    const s = ocsScenario(
      line(40),
      [
        { id: 'near', hex: '0104' },
        { id: 'cut', hex: '0139', ma: 4, ocs: { noTraceSince: 1 } },
        { id: 'close', hex: '0118', ma: 4, ocs: { noTraceSince: 1 } },
      ],
      source,
    );
    s.state.clock = { ...s.state.clock, phase: 'breakout' };
    expect(() => play(s.game, s.state, { type: 'breakout.roll', unit: 'cut', dice: [6, 1] })).toThrow(
      /B\) the nearest friendly unit in trace supply is 35 hexes away \(more than 15\)/,
    );
    const ok = play(s.game, s.state, { type: 'breakout.roll', unit: 'close', dice: [5, 2] });
    expect(ok.events[0]).toMatchObject({
      drm: 0,
      total: 5,
      outcome: 'returns',
      conditions: expect.stringContaining('B) a friendly unit in trace supply is 14 hexes away'),
    });
    expect(() => play(s.game, s.state, { type: 'breakout.roll', unit: 'near', dice: [6, 1] })).toThrow(
      'near is in trace supply: no breakout',
    );
  });
});

describe('a whole Supply Phase on the demo campaign', () => {
  it('Axis: 4 infantry units eat 2T from the dump at 1723; Soviet: 5 units go Out of Supply', () => {
    const c = parseCampaign(JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8')));
    const axis = play(c.game, c.setup, { type: 'supply.apply', side: 'axis' });
    const spent = axis.events.filter((e) => e.type === 'dumpSpent');
    expect(spent).toEqual([
      {
        type: 'dumpSpent',
        dump: 'ax-dump-3',
        hex: '1723',
        tokens: 2,
        reason: 'eating',
        units: ['ax-hq-7', 'ax-inf-6', 'ax-inf-7', 'ax-inf-8'],
      },
    ]);
    const verdicts = (axis.events[0] as { verdicts: Array<{ status: string }> }).verdicts;
    expect(verdicts.filter((v) => v.status === 'in-supply')).toHaveLength(14);
    const turnToSoviet = { ...axis.state, clock: { turn: 1, side: 'soviet', phase: 'supply' } };
    const soviet = play(c.game, turnToSoviet, { type: 'supply.apply', side: 'soviet' });
    expect(
      soviet.state.units
        .filter((u) => u.outOfSupplySince !== undefined)
        .map((u) => u.id)
        .sort(),
    ).toEqual(['sv-rd-1', 'sv-rd-10', 'sv-rd-2', 'sv-rd-9', 'sv-rd-cut'].sort());
  });
});

describe('OCS 12.8c and 12.8d', () => {
  it("attrition uses the AR adjusted for Strat Mode (the game's figure) but not for DG", () => {
    const units: UnitSpec[] = [
      { id: 'near', hex: '0104' },
      { id: 'strat', hex: '0110', ar: 3, mode: 'strat' },
      { id: 'dg', hex: '0111', ar: 3, mode: 'dg' },
    ];
    const extra = {
      supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const }],
      ...attritionTable,
      arAdjustments: { strat: -1, dg: -2 },
    };
    const s = ocsScenario(line(12), units, extra);
    const marked = play(s.game, s.state, { type: 'supply.apply', side: 'a' }).state;
    expect(
      play(s.game, marked, { type: 'attrition.roll', side: 'a', hex: '0110', dice: [3, 3] }).events[0],
    ).toMatchObject({ column: 'AR 2' });
    expect(
      play(s.game, marked, { type: 'attrition.roll', side: 'a', hex: '0111', dice: [3, 3] }).events[0],
    ).toMatchObject({ column: 'AR 3' });
  });
  it('Out of Supply units show their effects: no ZOC, half strength with combat supply, quarter without', async () => {
    const { outOfSupplyEffects } = await import('./out-of-supply-effects.js');
    const s = ocsScenario(line(4), [{ id: 'u', hex: '0101', attack: 9, defense: 7, outOfSupplySince: 2 }]);
    expect(outOfSupplyEffects(s.state.units[0]!)).toEqual([
      'no ZOC',
      'with combat supply: attack 4½, defend 3½ (half strength)',
      'without combat supply: cannot attack, defend 1¾ (quarter strength)',
      'barrage and movement normal',
    ]);
    expect(outOfSupplyEffects({ ...s.state.units[0]!, outOfSupplySince: undefined })).toEqual([]);
  });
});

describe("the campaign's dice", () => {
  it("with the referee rolling, a roll must be typed in; a seed (the app's roll) is refused; switching back is one undoable command", () => {
    const s = ocsScenario(line(12), [{ id: 'cut', hex: '0110', outOfSupplySince: 2 }], { ...attritionTable });
    const referee = play(s.game, s.state, { type: 'campaign.setDice', dice: 'referee' }).state;
    expect(referee.dice).toBe('referee');
    expect(() => play(s.game, referee, { type: 'attrition.roll', side: 'a', hex: '0110', seed: 7 })).toThrow(
      /the referee rolls the dice: type in the dice rolled/,
    );
    expect(
      play(s.game, referee, { type: 'attrition.roll', side: 'a', hex: '0110', dice: [3, 4] }).events[0],
    ).toMatchObject({ type: 'attritionRolled', dice: { faces: [3, 4], source: 'entered' } });
    expect(play(s.game, s.state, { type: 'attrition.roll', side: 'a', hex: '0110', seed: 7 }).events[0]).toMatchObject({
      dice: { source: 'rolled', seed: 7 },
    });
    expect(() => play(s.game, referee, { type: 'campaign.setDice', dice: 'referee' })).toThrow(/already rolls/);
  });
});
