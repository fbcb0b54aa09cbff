import type { MovementGraph } from '../../hex/movement-graph.js';
import { PathSearch, type SearchOptions } from '../../hex/path-search.js';

/**
 * A path search that remembers every hex any of its runs could have read: the hexes it settled and
 * the six around each (the moves it tried, blocked or not). A change to the overlay of a hex not
 * marked here could not have changed any of its answers: a cheaper path through such a hex would
 * first have to leave a hex the run never settled, which costs at least as much as the run's
 * bound or its last answer (costs are positive). The what-if drag (what-if-drag.ts) records the
 * determination of the campaign as it stands with one, and recomputes a side only when a plan
 * changes a marked hex.
 */
export class TouchRecordingSearch extends PathSearch {
  /** 1 where some run settled the hex or one next to it */
  readonly touched: Uint8Array;

  constructor(graph: MovementGraph) {
    super(graph);
    this.touched = new Uint8Array(graph.grid.size);
  }

  override run(o: SearchOptions): this {
    super.run(o);
    const nb = this.graph.grid.neighbours;
    const touched = this.touched;
    for (let k = 0; k < this.reachedCount; k++) {
      const h = this.reachedAt(k);
      touched[h] = 1;
      for (let d = 0; d < 6; d++) {
        const n = nb[6 * h + d]!;
        if (n >= 0) touched[n] = 1;
      }
    }
    return this;
  }

  /** Marks hex i and the six around it (what the determination reads there without a search). */
  markAround(i: number): void {
    if (i < 0) return;
    this.touched[i] = 1;
    const nb = this.graph.grid.neighbours;
    for (let d = 0; d < 6; d++) {
      const n = nb[6 * i + d]!;
      if (n >= 0) this.touched[n] = 1;
    }
  }
}
