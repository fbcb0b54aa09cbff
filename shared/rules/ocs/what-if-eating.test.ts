import { describe, expect, it } from 'vitest';
import { ocsWhatIfCampaign } from '../../../test/helpers/ocs-what-if-maps.js';
import { randomPlan } from '../../../test/helpers/what-if-random-moves.js';
import { mulberry32 } from '../../engine/dice.js';
import { placedState, type Placement } from '../../engine/what-if.js';
import { SearchMemo } from '../../hex/search-memo.js';
import { determineVerdicts } from './determine-verdicts.js';
import { proposeEating, type EatingProposal } from './eating.js';
import { SideContextPatch } from './side-context-patch.js';
import type { OcsState } from './state.js';
import { ocsSupplyReportOnRequest } from './supply-report.js';
import type { SupplyVerdict } from './supply-verdict.js';
import type { SupplyDetermination } from './determine-supply.js';
import type { TraceResult } from './trace-supply.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { rulesContext } from '../rulesets.js';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { TracePatch } from './trace-patch.js';
import { EatingReuse } from './what-if-eating.js';

/** A proposal as the referee reads it: each dump's units and Tokens, and per unit its dump, HQ and path, or why not. */
function readable(e: EatingProposal, hungry: readonly number[], ids: (k: number) => string): unknown {
  return {
    plans: e.plans.map((p) => [p.dump.id, p.tokens, p.units.map((u) => u.id)]),
    units: hungry.map((k, h) => [ids(k), e.fed[h]?.dump.id, e.how[h]?.hq?.id, e.how[h]?.path, e.cannot[h]]),
  };
}

/** A plan's determination of one side as the drag makes it (what-if-drag.ts), its eating proposal, and in full. */
interface PlanAnswer {
  kept: SupplyDetermination;
  eating: EatingProposal;
  full: SupplyDetermination;
  sideCtx: SupplyDetermination['sideCtx'];
  trace: TraceResult;
}

/** The drag of `side` on `base`, as what-if-drag.ts sets it up: each plan answered kept and in full (undefined: made in full). */
function dragOf(ctx: RulesContext, base: OcsState, side: string): (plan: Placement[]) => PlanAnswer | undefined {
  const search = new SearchMemo(ctx.graph);
  const { det } = ocsSupplyReportOnRequest(ctx, base, side, false, search);
  search.recording = false;
  const trace = new TracePatch(det, search);
  const reuse = new EatingReuse(det, (k) => trace.lostBefore(k));
  const patch = new SideContextPatch(det.sideCtx);
  // the verdicts with trace supply or needing none, as the drag keeps them
  const traced = new Map<number, SupplyVerdict>();
  det.verdicts.forEach((v, r) => {
    if (det.eating.hungryAt[det.places[r]!]! < 0) traced.set(det.places[r]!, v);
  });
  return (plan) => {
    const planned = placedState(base, plan, (h) => ctx.grid.indexOf(h) >= 0) as OcsState;
    const pc = patch.contextFor(planned, search);
    const pt = pc && trace.traceFor(pc);
    if (!pc || !pt) return undefined;
    let eating: EatingProposal | undefined;
    const input = {
      sideCtx: pc.sideCtx,
      first: pc.sideCtx,
      recovery: { recovered: [], payments: [] },
      trace: pt.trace,
      lostToFormation: pt.lostToFormation,
      withPaths: false,
    };
    const kept = determineVerdicts({
      ...input,
      reuse: {
        dirty: pt.dirty,
        verdictAt: (k) => traced.get(k),
        eating: (hungry) => (eating = reuse.eating(pc, planned, pt, hungry)),
        hungryVerdictAt: (k, lostTo, e, h) => reuse.verdictAt(k, lostTo, e, h),
      },
    });
    if (!eating) return undefined;
    return { kept, eating, full: determineVerdicts(input), sideCtx: pc.sideCtx, trace: pt.trace };
  };
}

const read = (vs: SupplyVerdict[]) => vs.map((v) => JSON.stringify(v));

