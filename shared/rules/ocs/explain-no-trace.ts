import { blockedFailure, pathHexes, rangeFailure, type SearchFailure } from '../../hex/path-explain.js';
import { SearchTree } from '../../hex/search-tree.js';
import type { Unit } from '../../model/campaign-schema.js';
import type { SupplyDetermination } from './determine-supply.js';
import { DRAW_MP, drawMobility, drawStarts } from './trace-supply.js';

export interface NoTraceExplanation {
  reason: string;
  path: string[];
  /** the draw's and the throw's failure; their partial paths are left empty: `path` is the one shown */
  draw: SearchFailure | null;
  throw: SearchFailure | null;
}

/**
 * Why a unit has no trace supply, the way a referee checks it by hand: the draw back to the
 * nearest supply source (5 MP, 12.3a) and the throw from the nearest HQ that could throw (12.3b),
 * each with the cheapest path and where it failed ("enemy ZOC at 1207", "needs 6 MP, the throw
 * range is 4 MP").
 */
export function explainNoTrace(det: SupplyDetermination, unitId: string): NoTraceExplanation {
  const u = det.ctx.friendly.find((x) => x.id === unitId);
  if (!u) throw new RangeError(`no unit "${unitId}" on side ${det.side}`);
  return explainNoTraceAll(det, [u]).get(u.id)!;
}

type ThrowTry = { hq: Unit; failure: SearchFailure | null; reached: boolean; cost: number; path: string[] };

const NO_PATH: string[] = [];

/**
 * The same for many units at once, at the cost of the verdicts: one unbounded search out of every
 * supply source per draw mobility, and one out of every HQ able to throw per throw mobility, read
 * for every unit (search-tree.ts) — never a search per unit. A unit's throw is explained from
 * the HQ whose throw comes closest to it (in MP; if none can reach it at all, the one whose
 * reach ends nearest to it).
 */
export function explainNoTraceAll(det: SupplyDetermination, units: Unit[]): Map<string, NoTraceExplanation> {
  const { ctx, trace } = det;
  const { search, overlay, grid } = ctx;
  const scale = ctx.graph.costScale;
  const out = new Map<string, NoTraceExplanation>();
  const onMap: Unit[] = [];
  for (const u of units) {
    const box = ctx.offMap.get(u.id);
    if (box)
      out.set(u.id, {
        reason: `in the off-map holding box ${box.name} (OCS 12.3e)`,
        path: [],
        draw: null,
        throw: null,
      });
    else onMap.push(u);
  }
  if (!onMap.length) return out;

  // 12.3b: the throw, from the HQs that draw trace supply themselves, per throw mobility
  const byId = new Map(ctx.friendly.map((u) => [u.id, u]));
  const hqs = [...trace.throwingHqs.keys()].map((id) => byId.get(id)!).filter((h) => h.throwRange);
  const throws = new Map<string, ThrowTry>();
  for (const [mobility, group] of groupBy(hqs, (h) => h.throwRange!.mobility)) {
    // several HQs in one hex: the longest throw speaks for the hex
    const hqAt = new Map<number, Unit>();
    for (const h of group) {
      const i = ctx.hexOf(h);
      const there = hqAt.get(i);
      if (!there || there.throwRange!.mp < h.throwRange!.mp) hqAt.set(i, h);
    }
    search.run({ sources: [...hqAt.keys()], mobility, overlay, zocBlocks: mobility === 'truck', adjacentOk: true });
    const tree = new SearchTree(search);
    for (const u of onMap) {
      const at = ctx.hexOf(u);
      const via = tree.covering(at, true);
      const had = throws.get(u.id);
      // the closest throw: reached at the lowest cost, else ending nearest to the unit
      const reached = via >= 0;
      const best = reached ? via : tree.nearestReached(at);
      const cost = reached ? search.costUnits(via) : grid.distance(best, at);
      if (had && (had.reached ? !reached || had.cost <= cost : !reached && had.cost <= cost)) continue;
      const hq = hqAt.get(search.sourceOf(best))!;
      const mp = hq.throwRange!.mp;
      const failure = !reached
        ? blockedFailure(search, at, best, false)
        : cost > Math.floor(mp * scale + 1e-9)
          ? rangeFailure(search, via, mp, 'the throw range', false)
          : null;
      throws.set(u.id, { hq, reached, cost, failure, path: failure ? pathHexes(search, best) : NO_PATH });
    }
  }

  // 12.3a: the draw, per mobility units draw with (its path is shown when no throw failed)
  const draws = new Map<string, { failure: SearchFailure; path: string[] }>();
  const sources = trace.sources.sources.map((s) => s.hex);
  if (sources.length) {
    for (const [mobility, group] of groupBy(onMap, drawMobility)) {
      search.run({
        sources: drawStarts(ctx, sources, mobility),
        mobility,
        overlay,
        zocBlocks: mobility === 'truck',
        direction: 'to-sources',
      });
      const tree = new SearchTree(search);
      const bound = Math.floor(DRAW_MP * scale + 1e-9);
      for (const u of group) {
        const at = ctx.hexOf(u);
        const reached = search.reached(at);
        if (reached && search.costUnits(at) <= bound) continue;
        const best = reached ? at : tree.nearestReached(at);
        const failure = reached
          ? rangeFailure(search, at, DRAW_MP, 'the draw limit', false)
          : blockedFailure(search, at, best, false);
        draws.set(u.id, { failure, path: throws.get(u.id)?.failure ? NO_PATH : pathHexes(search, best) });
      }
    }
  }

  for (const u of onMap) {
    const d = draws.get(u.id);
    const draw = d?.failure ?? null;
    const t = throws.get(u.id);
    const thrown = t?.failure ?? null;
    const parts: string[] = [];
    if (thrown && t)
      parts.push(
        `nearest throwing HQ ${t.hq.name} (${t.hq.hex}): ${thrown.reason}${thrown.stoppedAt ? `, stopped at ${thrown.stoppedAt}` : ''}`,
      );
    else parts.push('no HQ that draws trace supply can throw to it');
    if (draw)
      parts.push(
        `draw from the nearest supply source: ${draw.reason}${draw.stoppedAt ? `, stopped at ${draw.stoppedAt}` : ''}`,
      );
    else if (!sources.length) parts.push('the side has no working supply source');
    const path = thrown ? t!.path : (d?.path ?? NO_PATH);
    out.set(u.id, { reason: parts.join('; '), path, draw, throw: thrown });
  }
  return out;
}

function groupBy<T>(items: T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of items) {
    const k = key(x);
    const list = m.get(k);
    if (list) list.push(x);
    else m.set(k, [x]);
  }
  return m;
}
