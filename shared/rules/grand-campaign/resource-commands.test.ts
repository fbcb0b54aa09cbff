import { describe, expect, it } from 'vitest';
import { attackSupplyTerrain, attackSupplyWeather } from '../../../scripts/gc-supply-tables.js';
import { GC_CHARTS, GC_UNIT_TYPES, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { describeEvent, LedgerWalker } from '../registered-events.js';
import { formatTwelfths } from './quantity.js';

const strip = ['.'.repeat(20), '.'.repeat(20), '.'.repeat(20)];
const game = gcGame(strip, {
  supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
  unitTypes: [...GC_UNIT_TYPES, { id: 'pz', name: 'Panzer', mobility: 'leg', combat: true }],
  tables: [
    ...GC_CHARTS,
    attackSupplyTerrain({ fort: 1 }),
    attackSupplyWeather({ mud: 2 }),
    {
      id: 'cm-units',
      name: 'C/M units',
      rowHeader: 'unit type',
      columns: ['note'],
      rows: [{ key: 'pz', cells: [''] }],
    },
  ],
});
const depot = (id: string, hex: string, amount: number, more: object = {}) => ({
  id,
  side: 'a',
  hex,
  amount,
  captured: false,
  ...more,
});

describe('GC 19.G, 19.A.2 conversions', () => {
  const start = gcState([{ id: 'hq', hex: '0302', type: 'hq' }], { dumps: [depot('depot', '0302', 25 * 12)] });

  it('10 SP make 1 SRP and 5 SP an Offensive Chit, each into a dump of its kind in the same hex, not usable this phase; each a ledger entry', () => {
    const { state, events } = play(
      game,
      start,
      { type: 'resource.convert', side: 'a', dump: 'depot', to: 'srp', amount: 20 * 12 },
      { type: 'resource.convert', side: 'a', dump: 'depot', to: 'chit', amount: 5 * 12 },
    );
    expect(state.dumps.map((d) => [d.id, d.resource ?? 'sp', d.hex, d.amount])).toEqual([
      ['depot', 'sp', '0302', 0],
      ['srp-1', 'srp', '0302', 24],
      ['chit-1', 'chit', '0302', 12],
    ]);
    const ledger = new LedgerWalker(start.dumps).deltas(events).map((d) => [d.dump, d.amount, d.reason]);
    expect(ledger).toEqual([
      ['depot', -240, 'converted'],
      ['srp-1', 24, 'converted'],
      ['depot', -60, 'converted'],
      ['chit-1', 12, 'converted'],
    ]);
    expect(() =>
      play(game, state, { type: 'resource.convert', side: 'a', dump: 'srp-1', to: 'sp', amount: 12 }),
    ).toThrow(/may be used this phase/);
  });

  it('19.G, 19.A.2.c: 1 SRP gives 2 1/2 SP and a chit 2 1/2 SP back; odd amounts and wrong phases are refused', () => {
    const stocked = gcState([], {
      dumps: [depot('pool', '0302', 2 * 12, { resource: 'srp' }), depot('oc', '0302', 12, { resource: 'chit' })],
    });
    const { state } = play(
      game,
      stocked,
      { type: 'resource.convert', side: 'a', dump: 'pool', to: 'sp', amount: 12 },
      { type: 'resource.convert', side: 'a', dump: 'oc', to: 'sp', amount: 12 },
    );
    expect(state.dumps.find((d) => !d.resource)!.amount).toBe(60);
    expect(() =>
      play(game, start, { type: 'resource.convert', side: 'a', dump: 'depot', to: 'srp', amount: 15 * 12 }),
    ).toThrow(/ten at a time/);
    expect(() =>
      play(game, start, { type: 'resource.convert', side: 'a', dump: 'depot', to: 'chit', amount: 4 * 12 }),
    ).toThrow(/made from 5 SP/);
    expect(() =>
      play(
        game,
        { ...start, clock: { ...start.clock, phase: 'movement' } },
        { type: 'resource.convert', side: 'a', dump: 'depot', to: 'srp', amount: 10 * 12 },
      ),
    ).toThrow(/supply judgement phase/);
  });
});

describe('GC 19.B.1 SRP recovery on the turn record track', () => {
  it('each dismantled level puts a third of its cost on the track for the next turn, and it arrives when that turn begins', () => {
    const start = gcState([{ id: 'eng', hex: '0502' }]);
    let { state } = play(game, start, {
      type: 'resource.dismantle',
      side: 'a',
      hex: '0502',
      what: 'fortified zone',
      cost: 12,
    });
    expect(state.rules.gc.resourceTrack).toEqual([
      { turn: 2, side: 'a', hex: '0502', amount: 4, note: 'fortified zone dismantled at 0502 on turn 1' },
    ]);
    const advance = Array.from({ length: 8 }, () => ({ type: 'clock.advance', skipSupply: true }));
    ({ state } = play(game, state, ...advance));
    expect(state.clock.turn).toBe(2);
    expect(state.rules.gc.resourceTrack).toEqual([]);
    expect(state.dumps).toMatchObject([{ resource: 'srp', hex: '0502', amount: 4 }]);
    expect(() =>
      play(game, start, { type: 'resource.dismantle', side: 'a', hex: '0902', what: 'fort', cost: 12 }),
    ).toThrow(/no a unit is at 0902/);
  });
});

describe('GC 19.A.1, 17.B.1 b, 17.C combat supply at the instant of combat', () => {
  // attackers at 0503 and 0602, next to the defender at 0603; SP beside them at 0502
  const units = [
    { id: 'x', hex: '0503', gc: { uLevel: 3 }, attack: 10 },
    { id: 'y', hex: '0602', attack: 8 },
    { id: 'red', hex: '0603', side: 'b', gc: { uLevel: 3 }, defense: 8 },
  ];
  const start = gcState(units, {
    dumps: [depot('depot', '0502', 5 * 12), { ...depot('soviet', '0603', 12), side: 'b' }],
    clock: { turn: 2, side: 'a', phase: 'combat' },
  });
  // side a's attack on 0603 by x and y (GC 19.A.1) and side b's defence of it by red, with what each test adds
  const attack = (more: Record<string, unknown> = {}) => ({
    type: 'combat.supply',
    side: 'a',
    role: 'attack',
    hex: '0603',
    units: ['x', 'y'],
    ...more,
  });
  const defend = (more: Record<string, unknown> = {}) => ({
    type: 'combat.supply',
    side: 'b',
    role: 'defend',
    hex: '0603',
    units: ['red'],
    ...more,
  });

  it("the attacker pays 1 SP a stack scaled by the defender's ZOC, plus the fort, doubled in mud, from SP within reach; units out of supply keep their level", () => {
    const { state, events } = play(game, start, attack({ dump: 'depot', extras: ['fort'] }));
    // two stacks × 1 SP × 1/2 (full ZOC) + 1 SP fort = 2 SP, × 2 in mud = 4 SP
    expect(state.dumps[0]!.amount).toBe(12);
    // x at U3 attacks at 3/4 (the chart's ATT), y in full supply at full strength
    expect(events[0]).toMatchObject({
      type: 'combatSupplied',
      tokens: 48,
      note: 'basic: 2 stacks × 1 SP × 1/2 (full ZOC) = 1 SP; fort: +1 SP; mud weather: × 2; total: 4 SP; strengths: x 7, y 8',
    });
    expect(state.units.find((u) => u.id === 'x')!.gc?.uLevel).toBe(3);
    expect(() => play(game, start, attack({ units: ['x'], dump: 'depot', extras: [] })).state).not.toThrow();
    expect(() =>
      play(
        game,
        { ...start, units: start.units.map((u) => (u.id === 'x' ? { ...u, hex: '0403' } : u)) },
        attack({ units: ['x'], dump: 'depot' }),
      ),
    ).toThrow(/x at 0403 is not next to 0603/);
  });

  it('an attack without its SP is halved, and raises the level of attackers at U1 or worse; the defender may pay 1/2 SP to defend at full value, or go up a level at 1:2 or better', () => {
    const unsupplied = play(game, start, attack({ withhold: true }));
    expect(unsupplied.state.units.find((u) => u.id === 'x')!.gc?.uLevel).toBe(4);
    expect(unsupplied.events[0]).toMatchObject({
      withheld: true,
      note: 'attack supply not spent: strength and AEC halved (GC 19.A.1); strengths: x 3, y 4',
    });
    const defence = { ...start, clock: { ...start.clock, side: 'a' } };
    const paid = play(game, defence, defend({ dump: 'soviet' }));
    expect(paid.state.dumps[1]!.amount).toBe(6);
    // at U3 the chart's DEF is 3/4; with the 1/2 SP spent it defends as U0, at full value
    expect(paid.events[0]).toMatchObject({
      note: '1/2 SP spent to defend at full value: three levels better for this combat (GC 17.B.1 b); defence strengths: red 8',
    });
    const unpaid = play(game, defence, defend({ withhold: true, odds: { attack: 6, defence: 12 } }));
    expect(unpaid.state.units.find((u) => u.id === 'red')!.gc?.uLevel).toBe(4);
    expect(unpaid.events[0]).toMatchObject({ note: 'defended without SP; defence strengths: red 6' });
    expect(() => play(game, start, attack())).toThrow(/the attack costs 2 SP: name the depot or SP it comes from/);
  });

  it("19.A.2: an Offensive Chit near an army HQ pays the basic cost of attacks within the HQ's range; the rest comes from a depot", () => {
    const withChit = {
      ...start,
      units: [...start.units, ...gcState([{ id: 'hq', hex: '0402', type: 'hq' }]).units],
      dumps: [...start.dumps, depot('oc', '0402', 12, { resource: 'chit' })],
    };
    const { state, events } = play(game, withChit, attack({ dump: 'depot', extras: ['fort'], chit: 'oc' }));
    // 19.A.2.a (3), (4): -1 on the RED table, prepared attacks at half cost, in the note
    // 4 SP in all; the chit covers the basic 1 SP, the fort and the mud's doubling come from the depot
    expect(events[0]).toMatchObject({ type: 'combatSupplied', tokens: 36 });
    expect(events[0]!.type === 'combatSupplied' && events[0]!.note).toContain(
      'Offensive Chit covers 1 SP; total: 3 SP; strengths: x 7, y 8; the chit expended through hq: -1 on the RED table',
    );
    // 17.B.1 b: extra SP count the attackers three levels better: x at U3 counts as U0, at full strength
    const extra = play(game, withChit, attack({ dump: 'depot', extras: ['fort'], extra: 6 }));
    expect(extra.events[0]!.type === 'combatSupplied' && extra.events[0]!.note).toContain(
      '1/2 SP more: three levels better for this combat (GC 17.B.1 b); strengths: x 10, y 8',
    );
    expect(state.dumps.find((d) => d.id === 'depot')!.amount).toBe(60 - 36);
    expect(state.dumps.find((d) => d.id === 'oc')!.amount).toBe(0);
    // the expended chit reads "1 OC" in the log, not "1 SP"
    const chitLine = describeEvent(
      events.find((e) => e.type === 'dumpSpent' && e.dump === 'oc')!,
      formatTwelfths,
    );
    expect(chitLine).toContain('the dump at 0402 spent 1 OC (combat');
    const far = {
      ...withChit,
      units: withChit.units.map((u) => (u.id === 'hq' ? { ...u, hex: '1502' } : u)),
      dumps: withChit.dumps.map((d) => (d.id === 'oc' ? { ...d, hex: '1502' } : d)),
    };
    expect(() => play(game, far, attack({ dump: 'depot', chit: 'oc' }))).toThrow(/not all within 4 SLP of hq/);
  });

  it('"#" on the chart: c/m units whose level bars exploitation may exploit for 1/12 SP per RE from SP in range', () => {
    const motorized = { ...start, units: start.units.map((u) => (u.id === 'red' ? u : { ...u, type: 'pz' })) };
    const { events } = play(game, motorized, { type: 'supply.exploit', side: 'a', units: ['x'], dump: 'depot' });
    expect(events).toMatchObject([{ type: 'dumpSpent', tokens: 1, reason: 'other' }]);
    expect(() => play(game, motorized, { type: 'supply.exploit', side: 'a', units: ['y'], dump: 'depot' })).toThrow(
      /y may exploit without SP/,
    );
  });

  it('17.A.1, the "#" fee is the C/M column\'s: an infantry unit at U3 pays nothing to exploit', () => {
    expect(() => play(game, start, { type: 'supply.exploit', side: 'a', units: ['x'], dump: 'depot' })).toThrow(
      /x is not c\/m: the chart's "#" \(1\/12 SP per RE to exploit\) is for c\/m units only/,
    );
  });
});
