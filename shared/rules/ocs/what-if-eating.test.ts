import { describe, expect, it } from 'vitest';
import { ocsWhatIfCampaign } from '../../../test/helpers/ocs-what-if-maps.js';
import { randomPlan } from '../../../test/helpers/what-if-random-moves.js';
import { mulberry32 } from '../../engine/dice.js';
import { placedState } from '../../engine/what-if.js';
import { SearchMemo } from '../../hex/search-memo.js';
import { determineVerdicts } from './determine-verdicts.js';
import { proposeEating, type EatingProposal } from './eating.js';
import { SideContextPatch } from './side-context-patch.js';
import type { OcsState } from './state.js';
import { ocsSupplyReportOnRequest } from './supply-report.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { TracePatch } from './trace-patch.js';
import { EatingReuse } from './what-if-eating.js';

/** A proposal as the referee reads it: each dump's units and Tokens, and per unit its dump, HQ and path, or why not. */
function readable(e: EatingProposal, hungry: readonly number[], ids: (k: number) => string): unknown {
  return {
    plans: e.plans.map((p) => [p.dump.id, p.tokens, p.units.map((u) => u.id)]),
    units: hungry.map((k, h) => [ids(k), e.fed[h]?.dump.id, e.how[h]?.hq?.id, e.how[h]?.path, e.cannot[h]]),
  };
}

/**
 * OCS 12.6c on a drag: the proposal made from the one as it stands (what-if-eating.ts: ways kept
 * where the plan cannot change them, the Tokens shared out anew) equals proposeEating's on the
 * planned state, plan by plan — dumps short of Tokens among them, so that units fall back on the
 * dumps around them and move between dumps to pay less.
 */
describe('OCS what-if eating', () => {
  const seen = { compared: 0, fedAround: 0, short: 0 };
  for (const seed of Array.from({ length: 12 }, (_, k) => 4300 + k)) {
    it(`map seed ${seed}: 150 random plans, each side's proposal as made in full`, () => {
      const { ctx, state } = ocsWhatIfCampaign(seed);
      // a side recovering internal stocks (12.10e) is worked out in full on a drag: none here
      const base = { ...state, units: state.units.map((u) => ({ ...u, ocs: undefined })) } as OcsState;
      const rand = mulberry32(seed * 31);
      const before = seen.compared;
      for (const side of ctx.game.sides.map((s) => s.id)) {
        const search = new SearchMemo(ctx.graph);
        const { det } = ocsSupplyReportOnRequest(ctx, base, side, false, search);
        search.recording = false;
        const trace = new TracePatch(det, search);
        const reuse = new EatingReuse(det, (k) => trace.lostBefore(k));
        const patch = new SideContextPatch(det.sideCtx);
        // the verdicts with trace supply or needing none, as the drag keeps them (what-if-drag.ts)
        const traced = new Map<number, SupplyVerdict>();
        det.verdicts.forEach((v, r) => {
          if (det.eating.hungryAt[det.places[r]!]! < 0) traced.set(det.places[r]!, v);
        });
        for (let n = 0; n < 150; n++) {
          const plan = randomPlan(rand, ctx.grid, base, { hqs: 0.3, enemyLines: 0.2 });
          const planned = placedState(base, plan, (h) => ctx.grid.indexOf(h) >= 0) as OcsState;
          const pc = patch.contextFor(planned, search);
          const pt = pc && trace.traceFor(pc);
          if (!pc || !pt) continue;
          let kept: EatingProposal | undefined;
          const input = {
            sideCtx: pc.sideCtx,
            first: pc.sideCtx,
            recovery: { recovered: [], payments: [] },
            trace: pt.trace,
            lostToFormation: pt.lostToFormation,
            withPaths: false,
          };
          const d = determineVerdicts({
            ...input,
            reuse: {
              dirty: pt.dirty,
              verdictAt: (k) => traced.get(k),
              eating: (hungry) => (kept = reuse.eating(pc, planned, pt, hungry)),
              hungryVerdictAt: (k, lostTo, eating, h) => reuse.verdictAt(k, lostTo, eating, h),
            },
          });
          if (!kept) continue;
          // the verdicts of the units without trace supply, those kept among them, as worked out in full
          const read = (vs: SupplyVerdict[]) => vs.map((v) => JSON.stringify(v));
          expect(read(d.verdicts), JSON.stringify(plan)).toEqual(read(determineVerdicts(input).verdicts));
          const hungry = Array.from(d.places).filter((k) => d.eating.hungryAt[k]! >= 0);
          const ids = (k: number) => pc.sideCtx.friendly[k]!.id;
          const full = proposeEating(pc.sideCtx, pt.trace, hungry);
          expect(readable(kept, hungry, ids), JSON.stringify(plan)).toEqual(readable(full, hungry, ids));
          seen.compared++;
          full.how.forEach((w, h) => {
            if (w && !w.hq && !w.path.length && full.fed[h]) seen.fedAround++;
          });
          for (const why of full.cannot) if (why?.startsWith('the dumps in range do not hold enough')) seen.short++;
        }
      }
      // plans that move a dump, or change a side's sources, are made in full: most plans are not
      expect(seen.compared - before).toBeGreaterThanOrEqual(20);
    });
  }
  it('compared proposals where dumps ran short: units fed by a dump around them, and units not fed', () => {
    expect(seen.fedAround).toBeGreaterThan(10);
    expect(seen.short).toBeGreaterThan(10);
  });
});
