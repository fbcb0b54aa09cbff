import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClient, type ApiClient } from '../../shared/api.js';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { dispatch } from '../../src-main/service/dispatch.js';

export const DEMO_CAMPAIGN = 'assets/demo/ocs-demo.campaign.json';

/** A service on a fresh temporary data folder, and the typed client over direct calls (the third transport). */
export function tempService(): { dir: string; service: CampaignService; api: ApiClient; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'qm-test-'));
  const service = new CampaignService({
    demoCampaign: DEMO_CAMPAIGN,
    dataDir: join(dir, 'data'),
    version: 'test',
    transport: 'direct',
  });
  const api = makeClient((name, request) => dispatch(service.handlers, name, request));
  return {
    dir,
    service,
    api,
    cleanup: () => {
      service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
