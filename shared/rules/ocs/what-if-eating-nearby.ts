import { HopMarks, searchSteps } from '../../hex/hop-marks.js';
import { PathSearch, type SearchOptions } from '../../hex/path-search.js';
import { nearestFrom, type EatingStock, type Nearest } from './eating-ways.js';
import type { SideContext } from './side-context.js';
import { drawSearch } from './trace-supply.js';

/**
 * The nearest dumps (OCS 12.3a, 12.3c-d) of units near what a what-if plan changed, found without
 * the search out of every dump on the map. That search (settle.ts) is bounded (DRAW_MP) and every
 * move of it costs at least its cheapest move, so no path of it takes more than `steps` moves
 * (hop-marks.ts). A hex's cost, the move into it and its tie-breaks read only the hexes a path of
 * the bound crosses to reach it: the search sets a cost and a move only on a strictly cheaper
 * push; every push at a cost comes before any pop at it (no move is free), and within a cost the
 * last pushed pops first, so the order of two hexes of one cost is that of the pops of their
 * parents, and, back along both chains, that of their starts in the list. Hence:
 * - a hex with no hex whose overlay the plan changed within steps + 1 of it (+1: a start lies
 *   next to its dump, whose sealing by enemy ZOC, 12.3d, it reads) has the answer the search as
 *   the campaign stands gave there (`far`);
 * - a search from the starts within steps of a hex, in their order, finds there what the search
 *   from every start finds: the cheapest path's start is among them, and so is that of every
 *   hex whose pops break its ties (`nearDraws`).
 */
export class NearbyDraws {
  /** per mobility of a search out of every dump as the campaign stands, the most steps of its paths */
  private readonly stepsOf = new Map<string, number>();
  /** the hexes near the plan's changes; the hexes near the units searched for again */
  private readonly changed: HopMarks;
  private readonly wanted: HopMarks;
  private readonly outward: boolean;
  /** each dump hex's place in the stock's list, the order the search's starts are listed in */
  private readonly dumpOrder: Map<number, number>;
  /** the most steps of any kept search (-1: one not known, no hex is far) */
  private steps = 0;

  constructor(
    private readonly ctx: SideContext,
    private readonly stock: EatingStock,
    outward: boolean,
  ) {
    // each marked and asked within one call (forPlan, nearDraws): shared by every drag on the map
    this.changed = HopMarks.shared(ctx.grid, 0);
    this.wanted = HopMarks.shared(ctx.grid, 1);
    this.outward = outward;
    this.dumpOrder = new Map(stock.dumpHexes.map((h, x) => [h, x]));
  }

  /** The search out of every dump with mobility m as the campaign stands, run on `search` (its answers read before its next run). */
  asItStands(m: string, search: PathSearch): PathSearch {
    const o = drawSearch(this.ctx, this.stock.dumpHexes, m);
    const steps = searchSteps(this.ctx.graph, o);
    this.stepsOf.set(m, steps);
    this.steps = this.steps < 0 || steps < 0 ? -1 : Math.max(this.steps, steps);
    return search.run(o);
  }

  /** Marks the hexes near a plan's changes (its overlay changed in `changed`). */
  plan(changed: readonly number[]): void {
    if (this.steps >= 0) this.changed.mark(changed, this.steps + 1);
  }

  /** Whether the search out of every dump with mobility m answers at hex i as it did for the campaign as it stands. */
  far(i: number, m: string): boolean {
    return this.stepsOf.has(m) && this.steps >= 0 && i >= 0 && !this.changed.has(i);
  }

  /** The nearest dumps of the units at `hexes` drawing with m on the plan's context `c`, from the starts near them. */
  nearDraws(
    c: SideContext,
    m: string,
    hexes: readonly number[],
    was: (x: number) => Nearest | undefined,
  ): Array<Nearest | undefined> {
    const steps = this.stepsOf.get(m) ?? -1;
    let o: SearchOptions;
    if (steps < 0) o = drawSearch(c, this.stock.dumpHexes, m);
    else {
      // the dumps whose starts may lie within steps, in their order: drawStarts lists each start
      // where its first dump meets it, and that dump is among these
      const { wanted } = this;
      wanted.mark(hexes, steps + 1);
      const dumps: number[] = [];
      for (const h of wanted.marked()) if (this.stock.dumpAt.has(h)) dumps.push(h);
      dumps.sort((a, b) => this.dumpOrder.get(a)! - this.dumpOrder.get(b)!);
      o = drawSearch(c, dumps, m);
      o.sources = Array.from(o.sources).filter((s) => wanted.within(s, steps));
    }
    // a search nobody holds (its arrays are the map's size), given back once its answers are read
    const search = PathSearch.lease(c.graph);
    try {
      search.run(o);
      return hexes.map((i, x) => nearestFrom(c, search, i, m, this.stock.dumpAt, this.outward, was(x)));
    } finally {
      search.release();
    }
  }
}
