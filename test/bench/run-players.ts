/** `npx tsx test/bench/run-players.ts`: only the players' figures (after `npm run build`). */
import { makeBigMap } from './big-map.js';
import { benchPlayers } from './players-bench.js';

await benchPlayers(makeBigMap());
