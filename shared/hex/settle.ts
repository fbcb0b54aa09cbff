import type { BucketQueue } from './bucket-queue.js';
import { ENEMY_ZOC } from './search-overlay.js';

/** What one search reads: the graph's costs and the run's conditions (see path-search.ts). */
export interface SettleInput {
  /** the moves, packed with their costs (edge-words.ts) */
  edges: Int32Array;
  shift: number;
  nb: Int32Array;
  flags: Uint8Array;
  extra: Uint16Array;
  hasExtra: boolean;
  /** overlay bits that close a hex */
  block: number;
  zocBlocks: boolean;
  target: number;
  adjacentOk: boolean;
  /** the run's key of cost 0, and the highest key within its bound */
  base: number;
  maxKey: number;
}

/** The state one search writes, reused from run to run. */
export interface SettleState {
  key: Int32Array;
  parent: Int32Array;
  order: Int32Array;
  queue: BucketQueue;
  /** written back: [SETTLE_COUNT] hexes settled, [SETTLE_USED] queue entries used, [SETTLE_HIT] the hex that met the target or -1 */
  out: Int32Array;
}

/** Above every key a run writes (the largest small integer V8 keeps untagged). */
export const KEY_TOP = 0x3fffffff;
/** Below every key a run writes: the key of the sentinel hex that impassable moves enter. */
export const KEY_BOTTOM = -KEY_TOP - 1;

export const SETTLE_COUNT = 0;
export const SETTLE_USED = 1;
export const SETTLE_HIT = 2;

/**
 * The Dijkstra loop of PathSearch.run, queued sources to the last settled hex, as a function of
 * its own: V8 optimizes a small function called once per search as a whole, where a loop inside
 * the larger run() was entered through on-stack replacement and thrown out again at its exit on
 * every call. Everything the loop touches sits in locals (field loads on every push and pop
 * showed in the profile); results go back through `out`, a typed array.
 */
export function settle(i: SettleInput, s: SettleState): void {
  const { edges, shift, nb, flags, extra, hasExtra, block, zocBlocks, target, adjacentOk, base, maxKey } = i;
  const { key, parent, order, queue, out } = s;
  const { head, mask } = queue.state();
  let { next, item, used, size, current: qc } = queue.state();
  const hexMask = (1 << shift) - 1;
  let count = 0;
  let hit = -1;
  while (size > 0) {
    while (head[qc & mask] === -1) qc++;
    const bucket = qc & mask;
    const entry = head[bucket]!;
    head[bucket] = next[entry]!;
    size--;
    const u = item[entry]!;
    const kc = base + qc;
    // a hex queued again at a lower cost leaves its older entries behind (each push lowers the key)
    if (kc > key[u]!) continue;
    order[count++] = u;
    if (target >= 0 && (u === target || (adjacentOk && isNeighbour(nb, u, target)))) {
      hit = u;
      unqueue(key, head, next, item, mask, qc, base);
      break;
    }
    // an un-negated enemy ZOC also blocks paths out of a hex (OCS 12.3d)
    if (zocBlocks && (flags[u]! & ENEMY_ZOC) !== 0) continue;
    const e = 6 * u;
    for (let d = 0; d < 6; d++) {
      const w = edges[e + d]!;
      const v = w & hexMask;
      let nk = kc + (w >> shift);
      // settled hexes, hexes already queued as cheaply, and the sentinel of impassable moves hold a
      // key no higher: most moves end here, before the overlay is read (a closed hex is never
      // queued, so it never holds a key of this run). Extra costs only add, so they come after.
      if (nk >= key[v]!) continue;
      if (hasExtra) {
        nk += extra[v]!;
        if (nk >= key[v]!) continue;
      }
      if (nk > maxKey || (flags[v]! & block) !== 0) continue;
      key[v] = nk;
      parent[v] = u;
      if (used === item.length) ({ next, item } = queue.grow(used));
      const b = (nk - base) & mask;
      item[used] = v;
      next[used] = head[b]!;
      head[b] = used++;
      size++;
    }
  }
  out[SETTLE_COUNT] = count;
  out[SETTLE_USED] = used;
  out[SETTLE_HIT] = hit;
}

/**
 * A target met: the hexes still queued were never settled. Their keys go back above every run's
 * (KEY_TOP), so that "reached" reads base <= key <= maxKey. A hex's live entry is the one whose
 * cost equals its key (each push lowers the key); entries for settled hexes are stale ones.
 */
function unqueue(
  key: Int32Array,
  head: Int32Array,
  next: Int32Array,
  item: Int32Array,
  mask: number,
  qc: number,
  base: number,
): void {
  for (let b = 0; b <= mask; b++) {
    const cost = qc + ((b - qc) & mask);
    for (let e = head[b]!; e !== -1; e = next[e]!) {
      const v = item[e]!;
      if (key[v] === base + cost) key[v] = KEY_TOP;
    }
  }
}

function isNeighbour(nb: Int32Array, u: number, t: number): boolean {
  const b = 6 * t;
  return nb[b] === u || nb[b + 1] === u || nb[b + 2] === u || nb[b + 3] === u || nb[b + 4] === u || nb[b + 5] === u;
}
