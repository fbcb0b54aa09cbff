import type { BucketQueue } from './bucket-queue.js';
import { ENEMY_ZOC } from './search-overlay.js';
import type { SearchTargets } from './search-targets.js';

/** What one search reads: the graph's costs and the run's conditions (see path-search.ts). */
export interface SettleInput {
  /** the moves, packed with their costs (edge-words.ts), the grid's width, and the costs as they are */
  edges: Uint16Array;
  width: number;
  costs: Uint16Array;
  flags: Uint8Array;
  extra: Uint16Array;
  /** add extra costs, or read exact costs of a capped table (edge-words.ts), for the moves kept */
  recost: boolean;
  /** overlay bits that close a hex */
  block: number;
  zocBlocks: boolean;
  /** the run's targets (search-targets.ts), or null: `watch` marks the hexes whose settling may meet one */
  targets: SearchTargets | null;
  watch: Uint8Array;
  /** the run's key of cost 0, and the highest key within its bound */
  base: number;
  maxKey: number;
}

/** The state one search writes, reused from run to run. */
export interface SettleState {
  key: Int32Array;
  /** the direction of the move that reached each hex, from the hex before it (see PathSearch.parentOf) */
  parent: Uint8Array;
  order: Int32Array;
  queue: BucketQueue;
}

/** Above every key a run writes (the largest small integer V8 keeps untagged). */
export const KEY_TOP = 0x3fffffff;

/**
 * The Dijkstra loop of PathSearch.run, queued sources to the last settled hex, as a function of
 * its own: V8 optimizes a small function called once per search as a whole, where a loop inside
 * the larger run() was entered through on-stack replacement and thrown out again at its exit on
 * every call. Everything the loop touches sits in locals (field loads on every push and pop
 * showed in the profile). Nothing follows the loop but the return of the number of hexes settled:
 * code after a loop that V8 compiled while in it has no type feedback and threw the compiled loop
 * away at its exit on every call. Where the targets stopped it, the targets say (search-targets.ts).
 */
