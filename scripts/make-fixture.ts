/** Writes test/fixtures/schema-v<N>.qmc: the demo with two commands, as this schema version saves it. */
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignService } from '../src-main/service/campaign-service.js';
import { SCHEMA_VERSION } from '../src-main/store/migrations.js';

const out = `test/fixtures/schema-v${SCHEMA_VERSION}.qmc`;
rmSync(out, { force: true });
const service = new CampaignService({
  demoCampaign: 'assets/demo/ocs-demo.campaign.json',
  dataDir: mkdtempSync(join(tmpdir(), 'qm-fx-')),
  version: 'fixture',
  transport: 'direct',
});
service.importJson('assets/demo/ocs-demo.campaign.json', out);
service.execute({ type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' });
service.execute({ type: 'clock.advance' });
// since schema 3 the ledger holds a row per change to a dump: give the fixture some
service.execute({ type: 'dump.create', side: 'axis', hex: '0117', amount: 12 });
service.execute({ type: 'dump.setAmount', dump: 'ax-dump-1', amount: 7 });
service.close();
console.log(`wrote ${out}`);
