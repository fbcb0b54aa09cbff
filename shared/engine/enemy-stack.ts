import { CommandError } from '../model/command-error.js';
import type { CampaignState } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import { unitsAt } from './unit-index.js';

/**
 * Every ruleset (OCS 9.1 stacking, GC and CL alike): opposing combat units never share a hex. A unit
 * moved or placed into a hex holding enemy combat units is refused; a hex holding only enemy
 * non-combat units (a dump's guard, a Transport Point) may be entered, so capture keeps working.
 */
export function refuseEnemyCombatStack(
  game: GameDefinition,
  state: CampaignState,
  mover: { id?: string; name: string; side: string },
  hex: string,
): void {
  const combat = new Set(game.unitTypes.filter((t) => t.combat).map((t) => t.id));
  const enemy = unitsAt(state, hex).find((u) => u.side !== mover.side && combat.has(u.type));
  if (enemy)
    throw new CommandError(
      `${mover.name} cannot enter ${hex}: ${enemy.name} (${enemy.side}), an enemy combat unit, is there`,
      'hex',
    );
}
