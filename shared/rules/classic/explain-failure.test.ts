import { describe, expect, it } from 'vitest';
import { classicScenario } from '../../../test/helpers/classic-scenario.js';

/**
 * CL out-of-supply verdicts with the cheapest line tried and where it failed,
 * and German case 2's two readings. One-row maps: each hex
 * touches only its left and right neighbours; clear costs 1 MP, woods 2 for the Leg infantry.
 */
const road = (from: number, to: number) => ({
  type: 'road',
  hexes: Array.from({ length: to - from + 1 }, (_, k) => `${String(from + k).padStart(2, '0')}01`),
});

describe('CL German supply: the failed line and its block', () => {
  it('too far: needs 22 MP from the road at 1001, the limit of 20 runs out at 1201', () => {
    // case 1: 0101 is 31 hexes away (limit 5); case 2: 3201 -> 1001 is 22 clear hexes, 22 MP.
    // Walking 20 MP from 3201 gets to 1201; 1101 and the road at 1001 are beyond.
    const s = classicScenario(
      [''.padEnd(40, '.')],
      [{ id: 'far', hex: '3201' }],
      { routes: [road(1, 10)] },
      {
        hexes: 5,
        mp: 20,
      },
    );
    const v = s.verdict('far');
    expect(v.status).toBe('out-of-supply');
    expect(v.reason).toContain('; nearest line: needs 22 MP, the case 2 limit is 20 MP, stopped at 1201');
    expect(v.path[0]).toBe('3201');
    expect(v.path.at(-1)).toBe('1001');
    expect(v.path).toHaveLength(23);
  });
  it('blocked: a Soviet unit at 1501 controls 1401 and 1601; the line stops at 1301 (German case 1)', () => {
    // "Neither the path to the Road nor the Road itself may be interrupted by Enemy units,
    // Enemy-controlled hexes": the unit at 1801 has no line at any length.
    const s = classicScenario(
      [''.padEnd(30, '.')],
      [
        { id: 'cut', hex: '1801' },
        { id: 'sov', hex: '1501', side: 's' },
      ],
      { routes: [road(1, 10)] },
      { hexes: 5, mp: 20 },
    );
    const v = s.verdict('cut');
    expect(v.status).toBe('out-of-supply');
    expect(v.reason).toContain('; nearest line: enemy ZOC at 1401, stopped at 1301');
    expect(v.path[0]).toBe('1301');
  });
});

describe('readings.clGermanCase2: "twenty hexes of a Road", "These Movement Points"', () => {
  // the road runs 0101-1001 on clear ground; 1101-2501 are woods (2 MP each for Leg infantry).
  // The unit at 2501 is 15 hexes from the road at 1001: it enters 14 woods (28 MP) and the road hex
  // (clear, 1 MP) = 29 MP. From 2501, 20 MP get it to 1501 (9 MP short of the road).
  const rows = ['.'.repeat(10) + 'w'.repeat(15) + '.'.repeat(5)];
  const numbers = { hexes: 5, mp: 20 };
  it('default mp-by-unit-type: 29 MP is over 20, out of supply; the 20 MP run out at 1501', () => {
    const v = classicScenario(rows, [{ id: 'u', hex: '2501' }], { routes: [road(1, 10)] }, numbers).verdict('u');
    expect(v.status).toBe('out-of-supply');
    expect(v.reason).toContain('reading clGermanCase2: counted in MP by the unit’s type');
    expect(v.reason).toContain('nearest line: needs 29 MP, the case 2 limit is 20 MP, stopped at 1501');
  });
  it('hexes: 15 hexes is within 20, in supply, naming the reading', () => {
    const v = classicScenario(
      rows,
      [{ id: 'u', hex: '2501' }],
      { routes: [road(1, 10)], readings: { clGermanCase2: 'hexes' } },
      numbers,
    ).verdict('u');
    expect(v).toMatchObject({ status: 'in-supply', via: 'road at 1001' });
    expect(v.reason).toBe(
      '15 hexes from the road at 1001, which leads to a supply source (CL German supply, case 2; reading clGermanCase2: counted in hexes)',
    );
  });
});
