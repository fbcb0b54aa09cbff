import type { RulesContext, SupplyReportOnRequest, WhatIfDrag } from '../../engine/ruleset.js';
import { SearchMemo } from '../../hex/search-memo.js';
import type { OcsRules, OcsState } from './state.js';
import { SideContextPatch, type PatchedContext } from './side-context-patch.js';
import { ocsSupplyReportOnRequest, reportOnRequest, type OcsReportOnRequest, type RowsFrom } from './supply-report.js';
import { determineVerdicts } from './determine-verdicts.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { TracePatch } from './trace-patch.js';
import { EatingReuse } from './what-if-eating.js';
import { traceSources } from './trace-sources.js';
import { planChanges, type PlanChanges } from './what-if-plan-changes.js';

/** One side's determination of the campaign as it stands, and every hex it read. */
interface SideBase {
  report: OcsReportOnRequest;
  touched: Uint8Array;
  /** the search each planned determination of the side runs on: it answers the runs the plan left as they were */
  scratch: SearchMemo;
  /** the side's context as it stands, patched for each plan */
  patch: SideContextPatch;
  /** its trace as it stands, patched for each plan (none: a side recovering internal stocks, 12.10e) */
  trace: TracePatch | undefined;
  /** its eating proposal as it stands (12.6c), each plan's made from it */
  eating: EatingReuse | undefined;
  /** by a unit's place in the side, its verdict as it stands when it has trace supply or needs none */
  verdictAt: (k: number) => SupplyVerdict | undefined;
  /** for one planned report, asked in its order: the rows of the report as it stands for the verdicts it keeps */
  rowsOf: () => RowsFrom;
}

/**
 * OCS what-if while a counter is dragged (Ruleset.whatIfDrag): each side's determination of the
 * campaign as it stands, made once with a search that records the hexes it read. A plan that moves
 * none of a side's units or dumps and changes the overlay (enemy units, their ZOC) of no hex the
 * side's determination read leaves every verdict of that side as it was (12.3a-d, 12.6, 12.7 read
 * the map only through those searches, the side's sources, units and dumps): the report as it
 * stands answers, and only the reasons of units without trace supply, which are worked out by
 * unbounded searches, are explained on the planned state. Any other side is determined anew on
 * the planned state, with the same search: each draw, throw or Extender search it asks exactly as
 * it was asked for the campaign as it stands is answered from that run when the plan changed the
 * overlay of no hex the run read (search-memo.ts); only the searches the plan can reach are run.
 */
export function ocsWhatIfDrag(ctx: RulesContext, base: OcsState): WhatIfDrag<OcsRules> {
  const sides = new Map<string, SideBase>();
  const changesOf = new WeakMap<OcsState, PlanChanges>();
  const sideBase = (side: string): SideBase => {
    let b = sides.get(side);
    if (!b) sides.set(side, (b = determineBase(ctx, base, side)));
    return b;
  };
  return {
    report(planned, _plan, side): SupplyReportOnRequest {
      const b = sideBase(side);
      let changes = changesOf.get(planned);
      if (!changes) changesOf.set(planned, (changes = planChanges(ctx.grid, base, planned)));
      const determine = () => {
        const pc = b.patch.contextFor(planned, b.scratch);
        const pt = pc && b.trace?.traceFor(pc);
        if (!pc || !pt)
          return heldBy(b.patch, pc, ocsSupplyReportOnRequest(ctx, planned, side, false, b.scratch, pc?.sideCtx));
        // the units the plan cannot reach keep their verdicts and rows; eating is proposed again (12.6c)
        const det = determineVerdicts({
          sideCtx: pc.sideCtx,
          first: pc.sideCtx,
          recovery: { recovered: [], payments: [] },
          trace: pt.trace,
          lostToFormation: pt.lostToFormation,
          withPaths: false,
          reuse: {
            dirty: pt.dirty,
            verdictAt: b.verdictAt,
            eating: (hungry) => b.eating?.eating(pc, planned, pt, hungry),
            hungryVerdictAt: (k, lostTo, eating, h) => b.eating?.verdictAt(k, lostTo, eating, h),
          },
        });
        return heldBy(b.patch, pc, reportOnRequest(planned, det, false, b.rowsOf()));
      };
      if (mayChange(changes, side, b.touched)) return determine();
      return unchangedReport(b.report, determine);
    },
    asItStands: (side) => sideBase(side).report,
  };
}

