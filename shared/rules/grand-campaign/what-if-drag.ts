import type { RulesContext, WhatIfDrag } from '../../engine/ruleset.js';
import type { Placement } from '../../engine/what-if.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import { RecordedSearches } from '../../hex/search-replay.js';
import { isLocSlot } from './loc-slot.js';
import type { GcRules, GcState } from './state.js';
import { enemyZocStrength, supplyLineRanges, weatherOf } from './supply-lines.js';
import { locCosts, PlannedLocCosts } from './loc-costs.js';
import { supplyOverlay } from './supply-overlay.js';
import { gcVerdictsOnRequest, type GcDragAnswer } from './supply-report-on-request.js';
import { plannedHexes, plannedZocAndOverlay, StandingIndex, type PlanChanges } from './what-if-changes.js';

/** A side's determination of the campaign as it stands, with every search it ran kept to replay. */
interface Standing {
  zoc: Uint8Array;
  overlay: SearchOverlay;
  searches: RecordedSearches;
  answer: GcDragAnswer;
  /** the side's national supply sources (16.F.1): an enemy unit set down on one closes it */
  sourceHexes: number[];
  /** what its LOCs cross (16.H), with a plan made */
  plannedLoc: PlannedLocCosts;
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
  // the hexes where a plan changes what the supply lines and the LOCs read: map-sized, made once a drag
  const lineMark = new Uint8Array(ctx.grid.size);
  const locMark = new Uint8Array(ctx.grid.size);

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
      sides.set(side, (s = { zoc, overlay, searches, answer, sourceHexes, plannedLoc: new PlannedLocCosts(loc) }));
    }
    return s;
  };

  return {
    report(planned, plan, side) {
      const st = standing(side);
      if (!last || last.plan !== plan || last.planned !== planned)
        last = { plan, planned, changes: index.changes(planned, plan) };
      const changes = last.changes;
      const at = plannedHexes(ctx, side, changes);
      // the marks are the drag's own, cleared once the plan is answered: nothing reads them after
      const lines = differing(lineMark, st.overlay.flags, at.flags, changes.hexes);
      const locs = differing(locMark, st.zoc, at.zoc, changes.hexes, changes.ends);
      try {
        const moved = changes.movedSides.has(side) || st.sourceHexes.some((i) => changes.mark[i]);
        if (
          !moved &&
          !st.searches.anyTouched(lines.mark, lines.list, (slot) => !isLocSlot(slot)) &&
          !st.searches.anyTouched(locs.mark, locs.list, isLocSlot)
        )
          return st.answer;
        const { zoc, overlay, current } = plannedZocAndOverlay(st, changes, at);
        const answer = gcVerdictsOnRequest(ctx, planned, side, {
          zoc,
          overlay,
          lines: st.searches.replayer(lines.mark, lines.list),
          locs: st.searches.replayer(locs.mark, locs.list),
          locCosts: st.plannedLoc.plan(ctx, changes.near, side, zoc, enemyZoc, changes.hexes, changes.mark),
          like: st.answer,
          read: lines.list,
        });
        return heldUntilNextPlan(answer, current);
      } finally {
        for (const i of lines.list) lineMark[i] = 0;
        for (const i of locs.list) locMark[i] = 0;
      }
    },
    asItStands: (side) => standing(side).answer,
  };
}

/**
 * The hexes among `hexes` where `was` differs from `now` (the values at `hexes`, in order), and
 * every hex of `also`, marked in `mark` (clear before).
 */
function differing(
  mark: Uint8Array,
  was: Uint8Array,
  now: Uint8Array,
  hexes: readonly number[],
  also: readonly number[] = [],
): HexSet {
  const list: number[] = [];
  for (const i of also) if (!mark[i]) ((mark[i] = 1), list.push(i));
  hexes.forEach((i, n) => {
    if (!mark[i] && was[i] !== now[n]) ((mark[i] = 1), list.push(i));
  });
  return { mark, list };
}

/**
 * A plan's answer explains its rows from the side's overlay patched for it (what-if-changes.ts):
 * only until the drag's next plan for the side patches it again, which would make the lines
 * another plan's. The handler explains a plan's rows before it asks the next.
 */
function heldUntilNextPlan(answer: GcDragAnswer, current: () => boolean): GcDragAnswer {
  const { explain } = answer;
  answer.explain = (ids) => {
    if (!current()) throw new Error("a what-if plan's report was explained after the drag's next plan");
    explain(ids);
  };
  return answer;
}
