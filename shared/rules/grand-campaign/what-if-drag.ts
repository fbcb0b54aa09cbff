import type { RulesContext, SupplyReportOnRequest, WhatIfDrag } from '../../engine/ruleset.js';
import type { Placement } from '../../engine/what-if.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { RecordedSearches } from '../../hex/search-replay.js';
import { isLocSlot } from './loc-slot.js';
import type { GcRules, GcState } from './state.js';
import { enemyZocStrength, supplyLineRanges, weatherOf } from './supply-lines.js';
import { locCosts, plannedLocCosts, type LocCosts } from './loc-costs.js';
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
  /** what its LOCs cross (16.H) */
  loc: LocCosts;
}

/** Hexes marked in a map-sized array, and listed. */
interface HexSet {
  mark: Uint8Array;
  list: number[];
}

/**
 * "What if I move this?" in the grand campaign (GC 16.A, 16.F, 16.G): each side's determination
 * of the campaign as it stands is worked out at the first hover, its searches kept. For a plan, a
 * side none of whose things move and none of whose searches read a hex the plan changes has the
 * verdicts it has now; otherwise its determination runs again on the planned state, with the ZOC and
 * overlay patched around the plan, and only the searches that read a changed hex, or whose sources
 * or targets the plan changes, run again. The supply lines read the overlay (enemy units, ZOC not
 * negated); the LOCs (16.H) read enemy units, the ZOC and who stands where: each search is checked
 * against the hexes where what it reads differs.
 */
export function gcWhatIfDrag(ctx: RulesContext, base: GcState): WhatIfDrag<GcRules> {
  const index = new StandingIndex(ctx.grid, base);
  const sides = new Map<string, Standing>();
  // 16.H: the enemy-ZOC cost of a LOC hex, in the turn's weather (a plan moves counters, not the clock)
  const enemyZoc = supplyLineRanges(ctx.game, weatherOf(ctx.game, base.clock.turn)).enemyZoc;
  // both sides are asked about the same plan in turn: its changes worked out once
  let last: { plan: readonly Placement[]; planned: GcState; changes: PlanChanges } | null = null;

  const standing = (side: string): Standing => {
    let s = sides.get(side);
    if (!s) {
      const zoc = enemyZocStrength(ctx.game, ctx.grid, base, side);
      const overlay = supplyOverlay(ctx, base, side, zoc);
      const searches = new RecordedSearches(ctx.graph);
      const replay = searches.recorder();
      const loc = locCosts(ctx, base.units, side, zoc, enemyZoc);
      const answer = gcVerdictsOnRequest(ctx, base, side, { zoc, overlay, lines: replay, locs: replay, locCosts: loc });
      const sourceHexes = ctx.game.supplySources
        .filter((x) => x.side === side)
        .map((x) => ctx.grid.indexOf(x.hex))
        .filter((i) => i >= 0);
      sides.set(side, (s = { zoc, overlay, searches, answer, sourceHexes, loc }));
    }
    return s;
  };

  return {
    report(planned, plan, side) {
      const st = standing(side);
      if (!last || last.plan !== plan || last.planned !== planned)
        last = { plan, planned, changes: index.changes(planned, plan) };
      const changes = last.changes;
      const { zoc, overlay } = plannedZocAndOverlay(ctx, planned, side, st, changes);
      const lines = differing(st.overlay.flags, overlay.flags, changes.hexes);
      const locs = differing(st.zoc, zoc, changes.hexes, changes.ends);
      const moved = changes.movedSides.has(side) || st.sourceHexes.some((i) => changes.mark[i]);
      if (
        !moved &&
        !st.searches.anyTouched(lines.mark, lines.list, (slot) => !isLocSlot(slot)) &&
        !st.searches.anyTouched(locs.mark, locs.list, isLocSlot)
      )
        return st.answer;
      return gcVerdictsOnRequest(ctx, planned, side, {
        zoc,
        overlay,
        lines: st.searches.replayer(lines.mark, lines.list),
        locs: st.searches.replayer(locs.mark, locs.list),
        locCosts: plannedLocCosts(ctx, st.loc, changes.near, side, zoc, enemyZoc, changes.hexes),
      });
    },
    asItStands: (side) => standing(side).answer,
  };
}

/** The hexes among `hexes` where the two arrays differ, and every hex of `also`. */
function differing(was: Uint8Array, now: Uint8Array, hexes: readonly number[], also: readonly number[] = []): HexSet {
  const mark = new Uint8Array(was.length);
  const list: number[] = [];
  for (const i of also) if (!mark[i]) ((mark[i] = 1), list.push(i));
  for (const i of hexes) if (!mark[i] && was[i] !== now[i]) ((mark[i] = 1), list.push(i));
  return { mark, list };
}
