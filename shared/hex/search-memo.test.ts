import { describe, expect, it, vi } from 'vitest';
import { smallGame } from '../../test/helpers/small-game.js';
import { MovementGraph } from './movement-graph.js';
import { PathSearch, type SearchOptions } from './path-search.js';
import { SearchMemo } from './search-memo.js';
import { ENEMY_ZOC, SearchOverlay } from './search-overlay.js';

/**
 * A drag's search answers a run asked again from the run recorded on the campaign as it stands
 * only while the overlay of every hex that run read is unchanged: the answers must be those of a
 * fresh search on the planned overlay, hex for hex (cost, path, source, adjacent cover).
 */
describe('SearchMemo', () => {
  const game = smallGame(Array.from({ length: 7 }, () => '..w.....m...........'));
  const graph = new MovementGraph(game);
  const hex = (id: string) => graph.grid.indexOf(id);
  const truck = (overlay: SearchOverlay): SearchOptions => ({
    sources: [hex('0304')],
    mobility: 'truck',
    maxMP: 3,
    overlay,
    zocBlocks: true,
  });
  const answers = (s: PathSearch) =>
    Array.from({ length: graph.grid.size }, (_, h) => [s.costUnits(h), s.parentOf(h), s.sourceOf(h), s.coveredVia(h)]);
  const fresh = (o: SearchOptions) => answers(new PathSearch(graph).run(o));

  const recorded = () => {
    const memo = new SearchMemo(graph);
    memo.run(truck(SearchOverlay.empty(graph.grid)));
    memo.recording = false;
    return memo;
  };

  it('a hex far from the run in enemy ZOC: answered from the recorded run, as a fresh search answers', () => {
    const memo = recorded();
    const overlay = SearchOverlay.empty(graph.grid).mark(hex('1804'), ENEMY_ZOC);
    const run = vi.spyOn(PathSearch.prototype, 'run');
    memo.run(truck(overlay));
    expect(run).not.toHaveBeenCalled();
    run.mockRestore();
    expect(answers(memo)).toEqual(fresh(truck(overlay)));
    expect(memo.reachedHexes()).toEqual(new PathSearch(graph).run(truck(overlay)).reachedHexes());
  });

  it('enemy ZOC across the run (OCS 12.3d for Truck MP): run again, the hexes beyond it not reached', () => {
    const memo = recorded();
    // a line of ZOC down the whole column 05
    const overlay = SearchOverlay.empty(graph.grid);
    for (let row = 1; row <= 7; row++) overlay.mark(hex(`050${row}`), ENEMY_ZOC);
    memo.run(truck(overlay));
    expect(answers(memo)).toEqual(fresh(truck(overlay)));
    expect(memo.reached(hex('0604'))).toBe(false);
  });

  it('asked from another hex or with another bound: run anew', () => {
    const memo = recorded();
    const o = { ...truck(SearchOverlay.empty(graph.grid)), maxMP: 5 };
    memo.run(o);
    expect(answers(memo)).toEqual(fresh(o));
    const p = { ...o, sources: [hex('0904')] };
    memo.run(p);
    expect(answers(memo)).toEqual(fresh(p));
  });
});
