import type { HexTable } from '../../hex/hex-table.js';
import type { SearchMemo } from '../../hex/search-memo.js';
import type { OcsDump, OcsUnit } from './state.js';
import { aboardLandingCraft, dumpsInReach, dumpTable } from './dump-access.js';
import { eatingCostTokens, poolEating, type FedUnit } from './eating-pool.js';
import { dumpName } from '../../engine/referee-names.js';
import type { SideContext } from './side-context.js';
import { drawDirection, readingNote, readingsOf } from '../../engine/readings.js';
import type { PathLeg } from './supply-path-notes.js';
import { DRAW_MP, drawMobility, sealedByZoc } from './supply-path-rules.js';
import { cheapestFirst, drawPathHexes, drawSearch, type ThrowReach, type TraceResult } from './trace-supply.js';
import { mayThrow } from './throw-rules.js';
import { mayEatOffTheMap } from './trace-rules.js';

export { eatingCostTokens };

export interface EatingPlan {
  dump: OcsDump;
  units: OcsUnit[];
  tokens: number;
}

/** How a fed unit eats: the HQ that throws the dump's SP to it (12.3b), if any, and the path to the dump. */
export interface EatingWay {
  hq: OcsUnit | null;
  path: string[];
  legs?: PathLeg[] | undefined;
}

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

/**
 * A proposal for eating off the map (12.6c): each unit without trace supply — never one in Strat
 * Mode (12.6e) — is fed from the nearest friendly dump it can draw from, or that an HQ in range
 * of it can draw from and throw (12.3b), as far as the dump's Tokens go; a unit whose nearest dump
 * runs short tries the other dumps in range. Eating is never forced (12.6d): the referee confirms.
 */
