import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { eatingCostTokens } from './eating.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const dump = (id: string, hex: string, amount: number, side = 'a') => ({ id, side, hex, amount, captured: false });

describe('OCS 12.6c eating off the map', () => {
  it("1T feeds up to 2 RE, fractions rounded up: 6 1/2 RE cost 4T (the rule's example)", () => {
    expect(eatingCostTokens(6.5)).toBe(4);
    expect(eatingCostTokens(2)).toBe(1);
    expect(eatingCostTokens(0.5)).toBe(1);
    expect(eatingCostTokens(4)).toBe(2);
  });
  it('units without trace within draw range of a dump eat from it; the RE are counted per dump', () => {
    // no supply source at all: three units next to a 5T dump, 3 + 3 + 1/2 RE = 6 1/2 RE -> 4T
    const units = [
      { id: 'a', hex: '0103', re: 3 },
      { id: 'b', hex: '0104', re: 3 },
      { id: 'c', hex: '0105', re: 0.5 },
    ];
    const s = ocsScenario(line(8), units, {}, [dump('d1', '0101', 5)]);
    const d = s.determine();
    expect(d.eating.plans.map((p) => [p.dump.id, p.units.map((u) => u.id), p.tokens])).toEqual([
      ['d1', ['a', 'b', 'c'], 4],
    ]);
    expect(d.verdicts.map((v) => v.status)).toEqual(['eats', 'eats', 'eats']);
    expect(d.verdicts[0]!.reason).toContain('can eat off the map from the dump at 0101 (4T for 3 units, OCS 12.6c)');
  });
  it('a dump feeds only what it holds: with 3T, 6 RE eat and the half-RE battalion goes hungry', () => {
    const units = [
      { id: 'a', hex: '0103', re: 3 },
      { id: 'b', hex: '0104', re: 3 },
      { id: 'c', hex: '0105', re: 0.5 },
    ];
    const d = ocsScenario(line(8), units, {}, [dump('d1', '0101', 3)]).determine();
    expect(d.eating.plans[0]!.tokens).toBe(3);
    expect(d.verdicts.find((v) => v.unit === 'c')).toMatchObject({
      status: 'out-of-supply',
      reason: expect.stringContaining('do not hold enough'),
    });
  });
  it('a unit whose nearest dump runs short eats from another dump in its draw range', () => {
    // both units are nearest to the 2T dump at 0101; it feeds the first (3 RE = 2T), the second goes to 0107
    const units = [
      { id: 'a', hex: '0102', re: 3 },
      { id: 'b', hex: '0103', re: 3 },
    ];
    // (d2 holds only 2T: 'a' cannot join 'b' there, which would feed both for 3T in place of 4T)
    const d = ocsScenario(line(10), units, {}, [dump('d1', '0101', 2), dump('d2', '0107', 2)]).determine();
    expect(d.eating.plans.map((p) => [p.dump.id, p.units.map((u) => u.id), p.tokens])).toEqual([
      ['d1', ['a'], 2],
      ['d2', ['b'], 2],
    ]);
  });
  it('only without trace supply: units in trace never eat', () => {
    const s = ocsScenario(
      line(8),
      [{ id: 'a', hex: '0103' }],
      { supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', name: 'Edge' }] },
      [dump('d1', '0102', 8)],
    );
    expect(s.determine().eating.plans).toEqual([]);
  });
  it('never in Strat Mode (12.6e), never from an enemy dump, never beyond draw or throw range', () => {
    const units = [
      { id: 'strat', hex: '0103', mode: 'strat' as const },
      { id: 'far', hex: '0110' },
    ];
    const d = ocsScenario(line(12), units, {}, [dump('d1', '0101', 8), dump('enemy', '0111', 8, 'b')]).determine();
    expect(d.eating.plans).toEqual([]);
    expect(d.verdicts.find((v) => v.unit === 'strat')!.reason).toContain(
      'in Strat Mode: not allowed to eat off the map (OCS 12.6e)',
    );
    expect(d.verdicts.find((v) => v.unit === 'far')!.reason).toContain(
      'no friendly dump within draw or HQ throw range',
    );
  });
  it('an HQ that can draw from the dump throws its SP to units beyond draw range (12.3b)', () => {
    const units = [
      { id: 'hq', hex: '0105', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } },
      { id: 'u', hex: '0110' },
    ];
    const d = ocsScenario(line(12), units, {}, [dump('d1', '0101', 8)]).determine();
    expect(d.eating.plans.map((p) => p.units.map((u) => u.id).sort())).toEqual([['hq', 'u']]);
  });
  it('RE are counted per dump, so units in reach of one dump eat from it together: two 1/2-RE units pay 1T, not 2T', () => {
    // 'a' is nearest to d1 (d2 is beyond its reach), 'b' to d2, 2 MP away; d1 is 5 MP from 'b'
    const units = [
      { id: 'a', hex: '0102', re: 0.5 },
      { id: 'b', hex: '0107', re: 0.5 },
    ];
    const d = ocsScenario(line(12), units, {}, [dump('d1', '0101', 4), dump('d2', '0110', 4)]).determine();
    expect(d.eating.plans.map((p) => [p.dump.id, p.units.map((u) => u.id), p.tokens])).toEqual([['d1', ['a', 'b'], 1]]);
  });
  it('a unit the dumps in its range cannot feed is told which dumps and what they hold', () => {
    const units = [
      { id: 'a', hex: '0103', re: 3 },
      { id: 'b', hex: '0104', re: 2 },
    ];
    const d = ocsScenario(line(8), units, {}, [dump('d1', '0101', 2)]).determine();
    expect(d.verdicts.find((v) => v.unit === 'b')!.reason).toContain(
      'the dumps in range do not hold enough to feed it as well (the dump at 0101 holds 2T, 2T of it feeding other units)',
    );
  });
});
