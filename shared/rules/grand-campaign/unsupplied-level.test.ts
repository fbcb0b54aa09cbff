import { describe, expect, it } from 'vitest';
import { parseTwelfths } from './quantity.js';
import {
  afterAttack,
  afterDefence,
  judgeLevel,
  levelText,
  specialSupply,
  type SupplyLevel,
} from './unsupplied-level.js';

const half = parseTwelfths('1/2 SP')!;

describe('GC unsupplied levels', () => {
  it('the 17.D.2 example, step by step: 5 RE at U5, half an SP spent in four judgement phases', () => {
    const trail: string[] = [];
    let u: SupplyLevel = 5;
    const step = (what: string, next: SupplyLevel) => {
      u = next;
      trail.push(`${what}: ${levelText(u)}`);
    };
    step('German judgement, out of supply', judgeLevel(u, 'out', true));
    step('1/2 SP spent', specialSupply(u, 5, half).level);
    step('Soviet judgement, still out', judgeLevel(u, 'out', false));
    step('1/2 SP spent', specialSupply(u, 5, half).level);
    step('German judgement, out of supply', judgeLevel(u, 'out', true));
    step('1/2 SP spent', specialSupply(u, 5, half).level);
    step('Soviet judgement, still out', judgeLevel(u, 'out', false));
    step('1/2 SP spent', specialSupply(u, 5, half).level);
    expect(trail).toEqual([
      'German judgement, out of supply: U6',
      '1/2 SP spent: U4',
      'Soviet judgement, still out: U4',
      '1/2 SP spent: U2',
      'German judgement, out of supply: U3',
      '1/2 SP spent: U1',
      'Soviet judgement, still out: U1',
      '1/2 SP spent: full supply',
    ]);
  });
  it('… and had the last 1/2 SP waited for the German player-turn: U2, then U0', () => {
    const u = judgeLevel(1, 'out', true);
    expect(u).toBe(2);
    expect(specialSupply(u, 5, half).level).toBe(0);
  });
  it('had the hex been in full supply at the Soviet judgement, U4 would have come down to U3 (17.D.1)', () => {
    expect(judgeLevel(4, 'full', false)).toBe(3);
    expect(judgeLevel(0, 'full', true)).toBe('full');
  });
  it('U1 the first time out of supply, U0 for limited supply, never past U8 (16.B, 17.C)', () => {
    expect(judgeLevel('full', 'out', true)).toBe(1);
    expect(judgeLevel(0, 'out', true)).toBe(1);
    expect(judgeLevel('full', 'limited', true)).toBe(0);
    expect(judgeLevel(8, 'out', true)).toBe(8);
    expect(judgeLevel(3, 'out', false)).toBe(3);
  });
  it('1 SP takes 12 RE down two levels or 24 RE down one; never more than two levels a phase (17.D.2)', () => {
    const sp = 12;
    expect(specialSupply(6, 12, sp).levels).toBe(2);
    expect(specialSupply(6, 24, sp).levels).toBe(1);
    expect(specialSupply(6, 25, sp).levels).toBe(0);
    expect(specialSupply(6, 1, 5 * sp).levels).toBe(2);
    expect(specialSupply(0, 12, sp).level).toBe('full');
  });
  it('the 17.C examples: defending at 1:2 or better raises U2 to U3, but not U0; an unsupplied attack raises U1+ unless SP were spent', () => {
    expect(afterDefence(2, { attack: 6, defence: 12 }, false)).toBe(3);
    expect(afterDefence(2, { attack: 5, defence: 12 }, false)).toBe(2);
    expect(afterDefence(0, { attack: 12, defence: 6 }, false)).toBe(0);
    expect(afterDefence(2, { attack: 12, defence: 6 }, true)).toBe(2);
    expect(afterAttack(3, false)).toBe(4);
    expect(afterAttack(3, true)).toBe(3);
    expect(afterAttack(0, false)).toBe(0);
    expect(afterAttack(8, false)).toBe(8);
  });
});
