// Child process for the crash test (test/crash/crash-safety.test.ts), run from the built backend:
// applies commands to a campaign and prints "ack <n>" after command n has committed. The test starts
// it ahead of time, so that the backend loads while the previous kill is checked: it touches the file
// only once the test writes the first command's number on stdin (stdin closed without one: it ends).
import { createInterface } from 'node:readline';
import { CampaignService } from '../../build/main/src-main/service/campaign-service.js';

export const HEXES = ['2012', '2013', '2112', '2113', '2011'];
const [file, dataDir] = process.argv.slice(2);
let first;
for await (const line of createInterface({ input: process.stdin })) {
  first = Number(line);
  break;
}
if (first === undefined) process.exit(0);
const service = new CampaignService({
  demoCampaign: 'assets/demo/ocs-demo.campaign.json',
  dataDir,
  version: 'crash-test',
  transport: 'direct',
});
service.open(file);
for (let n = first; ; n++) {
  service.execute({ type: 'unit.move', unit: 'ax-11pz-15', hex: HEXES[n % HEXES.length] });
  process.stdout.write(`ack ${n}\n`);
}
