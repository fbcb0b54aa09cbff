import type { SupplyReport } from '../../shared/engine/ruleset.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { CampaignSession } from './campaign-session.js';

/** A side's supply verdicts with full reasons, in the ruleset's own status words. Changes nothing. */
export function supplyReport(s: CampaignSession, side: string): SupplyReport {
  if (!s.game.sides.some((x) => x.id === side)) {
    throw new CommandError(
      `there is no side "${side}" (this game's sides: ${s.game.sides.map((x) => x.id).join(', ')})`,
      'side',
    );
  }
  if (!s.ruleset.supplyReport)
    throw new CommandError(`supply checks for the ${s.ruleset.name} rules are not built yet`);
  return s.ruleset.supplyReport({ game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset }, s.state, side);
}
