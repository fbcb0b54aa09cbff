import type { Dump, Unit } from '../../model/campaign-schema.js';
import { atOrNextTo, firstReachedNear } from './near.js';
import type { SideContext } from './side-context.js';
import { DRAW_MP, drawMobility, drawStarts, type TraceResult } from './trace-supply.js';

/**
 * OCS 12.6c: for every 1T spent, up to 2 RE within draw or throw range of the dump are fed.
 * RE are counted per dump and rounded up: 6 1/2 RE cost 4T.
 */
export function eatingCostTokens(re: number): number {
  return Math.ceil(re / 2);
}

export interface EatingPlan {
  dump: Dump;
  units: Unit[];
  tokens: number;
}

export interface EatingProposal {
  plans: EatingPlan[];
  /** units without trace that cannot eat, and why */
  cannot: Map<string, string>;
}

/**
 * A proposal for eating off the map (12.6c): each unit without trace supply — never one in Strat
 * Mode (12.6e) — is fed from the nearest friendly dump it can draw from, or that an HQ in range
 * of it can draw from and throw (12.3b), as far as the dump's Tokens go; a unit whose nearest dump
 * runs short tries the other dumps in range. Eating is never forced (12.6d): the referee confirms.
 */
export function proposeEating(ctx: SideContext, trace: TraceResult, hungry: Unit[]): EatingProposal {
  const cannot = new Map<string, string>();
  const candidates = hungry.filter((u) => !ctx.offMap.has(u.id)).filter((u) => {
    if (u.mode === 'strat') cannot.set(u.id, 'in Strat Mode: not allowed to eat off the map (OCS 12.6e)');
    return u.mode !== 'strat';
  });
  const dumps = ctx.state.dumps.filter((d) => d.side === ctx.side && d.amount > 0);
  if (candidates.length === 0) return { plans: [], cannot };
  if (dumps.length === 0) {
    for (const u of candidates) cannot.set(u.id, 'no friendly dump holds supply');
    return { plans: [], cannot };
  }
  const { grid, search, overlay } = ctx;
  // the dump each draw start belongs to (a dump's own hex first, then the hexes around it: 12.3c)
  const dumpAt = new Map<number, Dump>();
  for (const d of dumps) dumpAt.set(grid.indexOf(d.hex), d);
  const startDump = (start: number): Dump => {
    const found = atOrNextTo(grid, start, dumpAt);
    if (!found) throw new Error(`no dump at or next to ${grid.printedId(start)}`);
    return found.value;
  };

  // Nearest dump for every hungry unit and every HQ, one multi-source search per mobility type.
  const nearest = new Map<string, { dump: Dump; mp: number }>();
  const hqs = ctx.friendly.filter((u) => u.throwRange && u.mode !== 'strat' && ctx.isCombat(u) && !ctx.offMap.has(u.id));
  // Hungry units and Truck-drawing HQs: one multi-source search out of every dump per mobility.
  // HQs drawing with Leg or Track MP (12.3a) are few: each searches out of its own hex instead.
  const byMobility = new Map<string, Unit[]>();
  const ownSearch: Unit[] = [];
  for (const u of candidates.concat(hqs)) {
    const m = drawMobility(u);
    if (u.throwRange && m !== 'truck') {
      ownSearch.push(u);
      continue;
    }
    const list = byMobility.get(m);
    if (list) list.push(u);
    else byMobility.set(m, [u]);
  }
  const dumpHexes = [...dumpAt.keys()];
  for (const [m, units] of byMobility) {
    search.run({ sources: drawStarts(ctx, dumpHexes, m), mobility: m, maxMP: DRAW_MP, overlay, zocBlocks: m === 'truck', direction: 'to-sources' });
    for (const u of units) {
      const i = ctx.hexOf.get(u.id)!;
      if (search.reached(i)) nearest.set(u.id, { dump: startDump(search.sourceOf(i)), mp: search.costMP(i) });
    }
  }
  for (const u of ownSearch) {
    const m = drawMobility(u);
    search.run({ sources: [ctx.hexOf.get(u.id)!], mobility: m, maxMP: DRAW_MP, overlay, zocBlocks: false });
    // cheapest first: the first hex reached that is a dump, or next to one (12.3c), is the nearest
    const found = firstReachedNear(search, dumpAt);
    if (found) nearest.set(u.id, { dump: found.value, mp: search.costMP(found.reached) });
  }
  // An HQ that draws from a dump throws its SP on: the unit may use the HQ's nearest dump.
  const options = new Map<string, Array<{ dump: Dump; mp: number }>>();
  for (const u of candidates) {
    const list: Array<{ dump: Dump; mp: number }> = [];
    const own = nearest.get(u.id);
    if (own) list.push(own);
    for (const c of trace.throwCover.get(u.id) ?? []) {
      const viaHq = nearest.get(c.hq.id);
      if (viaHq) list.push({ dump: viaHq.dump, mp: viaHq.mp + c.mp });
    }
    list.sort((a, b) => a.mp - b.mp);
    if (list.length) options.set(u.id, list);
  }

  const remaining = new Map(dumps.map((d) => [d.id, d.amount]));
  const fedRE = new Map<string, number>();
  const fedUnits = new Map<string, Unit[]>();
  const tryFeed = (u: Unit, d: Dump): boolean => {
    const re = (fedRE.get(d.id) ?? 0) + u.re;
    if (eatingCostTokens(re) > remaining.get(d.id)!) return false;
    fedRE.set(d.id, re);
    const list = fedUnits.get(d.id);
    if (list) list.push(u);
    else fedUnits.set(d.id, [u]);
    return true;
  };
  const short: Unit[] = [];
  for (const u of candidates) {
    const o = options.get(u.id);
    if (!o) cannot.set(u.id, 'no friendly dump within draw or HQ throw range');
    else if (!o.some((x) => tryFeed(u, x.dump))) short.push(u);
  }
  // Units whose nearby dumps ran short: search again from the dumps that still hold Tokens, a few
  // rounds, each one multi-source search per mobility type.
  let waiting = short;
  let lastOpen = -1;
  for (let round = 0; round < 4 && waiting.length; round++) {
    const open = dumps.filter((d) => eatingCostTokens(fedRE.get(d.id) ?? 0) < remaining.get(d.id)!);
    // the same dumps as last round would find the same nearest dumps: nothing more to feed
    if (!open.length || open.length === lastOpen) break;
    lastOpen = open.length;
    const stillShort: Unit[] = [];
    for (const m of new Set(waiting.map(drawMobility))) {
      search.run({ sources: drawStarts(ctx, open.map((d) => grid.indexOf(d.hex)), m), mobility: m, maxMP: DRAW_MP, overlay, zocBlocks: m === 'truck', direction: 'to-sources' });
      for (const u of waiting) {
        if (drawMobility(u) !== m) continue;
        const i = ctx.hexOf.get(u.id)!;
        if (!search.reached(i) || !tryFeed(u, startDump(search.sourceOf(i)))) stillShort.push(u);
      }
    }
    if (stillShort.length === waiting.length) break;
    waiting = stillShort;
  }
  for (const u of waiting) cannot.set(u.id, 'the dumps in range do not hold enough to feed it as well');
  const plans = dumps
    .filter((d) => fedUnits.has(d.id))
    .map((d) => ({ dump: d, units: fedUnits.get(d.id)!, tokens: eatingCostTokens(fedRE.get(d.id)!) }));
  return { plans, cannot };
}
