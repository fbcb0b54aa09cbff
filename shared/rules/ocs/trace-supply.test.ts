import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { explainNoTrace } from './explain-no-trace.js';

/** One-column maps: 0101 … 01NN in a line; every MP count below can be checked by eye. */
const line = (n: number, terrain = '.') => Array.from({ length: n }, () => terrain);
const source = (hex: string, side = 'a') => ({
  supplySources: [{ hex, side, kind: 'map-edge' as const, name: 'Edge' }],
});

describe('OCS 12.3a direct draw: within 5 Truck MP of a source, or of a hex adjacent to it', () => {
  it('5 MP to the hex next to the source is in supply; 6 MP is not', () => {
    const s = ocsScenario(
      line(10),
      [
        { id: 'near', hex: '0107' },
        { id: 'far', hex: '0108' },
      ],
      source('0101'),
    );
    expect(s.verdict('near')).toMatchObject({
      status: 'in-supply',
      via: 'Edge (0101)',
      path: ['0107', '0106', '0105', '0104', '0103', '0102'],
    });
    // the path ends next to the source, and the verdict says so (12.3a: "or a hex that is adjacent")
    expect(s.verdict('near').reason).toBe(
      'draws from Edge (0101), 5 MP to 0102, adjacent to it (OCS 12.3a, 12.3c; reading drawCounted: MP counted from the unit to the source)',
    );
    expect(s.verdict('far').status).toBe('out-of-supply');
  });
  it('a draw that ends on the source itself names no adjacent hex', () => {
    const s = ocsScenario(line(4), [{ id: 'on', hex: '0101' }], source('0101'));
    expect(s.verdict('on')).toMatchObject({ status: 'in-supply', path: ['0101'] });
    expect(s.verdict('on').reason).toBe(
      'draws from Edge (0101), 0 MP (OCS 12.3a; reading drawCounted: MP counted from the unit to the source)',
    );
  });
  it('counts Truck MP for every unit, whatever its own mobility (woods cost Truck 3)', () => {
    const s = ocsScenario(['.', '.', 'w', '.', '.'], [{ id: 'leg-unit', hex: '0104' }], source('0101'));
    // 0104 -> 0103 (entering woods: 3 Truck MP) -> 0102 (next to the source: 1 MP) = 4 MP; Leg would be 3
    expect(s.verdict('leg-unit').reason).toContain('4 MP');
  });
  it('a game without Truck movement is told what to add, in the rules words, before any search', () => {
    const motor = { leg: 1, motor: 1 };
    const s = ocsScenario(line(3), [{ id: 'u', hex: '0103' }], {
      ...source('0101'),
      mobilities: [
        { id: 'leg', name: 'Leg' },
        { id: 'motor', name: 'Motor' },
      ],
      terrain: [{ id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: motor }],
      hexsideFeatures: [],
      routeTypes: [],
      unitTypes: [{ id: 'inf', name: 'Infantry', mobility: 'leg', combat: true }],
    });
    expect(() => s.determine()).toThrow(
      'this game has no Truck movement: add a mobility "truck" with a cost for every terrain and route (OCS 12.3a: supply is drawn and thrown in Truck MPs); it has "leg", "motor"',
    );
  });
  it('an HQ with a Leg throw range draws with Leg MP, which enemy ZOC does not block (12.3a, 12.3d)', () => {
    const units = [
      { id: 'leg-hq', hex: '0105', type: 'hq', throwRange: { mp: 3, mobility: 'leg' } },
      { id: 'truck-hq', hex: '0105', type: 'hq', throwRange: { mp: 3, mobility: 'truck' } },
      { id: 'enemy', hex: '0304', side: 'b' },
    ];
    const s = ocsScenario(
      Array.from({ length: 8 }, () => '...'),
      units,
      source('0101'),
    );
    // the enemy's ZOC covers 0203-0205, 0304's neighbours in column 02, and the column-03 hexes
    const d = s.determine();
    expect(d.verdicts.find((v) => v.unit === 'leg-hq')!.status).toBe('in-supply');
  });
});

