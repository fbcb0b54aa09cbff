import type { LedgerView } from '../../shared/api.js';
import { CommandError } from '../../shared/engine/command-error.js';
import { ledgerLines, ledgerTotals, type LedgerFilter } from '../../shared/engine/ledger-report.js';
import type { CampaignSession } from './campaign-session.js';

/** The Ledgers view (and the CLI's ledger verb): rows with balances, filtered, plus totals per turn. */
export function ledgerView(s: CampaignSession, filter: LedgerFilter): LedgerView {
  if (filter.side !== undefined && !s.game.sides.some((x) => x.id === filter.side)) {
    throw new CommandError(`there is no side "${filter.side}" (sides: ${s.game.sides.map((x) => x.id).join(', ')})`, 'side');
  }
  const rows = s.store.readLedger();
  return {
    lines: ledgerLines(rows, filter),
    totals: ledgerTotals(rows),
    sides: s.game.sides.map((x) => ({ id: x.id, name: x.name })),
    dumps: [...new Set(rows.map((r) => r.dump))].sort(),
    turns: [...new Set(rows.map((r) => r.turn))].sort((a, b) => a - b),
    phases: s.ruleset.phases.map((p) => p.id),
    reasons: [...new Set(rows.map((r) => r.reason))].sort(),
  };
}
