import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoReferee } from '../../src-main/relay/co-referee.js';
import type { RelayServer } from '../../src-main/relay/relay-connection.js';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { startNats } from '../helpers/nats-server.js';
import { DEMO_CAMPAIGN } from '../helpers/temp-service.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import { report } from './measure.js';

const HEXES = ['2012', '2013'];
const move = (k: number): Command => ({ type: 'unit.move', unit: 'ax-11pz-15', hex: HEXES[k % 2]! });

/**
 * The co-referees' log through a real nats-server on loopback (the demo campaign):
 * - relay.append.ms: p95 of a command's round trip, from the referee's command to its
 *   acknowledgement (checked, appended to the stream on its last sequence, written to the .qmc);
 *   relay.append.median.ms beside it;
 * - relay.catchup.ms: a co-referee QM_BENCH_RELAY_BEHIND (default 10,000) commands behind joining
 *   and applying them all to its file.
 */
export async function benchRelay(): Promise<void> {
  const behind = Number(process.env.QM_BENCH_RELAY_BEHIND ?? 10_000);
  const dir = mkdtempSync(join(tmpdir(), 'qm-relay-bench-'));
  const nats = await startNats();
  const service = (name: string) =>
    new CampaignService({
      demoCampaign: DEMO_CAMPAIGN,
      dataDir: join(dir, name),
      version: 'bench',
      transport: 'direct',
    });
  const server = (k: number): RelayServer => ({ url: nats.url, credentials: nats.club.referees[k]!, campaign: 'test' });
  const a = service('a');
  const b = service('b');
  try {
    a.importJson(DEMO_CAMPAIGN, join(dir, 'a.qmc'));
    const refA = await CoReferee.share(a, server(0));
    a.saveCopy(join(dir, 'b.qmc'));

    const times: number[] = [];
    for (let k = 0; k < 220; k++) {
      const t0 = performance.now();
      await refA.execute(move(k));
      if (k >= 20) times.push(performance.now() - t0);
    }
    times.sort((x, y) => x - y);
    report('relay.append.ms', times[Math.floor(times.length * 0.95)]!, 'ms');
    report('relay.append.median.ms', times[Math.floor(times.length / 2)]!, 'ms');

    // the rest of the `behind` commands, so that the copy taken before the first is that far behind
    for (let k = 220; k < behind; k++) await refA.execute(move(k));
    await refA.close();
    b.open(join(dir, 'b.qmc'));
    const t0 = performance.now();
    const refB = await CoReferee.join(b, server(1));
    report('relay.catchup.ms', performance.now() - t0, 'ms');
    report('relay.catchup.commands', behind, 'commands', 0);
    await refB.close();
  } finally {
    a.close();
    b.close();
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
