import { phasesOf } from '../../engine/clock.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { OcsState } from './state.js';
import { CommandError } from '../../model/command-error.js';
import { refuseUnappliedAdvance, unappliedSupplyPhase as unappliedPhase } from '../../engine/unapplied-supply-phase.js';

/**
 * The OCS sequence of play (ocs-sequence-of-play.md) as checks on the commands that belong to one
 * phase: air-base refit in the Aircraft Refit Phase (12.9c), units due on the turn record track in
 * the Reinforcement Phase (12.8e), breakout in the Breakout Segment (12.8e). A game whose own phase
 * list lacks the step (a campaign made before format v3 keeps its old list) keeps the command where
 * it was: it is then checked only as before.
 */
export function requirePhase(
  ctx: Pick<RulesContext, 'game' | 'ruleset'>,
  state: OcsState,
  side: string,
  phase: string,
  what: string,
): void {
  if (!phasesOf(ctx.game, ctx.ruleset, side).includes(phase)) return;
  if (state.clock.side === side && state.clock.phase === phase) return;
  throw new CommandError(
    `${what} happens in the ${sideName(ctx, side)} ${phaseName(ctx, phase)}; the campaign is in the ${sideName(ctx, state.clock.side)} ${phaseName(ctx, state.clock.phase)}`,
  );
}

/** What applying the Supply Phase does, named when Next phase would leave it unapplied. */
const SUPPLY_PHASE_SKIPS =
  'no trace supply was determined, nothing was eaten off the map and no Out of Supply marker was placed or removed (OCS 12.6, 12.8a)';

/** Next phase never slips past a Supply Phase that was not applied (12.6, 12.8a): what it would skip, or null. */
export function unappliedSupplyPhase(ctx: Pick<RulesContext, 'game' | 'ruleset'>, state: OcsState): string | null {
  return unappliedPhase(ctx, state, SUPPLY_PHASE_SKIPS);
}

/** The refusal of Next phase past an unapplied Supply Phase, unless the command says to skip it. */
export function checkAdvance(ctx: Pick<RulesContext, 'game' | 'ruleset'>, state: OcsState, skip: boolean): void {
  refuseUnappliedAdvance(ctx, state, skip, SUPPLY_PHASE_SKIPS);
}

const sideName = (ctx: Pick<RulesContext, 'game'>, side: string) =>
  ctx.game.sides.find((s) => s.id === side)?.name ?? side;
const phaseName = (ctx: Pick<RulesContext, 'ruleset'>, phase: string) =>
  ctx.ruleset.phases.find((p) => p.id === phase)?.name ?? `${phase} phase`;
