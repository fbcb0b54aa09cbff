import type { RulesContext, SupplyReport, WhatIfDrag } from '../../engine/ruleset.js';
import type { CampaignState } from '../../model/campaign-schema.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { RecordedSearches } from '../../hex/search-replay.js';
import { classicSupply } from './determine-supply.js';
import { classicOverlay } from './supply-line-setup.js';

/** A side's determination of the campaign as it stands, with every search it ran kept to replay. */
interface Standing {
  overlay: SearchOverlay;
  searches: RecordedSearches;
  report: SupplyReport;
}

/**
 * "What if I move this?" in the classic rules (CL Supply: German road traces, Soviet Leader
 * traces): each side's determination of the campaign as it stands is worked out at the first
 * hover, its searches kept (the traces to the edge roads, case 2's road net, each Leader's Line of
 * Supply and Line of Communications, the lines tried for units out of supply). For a plan the
 * side's overlay is worked out again by the same rules, and the hexes where it differs are the
 * plan's changes: a search that read none of them, with the same sources and targets, is answered
 * as it was; the verdicts are read again from the searches, which is cheap on a classic map.
 */
export function classicWhatIfDrag(ctx: RulesContext, base: CampaignState): WhatIfDrag {
  const sides = new Map<string, Standing>();
  const standing = (side: string): Standing => {
    let s = sides.get(side);
    if (!s) {
      const overlay = classicOverlay(ctx, base, side);
      const searches = new RecordedSearches(ctx.graph);
      const report = classicSupply(ctx, base, side, { overlay, runner: searches.recorder().run });
      sides.set(side, (s = { overlay, searches, report }));
    }
    return s;
  };
  return {
    report(planned, _plan, side) {
      const st = standing(side);
      const overlay = classicOverlay(ctx, planned, side);
      const mark = new Uint8Array(ctx.grid.size);
      const changed: number[] = [];
      const was = st.overlay.flags;
      const now = overlay.flags;
      for (let i = 0; i < now.length; i++)
        if (was[i] !== now[i]) {
          mark[i] = 1;
          changed.push(i);
        }
      const replay = st.searches.replayer(mark, changed);
      return { report: classicSupply(ctx, planned, side, { overlay, runner: replay.run }), explain() {} };
    },
    asItStands: (side) => ({ report: standing(side).report, explain() {} }),
  };
}