describe('OCS 12.3b HQ throw', () => {
  const hqLine = (mode: 'combat' | 'strat' = 'combat') => [
    { id: 'hq', hex: '0105', type: 'hq', throwRange: { mp: 4, mobility: 'truck' }, mode },
    { id: 'in-range', hex: '0110' },
    { id: 'beyond', hex: '0111' },
  ];
  it('throws its printed range from the HQ, and adjacent is close enough (12.3c)', () => {
    const s = ocsScenario(line(14), hqLine(), source('0101'));
    expect(s.verdict('hq')).toMatchObject({ status: 'in-supply' });
    expect(s.verdict('in-range')).toMatchObject({ status: 'in-supply', via: 'hq (0105)' });
    expect(s.verdict('in-range').path).toEqual(['0110', '0109', '0108', '0107', '0106', '0105']);
    expect(s.verdict('beyond').status).toBe('out-of-supply');
  });
  it('the failure names the range it needed: "needs 5 MP, the throw range is 4 MP"', () => {
    const s = ocsScenario(line(14), hqLine(), source('0101'));
    const why = explainNoTrace(s.determine(), 'beyond');
    expect(why.reason).toContain('nearest throwing HQ hq (0105): needs 5 MP, the throw range is 4 MP, stopped at 0109');
  });
  it('C) an HQ in Strat Mode cannot throw', () => {
    const s = ocsScenario(line(14), hqLine('strat'), source('0101'));
    expect(s.verdict('hq').status).toBe('in-supply');
    expect(s.verdict('in-range').status).toBe('out-of-supply');
  });
  it("D) an HQ supplied only by another HQ's throw cannot re-throw", () => {
    const units = [
      { id: 'hq1', hex: '0105', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } },
      { id: 'hq2', hex: '0109', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } },
      { id: 'unit', hex: '0113' },
    ];
    const s = ocsScenario(line(16), units, source('0101'));
    expect(s.verdict('hq2')).toMatchObject({ status: 'in-supply', via: 'hq1 (0105)' });
    expect(s.verdict('unit').status).toBe('out-of-supply');
  });
  it('HQs need supply like any other combat unit (12.9b)', () => {
    const s = ocsScenario(
      line(14),
      [{ id: 'hq', hex: '0112', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } }],
      source('0101'),
    );
    expect(s.verdict('hq').status).toBe('out-of-supply');
  });
});

describe('OCS 12.3d supply path movement', () => {
  it('never through an enemy combat unit, but through enemy non-combat units', () => {
    const blocked = ocsScenario(
      line(8),
      [
        { id: 'u', hex: '0105' },
        { id: 'enemy', hex: '0103', side: 'b' },
      ],
      source('0101'),
    );
    expect(blocked.verdict('u').status).toBe('out-of-supply');
    const open = ocsScenario(
      line(8),
      [
        { id: 'u', hex: '0105' },
        { id: 'enemy-tp', hex: '0103', side: 'b', type: 'tp' },
      ],
      source('0101'),
    );
    expect(open.verdict('u').status).toBe('in-supply');
  });
  // Two columns: the enemy at 0204 holds 0204 and puts ZOC on 0104, 0105, 0203 and 0205, so a Truck
  // path from 0106 up to the source at 0101 has no way round.
  const rows = Array.from({ length: 8 }, () => '..');
  it('an un-negated enemy ZOC blocks Truck paths; a friendly combat unit in the hex negates it', () => {
    const cut = ocsScenario(
      rows,
      [
        { id: 'u', hex: '0106' },
        { id: 'enemy', hex: '0204', side: 'b' },
      ],
      source('0101'),
    );
    expect(cut.verdict('u').status).toBe('out-of-supply');
    expect(explainNoTrace(cut.determine(), 'u').reason).toContain(
      'draw from the nearest supply source: enemy ZOC at 0104, stopped at 0103',
    );
    const negated = ocsScenario(
      rows,
      [
        { id: 'u', hex: '0106' },
        { id: 'g1', hex: '0104' },
        { id: 'g2', hex: '0105' },
        { id: 'enemy', hex: '0204', side: 'b' },
      ],
      source('0101'),
    );
    expect(negated.verdict('u')).toMatchObject({ status: 'in-supply', path: ['0106', '0105', '0104', '0103', '0102'] });
  });
  it('units marked Out of Supply have no ZOC (12.8d)', () => {
    const s = ocsScenario(
      rows,
      [
        { id: 'u', hex: '0106' },
        { id: 'enemy', hex: '0204', side: 'b', outOfSupplySince: 2 },
      ],
      source('0101'),
    );
    expect(s.verdict('u').status).toBe('in-supply');
  });
  it('normal terrain costs are used whatever the weather (mud is ignored)', () => {
    const terrain = [
      {
        id: 'clear',
        code: '.',
        name: 'Clear',
        color: '#dddddd',
        cost: { leg: 1, truck: 1, track: 1 },
        weather: { mud: { truck: 3 } },
      },
    ];
    const s = ocsScenario(line(8), [{ id: 'u', hex: '0107' }], {
      ...source('0101'),
      terrain,
      turns: [{ number: 3, label: 'T3', weather: 'mud' }],
    });
    expect(s.verdict('u').status).toBe('in-supply');
  });
});

