import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { rendererDir } from '../../src-main/paths.js';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { startWebBridge } from '../../src-main/web.js';
import { CHROMIUM, launchBrowser } from '../helpers/browser.js';
import type { BigMap } from './big-map.js';
import { report } from './measure.js';
import { ocsBenchScenario } from './ocs-bench.js';

/**
 * map.pan.p50.ms / map.pan.p95.ms: the app's own drawing time per frame while the referee drags
 * the 100,000-hex benchmark map (with its 10,000 counters) around at a reading scale, in Chromium
 * through the web bridge. Each frame's drawing is a `map-draw` performance measure in the page
 * (MapView.svelte); target p95 <= 16.7 ms, one frame at 60 Hz.
 */
export async function benchMapPan(map: BigMap): Promise<void> {
  if (!existsSync(rendererDir()) || !existsSync(CHROMIUM)) {
    console.log('# map.pan skipped: needs the built renderer (npm run build) and Chromium');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'qm-pan-'));
  const { game, state } = ocsBenchScenario(map);
  const json = join(dir, 'big.campaign.json');
  writeFileSync(
    json,
    JSON.stringify({
      format: CAMPAIGN_FORMAT,
      formatVersion: CAMPAIGN_FORMAT_VERSION,
      name: 'Benchmark monster map',
      game,
      setup: state,
      log: [],
    }),
  );
  const service = new CampaignService({
    demoCampaign: json,
    dataDir: join(dir, 'data'),
    version: 'bench',
    transport: 'web',
  });
  service.importJson(json, join(dir, 'big.qmc'));
  const bridge = await startWebBridge({ handlers: service.handlers, staticDir: rendererDir() });
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await canvas.waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('map-draw').length > 0);
    // the whole map in view (the first frame, which also draws the terrain picture): all 100,000 hexes
    const first = await page.evaluate(() => performance.getEntriesByName('map-draw').map((e) => e.duration));
    report('map.fit.ms', Math.min(...first), 'ms');
    // from the whole map to the scale a referee reads counters at (about 2,000 hexes in view)
    const box = (await canvas.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    for (let k = 0; k < 6; k++) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(200);
    await page.evaluate(() => performance.clearMeasures('map-draw'));
    // drag in a square, again and again: each mouse move is a pan and a redraw
    for (let round = 0; round < 4; round++) {
      for (const [dx, dy] of [
        [300, 0],
        [0, 200],
        [-300, 0],
        [0, -200],
      ] as const) {
        await page.mouse.down();
        await page.mouse.move(cx + dx, cy + dy, { steps: 30 });
        await page.mouse.up();
        await page.mouse.move(cx, cy);
      }
    }
    await page.waitForTimeout(100);
    const frames = await page.evaluate(() =>
      performance
        .getEntriesByName('map-draw')
        .map((e) => ({ ms: e.duration, hexes: (e as PerformanceMeasure).detail?.hexes as number })),
    );
    const times = frames.map((f) => f.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    report('map.pan.p50.ms', at(0.5), 'ms');
    report('map.pan.p95.ms', at(0.95), 'ms');
    report('map.pan.frames', times.length, 'frames', 0);
    report('map.pan.hexes', frames.reduce((a, f) => a + f.hexes, 0) / Math.max(1, frames.length), 'hexes', 0);

    // and with the whole map in view again (terrain from the cached picture, counters as squares)
    await page.keyboard.press('0');
    await page.waitForTimeout(300);
    await page.evaluate(() => performance.clearMeasures('map-draw'));
    for (const [dx, dy] of [
      [200, 0],
      [-200, 0],
      [0, 100],
      [0, -100],
    ] as const) {
      await page.mouse.down();
      await page.mouse.move(cx + dx, cy + dy, { steps: 15 });
      await page.mouse.up();
      await page.mouse.move(cx, cy);
    }
    await page.waitForTimeout(100);
    const whole = (await page.evaluate(() => performance.getEntriesByName('map-draw').map((e) => e.duration))).sort(
      (a, b) => a - b,
    );
    report('map.panwhole.p50.ms', whole[Math.floor(0.5 * whole.length)]!, 'ms');
    report('map.panwhole.p95.ms', whole[Math.min(whole.length - 1, Math.floor(0.95 * whole.length))]!, 'ms');
  } finally {
    await browser.close();
    await bridge.close();
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