export function proposeEating(sideCtx: SideContext, trace: TraceResult, hungry: number[]): EatingProposal {
  const { friendly } = sideCtx;
  const n = friendly.length;
  const cannot = new Array<string | undefined>(hungry.length).fill(undefined);
  const how = new Array<EatingWay | undefined>(hungry.length).fill(undefined);
  const fed = new Array<EatingPlan | undefined>(hungry.length).fill(undefined);
  const hungryAt = new Int32Array(n).fill(-1);
  // the hungry units on the map, by their place in hungry
  const candidates: number[] = [];
  for (let h = 0; h < hungry.length; h++) {
    const k = hungry[h]!;
    hungryAt[k] = h;
    if (sideCtx.hexes[k]! < 0) continue;
    if (!mayEatOffTheMap(friendly[k]!)) cannot[h] = 'in Strat Mode: not allowed to eat off the map (OCS 12.6e)';
    else candidates.push(h);
  }
  // SP aboard a Landing Craft feed only the units next to it (dump-access.ts): not searched out from
  const aboard = aboardLandingCraft(sideCtx);
  const ashore: OcsDump[] = [];
  const afloat: OcsDump[] = [];
  for (const d of sideCtx.state.dumps)
    if (d.side === sideCtx.side && d.amount > 0) (aboard(d) ? afloat : ashore).push(d);
  const dumps = ashore;
  if (candidates.length === 0) return { plans: [], cannot, how, fed, hungryAt };
  if (dumps.length === 0 && afloat.length === 0) {
    for (const h of candidates) cannot[h] = 'no friendly dump holds supply';
    return { plans: [], cannot, how, fed, hungryAt };
  }
  const { grid, search } = sideCtx;
  // the dump each draw start belongs to (a dump's own hex first, then the hexes around it: 12.3c)
  const dumpAt = dumpTable(sideCtx, dumps);
  const startDump = (start: number, m: string): OcsDump => {
    // never a dump no path leaves (enemy ZOC, 12.3d): the start is next to it, not its hex
    const found = dumpAt.get(start) ?? dumpNextTo(sideCtx, start, dumpAt, m, false);
    if (!found) throw new Error(`no dump at or next to ${grid.printedId(start)}`);
    return found[0]!;
  };

  // Nearest dump for every hungry unit and every HQ, one multi-source search per mobility type.
  // (`leg`: the path as counted, for its notes: supply-path-notes.ts)
  // by a unit's place in friendly, its place in `nearest` (-1: none)
  const nearAt = new Int32Array(n).fill(-1);
  const nearest: Nearest[] = [];
  const nearestOf = (k: number): Nearest | undefined => (nearAt[k]! < 0 ? undefined : nearest[nearAt[k]!]);
  const hqs: number[] = [];
  for (let k = 0; k < n; k++) {
    const u = friendly[k]!;
    if (mayThrow(u) && sideCtx.isCombat(u) && sideCtx.hexes[k]! >= 0) hqs.push(k);
  }
  // Hungry units and Truck-drawing HQs: one multi-source search out of every dump per mobility.
  // HQs drawing with Leg or Track MP (12.3a) are few: each searches out of its own hex instead.
  const byMobility = new Map<string, number[]>();
  const ownSearch: number[] = [];
  for (const k of candidates.map((h) => hungry[h]!).concat(hqs)) {
    const u = friendly[k]!;
    const m = drawMobility(u);
    if (u.throwRange && m !== 'truck') {
      ownSearch.push(k);
      continue;
    }
    const list = byMobility.get(m);
    if (list) list.push(k);
    else byMobility.set(m, [k]);
  }
  const dumpHexes = [...dumpAt.keys()];
  const outward = drawDirection(sideCtx.game) === 'from-sources';
  for (const [m, units] of byMobility) {
    search.run(drawSearch(sideCtx, dumpHexes, m));
    for (const k of units) {
      const i = sideCtx.hexes[k]!;
      // next to a dump no path leaves (12.3c, 12.3d): drawn from where the unit stands, at 0 MP
      const sealed = search.reached(i) && search.costMP(i) === 0 ? undefined : dumpNextTo(sideCtx, i, dumpAt, m, true);
      if (sealed) {
        const path = [grid.printedId(i)];
        nearAt[k] =
          nearest.push({ dump: sealed[0]!, mp: 0, path, leg: { hexes: path, mobility: m, reverse: false } }) - 1;
      } else if (search.reached(i)) {
        const path = drawPathHexes(search, i);
        nearAt[k] =
          nearest.push({
            dump: startDump(search.sourceOf(i), m),
            mp: search.costMP(i),
            path,
            leg: { hexes: path, mobility: m, reverse: outward },
          }) - 1;
      }
    }
  }
  for (const k of ownSearch) {
    const u = friendly[k]!;
    const first = dumpsInReach(sideCtx, u, dumpAt)[0];
    // counted from the HQ out to the dump, the order of its path
    if (first)
      nearAt[k] = nearest.push({ ...first, leg: { hexes: first.path, mobility: drawMobility(u), reverse: false } }) - 1;
  }
  // What each dump has fed so far (keyed by the dump object: thousands of lookups per phase).
  const fedRE = new Map<OcsDump, number>();
  const fedUnits = new Map<OcsDump, OcsUnit[]>();
  // the dump feeding each unit, by its place in hungry
  const fedBy = new Array<OcsDump | undefined>(hungry.length).fill(undefined);
  const tryFeed = (h: number, d: OcsDump): boolean => {
    const u = friendly[hungry[h]!]!;
    const re = (fedRE.get(d) ?? 0) + u.re;
    if (eatingCostTokens(re) > d.amount) return false;
    fedRE.set(d, re);
    fedBy[h] = d;
    const list = fedUnits.get(d);
    if (list) list.push(u);
    else fedUnits.set(d, [u]);
    return true;
  };
  let fallback: Array<Array<{ dump: OcsDump; mp: number }> | undefined> | undefined;
  const around = () =>
    (fallback ??= dumpsAround(
      sideCtx,
      dumpAt,
      candidates.map((x) => hungry[x]!),
    ));
  const sealed = new Map<string, number[]>();
  // each candidate's ways to eat, by its place in candidates
  const waysOf = new Array<Way[]>(candidates.length);
  for (let c = 0; c < candidates.length; c++) {
    const h = candidates[c]!;
    const k = hungry[h]!;
    const own = nearestOf(k);
    const thrown = trace.throwCover.of(k);
    // An HQ that draws from a dump throws its SP on (12.3b): the unit may use the HQ's nearest dump.
    // (each way's path is built only for the way the unit eats by)
    const options: Way[] = own ? [{ dump: own.dump, mp: own.mp, near: own, thrown: undefined }] : [];
    for (const d of afloat.length ? landingCraftNextTo(sideCtx, k, afloat) : [])
      options.unshift({ dump: d, mp: 0, near: { path: [friendly[k]!.hex, d.hex] }, thrown: undefined });
    if (thrown) {
      for (const c of thrown) {
        const viaHq = nearestOf(c.at);
        if (viaHq) options.push({ dump: viaHq.dump, mp: viaHq.mp + c.mp, near: viaHq, thrown: c });
      }
      cheapestFirst(options);
    }
    waysOf[c] = options;
    if (!options.length)
      cannot[h] = 'no friendly dump within draw or HQ throw range' + sealedNote(sideCtx, k, dumpAt, sealed);
    else if (
      options.some((x) => {
        if (!tryFeed(h, x.dump)) return false;
        how[h] = wayTaken(x);
        return true;
      })
    )
      continue;
    // its nearest dumps ran short: try every other dump within its own draw range, nearest first
    else if (!around()[c]?.some((x) => tryFeed(h, x.dump) && !!(how[h] = { hq: null, path: [] })))
      cannot[h] = shortOf(sideCtx, options, around()[c], fedRE);
  }
  // 12.6c: each dump rounds up alone: units move to a dump in their reach that feeds them for less
  if (fedUnits.size > 1) {
    const pool: Array<FedUnit & { c: number }> = [];
    for (let c = 0; c < candidates.length; c++) {
      const h = candidates[c]!;
      const d = fedBy[h];
      if (!d) continue;
      const reach = new Set([...waysOf[c]!.map((x) => x.dump), ...(around()[c] ?? []).map((x) => x.dump)]);
      pool.push({ re: friendly[hungry[h]!]!.re, dump: d, reach: [...reach], c });
    }
    poolEating(pool);
    fedRE.clear();
    fedUnits.clear();
    for (const p of pool) {
      const h = candidates[p.c]!;
      if (fedBy[h] !== p.dump) {
        const way = waysOf[p.c]!.find((x) => x.dump === p.dump);
        how[h] = way ? wayTaken(way) : { hq: null, path: [] };
      }
      fedBy[h] = undefined;
      tryFeed(h, p.dump);
    }
  }
  // in the state's order, SP aboard a Landing Craft among them
  const plans = sideCtx.state.dumps
    .filter((d) => fedUnits.has(d))
    .map((d) => ({ dump: d, units: fedUnits.get(d)!, tokens: eatingCostTokens(fedRE.get(d)!) }));
  const planOf = new Map(plans.map((p) => [p.dump, p]));
  for (const h of candidates) if (fedBy[h]) fed[h] = planOf.get(fedBy[h]);
  return { plans, cannot, how, fed, hungryAt };
}

