import type { OcsDump, OcsUnit } from './state.js';
import { dumpName } from '../../engine/referee-names.js';
import { eatingCostTokens, poolEating, type FedUnit } from './eating-pool.js';
import type { SideContext } from './side-context.js';
import type { AroundList } from './eating-around.js';
import { wayTaken, type EatingWay, type Way } from './eating-ways.js';

export interface EatingPlan {
  dump: OcsDump;
  units: OcsUnit[];
  tokens: number;
}

/** The units that may eat and their ways to (eating-ways.ts), by a candidate's place in `candidates`. */
export interface EatingCandidates {
  /** each candidate's place in the hungry list */
  candidates: readonly number[];
  ways(c: number): readonly Way[];
  /** why a candidate with no way cannot eat */
  noWay(c: number): string;
  /** every dump within the candidate's own draw range, nearest first (asked only when needed) */
  around(c: number): AroundList | undefined;
  /** the dumps of its ways and around it, each once (poolEating's reach), if kept from an earlier proposal */
  reach?(c: number): readonly OcsDump[];
}

/** Per unit of the hungry list, what the allocation decided. */
export interface EatingOutcome {
  cannot: Array<string | undefined>;
  how: Array<EatingWay | undefined>;
  fed: Array<EatingPlan | undefined>;
}

/** A unit fed from a dump around it, by no way of its own: no HQ, no path shown. */
const DRAWN_AROUND: EatingWay = { hq: null, path: [] };

/**
 * OCS 12.6c: each candidate, in order, is fed from the first of its ways whose dump still holds
 * what its RE then cost, else from the nearest other dump within its own draw range; then units
 * move to a dump in their reach that feeds them for less (each dump rounds up alone: poolEating).
 * The plans follow the state's order of dumps. Writes `out`; returns the plans.
 */
export function allocateEating(
  sideCtx: SideContext,
  hungry: readonly number[],
  c: EatingCandidates,
  out: EatingOutcome,
): EatingPlan[] {
  const { friendly } = sideCtx;
  const { candidates } = c;
  const { cannot, how, fed } = out;
  // What each dump has fed so far (keyed by the dump object: thousands of lookups per phase).
  const fedRE = new Map<OcsDump, number>();
  const fedUnits = new Map<OcsDump, OcsUnit[]>();
  // the dump feeding each unit, by its place in candidates
  const fedBy = new Array<OcsDump | undefined>(candidates.length).fill(undefined);
  const tryFeed = (x: number, d: OcsDump): boolean => {
    const u = friendly[hungry[candidates[x]!]!]!;
    const re = (fedRE.get(d) ?? 0) + u.re;
    if (eatingCostTokens(re) > d.amount) return false;
    fedRE.set(d, re);
    fedBy[x] = d;
    const list = fedUnits.get(d);
    if (list) list.push(u);
    else fedUnits.set(d, [u]);
    return true;
  };
  for (let x = 0; x < candidates.length; x++) {
    const h = candidates[x]!;
    const options = c.ways(x);
    if (!options.length) {
      cannot[h] = c.noWay(x);
      continue;
    }
    let fedHere = false;
    for (const w of options)
      if (tryFeed(x, w.dump)) {
        how[h] = wayTaken(w);
        fedHere = true;
        break;
      }
    if (fedHere) continue;
    // its nearest dumps ran short: try every other dump within its own draw range, nearest first
    const around = c.around(x);
    if (around)
      for (const a of around)
        if (tryFeed(x, a.dump)) {
          how[h] = DRAWN_AROUND;
          fedHere = true;
          break;
        }
    if (!fedHere) cannot[h] = shortOf(sideCtx, options, around, fedRE);
  }
  // 12.6c: each dump rounds up alone: units move to a dump in their reach that feeds them for less
  if (fedUnits.size > 1) {
    const pool: Array<FedUnit & { x: number }> = [];
    for (let x = 0; x < candidates.length; x++) {
      const d = fedBy[x];
      if (!d) continue;
      const reach = c.reach?.(x) ?? reachOf(c.ways(x), c.around(x));
      pool.push({ re: friendly[hungry[candidates[x]!]!]!.re, dump: d, reach, x });
    }
    poolEating(pool);
    fedRE.clear();
    fedUnits.clear();
    for (const p of pool) {
      const h = candidates[p.x]!;
      if (fedBy[p.x] !== p.dump) {
        const way = c.ways(p.x).find((w) => w.dump === p.dump);
        how[h] = way ? wayTaken(way) : DRAWN_AROUND;
      }
      fedBy[p.x] = undefined;
      tryFeed(p.x, p.dump);
    }
  }
  // in the state's order, SP aboard a Landing Craft among them
  const plans: EatingPlan[] = [];
  const planOf = new Map<OcsDump, EatingPlan>();
  for (const d of sideCtx.state.dumps) {
    const units = fedUnits.get(d);
    if (!units) continue;
    const plan = { dump: d, units, tokens: eatingCostTokens(fedRE.get(d)!) };
    plans.push(plan);
    planOf.set(d, plan);
  }
  for (let x = 0; x < candidates.length; x++) if (fedBy[x]) fed[candidates[x]!] = planOf.get(fedBy[x]!);
  return plans;
}

/** The dumps of a unit's ways, then those around it, each once: the dumps poolEating may move it to. */
export function reachOf(ways: readonly Way[], around: AroundList | undefined): OcsDump[] {
  const reach: OcsDump[] = [];
  for (const w of ways) if (!reach.includes(w.dump)) reach.push(w.dump);
  if (around) for (const a of around) if (!reach.includes(a.dump)) reach.push(a.dump);
  return reach;
}

/**
 * Why a unit with dumps in reach is not fed: the dumps named, with what each holds and how much
 * of it already feeds other units (OCS 12.6c).
 */
function shortOf(
  sideCtx: SideContext,
  ways: readonly Way[],
  around: AroundList | undefined,
  fedRE: Map<OcsDump, number>,
): string {
  const named = reachOf(ways, around).map((d) => {
    const used = eatingCostTokens(fedRE.get(d) ?? 0);
    return `${dumpName(d, (id) => sideCtx.friendly.find((u) => u.id === id)?.name ?? id)} holds ${d.amount}T${used ? `, ${used}T of it feeding other units` : ''}`;
  });
  return `the dumps in range do not hold enough to feed it as well (${named.join('; ')})`;
}
