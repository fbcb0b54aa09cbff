import { IMPASSABLE } from './movement-graph.js';
import type { PathSearch } from './path-search.js';
import { CLOSED, ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC } from './search-overlay.js';
import { mpText } from './mp-text.js';

/** One hex of a path with the MP spent to get there, counted in the direction of travel. */
export interface PathStep {
  hex: string;
  mp: number;
}

export type FailureKind =
  'range' | 'enemy-unit' | 'enemy-zoc' | 'enemy-controlled' | 'closed' | 'prohibited' | 'no-source';

/** Why a search did not reach its target: the cheapest partial path and where and why it stopped. */
export interface SearchFailure {
  kind: FailureKind;
  reason: string;
  /** the last hex the path reached */
  stoppedAt: string | null;
  /** the hex it could not enter (or leave) */
  blockedAt: string | null;
  /** MP the full path would need, when only the bound was in the way */
  neededMP: number | null;
  partial: PathStep[];
}

/**
 * The cheapest path found to hex i, in the direction of travel: from the source to i for a
 * 'from-sources' search (HQ throw), from i back to its source for 'to-sources' (draw).
 */
export function pathTo(search: PathSearch, i: number): PathStep[] {
  const g = search.graph.grid;
  const scale = search.graph.costScale;
  const hexes = pathIndices(search, i);
  if (search.last.direction === 'from-sources')
    return hexes.map((h) => ({ hex: g.printedId(h), mp: search.costUnits(h) / scale }));
  const total = search.costUnits(i);
  return hexes.map((h) => ({ hex: g.printedId(h), mp: (total - search.costUnits(h)) / scale }));
}

/** The printed ids of the cheapest path to hex i, in the direction of travel (pathTo without the MP). */
export function pathHexes(search: PathSearch, i: number): string[] {
  const g = search.graph.grid;
  return walkPath(search, i, (h) => g.printedId(h));
}

/** The hex indices of the cheapest path to hex i, in the direction of travel (pathHexes unprinted). */
export function pathIndices(search: PathSearch, i: number): number[] {
  return walkPath(search, i, (h) => h);
}

/**
 * The path to hex i along the parents, each hex as `as` gives it, in the direction of travel:
 * counted first, then filled, an array of the path's length (paths are kept by the thousand).
 */
function walkPath<T>(search: PathSearch, i: number, as: (hex: number) => T): T[] {
  if (!search.reached(i)) return [];
  let n = 0;
  for (let h = i; h >= 0; h = search.parentOf(h)) n++;
  const out = new Array<T>(n);
  const forward = search.last.direction === 'from-sources';
  let k = 0;
  for (let h = i; h >= 0; h = search.parentOf(h), k++) out[forward ? n - 1 - k : k] = as(h);
  return out;
}

/**
 * Explains a search that did not reach `target`. It runs the search again (so the earlier answers
 * of this PathSearch are replaced): unbounded first — if the target is reachable at any cost, the
 * bound was the reason ("needs 6 MP, the limit is 4 MP"); if not, the closest hex reached tells
 * what was in the way ("enemy ZOC at 1207").
 */
export function explainFailure(
  search: PathSearch,
  target: number,
  options: { limitName?: string } = {},
): SearchFailure {
  const g = search.graph.grid;
  const scale = search.graph.costScale;
  // a copy: run() rewrites `last` in place
  const before = { ...search.last };
  const limitMP = before.maxUnits / scale;
  if (before.sources.length === 0) {
    return {
      kind: 'no-source',
      reason: 'there is nothing to trace from',
      stoppedAt: null,
      blockedAt: null,
      neededMP: null,
      partial: [],
    };
  }
  const rerun = (maxMP: number | undefined, withTarget: boolean) =>
    search.run({
      sources: before.sources,
      mobility: before.mobility,
      ...(maxMP === undefined ? {} : { maxMP }),
      ...(before.overlay ? { overlay: before.overlay } : {}),
      zocBlocks: before.zocBlocks,
      direction: before.direction,
      ...(withTarget ? { target } : {}),
      adjacentOk: before.adjacentOk,
    });

  rerun(undefined, true);
  if (search.hit >= 0) return rangeFailure(search, search.hit, limitMP, options.limitName);

  // Unreachable at any cost: find the reached hex closest to the target and what stopped it there.
  rerun(undefined, false);
  let best = -1;
  for (let k = 0; k < search.reachedCount; k++) {
    const h = search.reachedAt(k);
    if (best < 0 || g.distance(h, target) < g.distance(best, target)) best = h;
  }
  return blockedFailure(search, target, best);
}

