import type { RulesContext } from './ruleset.js';
import type { CampaignState } from '../model/campaign-schema.js';
import { CommandError } from '../model/command-error.js';

/**
 * Next phase never slips past one of the ruleset's supply phases that was not applied (OCS 12.6,
 * GC 16.B): the words saying what would be skipped, or null. `skipped` is the system's own account
 * of what applying does ("no trace supply was determined, ..."). The engine refuses the advance
 * unless told to skip it; the app asks first (irreversible.ts), the CLI names the field that says so.
 */
export function unappliedSupplyPhase(
  ctx: Pick<RulesContext, 'game' | 'ruleset'>,
  state: CampaignState,
  skipped: string,
): string | null {
  const { side, phase } = state.clock;
  if (!ctx.ruleset.supplyPhases.includes(phase) || state.supplyJudged.includes(side)) return null;
  return `the ${sideName(ctx, side)} ${phaseName(ctx, phase)} has not been applied: ${skipped}`;
}

/** The refusal of Next phase past an unapplied supply phase, unless the command says to skip it. */
export function refuseUnappliedAdvance(
  ctx: Pick<RulesContext, 'game' | 'ruleset'>,
  state: CampaignState,
  skip: boolean,
  skipped: string,
): void {
  const why = skip ? null : unappliedSupplyPhase(ctx, state, skipped);
  if (why)
    throw new CommandError(
      `${why}. Apply it first, or advance with "skipSupply": true to go on without it`,
      'skipSupply',
    );
}

const sideName = (ctx: Pick<RulesContext, 'game'>, side: string) =>
  ctx.game.sides.find((s) => s.id === side)?.name ?? side;
const phaseName = (ctx: Pick<RulesContext, 'ruleset'>, phase: string) =>
  ctx.ruleset.phases.find((p) => p.id === phase)?.name ?? `${phase} phase`;
