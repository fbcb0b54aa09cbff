import { pathHexes } from '../../hex/path-explain.js';
import type { PathSearch, SearchOptions } from '../../hex/path-search.js';
import { drawDirection } from '../../engine/readings.js';
import type { OcsUnit } from './state.js';
import type { SideContext } from './side-context.js';
import { leaseThrowMarks, markAround, stacksReached } from './throw-marks.js';
import { drawEnd, drawSupplier } from './draw-supplier.js';
import { traceSources, type TraceSources } from './trace-sources.js';
import { drawStarts } from './draw-starts.js';
import { mpText } from '../../hex/mp-text.js';
import { adjacentServesWalledHex, DRAW_MP, drawMobility, rangeSearch, zocBlocksPath } from './supply-path-rules.js';
import { mayThrow, throwServes, throwsTraceSupply } from './throw-rules.js';

/** Shared empty path for determinations that do not report paths (the Supply Phase command). */
const NO_PATH: string[] = [];

export interface Supplier {
  key: string;
  label: string;
  /** hexes from the unit to the supplier */
  path: string[];
  mp: number;
  /** the mobility the path was counted with (Truck paths meet enemy ZOC, OCS 12.3d) */
  mobility: string;
  /** the reading that decided this supplier, when one did (readings.ts) */
  reading?: string | undefined;
  /** OCS 12.3a, 12.3c: the hex next to the source where the draw path ends, when it ends next to it */
  adjacentAt?: string | undefined;
}

/** An HQ able to throw to a unit (12.3b): the HQ, its place in ctx.friendly, the path and its MP. */
export interface ThrowReach {
  hq: OcsUnit;
  at: number;
  path: string[];
  mp: number;
  /** the trace supply it throws, when the HQ draws trace supply itself (12.3b D) */
  thrown: Supplier | undefined;
}

/** HQ throw coverage, asked per unit (by its place in ctx.friendly): most units never ask. */
export interface ThrowCover {
  /** the HQs able to throw to the unit (any supply, for eating too), in the order they threw */
  of(unit: number): ThrowReach[] | undefined;
}

/** Per-unit lists are kept by the unit's place in ctx.friendly (side-context.ts), not by its id. */
export interface TraceResult {
  sources: TraceSources;
  /** per friendly combat unit: every way it gets trace supply, cheapest first (none: undefined) */
  suppliers: Array<Supplier[] | undefined>;
  /** HQs that can throw trace supply this phase, with the source they draw from */
  throwingHqs: Map<string, Supplier>;
  throwCover: ThrowCover;
  /** per unit (by its place in ctx.friendly): its own draw (12.3a), before any HQ's throw */
  drawOf: Array<Supplier | undefined>;
}

/**
 * The search of a draw (OCS 12.3a): out of the sources' hexes and those next to them (12.3c),
 * within 5 MP of the draw's mobility, never into enemy combat units, and for Truck MP never into
 * or out of enemy ZOC (12.3d); counted the way the game reads the draw's direction.
 */
export function drawSearch(
  sideCtx: SideContext,
  hexes: Iterable<number>,
  mobility: string,
  direction = drawDirection(sideCtx.game),
): SearchOptions {
  return {
    sources: drawStarts(sideCtx, hexes, mobility),
    mobility,
    maxMP: DRAW_MP,
    overlay: sideCtx.overlay,
    zocBlocks: zocBlocksPath(mobility),
    direction,
    ...sideCtx.costs,
  };
}

/**
 * Trace supply for one side's Supply Phase (OCS 12.6): each combat unit draws from a supply
 * source within 5 MP (12.3a), or an HQ that draws from one throws to it (12.3b) — never an HQ in
 * Strat Mode (C), never re-thrown (D).
 */
