import { describe, expect, it } from 'vitest';
import { classicScenario } from '../../../test/helpers/classic-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { halved } from './supply-effects.js';

const line = (n: number) => [Array.from({ length: n }, () => '.').join('')];
const road = (from: number, to: number) => ({
  type: 'road',
  hexes: Array.from({ length: to - from + 1 }, (_, k) => `${String(from + k).padStart(2, '0')}01`),
});

describe('CL German supply', () => {
  it('case 1: within twenty hexes of the western-edge road hex, counted in hexes whatever the terrain costs', () => {
    const rows = [`${'.'.repeat(5)}${'w'.repeat(20)}`];
    const s = classicScenario(
      rows,
      [
        { id: 'in', hex: '2101' },
        { id: 'out', hex: '2201' },
      ],
      {},
      { hexes: 20, mp: 0 },
    );
    expect(s.verdict('in')).toMatchObject({
      status: 'in-supply',
      reason: '20 hexes from road 0101, a supply source (CL German supply, case 1)',
    });
    expect(s.verdict('out').status).toBe('out-of-supply');
  });
  it("case 2: or within twenty MP, by the unit's own type, of a road that leads there", () => {
    const rows = line(40);
    const s = classicScenario(
      rows,
      [
        { id: 'leg', hex: '3001' },
        { id: 'far', hex: '3201' },
      ],
      { routes: [road(1, 10)] },
      { hexes: 5, mp: 20 },
    );
    expect(s.verdict('leg')).toMatchObject({ status: 'in-supply', via: 'road at 1001' });
    expect(s.verdict('leg').reason).toContain(
      '20 MP from the road at 1001, which leads to a supply source (CL German supply, case 2; reading clGermanCase2: counted in MP by the unit’s type)',
    );
    expect(s.verdict('far').status).toBe('out-of-supply');
  });
  it('case 3: roads cross rivers for supply, though not for movement', () => {
    const rows = line(40);
    const extra = {
      routes: [road(1, 20)],
      routeTypes: [
        {
          id: 'road',
          name: 'Road',
          kind: 'road' as const,
          color: '#884422',
          cost: { leg: 0.5, truck: 0.5, track: 0.5 },
          bridges: false,
        },
      ],
      hexsides: [{ a: '1001', b: '1101', feature: 'river' }],
    };
    const s = classicScenario(rows, [{ id: 'beyond', hex: '3901' }], extra, { hexes: 5, mp: 19 });
    // the road network reaches 2001 across the river: 19 MP of clear from there
    expect(s.verdict('beyond')).toMatchObject({ status: 'in-supply', via: 'road at 2001' });
    // for movement the river is still in the way of the road: 1/2 MP on the road, +1 for the river (in half-MP units)
    const grid = s.graph.grid;
    const edge = 6 * grid.indexOf('1001') + grid.directionTo(grid.indexOf('1001'), grid.indexOf('1101'));
    expect([s.graph.costsFor('leg')[edge], s.graph.costsFor('leg', undefined, false, 'bridged')[edge]]).toEqual([3, 1]);
  });
  it('never through enemy units or enemy-controlled hexes; friendly units negate enemy ZOC for supply', () => {
    const rows = ['..........', '..........', '..........'];
    const enemies = [
      { id: 'e2', hex: '0502', side: 's' },
      { id: 'e3', hex: '0503', side: 's' },
    ];
    const sources = ['0101', '0102', '0103'];
    // the top row is the only way past the two enemy units, and all of it is in their ZOC
    expect(
      classicScenario(rows, [{ id: 'u', hex: '0902' }, ...enemies], {}, { hexes: 20, mp: 0 }, sources).verdict('u')
        .status,
    ).toBe('out-of-supply');
    const friends = [
      { id: 'f0', hex: '0401' },
      { id: 'f1', hex: '0501' },
      { id: 'f2', hex: '0601' },
    ];
    expect(
      classicScenario(
        rows,
        [{ id: 'u', hex: '0902' }, ...enemies, ...friends],
        {},
        { hexes: 20, mp: 0 },
        sources,
      ).verdict('u').status,
    ).toBe('in-supply');
    expect(
      classicScenario(
        rows,
        [{ id: 'u', hex: '0902' }, ...enemies, { id: 'e1', hex: '0501', side: 's' }],
        {},
        { hexes: 20, mp: 0 },
        sources,
      ).verdict('u').status,
    ).toBe('out-of-supply');
  });
});

