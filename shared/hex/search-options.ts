import type { CostVariant } from './movement-graph.js';
import type { SearchOverlay } from './search-overlay.js';
import type { SearchTarget } from './search-targets.js';

/** What one PathSearch.run is asked: where it starts, how units move, what blocks them, where it may stop. */
export interface SearchOptions {
  /** hex indices the search starts from (dumps, HQs, sources …) */
  sources: ArrayLike<number>;
  mobility: string;
  /** bound in MP (inclusive); omit for a trace of any length */
  maxMP?: number;
  /** per-phase conditions; omit for an empty map */
  overlay?: SearchOverlay;
  /** enemy ZOC blocks paths into and out of ZOC hexes (OCS 12.3d: Truck MP only) */
  zocBlocks?: boolean;
  /**
   * 'from-sources': cost of moving from a source to each hex (HQ throw, OCS 12.3b).
   * 'to-sources': cost of moving from each hex back to the nearest source (draw, OCS 12.3a).
   * They differ where costs depend on the hex entered.
   */
  direction?: 'from-sources' | 'to-sources';
  /** stop as soon as this hex is reached — or a hex adjacent to it, with adjacentOk */
  target?: number;
  /** OCS 12.3c: reaching a hex adjacent to the target is enough */
  adjacentOk?: boolean;
  /**
   * stop once each of these is reached (or, adjacentOk, a hex next to it): what was settled by
   * then reads as an unbounded search's would (search-targets.ts). Unmet targets run it to the end.
   */
  targets?: ReadonlyArray<SearchTarget>;
  /** costs in this weather instead of the normal ones; reducedOnly keeps only lower costs (OCS 12.3d) */
  weather?: string;
  reducedOnly?: boolean;
  /** another cost table: roads bridged over rivers, or one per hex (movement-graph.ts CostVariant) */
  variant?: CostVariant;
  /** cost units added for entering each hex (GC 16.H: enemy ZOC costs and "+# MP" markers on a LOC) */
  extraCost?: Uint16Array;
  /** at least the largest of extraCost, where the caller knows it: the run need not read the map's extra costs to bound its queue */
  extraCostMax?: number;
}
