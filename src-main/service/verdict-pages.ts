import type { SupplyCheckView, VerdictPage, VerdictPageRequest } from '../../shared/api.js';
import type { SupplyReportOnRequest } from '../../shared/engine/ruleset.js';
import type { CampaignSession } from './campaign-session.js';
import { supplyReport } from './supply-report.js';

/**
 * A side's supply determination served in pages: *Check supply* gets the counts, the eating and
 * isolation summaries and each unit's status word (for the map's colours), never the reasons and
 * paths of thousands of units at once; the verdict list asks for the rows it shows, and only those
 * rows' failures are explained (where the ruleset explains on request). The report is kept per
 * state and side, so paging, filtering and sorting do not trace supply again; any change to the
 * campaign makes a new state, and the next check a new report.
 */
const reports = new WeakMap<object, Map<string, SupplyReportOnRequest>>();

export function cachedReport(s: CampaignSession, side: string): SupplyReportOnRequest {
  let bySide = reports.get(s.state);
  if (!bySide) {
    bySide = new Map();
    reports.set(s.state, bySide);
  }
  let report = bySide.get(side);
  if (!report) {
    report = reportOnRequest(s, side);
    bySide.set(side, report);
  }
  return report;
}

/** The ruleset's report with failures explained on request, or (systems without one) its whole report. */
function reportOnRequest(s: CampaignSession, side: string): SupplyReportOnRequest {
  const onRequest = s.ruleset.supplyReportOnRequest;
  if (!onRequest || !s.game.sides.some((x) => x.id === side)) return { report: supplyReport(s, side), explain() {} };
  return onRequest({ game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset }, s.state, side);
}

export function supplyCheck(s: CampaignSession, side: string): SupplyCheckView {
  const { report } = cachedReport(s, side);
  const counts: Record<string, number> = {};
  for (const u of report.units) counts[u.status] = (counts[u.status] ?? 0) + 1;
  return {
    ...report,
    units: report.units.map((u) => ({ id: u.id, status: u.status })),
    counts,
  };
}

export function verdictPage(s: CampaignSession, r: VerdictPageRequest): VerdictPage {
  const { report, explain } = cachedReport(s, r.side);
  // the unsupplied first, as the ruleset lists its words
  const rank = new Map(
    [...s.ruleset.statusWords].sort((a, b) => Number(a.supplied) - Number(b.supplied)).map((w, k) => [w.id, k]),
  );
  const q = r.query?.trim().toLowerCase() ?? '';
  const statuses = r.status?.length ? new Set(r.status) : null;
  const rows = report.units.filter(
    (u) =>
      (!statuses || statuses.has(u.status)) &&
      (!q || u.name.toLowerCase().includes(q) || u.hex.toLowerCase().includes(q) || u.id.toLowerCase().includes(q)),
  );
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const sort = r.sort ?? 'status';
  if (sort === 'status') byRank(rows, (u) => rank.get(u.status) ?? 99);
  else if (sort === 'hex') rows.sort((a, b) => a.hex.localeCompare(b.hex) || byName(a, b));
  else rows.sort(byName);
  if (r.descending) rows.reverse();
  const page = rows.slice(r.offset, r.offset + r.limit);
  // the reasons and paths of this page's rows only (explain the rows the list shows)
  explain(page.map((u) => u.id));
  return { total: rows.length, offset: r.offset, rows: page };
}

/** A stable sort by a small rank, as Array.sort with (a, b) => rank(a) - rank(b) orders them: one pass a rank. */
function byRank<T>(rows: T[], rank: (x: T) => number): void {
  const ranks = rows.map(rank);
  const order = [...new Set(ranks)].sort((a, b) => a - b);
  const sorted: T[] = [];
  for (const r of order) for (let k = 0; k < rows.length; k++) if (ranks[k] === r) sorted.push(rows[k]!);
  for (let k = 0; k < rows.length; k++) rows[k] = sorted[k]!;
}
