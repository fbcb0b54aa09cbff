/** Child process of report-bench.ts: builds the bench map and times the first *Check supply* on `cut`. */
import { makeBigMap } from './big-map.js';
import { checkSupply, scenarios } from './report-bench.js';

const kind = process.argv[2] === 'gc' ? 'gc' : 'ocs';
const map = makeBigMap();
const s = scenarios(map)[kind].cut;
const t0 = performance.now();
checkSupply(map.grid, s);
console.log(`cold: ${(performance.now() - t0).toFixed(2)}`);
