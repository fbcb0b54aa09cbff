import type { RulesContext, SupplyReportOnRequest, WhatIfDrag } from '../../engine/ruleset.js';
import type { Placement } from '../../engine/what-if.js';
import { PathSearch } from '../../hex/path-search.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { RecordedSearches } from '../../hex/search-replay.js';
import type { GcRules, GcState } from './state.js';
import { enemyZocStrength } from './supply-lines.js';
import { supplyOverlay } from './supply-overlay.js';
import { gcVerdictsOnRequest } from './supply-report-on-request.js';
import { plannedZocAndOverlay, StandingIndex, type PlanChanges } from './what-if-changes.js';

/** A side's determination of the campaign as it stands, with every search it ran kept to replay. */
interface Standing {
  zoc: Uint8Array;
  overlay: SearchOverlay;
  searches: RecordedSearches;
  answer: SupplyReportOnRequest;
  /** the side's national supply sources (16.F.1): an enemy unit set down on one closes it */
  sourceHexes: number[];
}

/**
 * "What if I move this?" in the grand campaign (GC 16.A, 16.F, 16.G): each side's determination
 * of the campaign as it stands is worked out at the first hover, its searches kept. For a plan, a
 * side none of whose things move and none of whose searches read a hex the plan changes has the
 * verdicts it has now; otherwise its determination runs again on the planned state, with the ZOC and
 * overlay patched around the plan and only the searches the plan can change run again.
 */
export function gcWhatIfDrag(ctx: RulesContext, base: GcState): WhatIfDrag<GcRules> {
  const index = new StandingIndex(ctx.grid, base);
  const sides = new Map<string, Standing>();
  const scratch = new PathSearch(ctx.graph);
  // both sides are asked about the same plan in turn: its changes worked out once
  let last: { plan: readonly Placement[]; planned: GcState; changes: PlanChanges } | null = null;

  const standing = (side: string): Standing => {
    let s = sides.get(side);
    if (!s) {
      const zoc = enemyZocStrength(ctx.game, ctx.grid, base, side);
      const overlay = supplyOverlay(ctx, base, side, zoc);
      const searches = new RecordedSearches(ctx.graph);
      const answer = gcVerdictsOnRequest(ctx, base, side, { zoc, overlay, runner: searches.recorder() });
      const sourceHexes = ctx.game.supplySources
        .filter((x) => x.side === side)
        .map((x) => ctx.grid.indexOf(x.hex))
        .filter((i) => i >= 0);
      sides.set(side, (s = { zoc, overlay, searches, answer, sourceHexes }));
    }
    return s;
  };

  return {
    report(planned, plan, side) {
      const st = standing(side);
      if (!last || last.plan !== plan || last.planned !== planned)
        last = { plan, planned, changes: index.changes(planned, plan) };
      const changes = last.changes;
      const untouched =
        !changes.movedSides.has(side) &&
        !st.sourceHexes.some((i) => changes.mark[i]) &&
        !st.searches.anyTouched(changes.mark, changes.hexes);
      if (untouched) return st.answer;
      const { zoc, overlay } = plannedZocAndOverlay(ctx, planned, side, st, changes);
      const replay = st.searches.replayer(changes.mark, changes.hexes, scratch);
      return gcVerdictsOnRequest(ctx, planned, side, { zoc, overlay, runner: replay.run });
    },
  };
}
