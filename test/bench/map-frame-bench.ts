import { existsSync, rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { rendererDir } from '../../src-main/paths.js';
import type { CampaignService } from '../../src-main/service/campaign-service.js';
import { startWebBridge } from '../../src-main/web.js';
import { CHROMIUM, FOREGROUND_FRAMES, launchBrowser } from '../helpers/browser.js';
import type { BigMap } from './big-map.js';
import { idleFrames, pacedDrag, pacedWheel, wheelTo } from './map-frame-drive.js';
import { report } from './measure.js';
import { benchCampaignService } from './bench-campaign.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { rendererMemoryMb } from './renderer-memory.js';

/**
 * The frames a referee waits for on the 100,000-hex map with its 10,000 counters, in Chromium
 * through the web bridge:
 * - map.first.ms: the map's data in the page (MapView created) to the first complete frame painted
 *   (the requestAnimationFrame after the draw);
 * - map.frame.p95.ms.z0 … z8: at 9 zoom steps from the whole map to ~300 hexes in view, a paced drag
 *   of 10 px per frame for 300 frames; the 95th percentile of the requestAnimationFrame intervals;
 *   .worst the highest of them; map.frame.slow.share the share of intervals over 33 ms, all steps;
 * - map.zoom.p95.ms / map.zoom.slow.share: wheel zoom from the whole map in to the last step and out;
 * - map.memory.mb: the renderer process's memory after all that and a fast sweep across the map;
 * - map.idle.p95.ms / map.idle.slow.share: the same page's frames with no input, the machine's floor
 *   (on a machine shared by many processes, frames are late whatever the page does).
 *
 * Chromium switches beyond the tests' own: --disable-renderer-backgrounding,
 * --disable-background-timer-throttling and --disable-backgrounding-occluded-windows, so that a
 * headless page gets the frames a desktop window in front gets. Drawing stays in software
 * (--disable-gpu), the slower case: a desktop with a GPU draws canvases faster.
 *
 * QM_BENCH_BASELINE_RENDERER=<built renderer dir> measures that renderer too, first, with keys
 * prefixed `baseline.`, for a like-for-like comparison on a noisy machine.
 */
export async function benchMapFrames(map: BigMap): Promise<void> {
  if (!existsSync(rendererDir()) || !existsSync(CHROMIUM)) {
    console.log('# map.frame skipped: needs the built renderer (npm run build) and Chromium');
    return;
  }
  const { dir, game, service } = benchCampaignService(map, 'qm-frames-');
  try {
    const baseline = process.env.QM_BENCH_BASELINE_RENDERER;
    const geom = new MapGeometry(game);
    const size = { mapW: geom.width, mapH: geom.height };
    if (baseline) await measureRenderer(service, baseline, 'baseline.', size);
    await measureRenderer(service, rendererDir(), '', size);
  } finally {
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const STEPS = 9;
const DRAG_FRAMES = 300;
const SLOW_MS = 33;

async function measureRenderer(
  service: CampaignService,
  staticDir: string,
  prefix: string,
  size: { mapW: number; mapH: number },
): Promise<void> {
  const bridge = await startWebBridge({ handlers: service.handlers, staticDir });
  const browser = await launchBrowser(FOREGROUND_FRAMES);
  const key = (k: string) => `${prefix}${k}`;
  try {
    const { page } = browser;
    // tsx names the page-side functions with a helper that the page lacks
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.goto(bridge.url);
    await page.waitForFunction(() => performance.getEntriesByName('map-draw').length > 0, null, { timeout: 60_000 });
    report(key('map.first.ms'), await firstFrameMs(page), 'ms');
    const canvas = page.getByTestId('map-canvas');
    const box = (await canvas.boundingBox())!;
    const kFit = Number(await canvas.getAttribute('data-scale'));
    // the last step: about 300 hexes in view (a flat hex covers 2.598 s² screen px, s = 24 k)
    const kMax = Math.sqrt((box.width * box.height) / (2.598 * 24 * 24 * 300));
    const idle = intervals(await page.evaluate(idleFrames, DRAG_FRAMES));
    report(key('map.idle.p95.ms'), quantile(idle, 0.95), 'ms');
    report(key('map.idle.slow.share'), idle.filter((g) => g > SLOW_MS).length / idle.length, '', 3);
    const scaleAt = (i: number) => kFit * Math.pow(kMax / kFit, i / (STEPS - 1));
    const all: number[] = [];
    let worst = 0;
    for (let i = 0; i < STEPS; i++) {
      await page.evaluate(wheelTo, scaleAt(i));
      await settle(page);
      const gaps = intervals(await page.evaluate(pacedDrag, { frames: DRAG_FRAMES, step: 10, ...size }));
      const p95 = quantile(gaps, 0.95);
      worst = Math.max(worst, p95);
      all.push(...gaps);
      report(key(`map.frame.p95.ms.z${i}`), p95, 'ms');
    }
    report(key('map.frame.p95.ms.worst'), worst, 'ms');
    report(key('map.frame.slow.share'), all.filter((g) => g > SLOW_MS).length / all.length, '', 3);

    await page.evaluate(wheelTo, kFit);
    await settle(page);
    const zoom = intervals(await page.evaluate(pacedWheel, { from: kFit, to: kMax, frames: 150 }));
    report(key('map.zoom.p95.ms'), quantile(zoom, 0.95), 'ms');
    report(key('map.zoom.slow.share'), zoom.filter((g) => g > SLOW_MS).length / zoom.length, '', 3);

    // across the whole map, fast, at a middle zoom and at the closest: every part of it seen once
    for (const i of [4, STEPS - 1]) {
      await page.evaluate(wheelTo, scaleAt(i));
      await settle(page);
      await page.evaluate(pacedDrag, { frames: 400, step: 150, ...size });
    }
    await page.waitForTimeout(1000);
    const mb = rendererMemoryMb();
    if (mb !== null) report(key('map.memory.mb'), mb, 'MB', 0);
  } finally {
    await browser.close();
    await bridge.close();
  }
}

/** map.first.ms from the page's marks; a renderer without them (the old one) reports its first draw's time. */
async function firstFrameMs(page: Page): Promise<number> {
  await page
    .waitForFunction(() => performance.getEntriesByName('map-first-frame').length > 0, null, { timeout: 20_000 })
    .catch(() => undefined);
  return page.evaluate(() => {
    const data = performance.getEntriesByName('map-data')[0];
    const painted = performance.getEntriesByName('map-first-frame')[0];
    if (data && painted) return painted.startTime - data.startTime;
    return performance.getEntriesByName('map-draw')[0]!.duration;
  });
}

/** Lets a zoom change finish drawing (the tiles it needs) before the frames are timed. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  await page
    .waitForFunction(
      () => document.querySelector('[data-testid=map-canvas]')?.getAttribute('data-tiles-pending') !== '1',
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

function intervals(stamps: number[]): number[] {
  return stamps.slice(1).map((t, k) => t - stamps[k]!);
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