/**
 * The bound was the reason: `hit` (the target, or the hex next to it that covers it) was reached
 * by the last search, unbounded, at more than limitMP ("needs 6 MP, the throw range is 4 MP").
 */
export function rangeFailure(
  search: PathSearch,
  hit: number,
  limitMP: number,
  limitName = 'the limit',
  withPath = true,
): SearchFailure {
  const g = search.graph.grid;
  const needed = search.costMP(hit);
  // the last hex of the path within the limit and the first beyond it, walked along the parents
  // (costs only grow along a path, so the hexes within the limit are its first part)
  const lim = limitMP * search.graph.costScale + 1e-9;
  let lastIn = -1;
  let firstOut = -1;
  if (search.last.direction === 'from-sources') {
    let h = hit;
    while (h >= 0 && search.costUnits(h) > lim) {
      firstOut = h;
      h = search.parentOf(h);
    }
    lastIn = h;
  } else {
    const total = search.costUnits(hit);
    let h = hit;
    while (h >= 0 && total - search.costUnits(h) <= lim) {
      lastIn = h;
      h = search.parentOf(h);
    }
    firstOut = h;
  }
  return {
    kind: 'range',
    reason: `needs ${mpText(needed)} MP, ${limitName} is ${mpText(limitMP)} MP`,
    stoppedAt: lastIn >= 0 ? g.printedId(lastIn) : null,
    blockedAt: firstOut >= 0 ? g.printedId(firstOut) : null,
    neededMP: needed,
    partial: withPath ? pathTo(search, hit) : [],
  };
}

/**
 * The target is unreachable at any cost: `best` is the hex the last (unbounded) search reached
 * closest to it; names what stops the path going on from there towards the target.
 */
export function blockedFailure(search: PathSearch, target: number, best: number, withPath = true): SearchFailure {
  const g = search.graph.grid;
  const before = search.last;
  const flags = before.overlay?.flags;
  const costs = search.graph.costsFor(before.mobility);
  const mobilityName = before.mobility;
  const here = g.printedId(best);
  const out = (kind: FailureKind, reason: string, blocked: number | null): SearchFailure => ({
    kind,
    reason,
    stoppedAt: here,
    blockedAt: blocked === null ? null : g.printedId(blocked),
    neededMP: null,
    partial: withPath ? pathTo(search, best) : [],
  });
  if (before.zocBlocks && flags && flags[best]! & ENEMY_ZOC)
    return out('enemy-zoc', `enemy ZOC at ${here} blocks the path out of it`, best);
  const closer: number[] = [];
  for (let d = 0; d < 6; d++) {
    const v = g.neighbours[6 * best + d]!;
    if (v >= 0 && g.distance(v, target) < g.distance(best, target)) closer.push(v);
  }
  closer.sort((a, b) => g.distance(a, target) - g.distance(b, target));
  // what the enemy puts in the way is named before terrain: a lake beyond a ZOC hex is not the block
  for (const v of closer) {
    const f = flags ? flags[v]! : 0;
    const id = g.printedId(v);
    if (f & ENEMY_UNIT) return out('enemy-unit', `enemy combat unit at ${id}`, v);
    if (before.zocBlocks && f & ENEMY_ZOC) return out('enemy-zoc', `enemy ZOC at ${id}`, v);
    if (f & ENEMY_CONTROLLED) return out('enemy-controlled', `enemy-controlled hex ${id}`, v);
    if (f & CLOSED) return out('closed', `${id} is closed to supply paths`, v);
  }
  for (const v of closer) {
    const id = g.printedId(v);
    const d = g.directionTo(best, v);
    const e = before.direction === 'from-sources' ? 6 * best + d : 6 * v + ((d + 3) % 6);
    if (costs[e] === IMPASSABLE) {
      const entered = before.direction === 'from-sources' ? v : best;
      const what = search.graph.prohibitionBetween(before.mobility, e, entered);
      return out('prohibited', `${what} (${mobilityName}), between ${here} and ${id}`, v);
    }
  }
  return out('prohibited', `no ${mobilityName} path leads on from ${here}`, null);
}
