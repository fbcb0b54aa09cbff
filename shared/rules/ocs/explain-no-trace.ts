import { explainFailure, type SearchFailure } from '../../hex/path-explain.js';
import type { Unit } from '../../model/campaign-schema.js';
import type { SupplyDetermination } from './determine-supply.js';
import { DRAW_MP, drawMobility, drawStarts } from './trace-supply.js';

/**
 * Why a unit has no trace supply, the way a referee checks it by hand: the draw back to the
 * nearest supply source (5 MP, 12.3a) and the throw from the nearest HQ that could throw (12.3b),
 * each with the cheapest path and where it failed ("enemy ZOC at 1207", "needs 6 MP, the throw
 * range is 4 MP"). Re-runs searches, so it is asked for per unit, not for the whole phase.
 */
export function explainNoTrace(
  det: SupplyDetermination,
  unitId: string,
): { reason: string; path: string[]; draw: SearchFailure | null; throw: SearchFailure | null } {
  const { ctx, trace } = det;
  const u = ctx.friendly.find((x) => x.id === unitId);
  if (!u) throw new RangeError(`no unit "${unitId}" on side ${det.side}`);
  const box = ctx.offMap.get(u.id);
  if (box) return { reason: `in the off-map holding box ${box.name} (OCS 12.3e)`, path: [], draw: null, throw: null };
  const at = ctx.hexOf(u);
  const mobility = drawMobility(u);
  let draw: SearchFailure | null = null;
  const sources = trace.sources.sources.map((s) => s.hex);
  if (sources.length) {
    ctx.search.run({
      sources: drawStarts(ctx, sources, mobility),
      mobility,
      maxMP: DRAW_MP,
      overlay: ctx.overlay,
      zocBlocks: mobility === 'truck',
      direction: 'to-sources',
      target: at,
    });
    if (ctx.search.hit < 0) draw = explainFailure(ctx.search, at, { limitName: 'the draw limit' });
  }
  let thrown: SearchFailure | null = null;
  let hq: Unit | undefined;
  let best = Infinity;
  for (const id of trace.throwingHqs.keys()) {
    const h = ctx.friendly.find((x) => x.id === id)!;
    const d = ctx.grid.distance(ctx.hexOf(h), at);
    if (d < best) {
      best = d;
      hq = h;
    }
  }
  if (hq?.throwRange) {
    const tr = hq.throwRange;
    ctx.search.run({
      sources: [ctx.hexOf(hq)],
      mobility: tr.mobility,
      maxMP: tr.mp,
      overlay: ctx.overlay,
      zocBlocks: tr.mobility === 'truck',
      target: at,
      adjacentOk: true,
    });
    if (ctx.search.hit < 0) thrown = explainFailure(ctx.search, at, { limitName: 'the throw range' });
  }
  const parts: string[] = [];
  if (thrown && hq)
    parts.push(
      `nearest throwing HQ ${hq.name} (${hq.hex}): ${thrown.reason}${thrown.stoppedAt ? `, stopped at ${thrown.stoppedAt}` : ''}`,
    );
  else parts.push('no HQ that draws trace supply can throw to it');
  if (draw)
    parts.push(
      `draw from the nearest supply source: ${draw.reason}${draw.stoppedAt ? `, stopped at ${draw.stoppedAt}` : ''}`,
    );
  else if (!sources.length) parts.push('the side has no working supply source');
  const path = (thrown?.partial ?? draw?.partial ?? []).map((s) => s.hex);
  return { reason: parts.join('; '), path, draw, throw: thrown };
}
