import type { MovementGraph } from '../../hex/movement-graph.js';

/**
 * The cost units of a bound in SLP, as a search bounds itself (path-search.ts): a hex is reached
 * within the bound when its cost in units is at most this.
 *
 * Why one search answers both full and limited supply (GC 16.A.3, 16.A.4) where every supplier of
 * a nation may supply it in full: the two searches have the same sources in the same order and
 * read the same hexes, and differ only in their bound (the HQ range, the limited supply line). A
 * bounded search settles hexes cheapest first, and a move it makes at a cost within the smaller
 * bound it makes in the same order under the larger one (moves beyond a bound only queue hexes
 * that cost more), so each hex within the HQ range has the same cost, the same supplier and the
 * same line in both: the full supply verdicts read the limited search for hexes within the HQ range.
 */
export function unitsWithin(graph: MovementGraph, slp: number): number {
  return graph.boundUnits(slp);
}
