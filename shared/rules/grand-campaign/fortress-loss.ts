import type { GameEvent } from './events.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';

/**
 * GC 17.E: a fortress's elimination modifiers count for the player who owned it at the start only
 * while the other player has never owned it. A combat unit of the other side entering it takes it.
 * The fortresses are the game's table "fortresses" (row key: hex, cell 1: the side that owned it).
 */
export function fortressTaken(ctx: RulesContext, state: GcState, unit: GcUnit, to: string): GameEvent[] {
  const row = ctx.game.tables.find((t) => t.id === 'fortresses')?.rows.find((r) => r.key === to);
  if (!row || state.rules.gc.fortressesLost.includes(to)) return [];
  const owner = String(row.cells[0] ?? '');
  const combat = ctx.game.unitTypes.find((t) => t.id === unit.type)?.combat;
  return owner && owner !== unit.side && combat ? [{ type: 'fortressLost', hex: to, side: owner }] : [];
}
