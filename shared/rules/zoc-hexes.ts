import type { CampaignState } from '../model/campaign-schema.js';
import type { RulesContext } from '../engine/ruleset.js';

/**
 * The hexes in the ZOC of a side's combat units (a unit's hex and the six around it), for the map
 * overlay, and which of them the other side negates by standing there (OCS 4.5b). Whether units
 * marked Out of Supply keep theirs is the system's: in OCS they have none (12.8d); in CL supply
 * never affects ZOC (Effects case 5).
 */
export function zocHexes(
  ctx: RulesContext,
  state: CampaignState,
  side: string,
  options: { outOfSupplyHasNone: boolean },
): { hexes: string[]; negated: string[] } {
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
    if (options.outOfSupplyHasNone && u.outOfSupplySince !== undefined) continue;
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