describe('CL Soviet supply', () => {
  const leaders = [{ id: 'lukin', name: 'Lukin', hex: '1501', side: 's', type: 'leader', rating: 3 }];
  it('the Lukin example: a division four hexes from Lukin (rating 3) is out of supply; three hexes away it is in (Soviet supply case 1, case 2)', () => {
    const s = classicScenario(line(20), [
      ...leaders,
      { id: 'div', hex: '1101', side: 's' },
      { id: 'near', hex: '1201', side: 's' },
    ]);
    expect(s.verdict('lukin', 's')).toMatchObject({
      status: 'in-supply',
      reason: 'traces a Line of Supply of 5 hexes to the supply source at 2001 (CL Soviet supply, case 4)',
    });
    // the line tried is shown: four hexes to Lukin, the rating (3) runs out at 1401, next to him
    expect(s.verdict('div', 's')).toMatchObject({
      status: 'out-of-supply',
      reason:
        "the nearest Leader in supply, Lukin, is 4 hexes away and his rating is 3 (CL Soviet supply, case 2); nearest line: needs 4 hexes, the Leader's rating is 3 hexes, stopped at 1401",
      path: ['1101', '1201', '1301', '1401', '1501'],
    });
    expect(s.verdict('near', 's')).toMatchObject({ status: 'in-supply', via: 'Lukin (1501)' });
  });
  it('no unit traces straight to the eastern edge, and a Leader is not automatically in supply (Soviet supply case 3, case 4)', () => {
    const s = classicScenario(line(20), [
      { id: 'edge', hex: '1901', side: 's' },
      { ...leaders[0]!, hex: '0501' },
      { id: 'block', hex: '1001', side: 'g' },
      { id: 'by', hex: '0601', side: 's' },
    ]);
    expect(s.verdict('edge', 's').status).toBe('out-of-supply');
    expect(s.verdict('lukin', 's').status).toBe('out-of-supply');
    // the edge is the game's supply sources, named as such: no map's geography is assumed
    expect(s.verdict('lukin', 's').reason).toMatch(/^no Line of Supply to a supply source free of enemy units/);
    expect(s.verdict('by', 's').reason).toContain('no Leader is in supply itself (CL Soviet supply, case 4)');
  });
});

