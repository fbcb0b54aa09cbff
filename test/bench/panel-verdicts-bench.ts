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
 * own time for the same side (panel.verdicts.server.ms: supply.check with the list's first page,
 * the work report-bench.ts times as ocs.report) and the ratio (target <= 2).
 *
 * The page times itself: from the press on the button (the pointer event's own time stamp) to two
 * frames after the first row is in the page (a mutation observer sees it at once), so neither the
 * test driver's checks before it clicks nor its polling for the row (at 0, 20, 70, 170, 270, then
 * every 500 ms) is counted in. Before each run the list is put away (the side switched and back),
 * so the row awaited is this check's, never one left from the check before.
 */
/** Runs of each, the page's and the server's in turns (the median of each is reported). */
const RUNS = 5;

declare global {
  interface Window {
    /** ms from the press on *Check supply* to two frames after the list's first row appeared */
    __verdictsPainted?: Promise<number>;
  }
}

export async function benchPanelVerdicts(map: BigMap): Promise<void> {
  if (!existsSync(rendererDir()) || !existsSync(CHROMIUM)) {
    console.log('# panel.verdicts skipped: needs the built renderer (npm run build) and Chromium');
    return;
  }
  const { dir, game, state, service } = benchCampaignService(map, 'qm-verdicts-');
  const bridge = await startWebBridge({ handlers: service.handlers, staticDir: rendererDir() });
  const browser = await launchBrowser();
  try {
    const { page } = browser;
    await page.goto(bridge.url);
    await page.getByTestId('map-canvas').waitFor();
    await page.getByTestId('tab-supply').click();
    const side = state.clock.side;
    const other = game.sides.find((s) => s.id !== side)!.id;
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
      // no list shown: the side switched away and back puts the last check's verdicts away
      const sides = page.getByRole('combobox', { name: 'Side' });
      await sides.selectOption(other);
      await sides.selectOption(side);
      await page.getByTestId('supply-verdict').first().waitFor({ state: 'detached' });
      await page.evaluate(armPaintedTimer);
      await page.getByTestId('supply-check').click({ noWaitAfter: true });
      panelTimes.push(await page.evaluate(() => window.__verdictsPainted!));
      await fresh();
      // the server's side of the same click (report-bench.ts's checkSupply): the check with the
      // list's first page (what the panel asks for), its rows explained, serialized as the bridge sends it
      const t0 = performance.now();
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

/** In the page, before the click: times the next press on *Check supply* to its rows painted. */
function armPaintedTimer(): void {
  window.__verdictsPainted = new Promise<number>((resolve) => {
    let pressed = NaN;
    // (no named functions in here: the bench's compiler would wrap them in a helper the page lacks)
    document.addEventListener(
      'pointerdown',
      (e) => {
        if ((e.target as Element).closest('[data-testid="supply-check"]')) pressed = e.timeStamp;
      },
      { capture: true, once: true },
    );
    const watch = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="supply-verdict"]')) return;
      watch.disconnect();
      // painted: the frame after the one that drew the rows
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - pressed)));
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}