/** A unit's nearest dump: the draw to it (`leg`: the path as counted, for its notes: supply-path-notes.ts). */
interface Nearest {
  dump: OcsDump;
  mp: number;
  path?: string[];
  leg?: PathLeg;
}

/** The dumps aboard a Landing Craft in a hex next to the unit's (the only ones it may draw from them). */
function landingCraftNextTo(sideCtx: SideContext, k: number, afloat: readonly OcsDump[]): OcsDump[] {
  const at = sideCtx.hexes[k]!;
  return afloat.filter((d) => {
    const i = sideCtx.grid.indexOf(d.hex);
    return i >= 0 && sideCtx.grid.neighbours.subarray(6 * at, 6 * at + 6).includes(i);
  });
}

/** A unit's way to eat: its own draw to a dump, or an HQ's throw (12.3b) on to the HQ's nearest dump. */
interface Way {
  dump: OcsDump;
  mp: number;
  /** the draw to the dump: the unit's own, or the HQ's */
  near: { path?: string[]; leg?: PathLeg };
  thrown: ThrowReach | undefined;
}

/** The HQ, path and legs of the way a unit eats by. */
function wayTaken(x: Way): EatingWay {
  const { near, thrown: c } = x;
  if (!c) return { hq: null, path: near.path ?? [], legs: near.leg && [near.leg] };
  return {
    hq: c.hq,
    // the path: from the unit to the HQ (the throw), then on from the HQ to its dump (its draw)
    path: near.path && c.path.length ? c.path.concat(near.path.slice(1)) : [],
    // the throw counted from the HQ to the unit (12.3b), then the HQ's own draw
    legs: near.leg && [{ hexes: c.path, mobility: c.hq.throwRange!.mobility, reverse: true }, near.leg],
  };
}

/**
 * Every dump within each unit's own draw range (12.3a, adjacent close enough: 12.3c), nearest
 * first: one small bounded search out of each dump per draw mobility — linear in dumps, where a
 * search out of every short-fed unit grew with the square of a big phase.
 */
