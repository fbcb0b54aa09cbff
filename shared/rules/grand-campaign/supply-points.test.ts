import { describe, expect, it } from 'vitest';
import { RESOURCE_CAPTURE } from '../../../scripts/gc-charts.js';
import {
  attackSupplyTerrain,
  attackSupplyWeather,
  captureModifiers,
  railCapacity,
} from '../../../scripts/gc-supply-tables.js';
import { GC_CHARTS, gcContext, gcGame } from '../../../test/helpers/gc-scenario.js';
import { PathSearch } from '../../hex/path-search.js';
import { airbaseRe, attackSupplyCost, chitRange, reserveCost } from './attack-supply.js';
import { formatTwelfths, parseTwelfths } from './quantity.js';
import {
  checkSmp,
  CHIT_BACK_SP,
  CHIT_FROM_SP,
  convert,
  dismantleRecovery,
  perTwoRoundedUp,
  railCapacityRe,
  resourceCapture,
  smpUsed,
  supplyUnitLoadMp,
} from './strategic-resources.js';

const game = gcGame(['.'.repeat(20)], {
  tables: [
    ...GC_CHARTS,
    attackSupplyTerrain({ 'dot-city': 1, 'reference-city': 1, 'partial-city': 2, 'full-city': 3, fort: 1 }),
    attackSupplyWeather({ mud: 2, 'heavy-mud': 3 }),
    railCapacity({ 'high-volume': 1, 'low-volume': 2, uncertified: 4 }),
    RESOURCE_CAPTURE,
    captureModifiers({
      overrun: [-1, 'Depot overrun'],
      'defender-markers': [-1, 'each two +# MP markers on defending units'],
      division: [1, 'a defending unit was a division'],
      exploitation: [3, 'captured in the exploitation phase'],
    }),
  ],
});
const sp = (t: string) => parseTwelfths(t)!;

describe('GC 19.A.1 combat supply', () => {
  it('19.A.1.b, 19.A.1.c, the 18-SP example: a two-hex attack on a full city with a fort in heavy mud: (2 + 3 + 1) × 3', () => {
    const cost = attackSupplyCost(game, {
      stacks: 2,
      defenderZoc: 'double',
      extras: ['full-city', 'fort'],
      weather: 'heavy-mud',
    });
    expect(formatTwelfths(cost.twelfths)).toBe('18 SP');
    expect(cost.items).toEqual([
      'basic: 2 stacks × 1 SP = 2 SP',
      'full-city: +3 SP',
      'fort: +1 SP',
      'heavy-mud weather: × 3',
      'total: 18 SP',
    ]);
  });
  it("by the defender's ZOC in its own hex: double all, full half, partial a quarter, none nothing; a dot city one extra SP, a partial-hex city two", () => {
    const cost = (zoc: 'double' | 'full' | 'partial' | 'none', extras: string[] = []) =>
      formatTwelfths(attackSupplyCost(game, { stacks: 1, defenderZoc: zoc, extras, weather: 'clear' }).twelfths);
    expect([cost('double'), cost('full'), cost('partial'), cost('none')]).toEqual(['1 SP', '1/2 SP', '1/4 SP', '0 SP']);
    expect([cost('full', ['dot-city']), cost('full', ['partial-city'])]).toEqual(['1 1/2 SP', '2 1/2 SP']);
    expect(
      formatTwelfths(
        attackSupplyCost(game, { stacks: 2, defenderZoc: 'double', extras: [], weather: 'clear', overrun: true })
          .twelfths,
      ),
    ).toBe('1 SP');
    expect(() =>
      attackSupplyCost(game, { stacks: 1, defenderZoc: 'full', extras: ['swamp'], weather: 'clear' }),
    ).toThrow(/no row "swamp"/);
  });
  it('an Offensive Chit pays the clear-weather basic cost; terrain and weather still come from a depot, 1 SP less with its bonus', () => {
    const c = attackSupplyCost(game, {
      stacks: 2,
      defenderZoc: 'double',
      extras: ['dot-city'],
      weather: 'mud',
      chit: true,
      chitBonus: true,
    });
    expect([formatTwelfths(c.chitCovers), formatTwelfths(c.twelfths)]).toEqual(['2 SP', '3 SP']);
  });
  it("19.A.2: a chit supplies out to the HQ's range, never less than the special range (an HQ at 2 still reaches 4 SLP in clear)", () => {
    expect(chitRange(2, 4)).toBe(4);
    expect(chitRange(7, 4)).toBe(7);
    expect([formatTwelfths(CHIT_FROM_SP), formatTwelfths(CHIT_BACK_SP)]).toEqual(['5 SP', '2 1/2 SP']);
  });
  it('19.A.3, 19.A.4: reserve costs a stack 1 SP (+1 overstacked, one stack free with a chit); two inoperative and one extended air unit on a 3-capacity airbase count 3 RE', () => {
    expect(formatTwelfths(reserveCost(3, 1, true))).toBe('3 SP');
    expect(airbaseRe({ airUnits: 3, capacity: 3, strategic: false })).toBe(3);
    expect(airbaseRe({ airUnits: 3, capacity: 3, strategic: true })).toBe(6);
  });
});

