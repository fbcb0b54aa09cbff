import type { SupplyCheckView } from '../../shared/api.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { rulesetPanels } from '../rules/ruleset-panels.js';

/**
 * What the map shows of the last supply check: each unit's verdict colour, the path picked in the
 * Supply panel and where it failed, a ruleset's outlined areas (GC 16.G.3 pockets). They describe
 * the campaign as it was checked, so they are cleared the moment it changes, and `stale` says so.
 */
export class VerdictsShown {
  statusOf: Map<string, string> | null = $state(null);
  path: string[] = $state([]);
  pockets: string[][] = $state([]);
  /** the last check, for each unit's verdict in the inspector */
  lastCheck: SupplyCheckView | null = $state.raw(null);
  /** where the supply path shown failed */
  failAt: string | null = $state(null);
  /** the campaign changed since the colours were shown */
  stale = $state(false);

  get any(): boolean {
    return !!this.statusOf || this.path.length > 0 || this.pockets.length > 0;
  }

  show(ruleset: string, report: SupplyCheckView | null) {
    const colors = new Map(rulesetInfo(ruleset).statusWords.map((w) => [w.id, w.color]));
    this.statusOf = report ? new Map(report.units.map((u) => [u.id, colors.get(u.status) ?? '#111'])) : null;
    this.pockets = report ? (rulesetPanels(ruleset).outlines?.(report) ?? []) : [];
    this.lastCheck = report;
    this.path = [];
    this.failAt = null;
    if (report) this.stale = false;
  }

  /** the campaign changed: what was shown no longer describes it */
  clearAsStale(ruleset: string) {
    if (!this.any) return;
    this.show(ruleset, null);
    this.stale = true;
  }
}
