import { hexLists } from './hex-lists.js';
import { PathSearch } from './path-search.js';
import type { SearchOptions } from './search-options.js';
import { pocketOf } from './pocket.js';
import { chainClear, lineFrom, provenNear } from './reach-proofs.js';
import { CLOSED, ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC } from './search-overlay.js';

/**
 * Whether hexes are reached by an unbounded search run again with the overlay changed in a few
 * hexes, read from its run as it was, without running it again. Reached with no bound means a
 * chain of moves from a source in which no hex entered is closed and no ZOC source is left
 * (settle.ts): costs and ties do not matter. A hex reached before whose chain (its parents back
 * to its source) holds no changed hex is reached still; a hex not reached before stays so when no
 * changed hex opened (lost a closing bit). Any other hex is doubtful: one the hexes around it
 * close to every source (pocket.ts) is not reached; the lines from one are followed a few thousand
 * hexes, which join it to a source or cut it off, and a short search from the hexes near it the
 * change left alone may prove it reached (reach-proofs.ts); one search targeted at the rest, which
 * stops once they are all settled, answers them.
 */
export class ReachIndex {
  /** 1 in each hex whose chain is listed below */
  private readonly indexed: Uint8Array;
  /** the hexes each hex's chain passes through, hex by hex (CSR: `through[start[c]..start[c+1])`) */
  private readonly start: Int32Array;
  private readonly through: Int32Array;

  constructor(
    private readonly recorded: PathSearch,
    private readonly options: SearchOptions,
    hexes: readonly number[],
  ) {
    const size = recorded.graph.grid.size;
    this.indexed = new Uint8Array(size);
    const asked = [...new Set(hexes)].filter((h) => h >= 0 && recorded.reached(h));
    for (const h of asked) this.indexed[h] = 1;
    ({ start: this.start, values: this.through } = hexLists(size, (add) => {
      for (const h of asked) for (let c = h; c >= 0; c = recorded.parentOf(c)) add(c, h);
    }));
  }

  /**
   * For each of `hexes`, 1 when the search with `now` (the recorded options, but for the overlay's
   * flags in the hexes marked in `changed`, listed in `changedList`) reaches it.
   */
  reached(
    now: SearchOptions,
    changed: Uint8Array,
    changedList: readonly number[],
    hexes: readonly number[],
  ): Uint8Array {
    const { recorded } = this;
    const was = this.options.overlay?.flags;
    const is = now.overlay?.flags;
    const block = ENEMY_UNIT | ENEMY_CONTROLLED | CLOSED | (now.zocBlocks ? ENEMY_ZOC : 0);
    let opened = false;
    const doubt = new Set<number>();
    for (const c of changedList) {
      if (!changed[c]) continue;
      if (!was || !is || (was[c]! & block & ~is[c]!) !== 0) opened = true;
      for (let k = this.start[c]!; k < this.start[c + 1]!; k++) doubt.add(this.through[k]!);
    }
    const out = new Uint8Array(hexes.length);
    let asked: number[] = [];
    hexes.forEach((h, n) => {
      if (h < 0) return;
      let sure: boolean;
      if (!recorded.reached(h)) sure = !opened;
      else if (this.indexed[h]) sure = !doubt.has(h);
      // a hex not asked at first (a unit set down there): its chain walked now
      else sure = chainClear(recorded, changed, h);
      if (sure) out[n] = recorded.reached(h) ? 1 : 0;
      else asked.push(n);
    });
    if (!asked.length) return out;
    // a doubtful hex that no line from a source can enter, as the hexes around it show, is not reached
    if (is) {
      const source = new Uint8Array(recorded.graph.grid.size);
      for (let k = 0; k < now.sources.length; k++) if (now.sources[k]! >= 0) source[now.sources[k]!] = 1;
      const unentered = (j: number) => (is[j]! & block) !== 0 && !source[j];
      const grid = recorded.graph.grid;
      asked = asked.filter((n) => !pocketOf(grid, hexes[n]!, (j) => source[j] === 1, unentered));
      if (!asked.length) return out;
      // the lines from a doubtful hex followed a few thousand hexes: joined to a source, or cut off
      asked = asked.filter((n) => {
        const line = lineFrom(recorded.graph, now, hexes[n]!, (j) => source[j] === 1, unentered);
        if (line === 'joined') out[n] = 1;
        return line === 'unknown';
      });
      if (!asked.length) return out;
      // one near hexes the change left alone: a short search from them may prove it reached
      const proven = provenNear(recorded, now, changed, hexes, asked, unentered);
      for (const n of proven) out[n] = 1;
      asked = asked.filter((n) => !proven.has(n));
      if (!asked.length) return out;
    }
    const search = PathSearch.lease(recorded.graph);
    search.run({ ...now, targets: asked.map((n) => ({ hex: hexes[n]!, adjacentOk: false })) });
    for (const n of asked) out[n] = search.reached(hexes[n]!) ? 1 : 0;
    search.release();
    return out;
  }
}
