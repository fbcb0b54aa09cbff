/**
 * Only the supply-speed issue's figures (report, path, scaling), for working on them without the
 * whole `npm run bench`: `npx tsx test/bench/run-supply.ts [report|bfs|scaling|cli|ledger|store|command]...`.
 */
import { makeBigMap } from './big-map.js';
import { benchReports } from './report-bench.js';
import { benchBfs } from './bfs-bench.js';
import { benchScaling } from './scaling-bench.js';
import { benchCli } from './cli-bench.js';
import { benchCliLedger } from './cli-ledger-bench.js';
import { benchStoreCommandSmall } from './store-command-bench.js';
import { benchStoreDepth } from './store-depth-bench.js';
import { benchStore } from './store-bench.js';

const parts = process.argv.slice(2);
const want = (p: string) => parts.length === 0 || parts.includes(p);
const map = makeBigMap();
if (want('report')) benchReports();
if (want('bfs')) benchBfs(map);
if (want('scaling')) await benchScaling();
if (want('cli')) benchCli(map);
if (want('cli') || want('ledger')) benchCliLedger();
if (want('store')) benchStoreDepth(map);
if (want('command')) benchStore(map);
if (want('store') || want('command')) benchStoreCommandSmall();
