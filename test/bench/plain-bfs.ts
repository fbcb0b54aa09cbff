import type { HexGrid } from '../../shared/hex/hex-grid.js';

/**
 * A plain breadth-first search from the sources over the map's hexes (or only those marked in
 * `inside`): the least any search visiting them can cost, the floor path.bfs.ratio and the scaling
 * bench compare against. Returns a function that runs it and gives the number of hexes visited.
 */
export function plainBfs(grid: HexGrid, sources: ArrayLike<number>, inside?: Uint8Array): () => number {
  const nb = grid.neighbours;
  const seen = new Uint8Array(grid.size);
  const queue = new Int32Array(grid.size);
  return () => {
    seen.fill(0);
    let head = 0;
    let tail = 0;
    for (let k = 0; k < sources.length; k++) {
      seen[sources[k]!] = 1;
      queue[tail++] = sources[k]!;
    }
    while (head < tail) {
      const u = queue[head++]!;
      for (let d = 0; d < 6; d++) {
        const v = nb[6 * u + d]!;
        if (v >= 0 && (!inside || inside[v]) && !seen[v]) {
          seen[v] = 1;
          queue[tail++] = v;
        }
      }
    }
    return tail;
  };
}
