// Child process for the co-referees' fault test (relay-faults.test.ts), run from the built backend:
// one referee's app that joins the shared campaign and gives commands `from` … `count - 1`, printing
// "ack <n>" once command n is acknowledged (taken by the stream and written to its file).
import { CampaignService } from '../../build/main/src-main/service/campaign-service.js';
import { CoReferee } from '../../build/main/src-main/relay/co-referee.js';
import { ViewPublisher } from '../../build/main/src-main/relay/view-publisher.js';

const o = JSON.parse(process.argv[2]);
const service = new CampaignService({
  demoCampaign: 'assets/demo/ocs-demo.campaign.json',
  dataDir: o.dataDir,
  version: 'fault-test',
  transport: 'direct',
});
service.open(o.file);
const referee = await CoReferee.join(service, o.server);
// each referee's app also publishes the sides' views for remote players, as it changes
const publisher = await ViewPublisher.start(service, o.server);
const side = o.who === 'a' ? 'axis' : 'soviet';
const hex = o.who === 'a' ? '2012' : '3010';
const unit = o.unit;
for (let n = o.from; n < o.count; n++) {
  // each dump's amount names its referee and number: the final files show which commands they hold
  const command =
    n % 10 === 9
      ? { type: 'unit.move', unit, hex: n % 20 === 9 ? hex : o.who === 'a' ? '2013' : '3011' }
      : { type: 'dump.create', side, hex, amount: o.base + n };
  try {
    await referee.execute(command);
    process.stdout.write(`ack ${n}\n`);
  } catch (e) {
    // a refusal is an answer too: a move given again after a kill may find the unit already there
    if (e.name !== 'CommandError') throw e;
    process.stdout.write(`refused ${n} ${e.message}\n`);
  }
}
await referee.close();
await publisher.close();
service.close();
process.stdout.write('done\n');
