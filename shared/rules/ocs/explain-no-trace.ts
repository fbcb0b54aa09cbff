import { blockedFailure, pathIndices, rangeFailure, type SearchFailure } from '../../hex/path-explain.js';
import { SearchTree } from '../../hex/search-tree.js';
import type { OcsUnit } from './state.js';
import type { SupplyDetermination } from './determine-supply.js';
import { drawDirection, readingNote, walledOff } from '../../engine/readings.js';
import { drawLeg, legNotes, type PathLeg } from './supply-path-notes.js';
import { drawStarts } from './draw-starts.js';
import { adjacentServesWalledHex, DRAW_MP, drawMobility, withinMp, zocBlocksPath } from './supply-path-rules.js';
import { barredByStratMode, throwServes } from './throw-rules.js';
import { mpText } from '../../hex/mp-text.js';
import { blockedThrows } from './blocked-throw.js';

export interface NoTraceExplanation {
  reason: string;
  path: string[];
  /** `path` itemised: hexside costs paid and negated enemy ZOC crossed (read off the path, no search) */
  pathNotes: string[];
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
  const k = det.sideCtx.friendly.findIndex((x) => x.id === unitId);
  if (k < 0) throw new RangeError(`no unit "${unitId}" on side ${det.side}`);
  return explainNoTraceAll(det, [k]).get(unitId)!;
}

/** an attempt's path, printed and as hex indices */
type Tried = { path: string[]; at: number[] };
type ThrowTry = Tried & { hq: OcsUnit; failure: SearchFailure | null; reached: boolean; cost: number };
type DrawTry = Tried & { failure: SearchFailure; note: string; mobility: string };

const NO_PATH: string[] = [];
const NO_HEXES: number[] = [];

/**
 * The same for many units at once, at the cost of the verdicts: one unbounded search out of every
 * supply source per draw mobility, and one out of every HQ able to throw per throw mobility, read
 * for every unit (search-tree.ts) — never a search per unit. A unit's throw is explained from
 * the HQ whose throw comes closest to it (in MP; if none can reach it at all, the one whose
 * reach ends nearest to it). Each search stops once every unit asked is answered
 * (search-targets.ts); what it read is an unbounded search's answer all the same.
 */
