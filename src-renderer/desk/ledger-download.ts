import type { LedgerFilter } from '../../shared/engine/ledger-report.js';
import { api } from '../api-client.js';

/**
 * The ledger as filtered, saved as a CSV file named after the campaign's file (a download in the
 * browser and in Electron alike).
 */
export async function downloadLedgerCsv(filter: LedgerFilter, campaignFile: string | undefined): Promise<void> {
  const { csv } = await api['ledger.csv'](filter);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const base = (campaignFile?.split(/[\\/]/).pop() ?? 'campaign').replace(/\.qmc$/, '');
  a.download = `${base}-ledger.csv`;
  a.click();
  URL.revokeObjectURL(a.href);
}
