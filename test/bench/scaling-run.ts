/** Child process of scaling-bench.ts: the scaling figures, in a heap that holds nothing else. */
import { measureScaling } from './scaling-bench.js';

measureScaling();
