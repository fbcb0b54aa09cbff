import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketQueue } from './bucket-queue.js';
import { packEdges } from './edge-words.js';
import { CLOSED, ENEMY_ZOC } from './search-overlay.js';
import { SearchTargets, type SearchTarget } from './search-targets.js';
import { KEY_TOP, settle, unqueue, type SettleInput } from './settle.js';

/**
 * settle(), the search's inner loop, on its own: a small grid whose moves go to the six hexes a
 * row or a column away, (r, c±1), (r±1, c), (r±1, c+1), with costs given per move. Its answers are
 * checked against a plain Dijkstra over the same moves.
 */
const W = 9;
const H = 7;
const N = W * H;
const IMPASSABLE = 0xffff;
const STEPS = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [1, 1],
] as const;

function neighbours(): Int32Array {
  const nb = new Int32Array(6 * N).fill(-1);
  for (let h = 0; h < N; h++) {
    const r = Math.floor(h / W);
    const c = h % W;
    STEPS.forEach(([dr, dc], d) => {
      const rr = r + dr;
      const cc = c + dc;
      if (rr >= 0 && rr < H && cc >= 0 && cc < W) nb[6 * h + d] = rr * W + cc;
    });
  }
  return nb;
}
const NB = neighbours();

/** Costs per move (1..9, or impassable where `wall` says), off-map moves impassable. */
function costTable(cost: (e: number) => number, wall: (e: number) => boolean): Uint16Array {
  const costs = new Uint16Array(6 * N);
  for (let e = 0; e < costs.length; e++) costs[e] = NB[e]! < 0 || wall(e) ? IMPASSABLE : cost(e);
  return costs;
}

interface Run {
  key: Int32Array;
  order: Int32Array;
  parent: Uint8Array;
  count: number;
  queue: BucketQueue;
}

function run(
  costs: Uint16Array,
  sources: number[],
  o: {
    flags?: Uint8Array;
    block?: number;
    maxKey?: number;
    zocBlocks?: boolean;
    extra?: Uint16Array;
    targets?: SearchTarget[];
  } = {},
): Run {
  const packed = packEdges(costs, IMPASSABLE, NB, W);
  const key = new Int32Array(N).fill(KEY_TOP);
  const order = new Int32Array(N);
  const queue = new BucketQueue(9 + 9);
  queue.reset(9 + 9);
  for (const s of sources) {
    key[s] = 0;
    queue.push(0, s);
  }
  const input: SettleInput = {
    edges: packed.words,
    width: W,
    costs,
    flags: o.flags ?? new Uint8Array(N),
    extra: o.extra ?? new Uint16Array(N),
    recost: o.extra !== undefined,
    block: o.block ?? 0,
    zocBlocks: o.zocBlocks ?? false,
    targets: null,
    watch: new Uint8Array(N),
    base: 0,
    maxKey: o.maxKey ?? 1_000_000,
  };
  if (o.targets) {
    const targets = new SearchTargets(N, NB);
    if (targets.arm(o.targets)) {
      input.targets = targets;
      input.watch = targets.watch;
    }
  }
  const parent = new Uint8Array(N);
  const count = settle(input, { key, parent, order, queue });
  return { key, order, parent, count, queue };
}

/** The cheapest cost from the sources to every hex (Infinity: unreachable), by a plain O(n²) Dijkstra. */
function reference(
  costs: Uint16Array,
  sources: number[],
  extra?: Uint16Array,
  closed?: (h: number) => boolean,
): number[] {
  const dist = new Array<number>(N).fill(Infinity);
  const done = new Array<boolean>(N).fill(false);
  for (const s of sources) dist[s] = 0;
  for (;;) {
    let u = -1;
    for (let h = 0; h < N; h++) if (!done[h] && dist[h]! < Infinity && (u < 0 || dist[h]! < dist[u]!)) u = h;
    if (u < 0) return dist;
    done[u] = true;
    for (let d = 0; d < 6; d++) {
      const v = NB[6 * u + d]!;
      const c = costs[6 * u + d]!;
      if (v < 0 || c === IMPASSABLE || closed?.(v)) continue;
      dist[v] = Math.min(dist[v]!, dist[u]! + c + (extra?.[v] ?? 0));
    }
  }
}

const costArb = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 6 * N, maxLength: 6 * N });
const wallArb = fc.array(fc.boolean(), { minLength: 6 * N, maxLength: 6 * N });
const sourcesArb = fc.uniqueArray(fc.integer({ min: 0, max: N - 1 }), { minLength: 1, maxLength: 4 });