function determineBase(ctx: RulesContext, base: OcsState, side: string): SideBase {
  const search = new SearchMemo(ctx.graph);
  const report = ocsSupplyReportOnRequest(ctx, base, side, false, search);
  // read without a search: whether a source, an Extender or a dump works in its hex (12.6b, 12.7h),
  // and what lies next to the side's units (12.3c)
  const { grid } = ctx;
  for (const s of ctx.game.supplySources) search.markAround(grid.indexOf(s.hex));
  // every working source, detrainable hex and Extender (12.6a), found along the railroad without a
  // search: a side with no combat unit runs no draw through them, yet an Extender links to them
  const sideCtx = report.det.sideCtx;
  for (const s of traceSources(sideCtx).sources) search.markAround(s.hex);
  for (const u of base.units) if (u.side === side) search.markAround(grid.indexOf(u.hex));
  for (const d of base.dumps) if (d.side === side) search.markAround(grid.indexOf(d.hex));
  // from here on the runs recorded answer the planned determinations where the plan left them be
  search.recording = false;
  search.indexReads();
  const { det } = report;
  const verdicts = new Array<SupplyVerdict | undefined>(sideCtx.friendly.length).fill(undefined);
  det.verdicts.forEach((v, r) => {
    if (det.eating.hungryAt[det.places[r]!]! < 0) verdicts[det.places[r]!] = v;
  });
  // rows shared only for the verdicts of units with trace supply or needing none: a failure's
  // reason is explained by unbounded searches (explain-no-trace.ts), which a plan may meet anywhere
  const placeOf = new Map<SupplyVerdict, number>();
  const sharedAt = new Uint8Array(det.verdicts.length);
  det.verdicts.forEach((v, r) => {
    placeOf.set(v, r);
    if (verdicts[det.places[r]!] === v) sharedAt[r] = 1;
  });
  // 12.10e: recovering internal stocks changes the dumps the trace is made with: such a side is worked out in full
  const recovers = sideCtx.friendly.some((u) => u.ocs?.internals);
  const trace = recovers ? undefined : new TracePatch(det, search);
  return {
    report,
    touched: search.touched,
    scratch: search,
    patch: new SideContextPatch(sideCtx),
    trace,
    eating: trace && new EatingReuse(det, (k) => trace.lostBefore(k)),
    verdictAt: (k) => verdicts[k],
    rowsOf: () => planRows(report, sharedAt, placeOf),
  };
}

/**
 * The rows of the report as it stands for a plan's report, asked in its order: shared for the
 * verdicts it keeps with trace supply, lent until explained for the others it keeps. A plan's
 * verdicts stand where they stood but for a few units listed elsewhere (gaining or losing
 * trace): looked up only where the orders part.
 */
function planRows(base: OcsReportOnRequest, sharedAt: Uint8Array, placeOf: Map<SupplyVerdict, number>): RowsFrom {
  const { verdicts } = base.det;
  const lentAt = new Uint8Array(verdicts.length);
  let off = 0;
  const row = (v: SupplyVerdict, r: number) => {
    let p = r + off;
    if (verdicts[p] !== v) {
      const q = placeOf.get(v);
      if (q === undefined) return undefined;
      off = q - r;
      p = q;
    }
    if (!sharedAt[p]) lentAt[r] = 1;
    return base.report.units[p];
  };
  return { row, lent: (r) => lentAt[r] === 1 };
}

/**
 * A report made on a patched context explains its rows on that context: only until the drag's
 * next plan patches it again (side-context-patch.ts), which would make the reasons another plan's.
 */
function heldBy(patch: SideContextPatch, pc: PatchedContext | undefined, r: OcsReportOnRequest): OcsReportOnRequest {
  if (!pc) return r;
  const { explain, explainAll } = r;
  const held = () => {
    if (!patch.current(pc)) throw new Error("a what-if plan's report was explained after the drag's next plan");
  };
  r.explain = (ids) => (held(), explain(ids));
  r.explainAll = () => (held(), explainAll());
  return r;
}

/** Can the plan change any verdict of `side`: its own units or dumps moved, or a hex it read changed? */
function mayChange(changes: PlanChanges, side: string, touched: Uint8Array): boolean {
  if (changes.unlike || changes.sides.has(side)) return true;
  for (const [other, hexes] of changes.hexes) {
    if (other === side) continue;
    for (const h of hexes) if (touched[h]) return true;
  }
  return false;
}

/**
 * The report as it stands for a plan that changes none of the side's verdicts. Rows with trace
 * supply are the same objects (their paths come from the same bounded searches); the rows of units
 * without it are taken, once asked for, from the determination on the planned state, whose
 * unbounded searches for the reasons may meet what the plan moved anywhere on the map.
 */
function unchangedReport(base: OcsReportOnRequest, planned: () => OcsReportOnRequest): SupplyReportOnRequest {
  const units = base.report.units.slice();
  let full: OcsReportOnRequest | undefined;
  return {
    report: { ...base.report, units },
    explain(unitIds) {
      const wanted = new Set(unitIds);
      const supplied: string[] = [];
      const failed: number[] = [];
      units.forEach((u, r) => {
        if (!wanted.has(u.id)) return;
        if (u.status === 'in-supply') supplied.push(u.id);
        else failed.push(r);
      });
      base.explain(supplied);
      if (!failed.length) return;
      full ??= planned();
      full.explain(failed.map((r) => units[r]!.id));
      for (const r of failed) units[r] = full.report.units[r]!;
    },
  };
}