export function traceSupply(sideCtx: SideContext, withPaths = true): TraceResult {
  const { grid, search } = sideCtx;
  const sources = traceSources(sideCtx);
  const { friendly } = sideCtx;
  // the combat units on the map, by their place in friendly (typed: no array over every unit
  // grown in the large-object space), and the mobilities they draw with
  const all = new Int32Array(friendly.length);
  let count = 0;
  for (let k = 0; k < friendly.length; k++)
    if (sideCtx.hexes[k]! >= 0 && sideCtx.isCombat(friendly[k]!)) all[count++] = k;
  const combat = all.subarray(0, count);
  const mobilities = new Set<string>();
  for (const k of combat) mobilities.add(drawMobility(friendly[k]!));
  // each combat unit's direct draw (12.3a), by its place in combat: a unit draws with one mobility
  const draws = new Array<Supplier | undefined>(combat.length).fill(undefined);

  // Direct draw from the trace sources, one multi-source search per mobility type in use.
  const sourceHexes = sources.sources.map((s) => s.hex);
  const direction = drawDirection(sideCtx.game);
  const adjacentIfWalled = adjacentServesWalledHex(sideCtx.game);
  // one key string per source hex, not one per unit
  const drawKeys = new Map<number, string>();
  const drawKey = (hex: number): string => {
    let key = drawKeys.get(hex);
    if (key === undefined) drawKeys.set(hex, (key = `draw:${hex}`));
    return key;
  };
  for (const mobility of mobilities) {
    search.run(drawSearch(sideCtx, sourceHexes, mobility, direction));
    // suppliers shared by draws of this mobility, by the hex where the draw ends (nothing changes a supplier once made)
    const alike = new Map<number, Supplier[]>();
    // with paths, the units of one hex draw alike, along one path: one supplier for them
    const inHex = new Map<number, Supplier>();
    for (let c = 0; c < combat.length; c++) {
      const k = combat[c]!;
      const u = friendly[k]!;
      if (drawMobility(u) !== mobility) continue;
      const at = sideCtx.hexes[k]!;
      const same = withPaths ? inHex.get(at) : undefined;
      if (same) {
        draws[c] = same;
        continue;
      }
      const reach = drawEnd(sideCtx, search, at, mobility, adjacentIfWalled, direction);
      if (!reach) continue;
      const { i, reading } = reach;
      let path = NO_PATH;
      if (withPaths) {
        path = drawPathHexes(search, i);
        if (i !== at) path.unshift(grid.printedId(at));
      }
      const end = search.sourceOf(i);
      const mp = search.costMP(i);
      // without paths, the draws ending at one hex at one cost read alike: one supplier for them all
      const share = !withPaths && reading === undefined;
      let s = share ? sameDraw(alike, end, mp) : undefined;
      if (!s) {
        s = drawSupplier(sideCtx, sources, end, mp, mobility, reading, path, drawKey);
        if (share) {
          const list = alike.get(end);
          if (list) list.push(s);
          else alike.set(end, [s]);
        }
      }
      draws[c] = s;
      if (withPaths) inHex.set(at, s);
    }
  }

  // HQ throws: every HQ not in Strat Mode throws as far as its printed range; trace supply only
  // from those that draw it themselves (12.3b D: no re-throw), SP for eating from any of them.
  // the throws reaching each stack, by stack: one reach serves the whole stack (nothing changes it once made)
  const reaches = new Array<ThrowReach[] | undefined>(sideCtx.stackHexes.length).fill(undefined);
  // without paths, an HQ's throws at one MP read alike: one reach for them all
  const alike: ThrowReach[] = [];
  const throwingHqs = new Map<string, Supplier>();
  const marks = leaseThrowMarks(grid);
  // hexes with a friendly combat stack in or next to them: most hexes a throw reaches have none
  const stackNear = marks.near;
  markAround(grid, sideCtx, stackNear, 1);
  // cleared whatever happens: the marks are kept for the next phase (throw-marks.ts)
  try {
    for (let c = 0; c < combat.length; c++) {
      const at = combat[c]!;
      const hq = friendly[at]!;
      if (!mayThrow(hq)) continue;
      const i = sideCtx.hexes[at]!;
      // the HQ's own draw: it throws trace supply only on that (12.3b D)
      const own = draws[c];
      const tr = hq.throwRange!;
      // 12.3b: the printed range, in MP of the printed mobility
      search.run(rangeSearch(sideCtx, [i], tr));
      const key = `hq:${hq.id}`;
      const label = `${hq.name} (${hq.hex})`;
      if (throwsTraceSupply(own))
        throwingHqs.set(hq.id, { key, label, path: own.path, mp: own.mp, mobility: drawMobility(hq) });
      alike.length = 0;
      stacksReached(sideCtx, search, marks, (t, stack, via) => {
        let path = NO_PATH;
        if (withPaths) {
          path = pathHexes(search, via).reverse();
          if (via !== t) path.unshift(grid.printedId(t));
        }
        const mp = search.costMP(via);
        let reach = withPaths ? undefined : alike.find((x) => x.mp === mp);
        if (!reach) {
          const thrown: Supplier | undefined = throwsTraceSupply(own)
            ? { key, label, path, mp, mobility: tr.mobility }
            : undefined;
          reach = { hq, at, path, mp, thrown };
          if (!withPaths) alike.push(reach);
        }
        append(reaches, stack, reach);
      });
    }
  } finally {
    markAround(grid, sideCtx, stackNear, 0);
  }
  // each unit's list: its draw, then the trace thrown to its stack by HQs but itself (12.3b)
  const suppliers = new Array<Supplier[] | undefined>(friendly.length).fill(undefined);
  for (let c = 0; c < combat.length; c++) {
    const k = combat[c]!;
    const draw = draws[c];
    const reach = reaches[sideCtx.stackAt[sideCtx.hexes[k]!]!];
    let n = draw ? 1 : 0;
    if (reach) for (const r of reach) if (r.thrown && throwServes(r.at, k)) n++;
    if (!n) continue;
    const list = new Array<Supplier>(n);
    n = 0;
    if (draw) list[n++] = draw;
    if (reach) for (const r of reach) if (r.thrown && throwServes(r.at, k)) list[n++] = r.thrown;
    if (n > 1) cheapestFirst(list);
    suppliers[k] = list;
  }
  const throwCover: ThrowCover = {
    of(k) {
      const reach =
        sideCtx.hexes[k]! >= 0 && sideCtx.isCombat(friendly[k]!)
          ? reaches[sideCtx.stackAt[sideCtx.hexes[k]!]!]
          : undefined;
      const list = reach?.filter((r) => throwServes(r.at, k));
      return list?.length ? list : undefined;
    },
  };
  const drawOf = new Array<Supplier | undefined>(friendly.length).fill(undefined);
  for (let c = 0; c < combat.length; c++) drawOf[combat[c]!] = draws[c];
  return { sources, suppliers, throwingHqs, throwCover, drawOf };
}

