import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../engine/dice.js';
import { allocateEating, reachOf, type EatingOutcome, type EatingPlan } from './eating-allocate.js';
import type { AroundList } from './eating-around.js';
import type { Way } from './eating-ways.js';
import type { SideContext } from './side-context.js';
import type { OcsDump, OcsUnit } from './state.js';
import { AllocationKept, type ReachingCandidates } from './what-if-eating-allocate.js';

/** One side's allocation inputs: its units, the hungry list, and per unit its ways and the dumps around it. */
interface Case {
  friendly: OcsUnit[];
  hungry: number[];
  ways: Array<readonly Way[]>;
  around: Array<AroundList | undefined>;
}

const RE = [0.5, 0.5, 1, 1, 2, 3];

function outcome(n: number): EatingOutcome & { plans: EatingPlan[] } {
  return {
    plans: [],
    cannot: new Array(n).fill(undefined),
    how: new Array(n).fill(undefined),
    fed: new Array(n).fill(undefined),
  };
}

/** The candidates of a case: every hungry unit (the allocation's input; what-if-eating.ts keeps the objects). */
function candidatesOf(c: Case): ReachingCandidates {
  const k = (x: number) => c.hungry[x]!;
  return {
    candidates: c.hungry.map((_, h) => h),
    ways: (x) => c.ways[k(x)]!,
    noWay: (x) => `no way for ${c.friendly[k(x)]!.id}`,
    around: (x) => c.around[k(x)],
    reach: (x) => reachOf(c.ways[k(x)]!, c.around[k(x)]),
  };
}

/** The allocation as a referee reads it: each dump's units and Tokens, and per unit its dump, HQ and path, or why not. */
function readable(o: EatingOutcome, plans: readonly EatingPlan[], c: Case): unknown {
  return {
    plans: plans.map((p) => [p.dump.id, p.tokens, p.units.map((u) => u.id)]),
    units: c.hungry.map((k, h) => [c.friendly[k]!.id, o.fed[h]?.dump.id, o.how[h]?.hq, o.how[h]?.path, o.cannot[h]]),
  };
}

/** A random side: units and dumps along a line, each unit's ways and dumps around among the dumps near it (groups form). */
function randomCase(rand: () => number, dumps: OcsDump[]): Case {
  const n = 10 + Math.floor(rand() * 30);
  const pick = (k: number) => dumps[Math.min(dumps.length - 1, Math.floor((k / n) * dumps.length + rand() * 3))]!;
  const friendly: OcsUnit[] = [];
  const ways: Array<readonly Way[]> = [];
  const around: Array<AroundList | undefined> = [];
  for (let k = 0; k < n; k++) {
    friendly.push({ id: `u${k}`, re: RE[Math.floor(rand() * RE.length)]! } as OcsUnit);
    ways.push(randomWays(rand, () => pick(k), k));
    around.push(randomAround(rand, () => pick(k)));
  }
  const hungry = friendly.map((_, k) => k).filter(() => rand() < 0.8);
  return { friendly, hungry, ways, around };
}

function randomWays(rand: () => number, dump: () => OcsDump, k: number): Way[] {
  const ways: Way[] = [];
  for (let w = Math.floor(rand() * 3); w > 0; w--)
    ways.push({ dump: dump(), mp: w, near: { path: [`${k}`, `${w}`] }, thrown: undefined });
  return ways;
}

function randomAround(rand: () => number, dump: () => OcsDump): AroundList | undefined {
  const n = Math.floor(rand() * 4);
  return n ? Array.from({ length: n }, (_, e) => ({ dump: dump(), mp: e })) : undefined;
}

