import { makeBigMap } from './big-map.js';
import { benchMapFrames } from './map-frame-bench.js';
await benchMapFrames(makeBigMap());
