import type { CampaignState } from '../model/campaign-schema.js';
import type { RulesContext } from '../engine/ruleset.js';
import { exertsZoc, negatesZoc, zocMap, type ZocOptions } from '../engine/zoc-rules.js';

/**
 * The hexes in the ZOC of a side's combat units (a unit's hex and the six around it), for the map
 * overlay, and which of them the other side negates by standing there (OCS 4.5b). Who exerts a
 * ZOC, across which hexsides, and what negates it are the game's (game.zoc, zoc-rules.ts); whether
 * units marked Out of Supply keep theirs is the system's: in OCS they have none (12.8d); in CL
 * supply never affects ZOC (Effects case 5).
 */
export function zocHexes(
  ctx: RulesContext,
  state: CampaignState,
  side: string,
  options: ZocOptions,
): { hexes: string[]; negated: string[] } {
  const { grid, game } = ctx;
  const combat = new Set(game.unitTypes.filter((t) => t.combat).map((t) => t.id));
  const exerting: number[] = [];
  const occupied = new Uint8Array(grid.size);
  for (const u of state.units) {
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    if (u.side !== side) {
      if (negatesZoc(game, combat.has(u.type), options)) occupied[i] = 1;
    } else if (exertsZoc(game, u, combat.has(u.type), options)) exerting.push(i);
  }
  const map = zocMap(game, grid, ctx.graph, exerting, occupied);
  const hexes: string[] = [];
  const negated: string[] = [];
  for (let i = 0; i < grid.size; i++) {
    if (!map.zoc[i] && !map.negated[i]) continue;
    hexes.push(grid.printedId(i));
    if (map.negated[i]) negated.push(grid.printedId(i));
  }
  return { hexes, negated };
}
