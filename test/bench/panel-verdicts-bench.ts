import { existsSync, rmSync } from 'node:fs';
import { rendererDir } from '../../src-main/paths.js';
import { startWebBridge } from '../../src-main/web.js';
import { CHROMIUM, launchBrowser } from '../helpers/browser.js';
import type { BigMap } from './big-map.js';
import { report } from './measure.js';
import { FIRST_PAGE } from '../../src-renderer/panels/verdict-page.js';
import { benchCampaignService } from './bench-campaign.js';

/**
 * panel.verdicts.ms: from clicking *Check supply* on the 100,000-hex benchmark campaign to the
 * verdict list's first rows painted, in Chromium through the web bridge, the server's supply
 * determination counted in (each run after a move, so nothing is cached). Beside it the server's
 * own time for the same side (panel.verdicts.server.ms: supply.check and the list's first page, the
 * work report-bench.ts times as ocs.report) and the ratio (target <= 2).
 */
/** Runs of each (the median is reported). */
const RUNS = 5;

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
    // who rolls the dice, switched before each run (the campaign starts with the app rolling): a
    // fresh state each run, so the check is not served from the cache
    let flips = 0;
    const fresh = () =>
      service.handlers['command.execute']({
        command: { type: 'campaign.setDice', dice: flips++ % 2 ? 'app' : 'referee' },
      });
    const panelTimes: number[] = [];
    const serverTimes: number[] = [];
    // the page's runs and the server's taken in turns, so a busy moment of the machine weighs on both
    for (let run = 0; run < RUNS; run++) {
      await fresh();
      let t0 = performance.now();
      await page.getByTestId('supply-check').click({ noWaitAfter: true });
      await page.getByTestId('supply-verdict').first().waitFor({ timeout: 0 });
      // painted: the frame after the rows are in the page
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      panelTimes.push(performance.now() - t0);
      await fresh();
      // the server's side of the same click (report-bench.ts's checkSupply): the check with the
      // list's first page (what the panel asks for), its rows explained, serialized as the bridge sends it
      t0 = performance.now();
      JSON.stringify(await service.handlers['supply.check']({ side, page: FIRST_PAGE }));
      serverTimes.push(performance.now() - t0);
    }
    const panel = median(panelTimes);
    const server = median(serverTimes);
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

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}
