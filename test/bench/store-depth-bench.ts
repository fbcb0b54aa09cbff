import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import type { BigMap } from './big-map.js';
import { medianMs, report } from './measure.js';
import { storeBenchCampaign } from './store-bench.js';

/**
 * The store at any depth: store.import.ms (100,000 logged commands written by today's rules version,
 * so each is replayed through the engine and its events compared, with the file's snapshots),
 * store.import.older.ms (the same size of log from no recorded rules version: checked for its
 * invariants only),
 * store.undo.deep.ms (one undo 1,000 commands deep into that imported log, median of 9 steps
 * further down), store.open.compacted.ms (a 300,000-event file after Compact).
 */
export function benchStoreDepth(map: BigMap): void {
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-depth-'));
  const service = (name: string) =>
    new CampaignService({ demoCampaign: name, dataDir: join(dir, 'data'), version: 'bench', transport: 'direct' });
  try {
    const older = join(dir, 'older.json');
    writeFileSync(older, JSON.stringify(storeBenchCampaign(map, 50)));
    const s = service(older);
    const t1 = performance.now();
    s.importJson(older, join(dir, 'older.qmc'));
    report('store.import.older.ms', performance.now() - t1, 'ms');
    s.close();
    const json = join(dir, 'big.json');
    writeFileSync(json, JSON.stringify(storeBenchCampaign(map, 50, true)));
    const file = join(dir, 'big.qmc');
    const t0 = performance.now();
    s.importJson(json, file);
    report('store.import.ms', performance.now() - t0, 'ms');
    for (let k = 0; k < 1000; k++) s.undo();
    report(
      'store.undo.deep.ms',
      medianMs(() => s.undo(), 9, 0),
      'ms',
    );
    s.close();

    const json3 = join(dir, 'big3.json');
    writeFileSync(json3, JSON.stringify(storeBenchCampaign(map, 150)));
    const file3 = join(dir, 'big3.qmc');
    s.importJson(json3, file3);
    s.compact();
    s.close();
    report(
      'store.open.compacted.ms',
      medianMs(
        () => {
          s.open(file3, true);
          s.handlers['state.get']({});
          s.close();
        },
        3,
        1,
      ),
      'ms',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
