import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { openLastOrDemo } from '../../src-main/service/campaign-files.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** File > Open lists the data folder's campaigns and the recent ones; a new run comes back to the last campaign. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const another = () =>
  new CampaignService({
    demoCampaign: DEMO_CAMPAIGN,
    dataDir: join(env.dir, 'data'),
    version: 'test',
    transport: 'direct',
  });

describe('the campaigns the Open dialog offers, and the one a new run opens', () => {
  it('lists the demo and a saved copy in the data folder, and the recent files, newest first', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    const data = join(env.dir, 'data');
    await env.api['campaign.saveCopy']({ out: join(data, 'my-front.qmc') });
    const elsewhere = join(env.dir, 'elsewhere.qmc');
    await env.api['campaign.saveCopy']({ out: elsewhere });
    await env.api['campaign.open']({ file: elsewhere });
    const files = await env.api['campaign.files']({});
    expect(files.dataDir).toBe(data);
    expect(files.campaigns.map((f) => f.slice(data.length + 1)).sort()).toEqual(['demo-campaign.qmc', 'my-front.qmc']);
    expect(files.recent[0]).toBe(elsewhere);
  });

  it('a new run opens the campaign opened last; the demo when that file is gone', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    const mine = join(env.dir, 'mine.qmc');
    await env.api['campaign.saveCopy']({ out: mine });
    await env.api['campaign.open']({ file: mine });
    env.service.close();
    const next = another();
    openLastOrDemo(next);
    expect(next.summary().file).toBe(mine);
    next.close();
    rmSync(mine);
    const third = another();
    openLastOrDemo(third);
    expect(third.summary().file).toBe(join(env.dir, 'data', 'demo-campaign.qmc'));
    third.close();
  });
});
