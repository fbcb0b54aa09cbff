import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openSession } from '../../src-main/service/campaign-session.js';
import { syncWithFile } from '../../src-main/service/file-sync.js';
import { CampaignStore } from '../../src-main/store/campaign-store.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/**
 * A window (or `do`) opening a campaign file while another process commits to it never
 * acts on stale state. The other process's commit lands while the opening session reads the file;
 * the next sync must see the move.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

it('a commit by another writer while a session opens is seen by its next sync', async () => {
  env = tempService();
  const file = join(env.dir, 'shared.qmc');
  env.service.importJson(DEMO_CAMPAIGN, file);
  await env.api['campaign.open']({ file });
  const unit = env.service.current().state.units.find((u) => u.id === 'ax-11pz-15')!;
  expect(unit.hex).not.toBe('2013');

  const store = CampaignStore.open(file);
  try {
    // the other writer commits in the middle of the opening, whichever read of the file comes first
    const reads = ['head', 'dataVersion', 'latestSnapshotSeq'] as const;
    let moved = false;
    for (const name of reads) {
      const read = (store[name] as () => unknown).bind(store);
      (store as unknown as Record<string, () => unknown>)[name] = () => {
        const value = read();
        if (!moved) {
          moved = true;
          env.service.execute({ type: 'unit.move', unit: 'ax-11pz-15', hex: '2013' });
        }
        return value;
      };
    }
    const s = openSession(store);
    syncWithFile(s);
    expect(s.state.units.find((u) => u.id === 'ax-11pz-15')?.hex).toBe('2013');
  } finally {
    store.close();
  }
});
