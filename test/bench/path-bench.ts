import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import { IMPASSABLE, MovementGraph } from '../../shared/hex/movement-graph.js';
import { PathSearch } from '../../shared/hex/path-search.js';
import { ENEMY_UNIT, SearchOverlay } from '../../shared/hex/search-overlay.js';
import type { BigMap } from './big-map.js';
import { medianMs, report } from './measure.js';

/** The figures of the path-search issue: path.fullmap.ms, path.bounded.ms, path.pair.ms, path.peer.ms, path.peer.ratio, path.graph.mb. */
export function benchPaths(map: BigMap): { fullmapMs: number; fullmap: () => void } {
  const graph = new MovementGraph(map.game, map.grid);
  // every table a supply phase uses: both directions for every mobility type
  for (const m of graph.mobilities) {
    graph.costsFor(m);
    graph.reverseCostsFor(m);
  }
  const grid = map.grid;
  const overlay = SearchOverlay.empty(grid);
  for (const h of map.enemyHexes) overlay.mark(h, ENEMY_UNIT);
  overlay.addZoc(grid, map.enemyHexes);
  const search = new PathSearch(graph);

  let reached = 0;
  const fullmap = () => {
    search.run({ sources: map.westEdge, mobility: 'truck', overlay, zocBlocks: true });
    reached = search.reachedCount;
  };
  const fullmapMs = medianMs(fullmap);
  report('path.fullmap.ms', fullmapMs, 'ms');
  report('path.fullmap.hexes', reached, 'hexes', 0);

  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  const starts = Array.from({ length: 2200 }, () => {
    let i: number;
    do i = Math.floor(rand() * grid.size);
    while (overlay.flags[i]! & ENEMY_UNIT);
    return i;
  });
  const boundedMs = medianMs(
    () => {
      for (let k = 0; k < 2200; k++) {
        search.run({
          sources: [starts[k]!],
          mobility: k < 2000 ? 'truck' : 'leg',
          maxMP: k < 2000 ? 5 : 12,
          overlay,
          zocBlocks: k < 2000,
          adjacentOk: true,
        });
      }
    },
    5,
    1,
  );
  report('path.bounded.ms', boundedMs, 'ms');

  // One pair between opposite corners, plain Dijkstra on both sides over the same truck costs.
  const from = grid.indexAt(0, 0);
  const to = grid.indexAt(grid.width - 1, grid.height - 1);
  const costs = graph.costsFor('truck');
  let ours = -1;
  const pairMs = medianMs(() => {
    search.run({ sources: [from], target: to, mobility: 'truck' });
    ours = search.costUnits(to);
  });
  const g = createGraph<undefined, number>();
  for (let i = 0; i < grid.size; i++) g.addNode(i);
  for (let i = 0; i < grid.size; i++) {
    for (let d = 0; d < 6; d++) {
      const j = grid.neighbours[6 * i + d]!;
      const w = costs[6 * i + d]!;
      if (j >= 0 && w !== IMPASSABLE) g.addLink(i, j, w);
    }
  }
  const finder = ngraphPath.aStar(g, { oriented: true, distance: (_a, _b, link) => link.data });
  let peerCost = -1;
  const peerMs = medianMs(
    () => {
      const path = finder.find(from, to);
      peerCost = 0;
      for (let k = path.length - 1; k > 0; k--) peerCost += g.getLink(path[k]!.id, path[k - 1]!.id)!.data;
    },
    5,
    1,
  );
  if (peerCost !== ours)
    throw new Error(`the peer found a path of ${peerCost} units, ours ${ours}: the searches disagree`);
  report('path.pair.ms', pairMs, 'ms');
  report('path.peer.ms', peerMs, 'ms');
  report('path.peer.ratio', peerMs / pairMs, 'x');
  report('path.graph.mb', graph.byteLength() / (1024 * 1024), 'MB');
  return { fullmapMs, fullmap };
}
