import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/engine/dice.js';
import { placedState } from '../../shared/engine/what-if.js';
import { firstMismatch, randomPlan } from '../helpers/what-if-random-moves.js';
import { gcRandomCampaign } from '../helpers/gc-random-campaign.js';
import { gcWhatIfDrag } from '../../shared/rules/grand-campaign/what-if-drag.js';
import type { GcDragAnswer } from '../../shared/rules/grand-campaign/supply-report-on-request.js';
import { enemyZocStrength } from '../../shared/rules/grand-campaign/supply-lines.js';
import type { GcState } from '../../shared/rules/grand-campaign/state.js';
import { gcSupply } from '../../shared/rules/grand-campaign/determine-supply.js';
import { gcIsolation } from '../../shared/rules/grand-campaign/isolation.js';

/**
 * "What if I move this?" in the grand campaign: the drag's incremental answer equals the full
 * determination (GC 16.A full, limited and out of supply; 16.A.1 HQs in general supply; 16.F.2 other
 * nations' HQs; 16.G isolation; 16.A.6 special supply) verdict for verdict and reason for reason,
 * over 10,000 random plans split across 40 generated maps.
 */
const MAPS = Array.from({ length: 40 }, (_, k) => k + 1);
const PLANS = 250;

describe('the grand campaign what-if drag answers random plans as the full determination does', () => {
  it.each(MAPS)(`map ${'%i'}: ${PLANS} plans`, { timeout: 60_000 }, (seed) => {
    const { ctx, state } = gcRandomCampaign(seed);
    const miss = firstMismatch(ctx, state, PLANS, seed * 7919);
    if (miss)
      expect.fail(
        `plan ${JSON.stringify(miss.plan)}, side ${miss.side}\n full:        ${miss.full}\n incremental: ${miss.incremental}`,
      );
  });
});

describe('a grand campaign drag answer explained after the next plan', () => {
  // a plan's lines are read from the side's overlay patched in place for it: once the next plan
  // for the side has patched it again, explaining the earlier answer refuses rather than reading
  // another plan's lines (the handler explains each plan before asking the next)
  it("refuses where the next plan patched the side's overlay again, and reads its own plan's lines where not", () => {
    let refused = 0;
    let read = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { ctx, state } = gcRandomCampaign(seed);
      const drag = ctx.ruleset.whatIfDrag!(ctx, state);
      const rand = mulberry32(seed);
      for (let k = 0; k < 20; k++) {
        const [first, second] = [randomPlan(rand, ctx.grid, state), randomPlan(rand, ctx.grid, state)];
        const [a, b] = [first, second].map((p) => placedState(state, p, (h) => ctx.grid.indexOf(h) >= 0));
        for (const side of ctx.game.sides.map((x) => x.id)) {
          const early = drag.report(a!, first, side);
          drag.report(b!, second, side);
          const full = ctx.ruleset.supplyReportOnRequest!(ctx, a!, side);
          const ids = full.report.units.map((u) => u.id);
          try {
            early.explain(ids);
          } catch (e) {
            expect((e as Error).message).toBe("a what-if plan's report was explained after the drag's next plan");
            refused++;
            continue;
          }
          read++;
          full.explain(ids);
          expect(early.report.units, `map ${seed}, plan ${JSON.stringify(first)}, side ${side}`).toEqual(
            full.report.units,
          );
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(read).toBeGreaterThan(0);
  });
});

type GcCtx = ReturnType<typeof gcRandomCampaign>['ctx'];

/** Each side's answer to 30 random plans a drag is asked in turn, on maps 1-10: what a part patched from plan to plan must read as the planned state's. */
function eachPlanAnswer(
  check: (ctx: GcCtx, planned: GcState, side: string, answer: GcDragAnswer, standing: boolean, at: string) => void,
): void {
  for (let seed = 1; seed <= 10; seed++) {
    const { ctx, state } = gcRandomCampaign(seed);
    const base = state as GcState;
    const drag = gcWhatIfDrag(ctx, base);
    const rand = mulberry32(seed);
    for (let k = 0; k < 30; k++) {
      const plan = randomPlan(rand, ctx.grid, state);
      const planned = placedState(base, plan, (h) => ctx.grid.indexOf(h) >= 0) as GcState;
      for (const side of ctx.game.sides.map((x) => x.id)) {
        const answer = drag.report(planned, plan, side) as GcDragAnswer;
        const standing = answer === drag.asItStands(side);
        check(ctx, planned, side, answer, standing, `map ${seed}, plan ${JSON.stringify(plan)}, side ${side}`);
      }
    }
  }
}

describe("a grand campaign drag plan's enemy ZOC", () => {
  // the plans' ZOC is patched in one array a side: each plan worked out again must have the
  // planned state's in every hex, not the hexes an earlier plan set (a plan that changes nothing
  // for the side answers as the campaign stands)
  it('is the planned state’s in every hex, plan after plan', () => {
    eachPlanAnswer((ctx, planned, side, answer, standing, at) => {
      if (standing) return;
      const want = enemyZocStrength(ctx.game, ctx.grid, planned, side);
      expect(
        want.findIndex((z, i) => answer.supply.zoc[i] !== z),
        at,
      ).toBe(-1);
    });
  });
});

describe("a grand campaign drag plan's LOCs", () => {
  // the plans' LOCs are patched in one Locs a side, set at the places a plan finds again: each
  // plan's must be the planned state's at every place, not values an earlier plan set (16.G, 16.H)
  it('are the planned state’s at every unit, plan after plan', () => {
    eachPlanAnswer((ctx, planned, side, answer, _standing, at) => {
      const want = gcIsolation(ctx, planned, side, gcSupply(ctx, planned, side, { paths: false })).units;
      const got = answer.iso.units;
      expect(
        Array.from(want.slp).findIndex((x, p) => got.slp[p] !== x || got.isolated[p] !== want.isolated[p]),
        at,
      ).toBe(-1);
    });
  });
});
