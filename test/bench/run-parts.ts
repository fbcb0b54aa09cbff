/**
 * A few parts of `npm run bench` by name (BENCH_PARTS=bfs,report,panel,frames), for working on one
 * figure without the whole run. The figures are the same functions `run.ts` calls.
 */
import { makeBigMap } from './big-map.js';
import { benchBfs } from './bfs-bench.js';
import { benchReports } from './report-bench.js';

const parts = new Set((process.env.BENCH_PARTS ?? 'bfs').split(','));
const map = makeBigMap();
if (parts.has('bfs')) benchBfs(map);
if (parts.has('report')) benchReports(map);
if (parts.has('panel')) await (await import('./panel-verdicts-bench.js')).benchPanelVerdicts(map);
if (parts.has('frames')) await (await import('./map-frame-bench.js')).benchMapFrames(map);
