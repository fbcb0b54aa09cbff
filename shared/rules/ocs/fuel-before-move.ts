import { CommandError } from '../../model/command-error.js';
import type { MovementGraph } from '../../hex/movement-graph.js';
import type { OcsState, OcsUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { needsFuel } from './fuel.js';
import { fuelledAlready } from './fuel-payment.js';
import { sideContext } from './side-context.js';
import type { GameEvent } from './events.js';

/** The phases in which units move under their own MP and so burn fuel (OCS 12.5a; retreats and advances after combat need none, 12.5b). */
const MOVING_PHASES = new Set(['movement', 'exploitation']);

/**
 * Does a move of this unit now spend its own MP? The phasing player moves in his Movement and
 * Exploitation Phases, the other in the Reaction Phase (reserves released); any other move is the
 * referee's edit (a retreat, an advance after combat, a correction).
 */
export function movesUnderOwnMp(state: OcsState, u: OcsUnit): boolean {
  return u.side === state.clock.side ? MOVING_PHASES.has(state.clock.phase) : state.clock.phase === 'reaction';
}

/**
 * OCS 12.5a: a combat unit using Truck or Track MP cannot spend any MP until its fuel is paid — by
 * its own marker, its Fueled formation, or an HQ's Fuel marker in throw range (12.5e). A move by
 * the referee outside the moving side's Movement, Exploitation and Reaction Phases is an edit, not movement.
 */
export function checkFuelBeforeMove(
  ctx: { game: GameDefinition; graph: MovementGraph },
  state: OcsState,
  u: OcsUnit,
): void {
  if (!movesUnderOwnMp(state, u) || !needsFuel(ctx.game, u)) return;
  // only whether it is fuelled already: not the whole proposal (no HQ coverage, no dumps) on every move
  if (fuelledAlready(sideContext(ctx.game, ctx.graph, state, u.side), state)(u)) return;
  const mobility =
    ctx.game.mobilities.find((m) => m.id === ctx.game.unitTypes.find((t) => t.id === u.type)?.mobility)?.name ??
    'Truck or Track';
  throw new CommandError(
    `${u.name} moves with ${mobility} MP and has no fuel this phase: pay its fuel first (OCS 12.5a)`,
    'unit',
  );
}

/**
 * OCS 12.5e: "A fueled HQ is only allowed to throw fuel from a single location each phase." An
 * independent that simply moves on an HQ's Fuel marker (no Fuel… command) fixes that location as
 * much as one fuelled by the command: the HQ's hex now is recorded, and the unit is fuelled for
 * the phase, so that the HQ moving later cannot fuel others from its new hex as well.
 */
export function recordFuelThrow(
  ctx: { game: GameDefinition; graph: MovementGraph },
  state: OcsState,
  u: OcsUnit,
): GameEvent[] {
  if (!movesUnderOwnMp(state, u) || !needsFuel(ctx.game, u) || u.ocs?.fuel) return [];
  if (!state.units.some((h) => h.side === u.side && h.ocs?.fuel === 'hq')) return [];
  const by = fuelledAlready(sideContext(ctx.game, ctx.graph, state, u.side), state)(u)?.hq;
  if (!by) return [];
  const events: GameEvent[] = [{ type: 'fuelPaid', side: u.side, method: 'phase', units: [u.id] }];
  if (!state.rules.ocs.fuelThrownFrom.some((t) => t.hq === by)) {
    const hq = state.units.find((h) => h.id === by)!;
    events.push({ type: 'fuelPaid', side: u.side, method: 'hq', units: [], hq: by, hex: hq.hex });
  }
  return events;
}
