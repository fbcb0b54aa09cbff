import type { CampaignState } from '../../model/campaign-schema.js';
import type { RulesContext, SupplyReport, SupplyReportOnRequest } from '../../engine/ruleset.js';
import { PathSearch } from '../../hex/path-search.js';
import { determineSupply } from './determine-supply.js';
import { explainNoTraceAll } from './explain-no-trace.js';
import { formatTokens } from './quantity.js';
import { completePaths } from './report-paths.js';

/** OCS 12.6c: the report's section of the eating capability: the proposed eating off the map. */
export interface OcsReportSections {
  eating: Array<{ dump: string; hex: string; tokens: number; tokensText: string; units: string[] }>;
}
export type OcsSupplyReport = SupplyReport & OcsReportSections;

/** A side's OCS supply verdicts with full reasons (failures explained path by path). Changes nothing. */
export function ocsSupplyReport(ctx: RulesContext, state: CampaignState, side: string): OcsSupplyReport {
  // every failure explained before the search goes back: nothing asks this report for more
  const search = PathSearch.lease(ctx.graph);
  const r = ocsSupplyReportOnRequest(ctx, state, side, true, search);
  r.explain(r.report.units.map((u) => u.id));
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
  state: CampaignState,
  side: string,
  paths = false,
  search?: PathSearch,
): SupplyReportOnRequest & { report: OcsSupplyReport } {
  const det = determineSupply(ctx.game, ctx.graph, state, side, search, { paths });
  const report: OcsSupplyReport = {
    side,
    turn: det.turn,
    units: det.verdicts.map((v) => ({
      id: v.unit,
      name: v.name,
      hex: v.hex,
      status: v.status,
      via: v.via,
      reason: v.reason,
      path: v.path,
    })),
    inactiveSources: det.trace.sources.inactive,
    eating: det.eating.plans.map((p) => ({
      dump: p.dump.id,
      hex: p.dump.hex,
      tokens: p.tokens,
      tokensText: formatTokens(p.tokens),
      units: p.units.map((u) => u.id),
    })),
  };
  // the failures (12.8a out of supply, 12.6c eating) explained so far, by id; no index of every
  // unit is built here: a page asks for a hundred, found by one pass over the rows
  const done = new Set<string>();
  return {
    report,
    explain(unitIds) {
      const wanted = new Set(unitIds);
      const asked = report.units.filter((u) => wanted.has(u.id) && !done.has(u.id));
      if (!asked.length) return;
      for (const u of asked) done.add(u.id);
      // the units asked, by their place in the side's units (side-context.ts)
      const { friendly } = det.ctx;
      const at: number[] = [];
      for (let k = 0; k < friendly.length; k++) if (wanted.has(friendly[k]!.id)) at.push(k);
      if (!paths) completePaths(det, asked, new Map(at.map((k) => [friendly[k]!.id, k])));
      const rows = asked.filter((u) => u.status === 'out-of-supply' || u.status === 'eats');
      if (!rows.length) return;
      const ids = new Set(rows.map((u) => u.id));
      // every failure explained from a few searches shared by the units asked (explain-no-trace.ts)
      // an eating unit's path is the one to its dump: its failed path is not built
      const pathless = new Set(rows.filter((u) => !u.path.length).map((u) => u.id));
      const explained = explainNoTraceAll(
        det,
        at.filter((k) => ids.has(friendly[k]!.id)),
        (k) => pathless.has(friendly[k]!.id),
      );
      for (const row of rows) {
        const why = explained.get(row.id)!;
        row.reason = `${row.reason} — ${why.reason}`;
        // an eating unit's path is the one to its dump (itemised already); a failed unit's the
        // cheapest it tried, itemised here
        if (!row.path.length) {
          row.path = why.path;
          if (why.pathNotes.length) row.reason += `; along the cheapest path tried: ${why.pathNotes.join('; ')}`;
        }
      }
    },
  };
}
