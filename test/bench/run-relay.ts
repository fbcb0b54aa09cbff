/** `npx tsx test/bench/run-relay.ts`: only the co-referees' log figures (needs Debian's nats-server). */
import { benchRelay } from './relay-bench.js';

await benchRelay();
