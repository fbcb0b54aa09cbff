/** Writes test/fixtures/schema-v<N>.qmc: the demo with two commands, as this schema version saves it. */
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignService } from '../src-main/service/campaign-service.js';
import { SCHEMA_VERSION } from '../src-main/store/migrations.js';

const out = `test/fixtures/schema-v${SCHEMA_VERSION}.qmc`;
rmSync(out, { force: true });
const service = new CampaignService({ demoCampaign: 'assets/demo/ocs-demo.campaign.json', dataDir: mkdtempSync(join(tmpdir(), 'qm-fx-')), version: 'fixture', transport: 'direct' });
service.importJson('assets/demo/ocs-demo.campaign.json', out);
service.execute({ type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' });
service.execute({ type: 'clock.advance' });
service.close();
console.log(`wrote ${out}`);