/** A plan's case: a few units replaced, given other ways (or ways by other paths to the same dumps) or dumps around, no longer hungry or newly so, or listed out of order. */
function randomPlan(rand: () => number, base: Case, dumps: OcsDump[]): Case {
  const friendly = base.friendly.slice();
  const ways = base.ways.slice();
  const around = base.around.slice();
  const pick = () => dumps[Math.floor(rand() * dumps.length)]!;
  for (let k = 0; k < friendly.length; k++) {
    const r = rand();
    if (r < 0.04) friendly[k] = { ...friendly[k]!, re: RE[Math.floor(rand() * RE.length)]! };
    else if (r < 0.08) ways[k] = randomWays(rand, pick, k);
    else if (r < 0.1) ways[k] = ways[k]!.slice();
    else if (r < 0.12)
      ways[k] = ways[k]!.map((w) => ({ ...w, taken: undefined, near: { path: [`${k}`, 'elsewhere'] } }));
    else if (r < 0.14) around[k] = randomAround(rand, pick);
    else if (r < 0.16) around[k] = around[k]?.map((a) => ({ ...a }));
  }
  let hungry = friendly.map((_, k) => k).filter((k) => (base.hungry.includes(k) ? rand() > 0.05 : rand() < 0.05));
  if (rand() < 0.1 && hungry.length > 2) {
    const e = Math.floor(rand() * (hungry.length - 1));
    hungry = hungry.slice();
    [hungry[e], hungry[e + 1]] = [hungry[e + 1]!, hungry[e]!];
  }
  return { friendly, hungry, ways, around };
}

describe('the Tokens allocation kept for what-if plans (OCS 12.6c)', () => {
  it('over 3,000 random plans, each allocation is the full one, unit for unit and plan for plan', () => {
    const rand = mulberry32(4412);
    let kept = 0;
    for (let t = 0; t < 300; t++) {
      const dumps = Array.from(
        { length: 3 + Math.floor(rand() * 10) },
        (_, j) => ({ id: `d${j}`, hex: `${1000 + j}`, amount: Math.floor(rand() * 5) }) as OcsDump,
      );
      const base = randomCase(rand, dumps);
      const ctx0 = { friendly: base.friendly, state: { dumps } } as unknown as SideContext;
      const out0 = outcome(base.hungry.length);
      out0.plans = allocateEating(ctx0, base.hungry, candidatesOf(base), out0);
      const allocation = new AllocationKept(ctx0, base.hungry, candidatesOf(base), out0);
      for (let p = 0; p < 10; p++) {
        const plan = randomPlan(rand, base, dumps);
        const ctx = { friendly: plan.friendly, state: { dumps } } as unknown as SideContext;
        const full = outcome(plan.hungry.length);
        const fullPlans = allocateEating(ctx, plan.hungry, candidatesOf(plan), full);
        const made = outcome(plan.hungry.length);
        const madePlans = allocation.allocate(ctx, plan.hungry, candidatesOf(plan), made);
        expect(readable(made, madePlans, plan), `case ${t}, plan ${p}`).toEqual(readable(full, fullPlans, plan));
        kept += madePlans.filter((m) => out0.plans.includes(m)).length;
      }
    }
    // the plans kept as they stood: the cases do reach the kept groups
    expect(kept).toBeGreaterThan(1000);
  });

  it('a plan that changes nothing keeps every plan and every unit answer, the same objects', () => {
    const rand = mulberry32(7);
    const dumps = [0, 1, 2, 3].map((j) => ({ id: `d${j}`, hex: `${1000 + j}`, amount: 3 }) as OcsDump);
    const base = randomCase(rand, dumps);
    const ctx = { friendly: base.friendly, state: { dumps } } as unknown as SideContext;
    const out0 = outcome(base.hungry.length);
    out0.plans = allocateEating(ctx, base.hungry, candidatesOf(base), out0);
    const allocation = new AllocationKept(ctx, base.hungry, candidatesOf(base), out0);
    const out = outcome(base.hungry.length);
    const plans = allocation.allocate(ctx, base.hungry, candidatesOf(base), out);
    expect(plans).toEqual(out0.plans);
    plans.forEach((p, e) => expect(p).toBe(out0.plans[e]));
    base.hungry.forEach((_, h) => expect(out.fed[h]).toBe(out0.fed[h]));
  });
});