describe('settle: the search loop on its own', () => {
  it('settles every reachable hex at its cheapest cost, cheapest first, from any sources', () => {
    fc.assert(
      fc.property(costArb, wallArb, sourcesArb, (cs, walls, sources) => {
        const costs = costTable(
          (e) => cs[e]!,
          (e) => walls[e]! && cs[e]! > 6,
        );
        const r = run(costs, sources);
        const want = reference(costs, sources);
        const reached = want.filter((d) => d < Infinity).length;
        expect(r.count).toBe(reached);
        const settled = Array.from(r.order.subarray(0, r.count));
        expect(new Set(settled).size).toBe(r.count);
        for (const h of settled) expect(r.key[h]).toBe(want[h]);
        for (let k = 1; k < r.count; k++) expect(r.key[settled[k]!]!).toBeGreaterThanOrEqual(r.key[settled[k - 1]!]!);
      }),
      { numRuns: 60 },
    );
  });

  it('never settles past its bound', () => {
    const costs = costTable(
      () => 2,
      () => false,
    );
    const r = run(costs, [0], { maxKey: 6 });
    const settled = Array.from(r.order.subarray(0, r.count));
    expect(settled.every((h) => r.key[h]! <= 6)).toBe(true);
    expect(r.count).toBe(reference(costs, [0]).filter((d) => d <= 6).length);
  });

  it('a closed hex is never entered: paths go round it', () => {
    const costs = costTable(
      () => 1,
      () => false,
    );
    const flags = new Uint8Array(N);
    const wallCol = 4;
    for (let r = 0; r < H - 1; r++) flags[r * W + wallCol] = CLOSED;
    const run1 = run(costs, [0], { flags, block: CLOSED });
    const want = reference(costs, [0], undefined, (h) => flags[h] !== 0);
    const settled = Array.from(run1.order.subarray(0, run1.count));
    expect(settled.some((h) => flags[h] !== 0)).toBe(false);
    for (const h of settled) expect(run1.key[h]).toBe(want[h]);
    // the far side is reached only round the gap in the last row
    expect(run1.key[wallCol + 1]).toBe(want[wallCol + 1]);
    expect(want[wallCol + 1]).toBeGreaterThan(wallCol + 1);
  });

  it('a source in an enemy ZOC that blocks goes nowhere (OCS 12.3d: no path out of such a hex)', () => {
    const costs = costTable(
      () => 1,
      () => false,
    );
    const flags = new Uint8Array(N);
    flags[30] = ENEMY_ZOC;
    const r = run(costs, [30], { flags, block: 0, zocBlocks: true });
    expect(Array.from(r.order.subarray(0, r.count))).toEqual([30]);
  });

  it('extra costs are added for the hex entered (recost), as the reference adds them', () => {
    fc.assert(
      fc.property(
        costArb,
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: N, maxLength: N }),
        sourcesArb,
        (cs, ex, sources) => {
          const costs = costTable(
            (e) => cs[e]!,
            () => false,
          );
          const extra = Uint16Array.from(ex);
          const r = run(costs, sources, { extra });
          const want = reference(costs, sources, extra);
          for (const h of r.order.subarray(0, r.count)) expect(r.key[h]).toBe(want[h]);
          expect(r.count).toBe(N);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('settle: the answers a referee relies on', () => {
  const flat = costTable(
    () => 2,
    () => false,
  );

  it('from several sources, each hex is settled at the cost from its nearest source', () => {
    // corners of the map: every hex's cost is twice its step count to the nearer corner
    const sources = [0, N - 1];
    const r = run(flat, sources);
    const a = reference(flat, [0]);
    const b = reference(flat, [N - 1]);
    for (let h = 0; h < N; h++) expect(r.key[h]).toBe(Math.min(a[h]!, b[h]!));
  });

  it('ties are broken the same way on every run: the same order settled and the same move into each hex', () => {
    // a map of equal costs is all ties: two sources the same distance from the middle row
    const sources = [4, N - 5];
    const first = run(flat, sources);
    for (let k = 0; k < 3; k++) {
      const again = run(flat, sources);
      expect(Array.from(again.order.subarray(0, again.count))).toEqual(
        Array.from(first.order.subarray(0, first.count)),
      );
      expect(Array.from(again.parent)).toEqual(Array.from(first.parent));
    }
  });

  it('stops once its targets are met, with their costs as the full search finds them', () => {
    const target = 2 * W + 3;
    const full = run(flat, [0]);
    const early = run(flat, [0], { targets: [{ hex: target, adjacentOk: false }] });
    expect(early.key[target]).toBe(full.key[target]);
    expect(early.count).toBeLessThan(full.count);
    // nothing settled costs more than the target did
    for (const h of early.order.subarray(0, early.count)) expect(early.key[h]!).toBeLessThanOrEqual(full.key[target]!);
  });

  it('a target bounded in cost lets the search stop at that bound, reached or not', () => {
    // the far corner costs far more than 6: the bound lets the search go once everything cheaper is settled
    const early = run(flat, [0], { targets: [{ hex: N - 1, adjacentOk: false, below: 6 }] });
    const settled = Array.from(early.order.subarray(0, early.count));
    expect(settled.every((h) => early.key[h]! < 6)).toBe(true);
    expect(settled).not.toContain(N - 1);
  });

  it('after a stop, the hexes left queued read as unreached (unqueue)', () => {
    const target = 3;
    const early = run(flat, [0], { targets: [{ hex: target, adjacentOk: false }] });
    const stopCost = early.key[target]!;
    unqueue(early.queue, early.key, 0, stopCost);
    const settled = new Set(early.order.subarray(0, early.count));
    for (let h = 0; h < N; h++) if (!settled.has(h)) expect(early.key[h]).toBe(KEY_TOP);
  });
});
