import type { RulesContext, SupplyReport, SupplyReportOnRequest } from '../../engine/ruleset.js';
import { rowsMadeAnew } from '../../engine/verdict-changes.js';
import { PathSearch } from '../../hex/path-search.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import type { Replay } from '../../hex/search-replay.js';
import type { GcState } from './state.js';
import { gcSupply, type GcSupply } from './determine-supply.js';
import { gcIsolation, type Isolation } from './isolation.js';
import type { LocCosts } from './loc-costs.js';
import { reportOf, unitRows, type GcSupplyReport } from './supply-report.js';
import { rowReplaced } from './planned-rows.js';
import { readVerdictPaths } from './verdict-paths.js';
import { explainOutOfSupply, TRIED_SLOT, type OutOfSupplyWhy } from './explain-out-of-supply.js';

/**
 * The same report with each unit's path read on request (the Supply panel's check shows
 * every unit's status at once; the verdict list asks for the rows it shows): the judgement runs
 * without printing paths, and a page's rows get theirs from the searches their lines were found by,
 * each run once again for the page (verdict-paths.ts), word for word as the report with paths.
 */
export function gcSupplyReportOnRequest(
  ctx: RulesContext,
  state: GcState,
  side: string,
): SupplyReportOnRequest & { report: GcSupplyReport } {
  const s = gcSupply(ctx, state, side, { paths: false });
  const report = reportOf(ctx, state, side, s);
  return { report, explain: explainer(ctx, s, report) };
}

/**
 * What a drag's what-if gives a determination: the side's ZOC and overlay with the plan made, the
 * runner of its supply-line searches and that of its LOC search (16.H), which read other hexes.
 */
export interface GcDragInput {
  zoc: Uint8Array;
  overlay: SearchOverlay;
  lines: Replay;
  locs: Replay;
  /** what the LOCs cross with the plan made (loc-costs.ts) */
  locCosts: LocCosts;
  /** the drag's answer as the campaign stands: verdicts and rows that read the same are its very objects */
  like?: GcDragAnswer;
  /** the hexes whose overlay flags the plan changes */
  read?: readonly number[];
}

/**
 * A drag's answer for one side: the report, and the judgement, isolation and rows it was made of
 * (as the campaign stands: rows as made, before any is explained; a plan's are its report's list).
 */
export type GcDragAnswer = SupplyReportOnRequest & { supply: GcSupply; iso: Isolation; rows: readonly SupplyRow[] };
type SupplyRow = SupplyReport['units'][number];

/**
 * A drag's what-if: the rows of gcSupplyReportOnRequest, word for word, with every search run
 * through the drag's runner (GC 16.A, 16.G); the report's other sections (pockets, resupply,
 * budgets) are the Supply panel's, not a hover's, and are left out.
 */
export function gcVerdictsOnRequest(ctx: RulesContext, state: GcState, side: string, drag: GcDragInput): GcDragAnswer {
  // a hover reads the status and what supplies each unit: why a unit is out of supply (16.A.2) is
  // searched for the rows explained, as their lines tried are
  const s = gcSupply(ctx, state, side, {
    paths: false,
    explain: false,
    zoc: drag.zoc,
    overlay: drag.overlay,
    runner: drag.lines.run,
    reach: drag.lines.reachedOf,
    ...(drag.like ? { like: drag.like.supply } : {}),
    ...(drag.read ? { read: drag.read } : {}),
  });
  const iso = gcIsolation(ctx, state, side, s, {
    runner: drag.locs.run,
    costs: drag.locCosts,
    ...(drag.like ? { like: drag.like.iso } : {}),
  });
  let anew: readonly number[] | null = null;
  const rows = unitRows(ctx, s, iso, drag.like, (places) => (anew = places));
  // explaining a row puts a copy of it in the report's list (the rows may be the standing answer's):
  // the answer as the campaign stands keeps its rows as made for the plans, in a list of their
  // own; a plan's list, which no other answer reads, is the report's
  const units = drag.like ? rows : rows.slice();
  const report: SupplyReport = { side, turn: state.clock.turn, units, inactiveSources: s.inactive };
  // the rows not made anew are the standing answer's, whose report lists them in the same places
  if (drag.like && anew) rowsMadeAnew(report, drag.like.report, anew);
  return { report, explain: explainer(ctx, s, report, drag.lines), supply: s, iso, rows };
}

