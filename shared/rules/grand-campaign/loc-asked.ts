import type { HexGrid } from '../../hex/hex-grid.js';
import type { SearchTarget } from '../../hex/search-targets.js';
import type { MovementGraph } from '../../hex/movement-graph.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { SearchOptions } from '../../hex/search-options.js';
import { LOC_SLOT } from './loc-slot.js';
import { ENEMY_UNIT, type SearchOverlay } from '../../hex/search-overlay.js';
import { SLP } from './supply-lines.js';

/**
 * The LOC search (GC 16.H) a drag's what-if asks, which reads each unit's LOC and nothing else:
 * a unit standing in a hex in general supply has a LOC of 0 SLP, for the search starts there; the
 * others are the targets (locTargets), and the search stops once they are all settled. It starts
 * from the hexes in general supply next to one that is not (or at the map's edge): a LOC to a hex
 * not in general supply leaves the general supply area from one of them, so the costs it finds
 * are the costs the search from every hex in general supply finds (its paths, which a hover does
 * not print, may be other paths of the same cost). No target, or no hex in general supply (no LOC
 * can reach a unit outside it: all are isolated): no search.
 */
export function dragLocAsk(
  grid: HexGrid,
  general: Uint8Array,
  /** the hexes marked in `general`, each once */
  generalList: readonly number[],
  targets: () => SearchTarget[],
): { sources: Int32Array; targets: SearchTarget[] } | null {
  const sources = areaEdge(grid, general, generalList);
  if (!sources.length) return null;
  const asked = targets();
  return asked.length ? { sources, targets: asked } : null;
}

/** The LOC search's targets as the campaign stands, and each unit's target hex by its place (-2: in general supply). */
export interface LocTargets {
  targets: SearchTarget[];
  targetOf: Int32Array | null;
}

/** The hexes of the units outside the general supply area, each once, in the units' order; `byPlace`: each unit's too. */
export function locTargets(general: Uint8Array, unitHexes: readonly number[], byPlace: boolean): LocTargets {
  const targets: SearchTarget[] = [];
  const targetOf = byPlace ? new Int32Array(unitHexes.length) : null;
  const asked = new Set<number>();
  unitHexes.forEach((i, k) => {
    if (targetOf) targetOf[k] = general[i] ? -2 : i;
    if (!general[i] && !asked.has(i)) {
      asked.add(i);
      targets.push({ hex: i, adjacentOk: false });
    }
  });
  return { targets, targetOf };
}

/**
 * Whether a drag's plan asks the LOC search for the same targets as the campaign stands: the
 * general supply area differs only in the hexes of the places `near` (changed-places.ts), and the
 * other units stand where they stood, so the targets are the same where none of those places
 * stands outside the area in another hex, or inside it where it stood outside, or the reverse.
 */
export function keepsLocTargets(
  was: LocTargets,
  general: Uint8Array,
  unitHexes: readonly number[],
  near: readonly number[],
): boolean {
  if (!was.targetOf || was.targetOf.length !== unitHexes.length) return false;
  for (const k of near) {
    const i = unitHexes[k]!;
    if (was.targetOf[k] !== (general[i] ? -2 : i)) return false;
  }
  return true;
}

/** Each general supply area's edge, by the area's marks: a drag's plans that keep the area (determine-supply.ts) keep its edge. */
const edges = new WeakMap<Uint8Array, Int32Array>();

/**
 * The hexes in general supply next to one that is not (or at the map's edge), in map order, as a
 * pass over the map lists them: the same area starts the same search, which a drag's replay tells
 * by its sources in order (search-replay.ts). Read only: it is the area's.
 */
function areaEdge(grid: HexGrid, general: Uint8Array, generalList: readonly number[]): Int32Array {
  let edge = edges.get(general);
  if (edge) return edge;
  const nb = grid.neighbours;
  const list: number[] = [];
  for (const i of generalList) if (onEdge(nb, general, i)) list.push(i);
  edges.set(general, (edge = Int32Array.from(list).sort()));
  return edge;
}

/** Per standing area, the one map-sized area its plans are patched in, and the hexes the last plan flipped. */
const patched = new WeakMap<Uint8Array, { area: Uint8Array; flipped: number[] }>();

