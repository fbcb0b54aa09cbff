import type { SearchFailure } from '../../hex/path-explain.js';
import { pathIndices } from '../../hex/path-explain.js';
import { SearchTree } from '../../hex/search-tree.js';
import { ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import { mpText } from '../../hex/mp-text.js';
import type { OcsUnit } from './state.js';
import type { SideContext } from './side-context.js';

/** A throw the enemy stopped: the HQ, what stopped it, and its path up to there (hex indices from the HQ). */
export interface BlockedThrow {
  hq: OcsUnit;
  /** MP of the whole path, had nothing been in the way */
  mp: number;
  failure: SearchFailure;
  path: number[];
}

/**
 * OCS 12.3d: a throw path never enters a hex with an enemy combat unit, nor (Truck MP) goes into
 * or out of un-negated enemy ZOC. For each hex asked, the cheapest throw within an HQ's printed
 * range counted as if no enemy stood on the map; where that path meets the enemy is what stopped
 * the throw that would otherwise have reached. A reason names that HQ and that block, before any
 * longer detour by another HQ. One search per throw mobility, for every hex asked.
 */
export function blockedThrows(
  sideCtx: SideContext,
  hqs: readonly OcsUnit[],
  hexes: readonly number[],
): Array<BlockedThrow | undefined> {
  const out = new Array<BlockedThrow | undefined>(hexes.length).fill(undefined);
  const byMobility = new Map<string, Map<number, OcsUnit>>();
  for (const h of hqs) {
    const m = h.throwRange!.mobility;
    const at = byMobility.get(m) ?? new Map<number, OcsUnit>();
    byMobility.set(m, at);
    const i = sideCtx.hexOf(h);
    const there = at.get(i);
    if (!there || there.throwRange!.mp < h.throwRange!.mp) at.set(i, h);
  }
  const { search, grid } = sideCtx;
  for (const [mobility, hqAt] of byMobility) {
    const longest = Math.max(...[...hqAt.values()].map((h) => h.throwRange!.mp));
    search.run({ sources: [...hqAt.keys()], mobility, maxMP: longest, ...sideCtx.costs, adjacentOk: true });
    const tree = new SearchTree(search);
    const blocks = ENEMY_UNIT | (mobility === 'truck' ? ENEMY_ZOC : 0);
    hexes.forEach((at, k) => {
      const via = tree.covering(at, true);
      if (via < 0) return;
      const hq = hqAt.get(search.sourceOf(via))!;
      const mp = search.costMP(via);
      if (mp > hq.throwRange!.mp || (out[k] && out[k].mp <= mp)) return;
      const path = pathIndices(search, via);
      const stop = path.findIndex((h) => (sideCtx.overlay.flags[h]! & blocks) !== 0);
      if (stop < 0) return;
      const h = path[stop]!;
      const id = grid.printedId(h);
      const unit = (sideCtx.overlay.flags[h]! & ENEMY_UNIT) !== 0;
      out[k] = {
        hq,
        mp,
        path: path.slice(0, Math.max(stop, 1)),
        failure: {
          kind: unit ? 'enemy-unit' : 'enemy-zoc',
          reason: `its ${mpText(hq.throwRange!.mp)}-MP throw would reach it in ${mpText(mp)} MP, but ${unit ? 'an enemy combat unit' : 'enemy ZOC'} at ${id} blocks the path (OCS 12.3d)`,
          stoppedAt: stop > 0 ? grid.printedId(path[stop - 1]!) : null,
          blockedAt: id,
          neededMP: null,
          partial: [],
        },
      };
    });
  }
  return out;
}
