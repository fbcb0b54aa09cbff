import type { WhatIfView } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { SupplyReportOnRequest, WhatIfDrag } from '../../shared/engine/ruleset.js';
import { placedState, type Placement } from '../../shared/engine/what-if.js';
import { changeCounts, changedUnits, verdictChanges } from '../../shared/engine/verdict-changes.js';
import type { CampaignSession } from './campaign-session.js';
import { cachedReport } from './verdict-pages.js';

/** One drag per campaign state: what the ruleset keeps between the hovers over one state. */
const drags = new WeakMap<CampaignState, WhatIfDrag>();

/**
 * supply.whatif: every side's verdicts on the campaign as it stands and with the plan's placements
 * made, and the units whose verdict differs, with their reasons. A ruleset that answers drags keeps
 * its determination of the campaign as it stands for the state (so a drag over many hexes works it
 * out once) and works out only what the placements can change; for others the verdicts as they
 * stand are the ones *Check supply* keeps, and each side's determination runs once a hover. Only
 * the changed units are explained, and none when no reasons are asked for (a drag's hover shows
 * counts and marks: the status and what supplies a unit come without the searches that word a
 * reason). Nothing is logged, and the session's state is not touched.
 */
export function whatIf(
  s: CampaignSession,
  moves: readonly Placement[],
  { reasons }: { reasons: boolean } = { reasons: true },
): WhatIfView {
  if (!s.ruleset.supplyReport)
    throw new CommandError(`supply checks for the ${s.ruleset.name} rules are not built yet`);
  const state = placedState(s.state, moves, (hex) => s.grid.indexOf(hex) >= 0);
  const moved = new Set(moves.flatMap((m) => (m.unit ? [m.unit] : [])));
  const reports = sideReports(s, state, moves);
  const changes = s.game.sides.flatMap((side) => {
    const before = reports.before(side.id);
    const after = reports.after(side.id);
    const ids = changedUnits(before.report, after.report, moved);
    if (!reasons) return verdictChanges(before.report, after.report, ids, moved, false);
    before.explain(ids);
    after.explain(ids);
    return verdictChanges(before.report, after.report, ids, moved);
  });
  return { changes, counts: changeCounts(changes) };
}

interface SideReports {
  before(side: string): SupplyReportOnRequest;
  after(side: string): SupplyReportOnRequest;
}

/**
 * Each side's report as it stands and on the planned state: from the state's drag where the
 * ruleset has one (its determination as it stands is the one it answers plans from: worked out
 * once, not a second time for the check), else the checks kept per state.
 */
function sideReports(s: CampaignSession, state: CampaignState, moves: readonly Placement[]): SideReports {
  const begin = s.ruleset.whatIfDrag;
  if (begin) {
    let drag = drags.get(s.state);
    if (!drag) {
      drag = begin({ game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset }, s.state);
      drags.set(s.state, drag);
    }
    const d = drag;
    return { before: (side) => d.asItStands(side), after: (side) => d.report(state, moves, side) };
  }
  // what a report reads of a session: the game, its grid and graph, the rules, the state
  const planned = { game: s.game, grid: s.grid, ruleset: s.ruleset, state, graph: () => s.graph() } as CampaignSession;
  return { before: (side) => cachedReport(s, side), after: (side) => cachedReport(planned, side) };
}
