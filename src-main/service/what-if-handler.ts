import type { WhatIfView } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { SupplyReportOnRequest, WhatIfDrag } from '../../shared/engine/ruleset.js';
import {
  changeCounts,
  changedUnits,
  placedState,
  verdictChanges,
  type Placement,
} from '../../shared/engine/what-if.js';
import type { CampaignSession } from './campaign-session.js';
import { cachedReport } from './verdict-pages.js';

/** One drag per campaign state: what the ruleset keeps between the hovers over one state. */
const drags = new WeakMap<CampaignState, WhatIfDrag>();

/**
 * supply.whatif: every side's verdicts on the campaign as it stands and with the plan's placements
 * made, and the units whose verdict differs, with their reasons. The verdicts as they stand are the
 * ones *Check supply* keeps for the state (so a drag over many hexes works them out once); with the
 * plan, a ruleset that answers drags works out only what the placements can change, others run each
 * side's determination once a hover; only the changed units are explained.
 * Nothing is logged, and the session's state is not touched.
 */
export function whatIf(s: CampaignSession, moves: readonly Placement[]): WhatIfView {
  if (!s.ruleset.supplyReport)
    throw new CommandError(`supply checks for the ${s.ruleset.name} rules are not built yet`);
  const state = placedState(s.state, moves, (hex) => s.grid.indexOf(hex) >= 0);
  const moved = new Set(moves.flatMap((m) => (m.unit ? [m.unit] : [])));
  const afterOf = plannedReports(s, state, moves);
  const changes = s.game.sides.flatMap((side) => {
    const before = cachedReport(s, side.id);
    const after = afterOf(side.id);
    const ids = changedUnits(before.report, after.report, moved);
    before.explain(ids);
    after.explain(ids);
    return verdictChanges(before.report, after.report, ids, moved);
  });
  return { changes, counts: changeCounts(changes) };
}

/** Each side's report on the planned state: from the state's drag where the ruleset has one. */
function plannedReports(
  s: CampaignSession,
  state: CampaignState,
  moves: readonly Placement[],
): (side: string) => SupplyReportOnRequest {
  const begin = s.ruleset.whatIfDrag;
  if (begin) {
    let drag = drags.get(s.state);
    if (!drag) {
      drag = begin({ game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset }, s.state);
      drags.set(s.state, drag);
    }
    const d = drag;
    return (side) => d.report(state, moves, side);
  }
  // what a report reads of a session: the game, its grid and graph, the rules, the state
  const planned = { game: s.game, grid: s.grid, ruleset: s.ruleset, state, graph: () => s.graph() } as CampaignSession;
  return (side) => cachedReport(planned, side);
}