/**
 * OCS 12.6c on a drag: the proposal made from the one as it stands (what-if-eating.ts: ways kept
 * where the plan cannot change them, the Tokens shared out anew) equals proposeEating's on the
 * planned state, plan by plan — dumps short of Tokens among them, so that units fall back on the
 * dumps around them and move between dumps to pay less — and so do the verdicts, kept or made again.
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
        const drag = dragOf(ctx, base, side);
        for (let n = 0; n < 150; n++) {
          const plan = randomPlan(rand, ctx.grid, base, { hqs: 0.3, enemyLines: 0.2 });
          const a = drag(plan);
          if (!a) continue;
          expect(read(a.kept.verdicts), JSON.stringify(plan)).toEqual(read(a.full.verdicts));
          const hungry = Array.from(a.kept.places).filter((k) => a.kept.eating.hungryAt[k]! >= 0);
          const ids = (k: number) => a.sideCtx.friendly[k]!.id;
          const full = proposeEating(a.sideCtx, a.trace, hungry);
          expect(readable(a.eating, hungry, ids), JSON.stringify(plan)).toEqual(readable(full, hungry, ids));
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

  const line = (n: number) => Array.from({ length: n }, () => '.');
  const dump = (id: string, hex: string, amount: number) => ({ id, side: 'a', hex, amount, captured: false });
  const setUp = (s: ReturnType<typeof ocsScenario>) => {
    const ctx = rulesContext(s.game, s.graph.grid, s.graph);
    const base = s.state as OcsState;
    return { drag: dragOf(ctx, base, 'a'), asItStands: ocsSupplyReportOnRequest(ctx, base, 'a').det };
  };
  const verdictOf = (d: SupplyDetermination, id: string) => d.verdicts.find((v) => v.unit === id)!;

  it('a side with no dump holding supply keeps every verdict of its units left be, the same objects', () => {
    const s = ocsScenario(line(10), [
      { id: 'u1', hex: '0103' },
      { id: 'u2', hex: '0105' },
      { id: 'u3', hex: '0107' },
    ]);
    const { drag } = setUp(s);
    const first = drag([{ unit: 'u1', hex: '0102' }])!;
    const second = drag([{ unit: 'u1', hex: '0101' }])!;
    expect(verdictOf(first.kept, 'u2').reason).toContain('cannot eat off the map: no friendly dump holds supply');
    expect(verdictOf(second.kept, 'u2')).toBe(verdictOf(first.kept, 'u2'));
    expect(verdictOf(second.kept, 'u3')).toBe(verdictOf(first.kept, 'u3'));
    expect(verdictOf(second.kept, 'u1').hex).toBe('0101');
    expect(read(second.kept.verdicts)).toEqual(read(second.full.verdicts));
  });

  it('a unit fed by a dump around it loses it when enemy ZOC cuts the way there, its nearest dump unchanged (12.3d)', () => {
    // d1 (1T), nearest, cannot feed u's 3 RE; d2 (4T), 3 MP away, does. The enemy set down at 0802
    // closes column 8 to Truck paths: u keeps its nearest dump, and d2 is out of its reach
    const s = ocsScenario(
      Array.from({ length: 3 }, () => '.'.repeat(16)),
      [
        { id: 'u', hex: '0602', re: 3 },
        { id: 'b1', side: 'b', hex: '1502', attack: 3 },
      ],
      {},
      [dump('d1', '0402', 1), dump('d2', '1002', 4)],
    );
    const { drag, asItStands } = setUp(s);
    expect(verdictOf(asItStands, 'u').reason).toContain('can eat off the map from the dump at 1002');
    const a = drag([{ unit: 'b1', hex: '0802' }])!;
    expect(verdictOf(a.kept, 'u').reason).toContain(
      'the dumps in range do not hold enough to feed it as well (the dump at 0402 holds 1T)',
    );
    expect(read(a.kept.verdicts)).toEqual(read(a.full.verdicts));
  });

  it('a unit left be that still cannot eat is told anew what its dump now feeds others (12.6c)', () => {
    // d1 (3T) feeds a (3 RE: 2T); b (4 RE) would make it 4T. The plan takes a away and brings c
    // (5 RE: 3T) in: b still goes hungry, now beside 3T feeding others
    const s = ocsScenario(
      line(12),
      [
        { id: 'a', hex: '0103', re: 3 },
        { id: 'c', hex: '0112', re: 5 },
        { id: 'b', hex: '0104', re: 4 },
      ],
      {},
      [dump('d1', '0101', 3)],
    );
    const { drag, asItStands } = setUp(s);
    expect(verdictOf(asItStands, 'b').reason).toContain('the dump at 0101 holds 3T, 2T of it feeding other units');
    const a = drag([
      { unit: 'a', hex: '0112' },
      { unit: 'c', hex: '0102' },
    ])!;
    expect(verdictOf(a.kept, 'b').reason).toContain('the dump at 0101 holds 3T, 3T of it feeding other units');
    expect(read(a.kept.verdicts)).toEqual(read(a.full.verdicts));
  });

  it('a unit left be fed from the same dump with as many other units is told the new Tokens (12.6c)', () => {
    // d1 feeds a and b (1 + 1 RE: 1T); the plan takes a away and brings c (3 RE) in: b and c cost 2T
    const s = ocsScenario(
      line(12),
      [
        { id: 'a', hex: '0103', re: 1 },
        { id: 'c', hex: '0112', re: 3 },
        { id: 'b', hex: '0104', re: 1 },
      ],
      {},
      [dump('d1', '0101', 4)],
    );
    const { drag, asItStands } = setUp(s);
    expect(verdictOf(asItStands, 'b').reason).toContain('(1T for 2 units, OCS 12.6c)');
    const a = drag([
      { unit: 'a', hex: '0112' },
      { unit: 'c', hex: '0102' },
    ])!;
    expect(verdictOf(a.kept, 'b').reason).toContain('(2T for 2 units, OCS 12.6c)');
    expect(read(a.kept.verdicts)).toEqual(read(a.full.verdicts));
  });
});
