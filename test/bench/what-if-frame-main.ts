/**
 * The what-if frame bench's main process (what-if-frame-bench.ts), in a process of its own: the
 * campaign service on the `front` scenario of the big map, served by the web bridge. Its what-if
 * runs to the end once started, as main's does in the app; in the bench's own process it would
 * also hold up the pointer the bench moves, and a referee's hand does not wait for main.
 * Prints the bridge's address on a line, and closes it all when its stdin ends.
 * Run by the bench: node --import tsx test/bench/what-if-frame-main.ts <width> <height> <enemies>
 */
import { rmSync } from 'node:fs';
import { rendererDir } from '../../src-main/paths.js';
import { startWebBridge } from '../../src-main/web.js';
import { makeBigMap } from './big-map.js';
import { benchCampaignService } from './bench-campaign.js';
import { frontScenario } from './front-scenario.js';

const [width, height, enemies] = process.argv.slice(2).map(Number) as [number, number, number];
const map = makeBigMap(width, height, enemies);
const { dir, service } = benchCampaignService(map, 'qm-whatif-frames-', frontScenario(map));
const bridge = await startWebBridge({ handlers: service.handlers, staticDir: rendererDir() });
process.stdout.write(`${bridge.url}\n`);
process.stdin.on('end', () => {
  void bridge.close().then(() => {
    service.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
process.stdin.resume();