/**
 * A drag's plan's general supply area: the area as the campaign stands (`was`) but in `hexes`,
 * where `inArea` tells; its edge is the standing one's but around those hexes, sorted as
 * areaEdge sorts it, kept with the area: work in the hexes changed, not the area's. One area a
 * standing one, the last plan's flips undone: valid until the next plan of the drag's side.
 */
export function patchedArea(
  grid: HexGrid,
  was: { general: Uint8Array; generalList: readonly number[] },
  hexes: readonly number[],
  inArea: (hex: number) => boolean,
): Uint8Array {
  let p = patched.get(was.general);
  if (!p) patched.set(was.general, (p = { area: was.general.slice(), flipped: [] }));
  const now = p.area;
  for (const h of p.flipped) now[h] = was.general[h]!;
  p.flipped.length = 0;
  const nb = grid.neighbours;
  const near = new Set<number>();
  for (const h of hexes) {
    const v = inArea(h) ? 1 : 0;
    if (now[h] === v) continue;
    now[h] = v;
    p.flipped.push(h);
    near.add(h);
    for (let d = 0; d < 6; d++) if (nb[6 * h + d]! >= 0) near.add(nb[6 * h + d]!);
  }
  const wasEdge = areaEdge(grid, was.general, was.generalList);
  const edge: number[] = [];
  for (const i of wasEdge) if (!near.has(i)) edge.push(i);
  for (const i of near) if (now[i] && onEdge(nb, now, i)) edge.push(i);
  edges.set(now, Int32Array.from(edge).sort());
  return now;
}

function onEdge(nb: Int32Array, general: Uint8Array, i: number): boolean {
  for (let d = 0; d < 6; d++) {
    const j = nb[6 * i + d]!;
    if (j < 0 || !general[j]) return true;
  }
  return false;
}

/** Up to this many units outside the general supply area, a search from each of them is cheaper. */
export const FEW_LOC_TARGETS = 4;

/**
 * The LOC costs (in cost units, -1: none within the bound) of a few units outside the general
 * supply area, each from one search outward from the unit, bounded near the LOC's bound, instead of
 * one from the whole edge of the area, which settles every hex within the bound of it. A line
 * from hex g to the unit costs its moves plus the extra cost of each hex it enters (16.H: enemy
 * ZOC, "+# MP" markers): counted from the unit's end, the same moves enter the hexes before the
 * unit's and g itself, so the cost from g is the outward cost less g's extra plus the unit's. An
 * enemy unit blocks a line wherever it enters: the unit's hex when the line starts at g, g's when
 * counted from the unit; null when an enemy unit stands in a hex the LOC search starts from (where
 * the two differ), and the LOC search answers as before.
 */
export function locsFromUnits(
  graph: MovementGraph,
  /** runs one unit's search, named by its slot (a drag's runner, search-replay.ts) */
  run: (slot: string, o: SearchOptions) => PathSearch,
  general: Uint8Array,
  ask: { sources: Int32Array; targets: readonly SearchTarget[] },
  o: { weather: string; maxMP: number; overlay: SearchOverlay; extraCost: Uint16Array; extraCostMax: number },
): Map<number, number> | null {
  const flags = o.overlay.flags;
  let maxExtra = 0;
  for (const g of ask.sources) {
    if (flags[g]! & ENEMY_UNIT) return null;
    maxExtra = Math.max(maxExtra, o.extraCost[g]!);
  }
  const bound = graph.boundUnits(o.maxMP);
  const out = new Map<number, number>();
  for (const { hex: h } of ask.targets) {
    if (flags[h]! & ENEMY_UNIT) {
      out.set(h, -1);
      continue;
    }
    const search = run(`${LOC_SLOT}:${h}`, {
      sources: [h],
      mobility: SLP,
      weather: o.weather,
      maxMP: (bound + maxExtra + 0.5) / graph.costScale,
      overlay: o.overlay,
      extraCost: o.extraCost,
      extraCostMax: o.extraCostMax,
      direction: 'to-sources',
    });
    let best = -1;
    for (let k = 0; k < search.reachedCount; k++) {
      const g = search.reachedAt(k);
      if (!general[g]) continue;
      const cost = search.costUnits(g) - o.extraCost[g]! + o.extraCost[h]!;
      if (cost <= bound && (best < 0 || cost < best)) best = cost;
    }
    out.set(h, best);
  }
  return out;
}
