import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import type { GameDefinitionInput } from '../../model/game-schema.js';
import { explainNoTraceAll } from './explain-no-trace.js';

/**
 * Where OCS 12 reads two ways, the game says which reading it uses, and the
 * verdict it decides names it. Verdicts worked out by hand on one-row maps (each hex touches only
 * its left and right neighbours; clear 1 MP, woods 3 Truck MP; a draw is counted in Truck MP, 12.3a).
 */
const edge = { supplySources: [{ hex: '0101', side: 'a' as const, kind: 'map-edge' as const, name: 'Edge' }] };
const explain = (s: ReturnType<typeof ocsScenario>, id: string) => {
  const det = s.determine();
  return explainNoTraceAll(det, [det.sideCtx.friendly.findIndex((u) => u.id === id)]).get(id)!;
};

describe('readings.walledOffHex: a unit whose own hex is walled off (12.3a against 12.3c)', () => {
  // cliffs (never crossed) on both hexsides of 0401: no move leaves it. Supply reaches 0301 at
  // 1 MP (0301 -> 0201, next to the Edge, 12.3c).
  const cliffs: Partial<GameDefinitionInput> = {
    ...edge,
    hexsideFeatures: [{ id: 'cliff', name: 'Cliff', color: '#000000', cost: { leg: 'P', truck: 'P', track: 'P' } }],
    hexsides: [
      { a: '0401', b: '0301', feature: 'cliff' },
      { a: '0401', b: '0501', feature: 'cliff' },
    ],
  };
  it('default path-leaves-hex: the draw must leave the hex like a move, so it has no trace, and says why', () => {
    const s = ocsScenario(['........'], [{ id: 'u', hex: '0401' }], cliffs);
    expect(s.verdict('u').status).toBe('out-of-supply');
    expect(explain(s, 'u').reason).toContain(
      'its own hex is walled off for truck MP (reading walledOffHex: a draw must leave the unit’s own hex like a move)',
    );
  });
  it('adjacent-is-close-enough: "regardless of terrain (even if prohibited)", supply at 0301 reaches it', () => {
    const s = ocsScenario(['........'], [{ id: 'u', hex: '0401' }], {
      ...cliffs,
      readings: { walledOffHex: 'adjacent-is-close-enough' },
    });
    const v = s.verdict('u');
    expect(v).toMatchObject({ status: 'in-supply', via: 'Edge (0101)', path: ['0401', '0301', '0201'] });
    expect(v.reason).toContain('draws from Edge (0101), 1 MP');
    expect(v.reason).toContain('reading walledOffHex: supply next to the unit reaches it, whatever its hex (12.3c)');
  });
});

describe('readings.formationSource: "the same direct-draw source" of a formation (12.6f)', () => {
  // Edge West at 0101, Edge East at 1201. Formation 7 Pz: a at 0301 and b at 0401 draw West (1 and
  // 2 MP), c at 1001 draws East (1 MP).
  const twoEdges = {
    supplySources: [
      { hex: '0101', side: 'a' as const, kind: 'map-edge' as const, name: 'West' },
      { hex: '1201', side: 'a' as const, kind: 'map-edge' as const, name: 'East' },
    ],
  };
  const units = [
    { id: 'a', hex: '0301', formation: '7 Pz' },
    { id: 'b', hex: '0401', formation: '7 Pz' },
    { id: 'c', hex: '1001', formation: '7 Pz' },
  ];
  it('default any-map-edge: both edges are one source, the whole formation traces', () => {
    const s = ocsScenario(['............'], units, twoEdges);
    expect(['a', 'b', 'c'].map((id) => s.verdict(id).status)).toEqual(['in-supply', 'in-supply', 'in-supply']);
  });
  it('same-source-hex: West serves two units, so c loses its trace, naming the reading', () => {
    const s = ocsScenario(['............'], units, { ...twoEdges, readings: { formationSource: 'same-source-hex' } });
    expect(['a', 'b'].map((id) => s.verdict(id).status)).toEqual(['in-supply', 'in-supply']);
    const c = s.verdict('c');
    expect(c.status).toBe('out-of-supply');
    expect(c.reason).toContain(
      'formation 7 Pz traces to West (0101), which cannot reach this unit (OCS 12.6f; reading formationSource: each source hex counts alone)',
    );
  });
});

describe('readings.drawCounted: the draw counted from the unit to the dump, or from the dump out', () => {
  // 0601 is woods (3 Truck MP to enter), the rest clear. From the unit at 0601 to 0201 (next to
  // the Edge): enter 0501, 0401, 0301, 0201 = 4 MP. From 0201 out to the unit: 0301, 0401, 0501
  // (1 each) and 0601 (3) = 6 MP, over the 5 MP limit (12.3a).
  const rows = ['.....w....'];
  it('default unit-to-source (12.3a "counting the path back to a dump"): 4 MP, in supply', () => {
    const v = ocsScenario(rows, [{ id: 'u', hex: '0601' }], edge).verdict('u');
    expect(v).toMatchObject({ status: 'in-supply', path: ['0601', '0501', '0401', '0301', '0201'] });
    expect(v.reason).toBe(
      'draws from Edge (0101), 4 MP to 0201, adjacent to it (OCS 12.3a, 12.3c; reading drawCounted: MP counted from the unit to the source)',
    );
  });
  it('source-outward: 6 MP, out of supply; the limit runs out at 0501', () => {
    const s = ocsScenario(rows, [{ id: 'u', hex: '0601' }], { ...edge, readings: { drawCounted: 'source-outward' } });
    expect(s.verdict('u').status).toBe('out-of-supply');
    const why = explain(s, 'u');
    expect(why.reason).toContain(
      'draw from the nearest supply source: needs 6 MP, the draw limit is 5 MP, stopped at 0501 (reading drawCounted: MP counted from the source to the unit)',
    );
    expect(why.path).toEqual(['0601', '0501', '0401', '0301', '0201']);
  });
});

describe('readings.dumpInEnemyZoc: a dump in an un-negated enemy ZOC (12.3d against 12.3c)', () => {
  // the Soviet unit at 0701 exerts a ZOC into 0601, where the dump is; no supply source: both eat
  const units = [
    { id: 'far', hex: '0301' },
    { id: 'next', hex: '0501' },
    { id: 'red', hex: '0701', side: 'b' },
  ];
  const dump = [{ id: 'd', side: 'a', hex: '0601', amount: 8, captured: false }];
  it('default no-path-out: no Truck path leaves the dump, so only the unit next to it eats', () => {
    const s = ocsScenario(['..........'], units, {}, dump);
    expect(s.verdict('next').status).toBe('eats');
    expect(s.verdict('far')).toMatchObject({
      status: 'out-of-supply',
      reason: expect.stringContaining(
        'no friendly dump within draw or HQ throw range (the dump at 0601 lies in enemy ZOC: reading dumpInEnemyZoc: no Truck path leaves a dump in enemy ZOC: only units in or next to its hex draw from it)',
      ),
    });
  });
  it('path-from-next-hex: a path to the hex next to the dump is close enough, two hexes away too', () => {
    const s = ocsScenario(['..........'], units, { readings: { dumpInEnemyZoc: 'path-from-next-hex' } }, dump);
    expect([s.verdict('next').status, s.verdict('far').status]).toEqual(['eats', 'eats']);
  });
});
