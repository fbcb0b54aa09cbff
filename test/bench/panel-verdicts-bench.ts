import { existsSync, rmSync } from 'node:fs';
import { rendererDir } from '../../src-main/paths.js';
import { startWebBridge } from '../../src-main/web.js';
import { CHROMIUM, launchBrowser } from '../helpers/browser.js';
import type { BigMap } from './big-map.js';
import { report } from './measure.js';
import { benchCampaignService } from './bench-campaign.js';

/**
 * panel.verdicts.ms: from clicking *Check supply* on the 100,000-hex benchmark campaign to the
 * verdict list's first rows painted, in Chromium through the web bridge, the server's supply
 * determination counted in (each run after a move, so nothing is cached). Beside it the server's
 * own time for the same side (panel.verdicts.server.ms: supply.check and the list's first page, the
 * work report-bench.ts times as ocs.report) and the ratio (target <= 2).
 */
/** Runs of each (the median is reported). */
const RUNS = 3;

export async function benchPanelVerdicts(map: BigMap): Promise<void> {
  if (!existsSync(rendererDir()) || !existsSync(CHROMIUM)) {
    console.log('# panel.verdicts skipped: needs the built renderer (npm run build) and Chromium');
    return;
  }
  const { dir, state, service } = benchCampaignService(map, 'qm-verdicts-');
  const bridge = await startWebBridge({ handlers: service.handlers, staticDir: rendererDir() });
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    await page.goto(bridge.url);
    await page.getByTestId('map-canvas').waitFor();
    await page.getByTestId('tab-supply').click();
    const side = state.clock.side;
    const times: number[] = [];
    // who rolls the dice, switched before each run (the campaign starts with the app rolling)
    let flips = 0;
    for (let run = 0; run < RUNS; run++) {
      // a fresh state each run (who rolls the dice, switched): the check is not served from the cache
      await service.handlers['command.execute']({
        command: { type: 'campaign.setDice', dice: flips++ % 2 ? 'app' : 'referee' },
      });
      const t0 = performance.now();
      await page.getByTestId('supply-check').click({ noWaitAfter: true });
      await page.getByTestId('supply-verdict').first().waitFor({ timeout: 0 });
      // painted: the frame after the rows are in the page
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const panel = times[Math.floor(RUNS / 2)]!;
    const serverTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await service.handlers['command.execute']({
        command: { type: 'campaign.setDice', dice: flips++ % 2 ? 'app' : 'referee' },
      });
      // the server's side of the same click (report-bench.ts's checkSupply): the check, then the
      // list's first page with its rows explained, each serialized as the bridge sends it
      const t0 = performance.now();
      JSON.stringify(await service.handlers['supply.check']({ side }));
      JSON.stringify(await service.handlers['supply.verdicts']({ side, offset: 0, limit: 100, sort: 'status' }));
      serverTimes.push(performance.now() - t0);
    }
    serverTimes.sort((a, b) => a - b);
    const server = serverTimes[Math.floor(RUNS / 2)]!;
    report('panel.verdicts.ms', panel, 'ms');
    report('panel.verdicts.server.ms', server, 'ms');
    report('panel.verdicts.ratio', panel / server, 'x', 2);
  } finally {
    await browser.close();
    await bridge.close();
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
