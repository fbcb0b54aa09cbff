import type { GcUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { SupplyEffects } from './supply-effects.js';

/**
 * The game's c/m (combat motorized) units: a table with this id, a row per unit type id or mobility
 * id (cell 1 a note). Which counters are c/m is printed on them, so it is the game's data.
 */
export const CM_TABLE = 'cm-units';

/** GC 17.A.1, Supply Effects Chart: is this unit c/m, moved by the chart's C/M column? */
export function isCm(game: GameDefinition, u: Pick<GcUnit, 'type'>): boolean {
  const rows = game.tables.find((t) => t.id === CM_TABLE)?.rows ?? [];
  const mobility = game.unitTypes.find((t) => t.id === u.type)?.mobility;
  return rows.some((r) => r.key === u.type || r.key === mobility);
}

/** Supply Effects Chart: the movement cell for this unit, C/M or OTHER. */
export function movementEffect(game: GameDefinition, u: Pick<GcUnit, 'type'>, e: SupplyEffects): string {
  return isCm(game, u) ? e.movementCm : e.movementOther;
}
