import type { OcsUnit } from './state.js';
import { eatingCostTokens } from './eating-pool.js';
import type { SideContext } from './side-context.js';
import { drawDirection } from '../../engine/readings.js';
import { drawMobility } from './supply-path-rules.js';
import { drawSearch, type TraceResult } from './trace-supply.js';
import { mayThrow } from './throw-rules.js';
import { mayEatOffTheMap } from './trace-rules.js';
import { allocateEating, type EatingPlan } from './eating-allocate.js';
import { dumpsAround, type AroundList } from './eating-around.js';
import {
  eatingStock,
  nearestFrom,
  noWayReason,
  ownNearest,
  searchesOwnWay,
  waysToEat,
  type EatingWay,
  type Nearest,
  type Way,
} from './eating-ways.js';

export { eatingCostTokens };
export type { EatingPlan, EatingWay };

/**
 * Per-unit answers are kept by the unit's place in the list of units without trace supply that
 * proposeEating was given (hungryAt finds it from the unit's place in ctx.friendly): arrays over
 * those few thousand, not over every unit of the side.
 */
export interface EatingProposal {
  plans: EatingPlan[];
  /** units without trace that cannot eat, and why */
  cannot: Array<string | undefined>;
  /** per fed unit: the HQ that throws the dump's SP to it (12.3b), if any, and the path to the dump */
  how: Array<EatingWay | undefined>;
  /** per fed unit: the plan that feeds it */
  fed: Array<EatingPlan | undefined>;
  /** by a unit's place in ctx.friendly, its place in the hungry list (-1: it has trace supply) */
  hungryAt: Int32Array;
}

/** An empty proposal for these units without trace supply, and those of them that may eat (on the map, 12.6e). */
export function hungryList(
  sideCtx: SideContext,
  hungry: readonly number[],
): { proposal: EatingProposal; candidates: number[] } {
  const { friendly } = sideCtx;
  const cannot = new Array<string | undefined>(hungry.length).fill(undefined);
  const how = new Array<EatingWay | undefined>(hungry.length).fill(undefined);
  const fed = new Array<EatingPlan | undefined>(hungry.length).fill(undefined);
  const hungryAt = new Int32Array(friendly.length).fill(-1);
  // the hungry units on the map, by their place in hungry
  const candidates: number[] = [];
  for (let h = 0; h < hungry.length; h++) {
    const k = hungry[h]!;
    hungryAt[k] = h;
    if (sideCtx.hexes[k]! < 0) continue;
    if (!mayEatOffTheMap(friendly[k]!)) cannot[h] = 'in Strat Mode: not allowed to eat off the map (OCS 12.6e)';
    else candidates.push(h);
  }
  return { proposal: { plans: [], cannot, how, fed, hungryAt }, candidates };
}

/** The side's HQs that may throw (12.3b): on the map, not in Strat Mode, by their place in ctx.friendly. */
export function throwingHqs(sideCtx: SideContext): number[] {
  const hqs: number[] = [];
  for (let k = 0; k < sideCtx.friendly.length; k++) {
    const u: OcsUnit = sideCtx.friendly[k]!;
    if (mayThrow(u) && sideCtx.isCombat(u) && sideCtx.hexes[k]! >= 0) hqs.push(k);
  }
  return hqs;
}

/**
 * A proposal for eating off the map (12.6c): each unit without trace supply — never one in Strat
 * Mode (12.6e) — is fed from the nearest friendly dump it can draw from, or that an HQ in range
 * of it can draw from and throw (12.3b), as far as the dump's Tokens go; a unit whose nearest dump
 * runs short tries the other dumps in range. Eating is never forced (12.6d): the referee confirms.
 * Each unit's ways to eat are found first (eating-ways.ts), then the dumps' Tokens shared out
 * (eating-allocate.ts).
 */
export function proposeEating(sideCtx: SideContext, trace: TraceResult, hungry: number[]): EatingProposal {
  const { friendly } = sideCtx;
  const { proposal, candidates } = hungryList(sideCtx, hungry);
  const stock = eatingStock(sideCtx);
  if (candidates.length === 0) return proposal;
  if (stock.ashore.length === 0 && stock.afloat.length === 0) {
    for (const h of candidates) proposal.cannot[h] = 'no friendly dump holds supply';
    return proposal;
  }
  const { dumpAt } = stock;
  // Nearest dump for every hungry unit and every HQ, one multi-source search per mobility type.
  const nearest = new Map<number, Nearest | undefined>();
  const byMobility = new Map<string, number[]>();
  for (const k of candidates.map((h) => hungry[h]!).concat(throwingHqs(sideCtx))) {
    const u = friendly[k]!;
    if (searchesOwnWay(u)) {
      nearest.set(k, ownNearest(sideCtx, u, dumpAt));
      continue;
    }
    const m = drawMobility(u);
    const list = byMobility.get(m);
    if (list) list.push(k);
    else byMobility.set(m, [k]);
  }
  const outward = drawDirection(sideCtx.game) === 'from-sources';
  for (const [m, units] of byMobility) {
    sideCtx.search.run(drawSearch(sideCtx, stock.dumpHexes, m));
    for (const k of units) nearest.set(k, nearestFrom(sideCtx, sideCtx.search, sideCtx.hexes[k]!, m, dumpAt, outward));
  }
  const ways: Way[][] = candidates.map((h) => {
    const k = hungry[h]!;
    return waysToEat(sideCtx, k, nearest.get(k), trace.throwCover.of(k), (q) => nearest.get(q), stock.afloat);
  });
  let around: Array<AroundList | undefined> | undefined;
  const sealed = new Map<string, number[]>();
  proposal.plans = allocateEating(
    sideCtx,
    hungry,
    {
      candidates,
      ways: (c) => ways[c]!,
      noWay: (c) => noWayReason(sideCtx, hungry[candidates[c]!]!, dumpAt, sealed),
      around: (c) =>
        (around ??= dumpsAround(
          sideCtx,
          dumpAt,
          candidates.map((x) => hungry[x]!),
        ))[c],
    },
    proposal,
  );
  return proposal;
}
