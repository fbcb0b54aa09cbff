import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { enemyZocStrength } from './supply-lines.js';

/** Enemy units block; enemy ZOC blocks a supply line except in hexes a friendly unit occupies. */
export function supplyOverlay(
  ctx: RulesContext,
  state: GcState,
  side: string,
  zoc: Uint8Array = enemyZocStrength(ctx.game, ctx.grid, state, side),
): SearchOverlay {
  const { grid } = ctx;
  const overlay = SearchOverlay.empty(grid);
  const friendlyHere = new Uint8Array(grid.size);
  for (let n = 0; n < state.units.length; n++) {
    const u = state.units[n]!;
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    if (u.side === side) friendlyHere[i] = 1;
    else overlay.mark(i, ENEMY_UNIT);
  }
  for (let i = 0; i < grid.size; i++)
    if (zoc[i]! > 0 && !friendlyHere[i]) overlay.flags[i] = overlay.flags[i]! | ENEMY_ZOC;
  return overlay;
}
