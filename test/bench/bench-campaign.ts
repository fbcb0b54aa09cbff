import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import type { BigMap } from './big-map.js';
import { ocsBenchScenario } from './ocs-bench.js';

type Scene = Pick<ReturnType<typeof ocsBenchScenario>, 'game' | 'state'>;

/** The benchmark's OCS campaign on the big map (or another scene on it), written to `json` as a campaign file to import. */
export function writeBenchCampaign(map: BigMap, json: string, scene: Scene = ocsBenchScenario(map)) {
  const { game, state } = scene;
  writeFileSync(
    json,
    JSON.stringify({
      format: CAMPAIGN_FORMAT,
      formatVersion: CAMPAIGN_FORMAT_VERSION,
      name: 'Benchmark monster map',
      game,
      setup: state,
      log: [],
    }),
  );
  return { game, state };
}

/**
 * The benchmark's OCS campaign on the big map as a campaign file in a new temporary folder, opened by
 * a service that the browser benches serve through the web bridge. The caller removes `dir`.
 */
export function benchCampaignService(map: BigMap, prefix: string, scene?: Scene) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const json = join(dir, 'big.campaign.json');
  const { game, state } = writeBenchCampaign(map, json, scene);
  const service = new CampaignService({
    demoCampaign: json,
    dataDir: join(dir, 'data'),
    version: 'bench',
    transport: 'web',
  });
  service.importJson(json, join(dir, 'big.qmc'));
  return { dir, game, state, service };
}
