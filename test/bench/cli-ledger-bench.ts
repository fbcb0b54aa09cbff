import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { ledgerCampaign } from '../helpers/ledger-campaign.js';
import { report } from './measure.js';

/**
 * cli.ledger.ms: a cold `node bin/quartermaster.mjs ledger` process over 150,000 ledger entries,
 * its output written into a pipe that is read to the end (target ≤ 2 s). Run after benchCli,
 * which bundles build/cli afresh.
 */
export function benchCliLedger(entries = 150_000): void {
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-ledger-'));
  try {
    const json = join(dir, 'ledger.json');
    writeFileSync(json, JSON.stringify(ledgerCampaign(entries)));
    const s = new CampaignService({
      demoCampaign: json,
      dataDir: join(dir, 'data'),
      version: 'bench',
      transport: 'direct',
    });
    const file = join(dir, 'ledger.qmc');
    s.importJson(json, file);
    s.close();
    const run = () => {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, ['bin/quartermaster.mjs', 'ledger', file], {
        encoding: 'utf8',
        maxBuffer: 1 << 30,
      });
      const ms = performance.now() - t0;
      if (r.status !== 0) throw new Error(`quartermaster ledger failed: ${r.stderr}`);
      // every entry arrived: as many lines as the heading counts (the setup's opening balances among them)
      const lines = r.stdout.split('\n').length - 2; // the heading, and the end of the last line
      const counted = Number(/: (\d+) entries/.exec(r.stdout)?.[1]);
      if (lines !== counted || counted < entries)
        throw new Error(`quartermaster ledger printed ${lines} lines of ${counted} for ${entries} changes`);
      return ms;
    };
    const median = [run(), run(), run()].sort((a, b) => a - b)[1]!;
    report('cli.ledger.ms', median, 'ms');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