describe('OCS 12.6 trace supply sources', () => {
  it('12.6b: an enemy ZOC in a source hex stops it working', () => {
    const s = ocsScenario(
      Array.from({ length: 6 }, () => '..'),
      [
        { id: 'u', hex: '0103' },
        { id: 'enemy', hex: '0201', side: 'b' },
      ],
      source('0101'),
    );
    const d = s.determine();
    expect(d.trace.sources.inactive).toEqual([
      { hex: '0101', label: 'Edge (0101)', reason: 'enemy ZOC in 0101 (OCS 12.6b)' },
    ]);
    expect(d.verdicts.find((v) => v.unit === 'u')!.status).toBe('out-of-supply');
  });
  it('12.6a-2: rail hexes connected to a source are detrainable and can be drawn from', () => {
    const rail = {
      routes: [
        { type: 'rail', hexes: ['0101', '0102', '0103', '0104', '0105', '0106', '0107', '0108', '0109', '0110'] },
      ],
      routeTypes: [{ id: 'rail', name: 'Rail', kind: 'rail' as const, color: '#000000', cost: {}, bridges: true }],
    };
    const s = ocsScenario(line(16), [{ id: 'u', hex: '0115' }], { ...source('0101'), ...rail });
    expect(s.verdict('u')).toMatchObject({ status: 'in-supply', via: 'detrainable rail hex 0110' });
    // an enemy combat unit on the line cuts it there: nothing beyond it is detrainable
    const cut = ocsScenario(
      line(16),
      [
        { id: 'u', hex: '0115' },
        { id: 'enemy', hex: '0106', side: 'b' },
      ],
      { ...source('0101'), ...rail },
    );
    const hexes = [...cut.determine().trace.sources.byHex.values()].map((x) => x.label);
    expect(hexes).toEqual([
      'Edge (0101)',
      'detrainable rail hex 0102',
      'detrainable rail hex 0103',
      'detrainable rail hex 0104',
    ]);
  });
  it('12.7, 12.7b: an Extender linked back within its range is a source; a daisy chain reaches further; an unlinked one does not function', () => {
    const units = [
      { id: 'x1', hex: '0107', type: 'tp', extender: { mp: 6, mobility: 'truck' } },
      { id: 'x2', hex: '0113', type: 'tp', extender: { mp: 6, mobility: 'truck' } },
      { id: 'x3', hex: '0125', type: 'tp', extender: { mp: 3, mobility: 'truck' } },
      { id: 'u', hex: '0118' },
    ];
    const s = ocsScenario(line(26), units, source('0101'));
    const d = s.determine();
    expect(d.verdicts.find((v) => v.unit === 'u')).toMatchObject({
      status: 'in-supply',
      via: 'Extender x2 at 0113 (linked to Extender x1 at 0107 (linked to Edge (0101)))',
    });
    expect(d.trace.sources.inactive.map((i) => i.label)).toEqual(['Extender x3']);
    expect(d.verdicts.find((v) => v.unit === 'x1')!.status).toBe('exempt');
  });
});

describe('OCS 12.6f formations, 12.6g-h and 12.9 exemptions', () => {
  it('a formation traces to one HQ: the units another HQ supplies lose their trace', () => {
    const units = [
      { id: 'hq-a', hex: '0105', type: 'hq', throwRange: { mp: 3, mobility: 'truck' } },
      { id: 'hq-b', hex: '0112', type: 'hq', throwRange: { mp: 1, mobility: 'truck' } },
      { id: 'r1', hex: '0108', formation: '7 Pz' },
      { id: 'r2', hex: '0109', formation: '7 Pz' },
      { id: 'r3', hex: '0114', formation: '7 Pz' },
    ];
    const extra = {
      supplySources: [
        { hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'West' },
        { hex: '0116', side: 'a', kind: 'map-edge' as const, name: 'East' },
      ],
    };
    const s = ocsScenario(line(16), units, extra);
    const d = s.determine();
    const v = (id: string) => d.verdicts.find((x) => x.unit === id)!;
    // hq-a throws to r1 and r2; r3 draws from the east edge and hq-b throws to it: the formation keeps hq-a
    expect(v('r1').via).toBe('hq-a (0105)');
    expect(v('r2').via).toBe('hq-a (0105)');
    expect(v('r3').status).toBe('out-of-supply');
    expect(v('r3').reason).toContain('formation 7 Pz traces to hq-a (0105), which cannot reach this unit (OCS 12.6f)');
  });
  it('non-combat units need no supply (12.9a); units on a Landing Craft are in supply; an air drop needs none that turn', () => {
    const units = [
      { id: 'tp', hex: '0110', type: 'tp' },
      { id: 'lc', hex: '0110', ocs: { onLandingCraft: true } },
      { id: 'drop', hex: '0110', ocs: { airDroppedTurn: 3 } },
      { id: 'old-drop', hex: '0110', ocs: { airDroppedTurn: 2 } },
    ];
    const s = ocsScenario(line(10), units, source('0101'));
    expect(s.verdict('tp').status).toBe('exempt');
    expect(s.verdict('lc')).toMatchObject({ status: 'in-supply', reason: expect.stringContaining('12.6g') });
    expect(s.verdict('drop')).toMatchObject({ status: 'exempt', reason: expect.stringContaining('12.6h') });
    expect(s.verdict('old-drop').status).toBe('out-of-supply');
  });
});

