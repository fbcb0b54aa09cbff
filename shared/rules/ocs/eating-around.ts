import type { HexTable } from '../../hex/hex-table.js';
import type { SearchMemo } from '../../hex/search-memo.js';
import type { OcsDump } from './state.js';
import type { SideContext } from './side-context.js';
import { readingsOf } from '../../engine/readings.js';
import { drawMobility, sealedByZoc } from './supply-path-rules.js';
import { cheapestFirst, drawSearch } from './trace-supply.js';

/** Every dump within a unit's own draw range, nearest first. */
export type AroundList = Array<{ dump: OcsDump; mp: number }>;

/**
 * Every dump within each unit's own draw range (12.3a, adjacent close enough: 12.3c), nearest
 * first: one small bounded search out of each dump per draw mobility — linear in dumps, where a
 * search out of every short-fed unit grew with the square of a big phase. By a unit's place in
 * `units`; the units in one hex drawing alike share one list (read only).
 */
export function dumpsAround(
  sideCtx: SideContext,
  dumpAt: HexTable<OcsDump[]>,
  units: readonly number[],
): Array<AroundList | undefined> {
  const out = new Array<AroundList | undefined>(units.length).fill(undefined);
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
      const { order, cost } = aroundRun(sideCtx, h, m);
      const dumps = dumpAt.get(h)!;
      const reached = (i: number, mp: number) => {
        const here = unitsAt.get(i);
        if (!here) return;
        const list = (out[here[0]!] ??= []);
        for (const dump of dumps) list.push({ dump, mp });
      };
      for (let r = 0; r < order.length; r++) reached(order[r]!, cost[r]! / scale);
      // a dump no path leaves (12.3d) still feeds the units next to it (12.3c)
      if (sealedAt(sideCtx, h, m))
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

/** Is the dump hex h one no path of mobility m leaves (12.3d)? */
export function sealedAt(sideCtx: SideContext, h: number, m: string): boolean {
  return sealedByZoc(sideCtx.overlay.flags[h]!, m, readingsOf(sideCtx.game).dumpInEnemyZoc);
}

/** The draw search towards one dump hex (12.3a, to the dump): the hexes it settled, cheapest first, and their costs. */
export interface AroundRun {
  order: Int32Array;
  /** in cost units (1/costScale MP) */
  cost: Int32Array;
}

/**
 * The run towards dump hex h with mobility m. A what-if plan's search answers the runs kept as
 * the campaign stands without writing them back; any other is made anew and copied.
 */
export function aroundRun(sideCtx: SideContext, h: number, m: string): AroundRun {
  const { search } = sideCtx;
  const options = drawSearch(sideCtx, [h], m, 'to-sources');
  const kept = (search as Partial<Pick<SearchMemo, 'settledOf'>>).settledOf?.(options);
  if (kept) return kept;
  search.run(options);
  const order = search.reachedHexes();
  const cost = new Int32Array(order.length);
  for (let r = 0; r < cost.length; r++) cost[r] = search.costUnits(order[r]!);
  return { order, cost };
}
