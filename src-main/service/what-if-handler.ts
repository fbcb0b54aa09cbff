import type { WhatIfView } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import {
  changeCounts,
  changedUnits,
  placedState,
  verdictChanges,
  type Placement,
} from '../../shared/engine/what-if.js';
import type { CampaignSession } from './campaign-session.js';
import { cachedReport } from './verdict-pages.js';

/**
 * supply.whatif: every side's verdicts on the campaign as it stands and with the plan's placements
 * made, and the units whose verdict differs, with their reasons. The verdicts as they stand are the
 * ones *Check supply* keeps for the state (so a drag over many hexes works them out once); with the
 * plan, each side's determination runs once a hover, and only the changed units are explained.
 * Nothing is logged, and the session's state is not touched.
 */
export function whatIf(s: CampaignSession, moves: readonly Placement[]): WhatIfView {
  if (!s.ruleset.supplyReport)
    throw new CommandError(`supply checks for the ${s.ruleset.name} rules are not built yet`);
  const state = placedState(s.state, moves, (hex) => s.grid.indexOf(hex) >= 0);
  // what a report reads of a session: the game, its grid and graph, the rules, the state
  const planned = { game: s.game, grid: s.grid, ruleset: s.ruleset, state, graph: () => s.graph() } as CampaignSession;
  const moved = new Set(moves.flatMap((m) => (m.unit ? [m.unit] : [])));
  const changes = s.game.sides.flatMap((side) => {
    const before = cachedReport(s, side.id);
    const after = cachedReport(planned, side.id);
    const ids = changedUnits(before.report, after.report, moved);
    before.explain(ids);
    after.explain(ids);
    return verdictChanges(before.report, after.report, ids, moved);
  });
  return { changes, counts: changeCounts(changes) };
}
