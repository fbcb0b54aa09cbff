import { describe, expect, it } from 'vitest';
import { gcGame, gcState, GC_UNIT_TYPES } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';

/**
 * GC 19.A.4 worked by hand, from the rule's own example: "two inoperative and one extended air unit
 * on a 3-capacity airbase would count as 3 REs" (3 x 1/2 + 3 x 1/2); strategic, 6 RE. The airbase
 * is at U1 (out of supply): as a ground unit, reaching full supply takes two levels, 1 SP per 24 RE
 * a level, so 3 RE cost 3 x 2 / 24 = 1/4 SP (3 twelfths) and 6 RE 1/2 SP. "This does not change the
 * U# status": the airbase stays U1 with a Supplied Airbase marker for the turn.
 */
describe('GC 19.A.4: SP spent on an airbase not in full supply give a Supplied Airbase marker, its U# unchanged', () => {
  const game = gcGame(['.'.repeat(10)], {
    supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' }],
    unitTypes: [
      ...GC_UNIT_TYPES,
      { id: 'field', name: 'Airbase', mobility: 'leg', combat: false, air: true },
      { id: 'ftr', name: 'Fighter', mobility: 'leg', combat: false, air: true },
    ],
  });
  const make = (strategic: boolean) =>
    gcState(
      [
        { id: 'ab', hex: '0801', type: 'field', gc: { uLevel: 1, airbase: { capacity: 3, strategic } } },
        { id: 'f1', hex: '0801', type: 'ftr' },
        { id: 'f2', hex: '0801', type: 'ftr' },
        { id: 'f3', hex: '0801', type: 'ftr' },
      ],
      { dumps: [{ id: 'sp', side: 'a', hex: '0701', amount: 24, captured: false }] },
    );
  const supply = { type: 'airbase.supply', side: 'a', unit: 'ab', dump: 'sp' };

  it('counts 1/2 RE per air unit and per capacity point, double if strategic, and leaves the U# alone', () => {
    const plain = play(game, make(false), supply);
    expect(plain.state.dumps[0]!.amount).toBe(24 - 3);
    const ab = plain.state.units.find((u) => u.id === 'ab')!;
    expect([ab.gc?.uLevel, ab.gc?.suppliedAirbase]).toEqual([1, 1]);
    expect(plain.events[0]).toMatchObject({ note: expect.stringContaining('3 air units and capacity 3: 3 RE') });
    const strategic = play(game, make(true), supply);
    expect(strategic.state.dumps[0]!.amount).toBe(24 - 6);
  });

  it('once a turn; special supply of ground units is refused for it; an airbase in full supply needs none', () => {
    const once = play(game, make(false), supply).state;
    expect(() => play(game, once, supply)).toThrow(/already has a Supplied Airbase marker this turn/);
    const judged = { ...make(false), supplyJudged: ['a'] };
    expect(() =>
      play(game, judged, { type: 'supply.resupply', side: 'a', units: ['ab'], dump: 'sp', amount: 12 }),
    ).toThrow(/Supplied Airbase marker and leave its U# alone/);
    const full = {
      ...make(false),
      units: make(false).units.map((u) => ({ ...u, gc: { ...u.gc, uLevel: undefined } })),
    };
    expect(() => play(game, full, supply)).toThrow(/in full supply: it needs no SP/);
  });

  it("17.B.2: air units take their airbase's status at the judgement, not one of their own, and SP are spent for the airbase", () => {
    // a Soviet unit at 0501 cuts the line from 0101: the airbase at U1 goes to U2; its fighters,
    // one without a marker and one at U5, take U2 with it (judged as ground units: U1 and U6)
    const cut = make(false);
    const start = {
      ...cut,
      units: [
        ...cut.units.map((u) => (u.id === 'f3' ? { ...u, gc: { uLevel: 5 } } : u)),
        ...gcState([{ id: 'red', hex: '0501', side: 'b' }]).units,
      ],
    };
    const { state, events } = play(game, start, { type: 'supply.apply', side: 'a' });
    expect(state.units.filter((u) => u.side === 'a').map((u) => [u.id, u.gc?.uLevel])).toEqual([
      ['ab', 2],
      ['f1', 2],
      ['f2', 2],
      ['f3', 2],
    ]);
    expect(events.find((e) => e.type === 'supplyLevelSet' && e.unit === 'f1')).toMatchObject({
      why: 'the supply status of its airbase ab: U2 (GC 17.B.2)',
    });
    expect(() =>
      play(game, state, { type: 'supply.resupply', side: 'a', units: ['f1'], dump: 'sp', amount: 12 }),
    ).toThrow(/f1 is an air unit: it takes its airbase's supply status \(GC 17.B.2\)/);
  });
});