/**
 * Adds x to list k. The lists are short: copied at their first few additions, they stay their own
 * size (a push onto a one-item list made room for 17).
 */
function append<T>(lists: Array<T[] | undefined>, k: number, x: T): void {
  const list = lists[k];
  if (!list) lists[k] = [x];
  else if (list.length === 1) lists[k] = [list[0]!, x];
  else if (list.length === 2) lists[k] = [list[0]!, list[1]!, x];
  else list.push(x);
}

/** The supplier made already for a draw ending at hex `end` at `mp`, if any. */
function sameDraw(alike: Map<number, Supplier[]>, end: number, mp: number): Supplier | undefined {
  const list = alike.get(end);
  if (list) for (const s of list) if (s.mp === mp) return s;
  return undefined;
}

/**
 * Sorts a unit's few suppliers (or ways to eat) by MP, stable as Array.sort: by insertion, in
 * place (Array.sort allocated a work array per call, for every unit of the side).
 */
export function cheapestFirst(list: Array<{ mp: number }>): void {
  for (let a = 1; a < list.length; a++) {
    const s = list[a]!;
    let b = a - 1;
    for (; b >= 0 && list[b]!.mp > s.mp; b--) list[b + 1] = list[b]!;
    list[b + 1] = s;
  }
}

export function describeSupplier(s: Supplier, drawReading = ''): { via: string; reason: string } {
  if (s.key.startsWith('hq:'))
    return { via: s.label, reason: `thrown by ${s.label}, ${mpText(s.mp)} MP away (OCS 12.3b)` };
  const why = drawReading && s.reading ? `${drawReading}; ${s.reading}` : drawReading || s.reading || '';
  // 12.3a: within 5 MP "of a dump, or a hex that is adjacent to the dump (12.3c)"
  const next = s.adjacentAt ? ` to ${s.adjacentAt}, adjacent to it` : '';
  const rules = s.adjacentAt ? 'OCS 12.3a, 12.3c' : 'OCS 12.3a';
  return {
    via: s.label,
    reason: `draws from ${s.label}, ${mpText(s.mp)} MP${next} (${rules}${why ? `; ${why}` : ''})`,
  };
}

/** The draw path to hex i as printed ids from the unit to the source, whichever way it was counted. */
export function drawPathHexes(search: PathSearch, i: number): string[] {
  const hexes = pathHexes(search, i);
  return search.last.direction === 'from-sources' ? hexes.reverse() : hexes;
}
