import type { HexGrid } from '../../hex/hex-grid.js';
import type { SearchTarget } from '../../hex/search-targets.js';

/**
 * The LOC search (GC 16.H) a drag's what-if asks, which reads each unit's LOC and nothing else:
 * a unit standing in a hex in general supply has a LOC of 0 SLP, for the search starts there; the
 * others are the targets, and the search stops once they are all settled. It starts from the hexes
 * in general supply next to one that is not (or at the map's edge): a LOC to a hex not in general
 * supply leaves the general supply area from one of them, so the costs it finds are the costs the
 * search from every hex in general supply finds (its paths, which a hover does not print, may be
 * other paths of the same cost). No target: no search.
 */
export function dragLocAsk(
  grid: HexGrid,
  general: Uint8Array,
  unitHexes: readonly number[],
): { sources: Int32Array; targets: SearchTarget[] } | null {
  const targets: SearchTarget[] = [];
  const asked = new Set<number>();
  for (const i of unitHexes)
    if (!general[i] && !asked.has(i)) {
      asked.add(i);
      targets.push({ hex: i, adjacentOk: false });
    }
  if (!targets.length) return null;
  const nb = grid.neighbours;
  const edge: number[] = [];
  for (let i = 0; i < grid.size; i++) {
    if (!general[i]) continue;
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * i + d]!;
      if (j < 0 || !general[j]) {
        edge.push(i);
        break;
      }
    }
  }
  return { sources: Int32Array.from(edge), targets };
}