describe('OCS 12.3e holding boxes', () => {
  const boxes = {
    supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }],
    holdingBoxes: [
      { id: 'city', name: 'Sevastopol box', hex: '0105', offMap: false, supplied: false },
      { id: 'urals', name: 'Urals', hex: '0110', offMap: true, supplied: true },
      { id: 'empty', name: 'Empty steppe', hex: '0110', offMap: true, supplied: false },
    ],
  };
  it('a unit in an on-map box draws as if in the hex it stands for', () => {
    const s = ocsScenario(line(12), [{ id: 'in-box', hex: '0105', box: 'city' }], boxes);
    expect(s.verdict('in-box')).toMatchObject({ status: 'in-supply', via: 'Edge (0101)' });
  });
  it('a unit in an off-map box draws from within it, and is not on the map for anyone else', () => {
    const units = [
      { id: 'away', hex: '0110', box: 'urals' },
      { id: 'starving', hex: '0110', box: 'empty' },
      // an enemy in an off-map box exerts no ZOC on the map, so the path up the corridor stays open
      { id: 'enemy-away', hex: '0110', box: 'urals', side: 'b' },
      { id: 'walker', hex: '0107' },
    ];
    const s = ocsScenario(line(12), units, boxes);
    const d = s.determine();
    const v = (id: string) => d.verdicts.find((x) => x.unit === id)!;
    expect(v('away')).toMatchObject({
      status: 'in-supply',
      via: 'Urals',
      reason: 'draws from within the off-map holding box Urals (OCS 12.3e)',
    });
    expect(v('starving')).toMatchObject({ status: 'out-of-supply' });
    expect(v('walker').status).toBe('in-supply');
    expect(d.sideCtx.overlay.flags[d.sideCtx.grid.indexOf('0110')]).toBe(0);
  });
  it("a unit said to be in a box must stand on the box's hex", async () => {
    const { stateProblems } = await import('../../model/campaign-problems.js');
    const s = ocsScenario(
      line(12),
      [
        { id: 'x', hex: '0104', box: 'city' },
        { id: 'y', hex: '0104', box: 'nowhere' },
      ],
      boxes,
    );
    expect(stateProblems(s.game, s.state)).toEqual([
      'unit "x" (x): in holding box "city", so its hex must be the box\'s hex 0105, not 0104',
      'unit "y" (y): unknown holding box "nowhere"',
    ]);
  });
});

describe('supply reach for the map overlay', () => {
  it("an HQ's throw covers what its range reaches plus the hexes next to it; a dump's draw reaches 5 Truck MP", async () => {
    const { supplyReach } = await import('./reach.js');
    const s = ocsScenario(
      line(14),
      [{ id: 'hq', hex: '0105', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } }],
      {},
      [{ id: 'd', side: 'a', hex: '0101', amount: 8, captured: false }],
    );
    const hq = supplyReach(s.game, s.graph, s.state, { unit: 'hq' });
    expect(hq.hexes.sort()).toEqual(['0101', '0102', '0103', '0104', '0105', '0106', '0107', '0108', '0109', '0110']);
    expect(hq.label).toBe('hq throws 4 MP (truck) to 10 hexes');
    const dump = supplyReach(s.game, s.graph, s.state, { dump: 'd' });
    // from 0101 and the hex next to it (0102), 5 MP down the corridor: 0107
    expect(dump.hexes.sort()).toEqual(['0101', '0102', '0103', '0104', '0105', '0106', '0107']);
  });
});
