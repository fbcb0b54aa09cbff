// A second writer for test/integration/many-writers.test.ts: applies `count` commands to one campaign
// file through its own service (its own SQLite connection), printing "ack <n> <command>" after each.
import { CampaignService } from '../../src-main/service/campaign-service.js';
import type { Command } from '../../shared/rules/registered-commands.js';

const [file, dataDir, who, countArg] = process.argv.slice(2);
const service = new CampaignService({
  demoCampaign: 'assets/demo/ocs-demo.campaign.json',
  dataDir: dataDir!,
  version: 'writer',
  transport: 'direct',
});
service.open(file!);
const unit = who === 'a' ? 'ax-11pz-15' : 'sv-tb-1';
const hexes = who === 'a' ? ['2012', '2013'] : ['3010', '3011'];
for (let n = 0; n < Number(countArg); n++) {
  // moves, and new dumps: their ids and ledger rows come from the state, so stale state would show
  const command: Command =
    n % 2 === 0
      ? { type: 'unit.move', unit, hex: hexes[(n / 2) % 2]! }
      : { type: 'dump.create', side: who === 'a' ? 'axis' : 'soviet', hex: hexes[0]!, amount: 1 + (n % 5) };
  service.execute(command);
  process.stdout.write(`ack ${n} ${command.type}\n`);
}
service.close();
