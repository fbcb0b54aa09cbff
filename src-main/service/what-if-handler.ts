import type { WhatIfView } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import { changeCounts, placedState, verdictChanges, type Placement } from '../../shared/engine/what-if.js';
import type { CampaignSession } from './campaign-session.js';

/**
 * supply.whatif: every side's verdicts on the campaign as it stands and with the plan's placements
 * made, and the units whose verdict differs. Each side's whole determination runs twice; nothing
 * is logged, and the session's state is not touched.
 */
export function whatIf(s: CampaignSession, moves: readonly Placement[]): WhatIfView {
  const report = s.ruleset.supplyReport;
  if (!report) throw new CommandError(`supply checks for the ${s.ruleset.name} rules are not built yet`);
  const planned = placedState(s.state, moves, (hex) => s.grid.indexOf(hex) >= 0);
  const ctx = { game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset };
  const moved = new Set(moves.flatMap((m) => (m.unit ? [m.unit] : [])));
  const changes = s.game.sides.flatMap((side) =>
    verdictChanges(report(ctx, s.state, side.id), report(ctx, planned, side.id), moved),
  );
  return { changes, counts: changeCounts(changes) };
}