function dumpsAround(
  sideCtx: SideContext,
  dumpAt: HexTable<OcsDump[]>,
  units: number[],
): Array<Array<{ dump: OcsDump; mp: number }> | undefined> {
  // by a unit's place in `units`
  const out = new Array<Array<{ dump: OcsDump; mp: number }> | undefined>(units.length).fill(undefined);
  const byMobility = new Map<string, Map<number, number[]>>();
  for (let c = 0; c < units.length; c++) {
    const k = units[c]!;
    const i = sideCtx.hexes[k]!;
    if (i < 0) continue;
    const m = drawMobility(sideCtx.friendly[k]!);
    const at = byMobility.get(m) ?? new Map<number, number[]>();
    byMobility.set(m, at);
    const here = at.get(i);
    if (here) here.push(c);
    else at.set(i, [c]);
  }
  const scale = sideCtx.graph.costScale;
  for (const [m, unitsAt] of byMobility) {
    for (const h of dumpAt.keys()) {
      const dumps = dumpAt.get(h)!;
      const options = drawSearch(sideCtx, [h], m, 'to-sources');
      const reached = (i: number, mp: number) => {
        const here = unitsAt.get(i);
        if (!here) return;
        // the units in one hex drawing alike share one list (read only)
        const list = (out[here[0]!] ??= []);
        for (const dump of dumps) list.push({ dump, mp });
      };
      // a what-if plan's search answers the runs kept as the campaign stands without writing them back
      const kept = (sideCtx.search as Partial<Pick<SearchMemo, 'settledOf'>>).settledOf?.(options);
      if (kept) for (let r = 0; r < kept.order.length; r++) reached(kept.order[r]!, kept.cost[r]! / scale);
      else {
        sideCtx.search.run(options);
        for (let r = 0; r < sideCtx.search.reachedCount; r++)
          reached(sideCtx.search.reachedAt(r), sideCtx.search.costMP(sideCtx.search.reachedAt(r)));
      }
      // a dump no path leaves (12.3d) still feeds the units next to it (12.3c)
      if (sealedByZoc(sideCtx.overlay.flags[h]!, m, readingsOf(sideCtx.game).dumpInEnemyZoc))
        for (let d = 0; d < 6; d++) {
          const n = sideCtx.grid.neighbours[6 * h + d]!;
          if (n >= 0) reached(n, 0);
        }
    }
    for (const here of unitsAt.values()) {
      const list = out[here[0]!];
      if (!list) continue;
      cheapestFirst(list);
      for (const c of here) out[c] = list;
    }
  }
  return out;
}

/**
 * The dumps next to hex i (12.3c): with `sealed`, only those no Truck path leaves (enemy ZOC,
 * 12.3d), which a unit draws from only from there; without, only the others.
 */
function dumpNextTo(
  sideCtx: SideContext,
  i: number,
  dumpAt: HexTable<OcsDump[]>,
  mobility: string,
  sealed: boolean,
): OcsDump[] | undefined {
  for (let d = 0; d < 6; d++) {
    const n = sideCtx.grid.neighbours[6 * i + d]!;
    const here = n >= 0 ? dumpAt.get(n) : undefined;
    if (here && sealedByZoc(sideCtx.overlay.flags[n]!, mobility, readingsOf(sideCtx.game).dumpInEnemyZoc) === sealed)
      return here;
  }
  return undefined;
}

/**
 * Why a dump close by did not count, when a reading decided it (readings.dumpInEnemyZoc): the
 * dumps in enemy ZOC within draw range as the crow flies, which only units next to them draw from.
 */
function sealedNote(
  sideCtx: SideContext,
  k: number,
  dumpAt: HexTable<OcsDump[]>,
  /** per draw mobility, the dumps' hexes no path of it leaves: found once per proposal, asked per unit */
  sealed: Map<string, number[]>,
): string {
  const at = sideCtx.hexes[k]!;
  const m = drawMobility(sideCtx.friendly[k]!);
  let hexes = sealed.get(m);
  if (!hexes) {
    const flags = sideCtx.overlay.flags;
    const inZoc = readingsOf(sideCtx.game).dumpInEnemyZoc;
    sealed.set(m, (hexes = [...dumpAt.keys()].filter((h) => sealedByZoc(flags[h]!, m, inZoc))));
  }
  const near: string[] = [];
  for (const h of hexes) if (sideCtx.grid.distance(at, h) <= DRAW_MP + 1) near.push(sideCtx.grid.printedId(h));
  if (!near.length) return '';
  return ` (the dump at ${near.join(', ')} lies in enemy ZOC: ${readingNote(sideCtx.game, 'dumpInEnemyZoc')})`;
}

/**
 * Why a unit with dumps in reach is not fed: the dumps named, with what each holds and how much
 * of it already feeds other units (OCS 12.6c).
 */
function shortOf(
  sideCtx: SideContext,
  ways: readonly Way[],
  around: ReadonlyArray<{ dump: OcsDump }> | undefined,
  fedRE: Map<OcsDump, number>,
): string {
  const dumps = [...new Set([...ways.map((x) => x.dump), ...(around ?? []).map((x) => x.dump)])];
  const named = dumps.map((d) => {
    const used = eatingCostTokens(fedRE.get(d) ?? 0);
    return `${dumpName(d, (id) => sideCtx.friendly.find((u) => u.id === id)?.name ?? id)} holds ${d.amount}T${used ? `, ${used}T of it feeding other units` : ''}`;
  });
  return `the dumps in range do not hold enough to feed it as well (${named.join('; ')})`;
}
