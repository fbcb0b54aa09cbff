import type { LedgerView } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import {
  ledgerLines,
  ledgerOfResource,
  ledgerTotals,
  type LedgerFilter,
  type LedgerRecord,
} from '../../shared/engine/ledger-report.js';
import { refereeNames } from '../../shared/engine/referee-names.js';
import { rulesetOffMapAccountNames } from '../../shared/rules/registered-views.js';
import type { CampaignSession } from './campaign-session.js';
import { ledgerAccounts } from '../../shared/rules/registered-ledger-accounts.js';

/** The Ledgers view (and the CLI's ledger verb): rows with balances, filtered, plus totals per turn. */
export function ledgerView(s: CampaignSession, filter: LedgerFilter): LedgerView {
  if (filter.side !== undefined && !s.game.sides.some((x) => x.id === filter.side)) {
    throw new CommandError(
      `there is no side "${filter.side}" (sides: ${s.game.sides.map((x) => x.id).join(', ')})`,
      'side',
    );
  }
  const resources = [...(s.ruleset.capabilities.resources?.kinds ?? [{ id: 'sp', label: s.ruleset.amountUnit }])];
  const resource = filter.resource ?? resources[0]!.id;
  if (!resources.some((r) => r.id === resource))
    throw new CommandError(
      `there is no ledger of "${resource}" (ledgers: ${resources.map((r) => r.id).join(', ')})`,
      'resource',
    );
  const rows = ledgerOfResource(s.store.readLedger(), dumpResource(s), resource);
  // the lists the filters offer, gathered in one pass over a ledger that may run to 150,000 rows
  const dumps = new Map<string, LedgerRecord>();
  const turns = new Set<number>();
  const reasons = new Set<string>();
  const units = new Set<string>();
  for (const r of rows) {
    dumps.set(r.dump, r); // its last row says where it last stood
    turns.add(r.turn);
    reasons.add(r.reason);
    for (const u of r.units) units.add(u);
  }
  return {
    resources,
    resource,
    lines: ledgerLines(rows, filter),
    totals: ledgerTotals(rows),
    sides: s.game.sides.map((x) => ({ id: x.id, name: x.name })),
    dumps: [...dumps.keys()].sort(),
    turns: [...turns].sort((a, b) => a - b),
    phases: s.ruleset.phases.map((p) => p.id),
    reasons: [...reasons].sort(),
    dumpLabels: dumpLabels(s, dumps.values()),
    phaseLabels: Object.fromEntries(s.ruleset.phases.map((p) => [p.id, p.name])),
    unitLabels: unitLabels(s, units),
  };
}

/** The units the rows name (those that ate, attacked, were fuelled), by their counters' names. */
function unitLabels(s: CampaignSession, ids: ReadonlySet<string>): Record<string, string> {
  if (!ids.size) return {};
  // a unit since eliminated keeps its name from the setup
  const names = refereeNames(s.game, s.ruleset, s.store.readSetup(), s.state);
  return Object.fromEntries([...ids].map((id) => [id, names(id)]));
}

/**
 * Each ledger account as the referee names it: "Axis dump at 1723" (where it last stood), or an
 * account off the map by the name its ruleset's view gives it (GC 19.A, 19.D: a pool's) — never its id.
 */
function dumpLabels(s: CampaignSession, lastRows: Iterable<LedgerRecord>): Record<string, string> {
  const side = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const pools = rulesetOffMapAccountNames(s.state);
  const labels: Record<string, string> = {};
  for (const r of lastRows)
    labels[r.dump] = r.hex === 'pool' ? (pools.get(r.dump) ?? `pool ${r.dump}`) : `${side(r.owner)} dump at ${r.hex}`;
  return labels;
}

/** Each dump's kind of points (GC 19: SP, SRP, Offensive Chits), from the campaign as it stands: dumps are never removed. */
export function dumpResource(s: CampaignSession): (dump: string) => string {
  const resources = s.ruleset.capabilities.resources;
  const kinds = new Map(ledgerAccounts(s.state).map((d) => [d.id, resources?.kindOf(d) ?? 'sp']));
  return (dump) => kinds.get(dump) ?? 'sp';
}

/** An amount in a ledger of that kind, in the game's notation. */
export function resourceFormat(s: CampaignSession, resource: string | undefined): (n: number) => string {
  return (n) =>
    resource && resource !== 'sp' && s.ruleset.capabilities.resources
      ? s.ruleset.capabilities.resources.format(resource, n)
      : s.ruleset.formatAmount(n);
}
