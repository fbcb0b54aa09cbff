import { IMPASSABLE } from './movement-graph.js';
import { PathSearch } from './path-search.js';
import { ENEMY_ZOC } from './search-overlay.js';
import type { SearchOptions } from './search-options.js';

/** How many hexes around a doubtful hex are looked at for ones whose chain the change left alone. */
const NEAR_HEXES = 64;
/** How many such hexes a doubtful hex starts the proving search from. */
const NEAR_SURE = 6;
/**
 * The proving search's bound (MP): a line from a hex a few hexes away, or none. The bound only
 * stops the search early: a hex it reaches is reached without one.
 */
const NEAR_MP = 24;

/** Whether the recorded run's chain from `hex` back to its source passes no changed hex: the new run reaches it along the same chain. */
export function chainClear(recorded: PathSearch, changed: Uint8Array, hex: number): boolean {
  for (let c = hex; c >= 0; c = recorded.parentOf(c)) if (changed[c]) return false;
  return true;
}

/**
 * Which of the doubtful hexes an unbounded search run again with a changed overlay surely reaches,
 * shown without running it from its sources again (which settles every hex nearer them: tens of
 * thousands of hexes, for a supply source at the map's far edge). A hex the old run reached whose
 * chain back to its source holds no changed hex is reached by the new run along the same chain
 * (reach-replay.ts); a line from such a hex, valid under the new overlay, extends that chain, so a
 * short search from the sure hexes near a doubtful hex that reaches it proves it reached. Gives
 * the places in `asked` it proves; the others stay doubtful (the search from the sources answers).
 */
export function provenNear(
  recorded: PathSearch,
  now: SearchOptions,
  changed: Uint8Array,
  hexes: readonly number[],
  asked: readonly number[],
  /** a hex no line enters under the new overlay */
  unentered: (hex: number) => boolean,
): Set<number> {
  const nb = recorded.graph.grid.neighbours;
  // whether a hex's old chain is free of changed hexes, read once a hex
  const clear = new Map<number, boolean>();
  const sureHex = (j: number): boolean => {
    if (!recorded.reached(j)) return false;
    let known = clear.get(j);
    if (known === undefined) clear.set(j, (known = chainClear(recorded, changed, j)));
    return known;
  };
  const sources = new Set<number>();
  for (const n of asked) {
    const h = hexes[n]!;
    const seen = new Set<number>([h]);
    const queue = [h];
    let found = 0;
    for (let q = 0; q < queue.length && found < NEAR_SURE; q++) {
      const v = queue[q]!;
      for (let d = 0; d < 6 && found < NEAR_SURE; d++) {
        const u = nb[6 * v + d]!;
        if (u < 0 || seen.has(u) || unentered(u)) continue;
        seen.add(u);
        if (sureHex(u)) ((found += 1), sources.add(u));
        else if (seen.size < NEAR_HEXES) queue.push(u);
      }
    }
  }
  const proven = new Set<number>();
  if (!sources.size) return proven;
  const search = PathSearch.lease(recorded.graph);
  search.run({
    ...now,
    sources: [...sources],
    maxMP: NEAR_MP,
    targets: asked.map((n) => ({ hex: hexes[n]!, adjacentOk: false })),
  });
  for (const n of asked) if (search.reached(hexes[n]!)) proven.add(n);
  search.release();
  return proven;
}

/** How many hexes a doubtful hex's lines are followed through before the search from the sources is asked instead. */
const LINE_HEXES = 4096;

/**
 * Does an unbounded search reach the hex? It does when a chain of moves joins it to a source that
 * is left (settle.ts: a source in enemy ZOC is not, where ZOC blocks), each move one the search's
 * costs allow and each hex on it but the source open under the overlay. The hexes such a line can
 * pass from the hex are followed, in the line's direction: a source among them joins it ('joined');
 * none, and no more than `cap` of them, cuts it off ('cut'); past the cap, 'unknown'. pocket.ts
 * tells a pocket by the overlay alone; a line is also held by the terrain (a hexside or terrain
 * closed to the mobility), and an HQ set in enemy ZOC is closed itself: those were a search of
 * every hex the sources reach, to learn it was not among them.
 */
export function lineFrom(
  graph: PathSearch['graph'],
  now: SearchOptions,
  hex: number,
  isSource: (hex: number) => boolean,
  unentered: (hex: number) => boolean,
  cap = LINE_HEXES,
): 'joined' | 'cut' | 'unknown' {
  // a line's moves: a 'to-sources' search counts them from the unit's hex, the other from the source's
  const costs =
    (now.direction ?? 'from-sources') === 'to-sources'
      ? graph.costsFor(now.mobility, now.weather, now.reducedOnly ?? false, now.variant)
      : graph.reverseCostsFor(now.mobility, now.weather, now.reducedOnly ?? false, now.variant);
  const { neighbours: nb, exists } = graph.grid;
  const flags = now.overlay?.flags;
  const zocBlocks = (now.zocBlocks ?? false) && flags !== undefined;
  const leaves = (j: number) => !(zocBlocks && (flags![j]! & ENEMY_ZOC) !== 0);
  if (isSource(hex)) return exists[hex] ? 'joined' : 'cut';
  // the search enters no closed hex but a source
  if (unentered(hex)) return 'cut';
  const seen = new Set<number>([hex]);
  const queue = [hex];
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q]!;
    for (let d = 0; d < 6; d++) {
      const u = nb[6 * v + d]!;
      if (u < 0 || !exists[u] || seen.has(u) || costs[6 * v + d] === IMPASSABLE) continue;
      seen.add(u);
      if (isSource(u)) {
        if (leaves(u)) return 'joined';
        continue;
      }
      if (unentered(u)) continue;
      if (seen.size > cap) return 'unknown';
      queue.push(u);
    }
  }
  return 'cut';
}
