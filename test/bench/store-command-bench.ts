import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from '../../shared/rules/registered-commands.js';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { SYNCHRONOUS } from '../../src-main/store/durability.js';
import { DEMO_CAMPAIGN } from '../helpers/temp-service.js';
import { report } from './measure.js';

/**
 * store.command.ms: one referee command, from the call to its commit on the disk, with the
 * synchronous level the store uses (durability.ts: FULL), beside store.command.normal.ms with
 * synchronous = NORMAL, and their ratio: FULL stays unless it more than doubles a command's time.
 * On the store benchmark's campaign (a monster game: 100,000 hexes, 10,000 units, 50 turns), and
 * as `.small` on the demo, where a command is the least work and the sync the largest share.
 */
export function benchStoreCommand(
  service: CampaignService,
  command: (k: number) => Command,
  key = 'store.command',
): void {
  // the bench alone reaches into the store's connection, to time the other level beside it
  const db = (service.current().store as unknown as { db: Database.Database }).db;
  let k = 0;
  const perCommand = () => {
    const times: number[] = [];
    for (let n = 0; n < 40; n++) {
      const t0 = performance.now();
      service.execute(command(k++));
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  };
  perCommand(); // warm-up
  // in turns, so that both see the same moments of load
  const full: number[] = [];
  const normal: number[] = [];
  for (let round = 0; round < 5; round++) {
    db.pragma(`synchronous = ${SYNCHRONOUS}`);
    full.push(perCommand());
    db.pragma('synchronous = NORMAL');
    normal.push(perCommand());
  }
  db.pragma(`synchronous = ${SYNCHRONOUS}`);
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  report(`${key}.ms`, median(full), 'ms');
  report(`${key}.normal.ms`, median(normal), 'ms');
  report(`${key}.full.ratio`, median(full) / median(normal), 'x');
}

/** The same on the demo campaign. */
export function benchStoreCommandSmall(): void {
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-command-'));
  const service = new CampaignService({
    demoCampaign: DEMO_CAMPAIGN,
    dataDir: join(dir, 'data'),
    version: 'bench',
    transport: 'direct',
  });
  try {
    const file = join(dir, 'command.qmc');
    service.importJson(DEMO_CAMPAIGN, file);
    service.open(file);
    benchStoreCommand(
      service,
      (k) => ({ type: 'dump.setAmount', dump: 'ax-dump-1', amount: 100 + k }),
      'store.command.small',
    );
  } finally {
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
