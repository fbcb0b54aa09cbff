import type { OcsState } from './state.js';
import type { RulesContext, SupplyReport, SupplyReportOnRequest } from '../../engine/ruleset.js';
import { PathSearch } from '../../hex/path-search.js';
import { dumpName, unitNameIn } from '../../engine/referee-names.js';
import { determineSupply, type SupplyDetermination } from './determine-supply.js';
import type { SideContext } from './side-context.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { explainNoTraceAll } from './explain-no-trace.js';
import { formatTokens } from './quantity.js';
import { completePaths } from './report-paths.js';
import type { EatingPlan } from './eating-allocate.js';

/**
 * OCS 12.6c: the report's section of the eating capability: the proposed eating off the map, each
 * dump and unit by its id (for commands) and its name (for the referee).
 */
export interface OcsReportSections {
  eating: Array<{
    dump: string;
    dumpName: string;
    hex: string;
    tokens: number;
    tokensText: string;
    units: string[];
    unitNames: string[];
  }>;
}
export type OcsSupplyReport = SupplyReport & OcsReportSections;

/** The rows completed so far (their paths, and the failures' reasons): a row shared by two reports is completed once. */
const completed = new WeakSet<OcsSupplyReport['units'][number]>();

/** A side's OCS supply verdicts with full reasons (failures explained path by path). Changes nothing. */
export function ocsSupplyReport(ctx: RulesContext, state: OcsState, side: string): OcsSupplyReport {
  // every failure explained before the search goes back: nothing asks this report for more
  const search = PathSearch.lease(ctx.graph);
  const r = ocsSupplyReportOnRequest(ctx, state, side, true, search);
  r.explainAll();
  search.release();
  return r.report;
}

/**
 * The determination first, the failures explained on request: the Supply panel's check shows each
 * unit's status at once and the verdict list asks for the reasons of the rows it shows, so a check
 * on a monster map costs the determination plus a page, not every unit's explanation. Unless
 * `paths`, the determination builds no path strings either: the rows asked for get theirs then
 * (report-paths.ts), word for word as with paths.
 */
export function ocsSupplyReportOnRequest(
  ctx: RulesContext,
  state: OcsState,
  side: string,
  paths = false,
  search?: PathSearch,
  /** the side's context for this state, made already (what-if: patched from the campaign's) */
  sideCtx?: SideContext,
): OcsReportOnRequest {
  return reportOnRequest(state, determineSupply(ctx.game, ctx.graph, state, side, search, { paths, sideCtx }), paths);
}

export type OcsReportOnRequest = SupplyReportOnRequest & {
  report: OcsSupplyReport;
  explainAll(): void;
  det: SupplyDetermination;
};

type Row = OcsSupplyReport['units'][number];
type EatingRow = OcsSupplyReport['eating'][number];

/**
 * Each eating plan's row (OCS 12.6c), made once: a what-if drag's proposals keep most plans of the
 * campaign's, the same objects, at every hover. A plan of SP carried by a unit is named by the
 * unit in the state asked about, made each time.
 */
const eatingRows = new WeakMap<EatingPlan, EatingRow>();

function eatingRowOf(p: EatingPlan, state: OcsState): EatingRow {
  let row = p.dump.on ? undefined : eatingRows.get(p);
  if (!row) {
    row = {
      dump: p.dump.id,
      dumpName: dumpName(p.dump, unitNameIn(state)),
      hex: p.dump.hex,
      tokens: p.tokens,
      tokensText: formatTokens(p.tokens),
      units: p.units.map((u) => u.id),
      unitNames: p.units.map((u) => u.name),
    };
    if (!p.dump.on) eatingRows.set(p, row);
  }
  return row;
}

/** A verdict's row as the report words it before its unit is explained. */
const rowOf = (v: SupplyVerdict): Row => ({
  id: v.unit,
  name: v.name,
  hex: v.hex,
  status: v.status,
  via: v.via,
  reason: v.reason,
  path: v.path,
});

/**
 * Rows of another report of the same side (a what-if plan's, from the campaign's) for verdicts
 * the two share or word alike: `row` gives one (`r`: the verdict's place here, asked in order);
 * `lent` says which stand here only until their unit is explained, each then worded anew on this
 * determination (a failure's reason comes from unbounded searches the plan may meet); the others
 * are shared, completed once for both.
 */
export interface RowsFrom {
  row(v: SupplyVerdict, r: number): Row | undefined;
  lent(r: number): boolean;
}

/** The report of a determination made, its failures explained on request; its rows from `from` where it gives them. */
export function reportOnRequest(
  state: OcsState,
  det: SupplyDetermination,
  paths: boolean,
  from?: RowsFrom,
): OcsReportOnRequest {
  const side = det.side;
  const report: OcsSupplyReport = {
    side,
    turn: det.turn,
    units: det.verdicts.map((v, r) => from?.row(v, r) ?? rowOf(v)),
    inactiveSources: det.trace.sources.inactive,
    eating: det.eating.plans.map((p) => eatingRowOf(p, state)),
  };
  let reworded: Uint8Array | undefined;
  // each row completed once (its path, and a failure's reason: 12.8a out of supply, 12.6c eating)
  const complete = (asked: number[]) => {
    // a lent row gives way to this report's own, once
    if (from) {
      reworded ??= new Uint8Array(report.units.length);
      for (const r of asked)
        if (from.lent(r) && !reworded[r]) {
          reworded[r] = 1;
          report.units[r] = rowOf(det.verdicts[r]!);
        }
    }
    const open = asked.filter((r) => !completed.has(report.units[r]!));
    if (!open.length) return;
    for (const r of open) completed.add(report.units[r]!);
    const rows = open.map((r) => report.units[r]!);
    // each row's unit by its place in the side's units (side-context.ts)
    if (!paths)
      completePaths(
        det,
        rows,
        open.map((r) => det.places[r]!),
      );
    const failed = open.filter(
      (r) => report.units[r]!.status === 'out-of-supply' || report.units[r]!.status === 'eats',
    );
    if (!failed.length) return;
    // an eating unit's path is the one to its dump: its failed path is not built
    const pathless = new Uint8Array(det.sideCtx.friendly.length);
    for (const r of failed) if (!report.units[r]!.path.length) pathless[det.places[r]!] = 1;
    // every failure explained from a few searches shared by the units asked (explain-no-trace.ts)
    const explained = explainNoTraceAll(
      det,
      failed.map((r) => det.places[r]!).sort((a, b) => a - b),
      (k) => pathless[k] === 1,
    );
    for (const r of failed) {
      const row = report.units[r]!;
      const why = explained.get(row.id)!;
      // a unit in an off-map holding box: its verdict names the box and 12.3e already
      if (det.sideCtx.offMap.has(row.id)) continue;
      row.reason = `${row.reason} — ${why.reason}`;
      // an eating unit's path is the one to its dump (itemised already); a failed unit's the
      // cheapest it tried, itemised here
      if (!row.path.length) {
        row.path = why.path;
        if (why.pathNotes.length) row.reason += `; along the cheapest path tried: ${why.pathNotes.join('; ')}`;
      }
    }
  };
  return {
    report,
    det,
    // a page asks for a hundred ids: the rows are found by one pass, no index of every unit built
    explain(unitIds) {
      const wanted = new Set(unitIds);
      const asked: number[] = [];
      report.units.forEach((u, r) => {
        if (wanted.has(u.id)) asked.push(r);
      });
      complete(asked);
    },
    explainAll() {
      complete(report.units.map((_, r) => r));
    },
  };
}
