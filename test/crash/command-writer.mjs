// Child process for the crash test (test/integration/crash-safety.test.ts), run from the built
// backend: applies commands to a campaign and prints "ack <n>" after command n has committed.
import { CampaignService } from '../../build/main/src-main/service/campaign-service.js';

export const HEXES = ['2012', '2013', '2112', '2113', '2011'];
const [file, dataDir, firstArg] = process.argv.slice(2);
const service = new CampaignService({
  demoCampaign: 'assets/demo/ocs-demo.campaign.json',
  dataDir,
  version: 'crash-test',
  transport: 'direct',
});
service.open(file);
for (let n = Number(firstArg); ; n++) {
  service.execute({ type: 'unit.move', unit: 'ax-11pz-15', hex: HEXES[n % HEXES.length] });
  process.stdout.write(`ack ${n}\n`);
}