/** Completes rows of the report in place: their supply lines, or the line tried (16.A.2) where out of supply. */
function explainer(
  ctx: RulesContext,
  s: GcSupply,
  report: SupplyReport,
  /** a drag's what-if: the searches that answered the judgement, read again where they still hold the answer */
  replay?: Replay,
): SupplyReportOnRequest['explain'] {
  // each row's place by its unit, made at the first ask: a page asks for a hundred, and a drag's
  // report as it stands is asked again at every hover for the few rows the plan changes
  const done = new Uint8Array(s.verdicts.length);
  // the out-of-supply rows whose reason has been completed (only where the judgement left them bare)
  const worded = new Uint8Array(s.explained ? 0 : s.verdicts.length);
  // a drag's rows may be shared with another answer of the drag: each is copied before it is completed
  const owned = replay ? new Uint8Array(s.verdicts.length) : undefined;
  const rowAt = (k: number) => {
    if (owned && !owned[k]) {
      owned[k] = 1;
      report.units[k] = { ...report.units[k]! };
      rowReplaced(report.units, k);
    }
    return report.units[k]!;
  };
  let placeOf: Map<string, number> | undefined;
  return (unitIds) => {
    placeOf ??= new Map(s.verdicts.map((v, k) => [v.id, k]));
    const places = [...new Set(unitIds.map((id) => placeOf!.get(id)).filter((k) => k !== undefined))].sort(
      (a, b) => a - b,
    );
    const asked: number[] = [];
    for (const k of places)
      if (!done[k]) {
        done[k] = 1;
        if (s.lineSearch[k]! >= 0) asked.push(k);
      }
    const paths = readVerdictPaths(ctx, s, asked, replay?.answered);
    asked.forEach((k, n) => (rowAt(k).path = paths[n]!));
    // 16.A.2: an out-of-supply row draws the line tried from the nearest supplier
    const outs = s.tried.length ? places.filter((k) => s.verdicts[k]!.status === 'out') : [];
    const tried = outs.length ? triedLines(ctx, s, outs, replay) : [];
    outs.forEach((k, n) => {
      const row = rowAt(k);
      row.path = tried[n]!.path;
      // a judgement without explanations words why once its row is asked, as the judgement with them would
      if (!s.explained && !worded[k]) {
        worded[k] = 1;
        const bare = s.verdicts[k]!.reason;
        row.reason = `${bare.slice(0, -OUT_RULE.length)}: ${tried[n]!.words}${OUT_RULE}${row.reason.slice(bare.length)}`;
      }
    });
  };
}

/** What ends the words of a verdict out of supply, which the nearest supplier's words come before. */
const OUT_RULE = ' (GC 16.A.2)';

/** GC 16.A.2: the lines tried for out-of-supply rows, as the judgement with paths draws them. */
function triedLines(ctx: RulesContext, s: GcSupply, rows: readonly number[], replay?: Replay): OutOfSupplyWhy[] {
  const search = PathSearch.lease(ctx.graph);
  // the judgement's own search of the lines tried, where it asked the same (all its rows are asked)
  const whys = explainOutOfSupply(
    (o) => replay?.answeredLike(TRIED_SLOT, o) ?? search.run(o),
    s.tried,
    rows.map((k) => ctx.grid.indexOf(s.verdicts[k]!.hex)),
    {
      weather: s.weather,
      limited: s.ranges.limited,
      overlay: s.overlay,
      paths: true,
      ...(replay ? { bounded: ctx.grid } : {}),
    },
  );
  search.release();
  return whys;
}
