/** Child process of report-bench.ts: the report figures, in a heap that holds the bench map's campaigns only. */
import { makeBigMap } from './big-map.js';
import { measureReports } from './report-bench.js';

measureReports(makeBigMap());