export function explainNoTraceAll(
  det: SupplyDetermination,
  /** the units, by their place in det.sideCtx.friendly */
  units: number[],
  /** whether a unit's path is wanted (a unit eating off the map shows its way to the dump instead) */
  wantsPath: (k: number) => boolean = () => true,
): Map<string, NoTraceExplanation> {
  const { sideCtx, trace } = det;
  const { search, overlay, grid } = sideCtx;
  const scale = sideCtx.graph.costScale;
  const out = new Map<string, NoTraceExplanation>();
  // the units on the map, and their places in ctx.friendly
  const onMap: OcsUnit[] = [];
  const places: number[] = [];
  for (const k of units) {
    const u = sideCtx.friendly[k]!;
    const box = sideCtx.hexes[k]! < 0 ? sideCtx.offMap.get(u.id) : undefined;
    if (box)
      out.set(u.id, {
        reason: `in the off-map holding box ${box.name} (OCS 12.3e)`,
        path: [],
        pathNotes: [],
        draw: null,
        throw: null,
      });
    else {
      onMap.push(u);
      places.push(k);
    }
  }
  if (!onMap.length) return out;
  // per unit asked, by its place in onMap
  const hexes = places.map((k) => sideCtx.hexes[k]!);
  const pathWanted = places.map(wantsPath);
  const all = onMap.map((_, k) => k);

  // 12.3b: the throw, per throw mobility, from the HQs the trace found throwing trace supply (not
  // in Strat Mode, C; drawing it themselves, D)
  const hqs = sideCtx.friendly.filter((h) => h.throwRange && trace.throwingHqs.has(h.id));
  const throws: Array<ThrowTry | undefined> = [];
  for (const [mobility, group] of groupBy(hqs, (h) => h.throwRange!.mobility)) {
    // several HQs in one hex: the longest throw speaks for the hex
    const hqAt = new Map<number, OcsUnit>();
    for (const h of group) {
      const i = sideCtx.hexOf(h);
      const there = hqAt.get(i);
      if (!there || there.throwRange!.mp < h.throwRange!.mp) hqAt.set(i, h);
    }
    // unbounded, but only until every unit is reached, or reached more cheaply than by the throw
    // it has from another mobility
    search.run({
      sources: [...hqAt.keys()],
      mobility,
      overlay,
      zocBlocks: zocBlocksPath(mobility),
      ...sideCtx.costs,
      adjacentOk: true,
      targets: hexes.map((hex, k) => {
        const had = throws[k];
        return { hex, adjacentOk: true, below: had?.reached ? had.cost : undefined };
      }),
    });
    const tree = new SearchTree(search);
    for (const k of all) {
      const at = hexes[k]!;
      const via = tree.covering(at, true);
      const had = throws[k];
      // the closest throw: reached at the lowest cost, else ending nearest to the unit
      const reached = via >= 0;
      if (!reached && had?.reached) continue;
      const best = reached ? via : tree.nearestReached(at);
      const cost = reached ? search.costUnits(via) : grid.distance(best, at);
      if (had && (had.reached ? !reached || had.cost <= cost : !reached && had.cost <= cost)) continue;
      const hq = hqAt.get(search.sourceOf(best))!;
      const mp = hq.throwRange!.mp;
      const failure = !reached
        ? blockedFailure(search, at, best, false)
        : !withinMp(cost, mp, scale)
          ? rangeFailure(search, via, mp, 'the throw range', false)
          : null;
      const path = failure && pathWanted[k] ? pathIndices(search, best) : NO_HEXES;
      throws[k] = { hq, reached, cost, failure, path: printed(grid, path), at: path };
    }
  }

  // 12.3d: a throw that would have reached but for the enemy in its way is named with that block,
  // before a longer detour by another HQ
  const failedThrow = all.filter((k) => !throws[k] || throws[k].failure);
  if (failedThrow.length) {
    const blocked = blockedThrows(
      sideCtx,
      hqs,
      failedThrow.map((k) => hexes[k]!),
    );
    failedThrow.forEach((k, n) => {
      const b = blocked[n];
      if (!b) return;
      const path = pathWanted[k] ? b.path : NO_HEXES;
      throws[k] = {
        hq: b.hq,
        reached: false,
        cost: b.mp * scale,
        failure: b.failure,
        path: printed(grid, path),
        at: path,
      };
    });
  }

  // 12.3b C: HQs in Strat Mode that would reach the unit are named, though they cannot throw
  const stratReach: Array<string[] | undefined> = [];
  // by their place in ctx.friendly
  const strat: number[] = [];
  sideCtx.friendly.forEach((h, p) => {
    if (barredByStratMode(h) && sideCtx.hexOf(h) >= 0) strat.push(p);
  });
  const throwOf = (p: number) => sideCtx.friendly[p]!.throwRange!;
  for (const [mobility, group] of groupBy(strat, (p) => throwOf(p).mobility)) {
    const hqAt = new Map<number, number>();
    for (const p of group) hqAt.set(sideCtx.hexes[p]!, p);
    // a reach beyond the longest range names no HQ: the search goes no further
    search.run({
      sources: [...hqAt.keys()],
      mobility,
      maxMP: Math.max(...group.map((p) => throwOf(p).mp)),
      overlay,
      zocBlocks: zocBlocksPath(mobility),
      ...sideCtx.costs,
      adjacentOk: true,
      targets: hexes.map((hex) => ({ hex, adjacentOk: true })),
    });
    const tree = new SearchTree(search);
    for (const k of all) {
      const via = tree.covering(hexes[k]!, true);
      if (via < 0) continue;
      const p = hqAt.get(search.sourceOf(via))!;
      if (!throwServes(p, places[k]!) || !withinMp(search.costUnits(via), throwOf(p).mp, scale)) continue;
      const hq = sideCtx.friendly[p]!;
      (stratReach[k] ??= []).push(
        `${hq.name} (${hq.hex}) reaches it, ${mpText(search.costMP(via))} MP, but is in Strat Mode and cannot throw (OCS 12.3b C)`,
      );
    }
  }

  // 12.3a: the draw, per mobility units draw with (its path is shown when no throw failed)
  const draws: Array<DrawTry | undefined> = [];
  const sources = trace.sources.sources.map((s) => s.hex);
  const direction = drawDirection(sideCtx.game);
  const adjacentReading = adjacentServesWalledHex(sideCtx.game);
  if (sources.length) {
    for (const [mobility, group] of groupBy(all, (k) => drawMobility(onMap[k]!))) {
      // a walled-off hex: the reading decides whether supply next to it reaches it (12.3c)
      const walled = group.map((k) => walledOff(sideCtx.graph, hexes[k]!, mobility, direction));
      search.run({
        sources: drawStarts(sideCtx, sources, mobility),
        mobility,
        overlay,
        zocBlocks: zocBlocksPath(mobility),
        ...sideCtx.costs,
        direction,
        targets: group.map((k, g) => ({ hex: hexes[k]!, adjacentOk: adjacentReading && walled[g]! })),
      });
      const tree = new SearchTree(search);
      group.forEach((k, g) => {
        const hex = hexes[k]!;
        const at = walled[g] && adjacentReading ? tree.covering(hex, true) : hex;
        const reached = at >= 0 && search.reached(at);
        if (reached && withinMp(search.costUnits(at), DRAW_MP, scale)) return;
        const best = reached ? at : tree.nearestReached(hex);
        const failure = reached
          ? rangeFailure(search, at, DRAW_MP, 'the draw limit', false)
          : blockedFailure(search, hex, best, false);
        const note = walled[g]
          ? `its own hex is walled off for ${mobility} MP (${readingNote(sideCtx.game, 'walledOffHex')})`
          : failure.kind === 'range'
            ? readingNote(sideCtx.game, 'drawCounted')
            : '';
        // shown from the unit to the source (drawLeg)
        let path = NO_HEXES;
        if (!throws[k]?.failure && pathWanted[k]) {
          path = pathIndices(search, best);
          if (direction === 'from-sources') path.reverse();
        }
        draws[k] = { failure, path: printed(grid, path), at: path, note, mobility };
      });
    }
  }

  for (const k of all) {
    const u = onMap[k]!;
    const d = draws[k];
    const draw = d?.failure ?? null;
    const t = throws[k];
    const thrown = t?.failure ?? null;
    const parts: string[] = [];
    if (thrown && t)
      parts.push(
        `nearest throwing HQ ${t.hq.name} (${t.hq.hex}): ${thrown.reason}${thrown.stoppedAt ? `, stopped at ${thrown.stoppedAt}` : ''}`,
      );
    else if (t)
      // the throw reaches: what stopped the unit is said before (a formation's choice, 12.6f)
      parts.push(`${t.hq.name} (${t.hq.hex}) can throw to it, ${mpText(t.cost / scale)} MP (OCS 12.3b)`);
    else parts.push('no HQ draws trace supply itself this phase, so none can throw (OCS 12.3b D)');
    // HQs that reach it but may not throw: no draw of their own (12.3b D), or in Strat Mode (C)
    for (const c of trace.throwCover.of(places[k]!) ?? [])
      if (!trace.throwingHqs.has(c.hq.id))
        parts.push(
          `${c.hq.name} (${c.hq.hex}) reaches it but draws no trace supply itself, so cannot throw it trace supply (OCS 12.3b D)`,
        );
    for (const s of stratReach[k] ?? []) parts.push(s);
    if (draw)
      parts.push(
        `draw from the nearest supply source: ${draw.reason}${draw.stoppedAt ? `, stopped at ${draw.stoppedAt}` : ''}${d?.note ? ` (${d.note})` : ''}`,
      );
    else if (!sources.length) parts.push('the side has no working supply source');
    const shown = thrown ? t! : d;
    const path = shown?.path ?? NO_PATH;
    // the throw's path runs from the HQ, as counted; the draw's from the unit (drawLeg)
    const leg: PathLeg | null = !path.length
      ? null
      : thrown
        ? { hexes: path, at: t!.at, mobility: t!.hq.throwRange!.mobility, reverse: false }
        : { ...drawLeg(sideCtx, path, d!.mobility), at: d!.at };
    const pathNotes = leg ? legNotes(sideCtx, [leg]) : NO_PATH;
    out.set(u.id, { reason: parts.join('; '), path, pathNotes, draw, throw: thrown });
  }
  return out;
}

/** Printed ids of hex indices (a fresh array: paths are handed out and may be changed). */
function printed(grid: SupplyDetermination['sideCtx']['grid'], at: number[]): string[] {
  return at.length ? at.map((h) => grid.printedId(h)) : NO_PATH;
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
