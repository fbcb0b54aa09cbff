import type { CampaignState } from '../../model/campaign-schema.js';
import type { RulesContext } from '../ruleset.js';

/**
 * The hexes in the ZOC of a side's combat units, for the map overlay (OCS 4.5; units marked Out of
 * Supply have none, 12.8d), and which of them the other side negates by standing there (4.5b).
 */
export function ocsZocHexes(ctx: RulesContext, state: CampaignState, side: string): { hexes: string[]; negated: string[] } {
  const { grid, game } = ctx;
  const combat = new Set(game.unitTypes.filter((t) => t.combat).map((t) => t.id));
  const inZoc = new Uint8Array(grid.size);
  const occupied = new Uint8Array(grid.size);
  for (const u of state.units) {
    const i = grid.indexOf(u.hex);
    if (i < 0 || !combat.has(u.type)) continue;
    if (u.side !== side) {
      occupied[i] = 1;
      continue;
    }
    if (u.outOfSupplySince !== undefined) continue;
    inZoc[i] = 1;
    for (let d = 0; d < 6; d++) if (grid.neighbours[6 * i + d]! >= 0) inZoc[grid.neighbours[6 * i + d]!] = 1;
  }
  const hexes: string[] = [];
  const negated: string[] = [];
  for (let i = 0; i < grid.size; i++) {
    if (!inZoc[i]) continue;
    hexes.push(grid.printedId(i));
    if (occupied[i]) negated.push(grid.printedId(i));
  }
  return { hexes, negated };
}
