import type { HexGrid } from '../../hex/hex-grid.js';
import type { PathSearch } from '../../hex/path-search.js';
import { CLOSED, ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import type { SearchTarget } from '../../hex/search-targets.js';
import { pocketOf } from '../../hex/pocket.js';

/** What closes a hex to the lines tried (16.A.2): enemy units and enemy ZOC not negated. */
const CLOSES = ENEMY_UNIT | ENEMY_CONTROLLED | CLOSED | ENEMY_ZOC;
/** Beyond this many hexes, the rings around a pocket are left to the unbounded search. */
const CAP = 1 << 16;

/**
 * A drag's bound on the search of the lines tried (16.A.2), which the judgement runs until each
 * out-of-supply unit is settled, and for a unit it never reaches, to the end: the blocked line's
 * last hex is the reached hex nearest the unit, of equal distances the first settled (search-tree.ts).
 * A unit whose hex no line can enter (its hex closed, or a pocket of open hexes ringed by closed
 * ones with no supplier in it, pocket.ts) is answered instead by the ring of hexes nearest it that
 * are not known to be unreached (closed, or in such a pocket): once the search has settled them all, the first settled of them is the
 * hex the full search names, for every nearer hex is one no line enters. The search then stops as
 * soon as each unit or ring is settled; when one is not, it ran to the end, and reads as before.
 */
export class ExplainBounds {
  readonly targets: SearchTarget[] = [];
  /** per unit: the hexes of its ring, or null where the unit's own hex is the target */
  private readonly rings: Array<number[] | null> = [];

  constructor(grid: HexGrid, flags: Uint8Array, sources: readonly number[], units: readonly number[]) {
    const source = new Uint8Array(grid.size);
    for (const i of sources) source[i] = 1;
    const isSource = (j: number) => source[j] === 1;
    const unentered = (j: number) => (flags[j]! & CLOSES) !== 0 && !source[j];
    // hexes known not to be reached: closed ones, and the pockets found so far
    const dead = new Uint8Array(grid.size);
    const unreached = (j: number) => {
      if (dead[j] || unentered(j)) return true;
      const pocket = pocketOf(grid, j, isSource, unentered);
      if (pocket) for (const h of pocket.hexes) dead[h] = 1;
      return pocket !== null;
    };
    for (const i of units) {
      const ring = unreached(i) ? nearestRing(grid, i, unreached) : null;
      this.rings.push(ring);
      for (const hex of ring ?? [i]) this.targets.push({ hex, adjacentOk: false });
    }
  }

  /**
   * Where the unit at place n is not reached: the reached hex nearest it, as the full search's tree
   * reads it; undefined when the search ran to the end (a target was not settled): read the tree.
   */
  nearest(search: PathSearch, n: number): number | undefined {
    const ring = this.rings[n];
    if (!ring) return undefined;
    if (this.read?.search !== search) this.read = { search, first: firstSettled(search, this.targets, this.rings) };
    return this.read.first?.[n];
  }

  private read: { search: PathSearch; first: Array<number | undefined> | null } | undefined;
}

/** Each ring's first settled hex, or null when a target was not settled (the search ran to the end). */
function firstSettled(
  search: PathSearch,
  targets: readonly SearchTarget[],
  rings: ReadonlyArray<number[] | null>,
): Array<number | undefined> | null {
  if (!targets.every((t) => search.reached(t.hex))) return null;
  const rank = new Map<number, number>();
  for (const t of targets) rank.set(t.hex, -1);
  for (let k = 0; k < search.reachedCount; k++) if (rank.has(search.reachedAt(k))) rank.set(search.reachedAt(k), k);
  return rings.map((ring) => {
    if (!ring) return undefined;
    let best = ring[0]!;
    for (const h of ring) if (rank.get(h)! < rank.get(best)!) best = h;
    return best;
  });
}

/** The hexes nearest i, in steps between neighbours, that are not `unreached`; null past CAP hexes. */
function nearestRing(grid: HexGrid, i: number, unreached: (j: number) => boolean): number[] | null {
  const nb = grid.neighbours;
  const seen = new Set<number>([i]);
  let ring = [i];
  while (ring.length && seen.size < CAP) {
    const next: number[] = [];
    for (const v of ring)
      for (let d = 0; d < 6; d++) {
        const u = nb[6 * v + d]!;
        if (u >= 0 && !seen.has(u)) {
          seen.add(u);
          next.push(u);
        }
      }
    const open = next.filter((j) => !unreached(j));
    if (open.length) return open;
    ring = next;
  }
  return null;
}
