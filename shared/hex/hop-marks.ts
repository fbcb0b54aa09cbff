import type { HexGrid } from './hex-grid.js';
import { IMPASSABLE, type MovementGraph } from './movement-graph.js';
import type { SearchOptions } from './search-options.js';

/**
 * The most steps a path of a bounded search takes (its bound over its cheapest move), or -1 when
 * not known: no bound, or a move costing nothing. Extra costs only add (path-search.ts).
 */
export function searchSteps(graph: MovementGraph, o: SearchOptions): number {
  if (o.maxMP === undefined) return -1;
  const reduced = o.reducedOnly ?? false;
  const costs =
    o.direction === 'to-sources'
      ? graph.reverseCostsFor(o.mobility, o.weather, reduced, o.variant)
      : graph.costsFor(o.mobility, o.weather, reduced, o.variant);
  const least = leastCost(costs);
  if (least <= 0) return -1;
  return Math.floor(graph.boundUnits(o.maxMP) / least);
}

/**
 * The hexes within a number of steps (moves to a neighbour) of a few hexes, marked for quick
 * asking: a search bounded in cost, each of whose moves costs at least some least amount, reaches
 * no further than bound / least steps from its starts, so whatever lies more steps away cannot
 * touch what it finds there. The marks are stamps, kept from call to call: one mark() walks only
 * the hexes it marks, never the whole map, however large.
 */
export class HopMarks {
  private readonly stamp: Uint32Array;
  /** the hexes marked, nearest first: as many as the last mark() marked, not the map's size */
  private readonly queue: number[] = [];
  private readonly hops: Uint16Array;
  private gen = 0;

  /**
   * The marks of a grid kept for callers that mark and ask within one call, one set per `slot`:
   * a map-sized array each, allocated once per grid, not at each drag of each side.
   */
  static shared(grid: HexGrid, slot: number): HopMarks {
    let list = sharedMarks.get(grid);
    if (!list) sharedMarks.set(grid, (list = []));
    return (list[slot] ??= new HopMarks(grid));
  }

  constructor(private readonly grid: HexGrid) {
    this.stamp = new Uint32Array(grid.size);
    this.hops = new Uint16Array(grid.size);
  }

  /** Marks every hex within `steps` of one of `from` (off-map places, below 0, are skipped), forgetting the last marks. */
  mark(from: Iterable<number>, steps: number): void {
    if (++this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
    const { stamp, queue, hops, gen } = this;
    const nb = this.grid.neighbours;
    queue.length = 0;
    for (const h of from) {
      if (h < 0 || stamp[h] === gen) continue;
      stamp[h] = gen;
      hops[h] = 0;
      queue.push(h);
    }
    for (let head = 0; head < queue.length; head++) {
      const h = queue[head]!;
      if (hops[h]! >= steps) continue;
      for (let d = 0; d < 6; d++) {
        const n = nb[6 * h + d]!;
        if (n < 0 || stamp[n] === gen) continue;
        stamp[n] = gen;
        hops[n] = hops[h]! + 1;
        queue.push(n);
      }
    }
  }

  /** The hexes the last mark() marked, nearest first (valid until the next). */
  marked(): readonly number[] {
    return this.queue;
  }

  /** Whether hex i was marked by the last mark(), within `steps` of its hexes. */
  within(i: number, steps: number): boolean {
    return this.has(i) && this.hops[i]! <= steps;
  }

  /** Whether hex i was marked by the last mark(). */
  has(i: number): boolean {
    return i >= 0 && this.stamp[i] === this.gen;
  }
}

const sharedMarks = new WeakMap<HexGrid, HopMarks[]>();

/** Per cost table, its cheapest move (-1: none), found once: a table lives as long as its graph. */
const least = new WeakMap<Uint16Array, number>();

function leastCost(costs: Uint16Array): number {
  let min = least.get(costs);
  if (min === undefined) {
    min = IMPASSABLE;
    for (let e = 0; e < costs.length; e++) if (costs[e]! < min) min = costs[e]!;
    if (min === IMPASSABLE) min = -1;
    least.set(costs, min);
  }
  return min;
}
