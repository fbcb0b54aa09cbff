import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsv } from '../../shared/model/csv.js';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { generatedOobCsv } from '../helpers/oob-generate.js';
import { report } from './measure.js';

/**
 * import.oob.ms: a 1,500-row order of battle brought into the demo campaign as the app and the CLI
 * do it (read and check every row, one logged command, written to the SQLite file, folded), against
 * the baseline of only splitting the same CSV into fields. Each run is undone (untimed) before the next.
 */
export function benchOobImport(runs = 7): void {
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-oob-'));
  const service = new CampaignService({
    demoCampaign: 'assets/demo/ocs-demo.campaign.json',
    dataDir: join(dir, 'data'),
    version: 'bench',
    transport: 'direct',
  });
  try {
    service.importJson('assets/demo/ocs-demo.campaign.json', join(dir, 'c.qmc'));
    const csv = generatedOobCsv(1500, 'g', new Map(service.current().state.units.map((u) => [u.hex, u.side])));
    const times: number[] = [];
    const base: number[] = [];
    for (let k = 0; k < runs + 1; k++) {
      let t0 = performance.now();
      void service.handlers['units.importCsv']({ csv, source: 'bench.csv' });
      const ms = performance.now() - t0;
      service.undo();
      t0 = performance.now();
      parseCsv(csv);
      const b = performance.now() - t0;
      // the first run warms up
      if (k > 0) {
        times.push(ms);
        base.push(b);
      }
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    report('import.oob.rows', 1500, 'rows', 0);
    report('import.oob.ms', median(times), 'ms');
    report('import.oob.vs-csv-split', median(times) / median(base), 'x', 1);
  } finally {
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('oob-bench.ts')) benchOobImport();
