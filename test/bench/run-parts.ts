/**
 * A few parts of `npm run bench` by name (BENCH_PARTS=bfs,paths,scaling,report,depth,oob,panel,frames,terrain,import,cli), for working on one
 * figure without the whole run. The figures are the same functions `run.ts` calls.
 */
import { makeBigMap } from './big-map.js';
import { benchBfs } from './bfs-bench.js';
import { benchReports } from './report-bench.js';

const parts = new Set((process.env.BENCH_PARTS ?? 'bfs').split(','));
const map = makeBigMap();
if (parts.has('bfs')) benchBfs(map);
if (parts.has('paths')) (await import('./path-bench.js')).benchPaths(map);
if (parts.has('scaling')) await (await import('./scaling-bench.js')).benchScaling();
if (parts.has('report')) benchReports();
if (parts.has('depth')) (await import('./store-depth-bench.js')).benchStoreDepth(map);
if (parts.has('oob')) (await import('./oob-bench.js')).benchOobImport();
if (parts.has('panel')) await (await import('./panel-verdicts-bench.js')).benchPanelVerdicts(map);
if (parts.has('frames')) await (await import('./map-frame-bench.js')).benchMapFrames(map);
if (parts.has('terrain')) await (await import('./terrain-bench.js')).benchTerrain();
if (parts.has('import')) await (await import('./import-bench.js')).benchImport();
if (parts.has('import')) await (await import('./import-layered-bench.js')).benchImportLayered();
if (parts.has('cli')) (await import('./cli-bench.js')).benchCli(map);