describe('CL effects and timing of supply', () => {
  it('halved, fractions dropped, never below one: an out-of-supply 9-7 infantry division is worth 4 and moves 3 (Effects case 1, case 2)', () => {
    expect([halved(9), halved(7), halved(1), halved(2)]).toEqual([4, 3, 1, 1]);
    const s = classicScenario(
      line(30),
      [{ id: 'div', hex: '2801', attack: 9, defense: 9, ma: 7 }],
      {},
      { hexes: 20, mp: 0 },
    );
    const judged = play(s.game, s.state, { type: 'supply.apply', side: 'g' });
    const div = judged.state.units[0]!;
    expect(div.outOfSupplySince).toBe(2);
    expect(s.game.ruleset).toBe('classic');
  });
  it('in supply in the first player-turn of its entrance, whatever its line (Effects case 3)', () => {
    const s = classicScenario(line(30), [{ id: 'new', hex: '2801', enteredTurn: 2 }], {}, { hexes: 20, mp: 0 });
    expect(s.verdict('new').status).toBe('entry');
    expect(s.verdict('new', 'g', { ...s.state, clock: { turn: 3, side: 'g', phase: 'movement' } }).status).toBe(
      'out-of-supply',
    );
  });
  it('judged at the start of each Movement Phase, and at the instant of each combat: a unit cut by an earlier combat attacks unsupplied', () => {
    const rows = ['..........', '..........', '..........'];
    const units = [
      { id: 'att', hex: '0902' },
      { id: 'f0', hex: '0401' },
      { id: 'f1', hex: '0501' },
      { id: 'f2', hex: '0601' },
      { id: 'e2', hex: '0502', side: 's' },
      { id: 'e3', hex: '0503', side: 's' },
    ];
    const s = classicScenario(rows, units, {}, { hexes: 20, mp: 0 }, ['0101', '0102', '0103']);
    const moved = play(s.game, s.state, { type: 'supply.apply', side: 'g' });
    expect(moved.state.units.find((u) => u.id === 'att')!.outOfSupplySince).toBeUndefined();
    // the Combat Phase: an earlier combat eliminates f1, whose hex negated the ZOC that now closes the line
    const combat = play(
      s.game,
      moved.state,
      { type: 'clock.advance' },
      { type: 'unit.setSteps', unit: 'f1', steps: 0 },
      { type: 'supply.apply', side: 'g', units: ['att'] },
    );
    const record = combat.events.find((e) => e.type === 'supplyDetermined');
    expect(record).toMatchObject({
      verdicts: [
        { unit: 'att', status: 'out-of-supply', reason: expect.stringMatching(/^at the instant of combat: /) },
      ],
    });
    // the Germans' second Movement Phase judges again
    const second = play(s.game, combat.state, { type: 'clock.advance' });
    expect(second.state.clock.phase).toBe('second-movement');
    expect(second.state.units.find((u) => u.id === 'att')!.outOfSupplySince).toBe(2);
    expect(() => play(s.game, second.state, { type: 'clock.advance' }, { type: 'supply.apply', side: 'g' })).toThrow(
      /beginning of the side's own Movement Phase/,
    );
  });
});

describe('CL: supply for movement is judged once a Movement Phase', () => {
  it('a unit that moves into supply stays out of supply for the phase: a second Apply is refused', () => {
    const s = classicScenario(line(30), [{ id: 'far', hex: '2801' }], {}, { hexes: 20, mp: 0 });
    const judged = play(s.game, s.state, { type: 'supply.apply', side: 'g' });
    expect(judged.state.units[0]!.outOfSupplySince).toBe(2);
    const moved = play(s.game, judged.state, { type: 'unit.move', unit: 'far', hex: '0301' });
    expect(() => play(s.game, moved.state, { type: 'supply.apply', side: 'g' })).toThrow(
      'supply for movement has been judged at the beginning of this g Movement Phase already: a unit that moves into supply stays out of supply for the phase (CL Procedure',
    );
    expect(moved.state.units[0]!.outOfSupplySince).toBe(2);
  });
});

describe('CL: advancing the clock runs what the phase does', () => {
  it('entering a Movement Phase judges supply for movement, marking and clearing Out of Supply', () => {
    const s = classicScenario(
      line(30),
      [
        { id: 'far', hex: '2801' },
        { id: 'near', hex: '0301' },
        { id: 'sov', hex: '2901', side: 's' },
      ],
      {},
      { hexes: 20, mp: 0 },
    );
    s.state.clock = { turn: 2, side: 'g', phase: 'combat' };
    const { state, events } = play(s.game, s.state, { type: 'clock.advance' });
    expect(state.clock.phase).toBe('second-movement');
    expect(events.map((e) => e.type)).toEqual(['phaseAdvanced', 'supplyDetermined', 'outOfSupplyMarked']);
    expect(state.units.find((u) => u.id === 'far')!.outOfSupplySince).toBe(2);
    // on to the Soviet Movement Phase: the Soviet side is judged (its lone division has no Leader)
    const soviet = play(s.game, state, { type: 'clock.advance' });
    expect(soviet.events.find((e) => e.type === 'supplyDetermined')).toMatchObject({ side: 's' });
    expect(soviet.state.units.find((u) => u.id === 'sov')!.outOfSupplySince).toBe(2);
  });

  it('units have no modes in the classic rules: a mode sent anyway is refused in words', () => {
    const s = classicScenario(['....'], [{ id: 'div', hex: '0101' }]);
    expect(() => play(s.game, s.state, { type: 'unit.setMode', unit: 'div', mode: 'strat' })).toThrow(
      'units have no modes in the Classic two-player rules',
    );
  });
});
