import type { Handlers } from '../../shared/api.js';
import { ledgerCsv, ledgerLines, ledgerOfResource } from '../../shared/engine/ledger-report.js';
import type { CampaignService } from './campaign-service.js';
import { refereeNames } from '../../shared/engine/referee-names.js';
import { dumpResource, ledgerView, resourceFormat } from './ledger-view.js';

/** The supply ledger's calls: every change to every dump with running balances, as a view and as CSV. */
export type LedgerHandlers = Pick<Handlers, 'ledger.list' | 'ledger.csv'>;

export function ledgerHandlers(service: CampaignService): LedgerHandlers {
  return {
    'ledger.list': (r) => ledgerView(service.current(), r),
    'ledger.csv': (r) => {
      const s = service.current();
      const lines = ledgerLines(ledgerOfResource(s.store.readLedger(), dumpResource(s), r.resource), r);
      // the referee's names beside the ids: sides, phases, dumps by where they lie, units by their counters
      const names = refereeNames(s.game, s.ruleset, s.store.readSetup(), s.state);
      return { csv: ledgerCsv(lines, resourceFormat(s, r.resource), names), rows: lines.length };
    },
  };
}
