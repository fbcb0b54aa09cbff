/**
 * `npm run bench`: the speed and memory figures the issues name, one `key: value unit` line each,
 * measured in one process on the same machine so that ratios compare like with like.
 */
import { makeBigMap } from './big-map.js';
import { medianMs, report } from './measure.js';
import { benchPaths } from './path-bench.js';
import { benchOcsSupply } from './ocs-bench.js';
import { benchGcJudgement } from './gc-bench.js';
import { benchStore } from './store-bench.js';
import { benchMapFrames } from './map-frame-bench.js';
import { benchPanelVerdicts } from './panel-verdicts-bench.js';
import { benchOobImport } from './oob-bench.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import { benchReports } from './report-bench.js';
import { benchBfs } from './bfs-bench.js';
import { benchScaling } from './scaling-bench.js';
import { benchCli } from './cli-bench.js';
import { benchCliLedger } from './cli-ledger-bench.js';
import { benchStoreCommandSmall } from './store-command-bench.js';
import { benchStoreDepth } from './store-depth-bench.js';
import { benchWhatIf } from './what-if-bench.js';

const t0 = performance.now();
const map = makeBigMap();
report('bench.map.hexes', map.grid.size, 'hexes', 0);
report('bench.map.build.ms', performance.now() - t0, 'ms');
report(
  'path.graph.build.ms',
  medianMs(
    () => {
      // a fresh graph each time: hexsides, routes and the costs of all three mobility types
      const g = new MovementGraph(map.game, map.grid);
      for (const m of g.mobilities) g.costsFor(m);
    },
    3,
    1,
  ),
  'ms',
);
const { fullmap } = benchPaths(map);
benchOcsSupply(map, fullmap);
benchGcJudgement(map, fullmap);
benchStore(map);
benchStoreCommandSmall();
// the supply-speed issue: what Check supply runs, scaling, CLI start-up, the store at any depth
benchReports();
benchBfs(map);
await benchScaling();
benchCli(map);
benchCliLedger();
benchStoreDepth(map);
await benchWhatIf(map);
await benchWhatIf(makeBigMap(800, 500, 20000), '.400k');
benchOobImport();
await benchPanelVerdicts(map);
await benchMapFrames(map);
const { benchWhatIfFrames } = await import('./what-if-frame-bench.js');
// (main's side in a process of its own, which makes the same maps)
await benchWhatIfFrames([400, 250, 5000]);
await benchWhatIfFrames([800, 500, 20000], '.400k');
await (await import('./terrain-bench.js')).benchTerrain();
await (await import('./scan-bench.js')).benchScan();
await (await import('./import-bench.js')).benchImport();
await (await import('./import-layered-bench.js')).benchImportLayered();
await (await import('./large-import-bench.js')).benchLargeImport();
await (await import('./players-bench.js')).benchPlayers(map);
await (await import('./relay-bench.js')).benchRelay();