describe('GC 19.B, 19.F, 19.G, 19.H strategic resources and moving supply', () => {
  it('19.G: 10 SP make 1 SRP, 1 SRP makes 2 1/2 SP', () => {
    expect(convert('sp-to-srp', sp('20 SP'))).toEqual({ spend: sp('20'), get: 24 });
    expect(formatTwelfths(convert('srp-to-sp', 12).get)).toBe('2 1/2 SP');
    expect(() => convert('sp-to-srp', sp('15'))).toThrow(/ten at a time/);
  });
  it('19.B.1: a fortified zone dismantled to nothing, level by level, recovers 1 SRP, each third arriving the turn after its level', () => {
    const r = dismantleRecovery([
      { name: 'fortified zone', cost: 12, turn: 4 },
      { name: 'fortified area', cost: 12, turn: 5 },
      { name: 'fort', cost: 12, turn: 6 },
    ]);
    expect(r.map((x) => x.arrives)).toEqual([5, 6, 7]);
    expect(r.reduce((a, x) => a + x.srp, 0)).toBe(12);
  });
  it('the rail capacity examples: 2 SP from an uncertified line 24 RE, from a high-volume line 6 RE; a truck loading 2 SP at a low-volume railhead 12 RE', () => {
    expect(railCapacityRe(game, sp('2'), 'uncertified')).toBe(24);
    expect(railCapacityRe(game, sp('2'), 'high-volume')).toBe(6);
    expect(railCapacityRe(game, sp('2'), 'low-volume')).toBe(12);
    expect(() => railCapacityRe(game, 12, 'narrow-gauge')).toThrow(/no rail line type "narrow-gauge"/);
  });
  it('the 10-SMP example: 1 SP 10 hexes down a road; or 1 SP 3 hexes off-road in clear plus 1/6 SP 6 road hexes; or two 1/2 SP 10 hexes each', () => {
    // the example's costs: 1 SLP a road hex, 3 SLP a clear hex off the road
    const road = { type: 'road', hexes: Array.from({ length: 12 }, (_, k) => `${String(k + 1).padStart(2, '0')}01`) };
    const g = gcGame(['.'.repeat(12)], {
      terrain: [{ id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1, slp: 3 } }],
      routeTypes: [
        { id: 'road', name: 'Road', kind: 'road', color: '#884422', cost: { leg: 1, slp: 1 }, bridges: true },
      ],
      routes: [road],
    });
    const offRoad = gcGame(['.'.repeat(12)], { terrain: g.terrain });
    const slpOn = (game: typeof g, from: string, to: string) => {
      const ctx = gcContext(game);
      return new PathSearch(ctx.graph)
        .run({ sources: [ctx.grid.indexOf(from)], mobility: 'slp', target: ctx.grid.indexOf(to) })
        .costMP(ctx.grid.indexOf(to));
    };
    const slp = (from: string, to: string) => slpOn(g, from, to);
    expect(slp('0101', '1101')).toBe(10);
    expect(slpOn(offRoad, '0101', '0401')).toBe(9);
    expect(smpUsed([{ twelfths: sp('1'), slp: slp('0101', '1101') }])).toBe(10 * 12);
    expect(
      smpUsed([
        { twelfths: sp('1'), slp: slpOn(offRoad, '0101', '0401') },
        { twelfths: sp('1/6'), slp: slp('0101', '0701') },
      ]),
    ).toBe(10 * 12);
    expect(() =>
      checkSmp(
        [
          { twelfths: sp('1/2'), slp: 10 },
          { twelfths: sp('1/2'), slp: 10 },
        ],
        10,
      ),
    ).not.toThrow();
    expect(() => checkSmp([{ twelfths: sp('1'), slp: slp('0101', '1201') }], 10)).toThrow(
      /need 11 SMP \(SP × SLP\), more than the 10 SMP/,
    );
  });
  it('19.F.1.a: a supply unit spends 1 MP per 3 RE (or fraction) loaded, and carries 24 RE at most', () => {
    expect(supplyUnitLoadMp(0, sp('2'))).toBe(2);
    expect(supplyUnitLoadMp(0, sp('1/2'))).toBe(1);
    expect(() => supplyUnitLoadMp(sp('7'), sp('2'))).toThrow(/at most 24 RE/);
  });
  it('19.H: the capture table with its modifiers; captured SP round down to 1/12 SP and SRP to 1/3 SRP', () => {
    // die 3, overrun -1, three +# MP markers on the defenders: -2 (each two, rounded up) → 0 → 100%
    const all = resourceCapture(game, 3, [{ key: 'overrun' }, { key: 'defender-markers', count: perTwoRoundedUp(3) }], {
      sp: 25,
      srp: 13,
    });
    expect([all.modified, all.percent, all.sp, all.srp]).toEqual([1, 100, 25, 12]);
    const half = resourceCapture(game, 2, [{ key: 'division' }], { sp: 25, srp: 13 });
    expect([half.percent, half.sp, half.srp]).toEqual([50, 12, 4]);
    expect(resourceCapture(game, 4, [{ key: 'exploitation' }], { sp: 25, srp: 13 }).percent).toBe(0);
  });
});