export function settle(i: SettleInput, s: SettleState): number {
  const { edges, costs, flags, extra, targets, watch } = i;
  // Numbers and booleans read from an object are values of any type to the optimizing compiler:
  // the loop checked and untagged them at each use (and tested the booleans as it would any value:
  // false, '', 0, NaN …). `| 0` and `? 1 : 0` make them 32-bit integers once, before the loop.
  const width = i.width | 0;
  const block = i.block | 0;
  const base = i.base | 0;
  const maxKey = i.maxKey | 0;
  const recost = i.recost ? 1 : 0;
  const zocBlocks = i.zocBlocks ? 1 : 0;
  const { key, parent, order, queue } = s;
  const q = queue.state();
  // the buckets' stacks (bucket b's at b << cs) and lengths (bucket-queue.ts)
  const len = q.len;
  let stack = q.stack;
  const mask = q.mask | 0;
  let cs = q.shift | 0;
  let size = q.size | 0;
  // the cost being popped: hexes leave the queue in non-decreasing cost, from the sources' 0
  let qc = 0;
  let count = 0;
  // the hex expected to be popped next, and its first move's word, read ahead (below)
  let next = -1;
  let nextWord = 0;
  // the cost at which targets bounded in cost are met without being reached
  let capCost = targets !== null ? targets.nextCap : KEY_TOP;
  while (size > 0) {
    while (len[qc & mask] === 0) qc++;
    // every hex cheaper than qc is settled
    if (qc >= capCost) {
      if (targets!.passed(qc)) break;
      capCost = targets!.nextCap;
    }
    const bucket = qc & mask;
    const top = len[bucket]! - 1;
    len[bucket] = top;
    const u = stack[(bucket << cs) + top]!;
    size--;
    // The hex popped next, unless u's moves push on this bucket: its first move's word is read now,
    // so that the cache miss it often is overlaps u's work instead of stalling the next pop (the
    // settled hexes' words lie scattered over the map: the search some 7% faster on the bench map).
    if (top > 0) {
      next = stack[(bucket << cs) + top - 1]!;
      nextWord = edges[6 * next]!;
    }
    const kc = (base + qc) | 0;
    // a hex queued again at a lower cost leaves its older entries behind, stale (each push lowers the key)
    if (kc > key[u]!) continue;
    order[count++] = u;
    if (targets !== null && watch[u] !== 0 && targets.met(u, qc)) break;
    // an un-negated enemy ZOC also blocks paths out of a hex (OCS 12.3d). The block bits keep
    // every other ZOC hex from being entered, so only a source, at cost 0, can be one here.
    if (qc === 0 && zocBlocks !== 0 && (flags[u]! & ENEMY_ZOC) !== 0) continue;
    const e = 6 * u;
    // the hex a row up and a column left of u: each move's word says how far on from it (edge-words.ts)
    const corner = u - width - 1;
    // the six moves' first test, written out (V8 does not unroll loops): a bit for each move into
    // a hex holding a higher key. Settled hexes, hexes already queued as cheaply and impassable
    // moves (which "enter" u, of key kc) hold no higher one, so most moves end here. The moves left
    // follow in direction order, lowest bit first; each enters another hex, so the tests still hold.
    // The first word is the one read ahead, when u is the hex it was read for.
    let moves =
      closerWord(u === next ? nextWord : edges[e]!, key, kc, corner, width) |
      (closer(edges, key, e + 1, kc, corner, width) << 1) |
      (closer(edges, key, e + 2, kc, corner, width) << 2) |
      (closer(edges, key, e + 3, kc, corner, width) << 3) |
      (closer(edges, key, e + 4, kc, corner, width) << 4) |
      (closer(edges, key, e + 5, kc, corner, width) << 5);
    for (; moves !== 0; moves &= moves - 1) {
      const m = e + 31 - Math.clz32(moves & -moves);
      const w = edges[m]!;
      const v = entered(w, corner, width);
      let nk = kc + costOf(w);
      // the packed cost is a lower bound of the real one and extra costs only add
      if (recost !== 0) {
        nk = kc + costs[m]! + extra[v]!;
        if (nk >= key[v]!) continue;
      }
      if (nk > maxKey) continue;
      // a closed hex is closed from every side: its key goes below the run's costs (base - 1, not
      // reached: see PathSearch.key), so its other neighbours' first test skips it (a sixth of the
      // moves tested on the bench map entered enemy units and their ZOC, half of them again)
      if ((flags[v]! & block) !== 0) {
        key[v] = base - 1;
        continue;
      }
      key[v] = nk;
      parent[v] = m - e;
      // pushed on its bucket's stack, even if queued already at a higher cost (that entry goes stale)
      const b = (nk - base) & mask;
      const l = len[b]!;
      if (l >>> cs !== 0) {
        stack = queue.grow();
        cs = queue.capacityShift | 0;
      }
      stack[(b << cs) + l] = v;
      len[b] = l + 1;
      size++;
    }
  }
  return count;
}

/**
 * The targets stopped the search at cost `current`: the hexes still queued were never settled.
 * Their keys go back above every run's (KEY_TOP), so that "reached" reads base <= key <= maxKey.
 * A hex's live entry is the one whose cost equals its key (each push lowers the key); entries for
 * settled hexes are stale.
 */
export function unqueue(queue: BucketQueue, key: Int32Array, base: number, current: number): void {
  queue.forEach(current, (v, cost) => {
    if (key[v] === base + cost) key[v] = KEY_TOP;
  });
}

/**
 * 1 when move m (a packed word, edge-words.ts) from a hex of key kc reaches a hex whose key is
 * higher, else 0: the sign bit of their difference, with no branch. It fits 32 bits: kc and the
 * keys this run wrote lie within [base - 1, maxKey], the keys it did not write within
 * (maxKey, KEY_TOP], a move costs below 2^12, and base >= -KEY_TOP. A constant rather than a
 * function declaration, a binding the module could reassign: the loop that inlines it does not
 * check on each call that it is still the same function.
 */
const closer = (edges: Uint16Array, key: Int32Array, m: number, kc: number, corner: number, width: number): number =>
  closerWord(edges[m]!, key, kc, corner, width);

/** closer(), given the move's word. */
const closerWord = (w: number, key: Int32Array, kc: number, corner: number, width: number): number =>
  (kc + costOf(w) - key[entered(w, corner, width)]!) >>> 31;

/**
 * The cost a move's word holds: above its COST_SHIFT (edge-words.ts) bits, 4, written out here (a
 * search would get every cost wrong, and its tests fail, if they disagreed). An imported constant
 * is, to V8, a load of the exporting module's binding and a check that it is set, at every use.
 */
const costOf = (w: number): number => w >> 4;

/** The hex a move's word enters: its row and column steps on from `corner` (edge-words.ts). */
const entered = (w: number, corner: number, width: number): number => corner + ((w >> 2) & 3) * width + (w & 3);
