import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OcsUnit } from './state.js';
import { unitSchema } from '../../rules/registered-state.js';
import { parseCampaign } from '../../parse-campaign.js';
import { blownTokens } from './dump-blowing.js';
import { formatTokens, parseTokens } from './quantity.js';
import { proposeFuel } from './fuel.js';

const demo = parseCampaign(JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8')));
const unit = (id: string, type: string, formation?: string): OcsUnit =>
  unitSchema.parse({ id, name: id, side: 'axis', type, hex: '0101', steps: 2, maxSteps: 2, re: 1, formation });

describe('OCS 12.5c fuel', () => {
  it("the rule's example: an HQ for five Assault Gun battalions, 1T for the lone panzer battalion, the infantry walks — 5T, not 9T", () => {
    const guns = [1, 2, 3, 4, 5].map((k) => unit(`stug-${k}`, 'pz'));
    const panzer = unit('pz-bn', 'pz', '7 Pz');
    const infantry = unit('inf-rgt', 'inf', '7 Pz');
    const plan = proposeFuel(demo.game, [...guns, panzer, infantry], new Map([['hq', guns.map((g) => g.id)]]));
    expect(plan.hqs).toEqual([{ hq: 'hq', units: guns.map((g) => g.id), tokens: 4 }]);
    expect(plan.singles).toEqual([{ unit: 'pz-bn', tokens: 1 }]);
    expect(plan.formations).toEqual([]);
    expect(plan.tokens).toBe(5);
    // "it might have cost as much as 9T": 1 SP for the formation and 1T for each gun
    expect(4 + guns.length).toBe(9);
  });
  it('a formation with more than four units needing fuel pays 1 SP; Leg units never need fuel (12.5a)', () => {
    const moving = [1, 2, 3, 4, 5].map((k) => unit(`m${k}`, 'mot', '11 Pz')).concat([unit('walkers', 'inf', '11 Pz')]);
    const plan = proposeFuel(demo.game, moving, new Map());
    expect(plan.formations).toEqual([{ formation: '11 Pz', units: ['m1', 'm2', 'm3', 'm4', 'm5'], tokens: 4 }]);
    expect(plan.tokens).toBe(4);
    expect(plan.singleUnitTokens).toBe(5);
  });
  it('an HQ that covers four independents is not worth 1 SP: they pay 1T each', () => {
    const guns = [1, 2, 3, 4].map((k) => unit(`g${k}`, 'pz'));
    expect(proposeFuel(demo.game, guns, new Map([['hq', guns.map((g) => g.id)]])).tokens).toBe(4);
  });
});

describe('OCS 12.11a blowing dumps', () => {
  it("the rule's example: blowing 3 of 4 SP with a 75% result destroys 2 SP and 1T", () => {
    const blown = parseTokens('3 SP')!;
    const r = blownTokens(demo.game, blown, 4);
    expect(r).toEqual({ percent: 75, destroyed: 9 });
    expect(formatTokens(r.destroyed)).toBe('2 1/4 SP'); // 2 SP and 1T
    expect(formatTokens(parseTokens('4 SP')! - r.destroyed)).toBe('1 3/4 SP');
  });
  it('losses round to the nearest Token', () => {
    expect(blownTokens(demo.game, 5, 2).destroyed).toBe(3); // 50% of 5T = 2.5T -> 3T
    expect(blownTokens(demo.game, 5, 1).destroyed).toBe(1); // 25% of 5T = 1.25T -> 1T
  });
});
