import { readFileSync } from 'node:fs';
import type { Campaign, LogEntry } from '../../shared/model/campaign-schema.js';
import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { DEMO_CAMPAIGN } from './temp-service.js';

/**
 * The demo campaign with a long supply ledger: `entries` referee changes to its dumps (one ledger
 * entry each), as today's rules log them, so an import replays every one.
 */
export function ledgerCampaign(entries: number): Campaign {
  const demo = parseCampaign(JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8')));
  const amounts = new Map(demo.setup.dumps.map((d) => [d.id, d.amount]));
  const dumps = demo.setup.dumps.map((d) => d.id);
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const log: LogEntry[] = [];
  for (let k = 0; k < entries; k++) {
    const dump = dumps[k % dumps.length]!;
    const from = amounts.get(dump)!;
    const to = from + (k % 7 === 3 ? -1 : 1 + (k % 5));
    amounts.set(dump, to);
    log.push({
      seq: k + 1,
      command: JSON.stringify({ type: 'dump.setAmount', dump, amount: to }),
      status: 'done',
      at,
      events: [{ type: 'dumpAmountSet', dump, from, to }],
    });
  }
  return { ...demo, name: 'Long ledger', log, rulesVersion: RULES_VERSION };
}
