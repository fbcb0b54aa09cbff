import type { Dump, Unit } from '../../model/campaign-schema.js';
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
  /** units that could eat from some dump, with the dumps they could use */
  reachable: Map<string, Dump[]>;
  /** units without trace that cannot eat, and why */
  cannot: Map<string, string>;
}

/**
 * Which dumps each unit without trace could eat from (12.6c: within draw or throw range; 12.6e:
 * never in Strat Mode), and a proposal: every fed unit from one dump, the fullest dumps first,
 * within what each dump holds. Eating is never forced (12.6d Play Note): the referee confirms.
 */
export function proposeEating(ctx: SideContext, trace: TraceResult, hungry: Unit[]): EatingProposal {
  const reachable = new Map<string, Dump[]>();
  const cannot = new Map<string, string>();
  const candidates = hungry.filter((u) => {
    if (u.mode === 'strat') cannot.set(u.id, 'in Strat Mode: not allowed to eat off the map (OCS 12.6e)');
    return u.mode !== 'strat';
  });
  const dumps = ctx.state.dumps.filter((d) => d.side === ctx.side && d.amount > 0);
  if (candidates.length === 0 || dumps.length === 0) {
    for (const u of candidates) cannot.set(u.id, 'no friendly dump holds supply');
    return { plans: [], reachable, cannot };
  }
  const add = (u: Unit, d: Dump) => {
    const list = reachable.get(u.id);
    if (!list) reachable.set(u.id, [d]);
    else if (!list.includes(d)) list.push(d);
  };
  const hqs = ctx.friendly.filter((u) => u.throwRange && u.mode !== 'strat' && ctx.isCombat(u));
  const mobilities = new Set<string>(['truck', ...hqs.map(drawMobility), ...candidates.map(drawMobility)]);
  // which hungry units each HQ throws to
  const byId = new Map(candidates.map((u) => [u.id, u]));
  const hqFeeds = new Map<string, Unit[]>();
  for (const [unitId, cover] of trace.throwCover) {
    const u = byId.get(unitId);
    if (!u) continue;
    for (const c of cover) {
      const list = hqFeeds.get(c.hq.id);
      if (list) list.push(u);
      else hqFeeds.set(c.hq.id, [u]);
    }
  }
  for (const d of dumps) {
    const at = ctx.grid.indexOf(d.hex);
    for (const m of mobilities) {
      ctx.search.run({ sources: drawStarts(ctx, [at], m), mobility: m, maxMP: DRAW_MP, overlay: ctx.overlay, zocBlocks: m === 'truck', direction: 'to-sources' });
      for (const u of candidates) if (drawMobility(u) === m && ctx.search.reached(ctx.hexOf.get(u.id)!)) add(u, d);
      // an HQ that can draw from this dump throws its SP on (12.3b)
      for (const hq of hqs) {
        if (drawMobility(hq) !== m || !ctx.search.reached(ctx.hexOf.get(hq.id)!)) continue;
        for (const u of hqFeeds.get(hq.id) ?? []) add(u, d);
      }
    }
  }
  const remaining = new Map(dumps.map((d) => [d.id, d.amount]));
  const fed = new Set<string>();
  const plans: EatingPlan[] = [];
  for (const d of [...dumps].sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id))) {
    const units: Unit[] = [];
    let re = 0;
    for (const u of candidates) {
      if (fed.has(u.id) || !reachable.get(u.id)?.includes(d)) continue;
      if (eatingCostTokens(re + u.re) > remaining.get(d.id)!) continue;
      units.push(u);
      re += u.re;
      fed.add(u.id);
    }
    if (units.length) {
      const tokens = eatingCostTokens(re);
      remaining.set(d.id, remaining.get(d.id)! - tokens);
      plans.push({ dump: d, units, tokens });
    }
  }
  for (const u of candidates) {
    if (fed.has(u.id)) continue;
    cannot.set(u.id, reachable.has(u.id) ? 'the dumps in range do not hold enough to feed it as well' : 'no friendly dump within draw or HQ throw range');
  }
  return { plans, reachable, cannot };
}
