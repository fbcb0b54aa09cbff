/**
 * whatif.frame.p95.ms: while the referee Shift-drags a counter across the 100,000-hex map, in
 * Chromium through the web bridge, the time from the pointer event that brings it over a new hex to
 * the painted frame showing that hex's what-if marks (the page's `whatif-hover` mark, at the
 * event's timestamp, to its `whatif-painted` mark, in a task queued by the animation frame that
 * draws the marks: it runs once that frame is painted). Distinct hexes only; the first hover of
 * the drag reported apart as whatif.frame.start.ms (it also works out the verdicts as they stand).
 * Beside it, the frame in two parts: to the answer reaching the map (`whatif-answered`: the
 * request, main's work, the response) and from there to the painted frame
 * (whatif.frame.answer/paint.p95.ms, and the paint's median); and how many times the whole map was
 * drawn again meanwhile (whatif.frame.mapdraws: the marks have a layer of their own, so none).
 * The `front` scenario, dragging an Axis HQ east along its row, one hex a step, each step once the
 * last one's marks are painted (or after 10 s).
 * Run alone: npx tsx test/bench/what-if-frame-bench.ts [100k] (after npm run build; 100k: without the 400,000-hex map)
 */
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rendererDir } from '../../src-main/paths.js';
import { startWebBridge } from '../../src-main/web.js';
import { CHROMIUM, FOREGROUND_FRAMES, launchBrowser } from '../helpers/browser.js';
import { makeBigMap, type BigMap } from './big-map.js';
import { benchCampaignService } from './bench-campaign.js';
import { frontScenario } from './front-scenario.js';
import { report } from './measure.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';

const HOVERS = 16;

export async function benchWhatIfFrames(map: BigMap, label = ''): Promise<void> {
  if (!existsSync(rendererDir()) || !existsSync(CHROMIUM)) {
    console.log('# whatif.frame skipped: needs the built renderer (npm run build) and Chromium');
    return;
  }
  const scene = frontScenario(map);
  const hq = scene.state.units.find((u) => u.side === 'axis' && u.id.endsWith('-hq'))!;
  const { dir, service } = benchCampaignService(map, 'qm-whatif-frames-', scene);
  const bridge = await startWebBridge({ handlers: service.handlers, staticDir: rendererDir() });
  const browser = await launchBrowser(FOREGROUND_FRAMES);
  try {
    const { page } = browser;
    await page.goto(bridge.url);
    await page.waitForFunction(() => performance.getEntriesByName('map-draw').length > 0, null, { timeout: 60_000 });
    // Go to hex centres the view on the HQ, zoomed in to where a hex is a hand's target
    await page.getByTestId('goto').fill(hq.hex);
    await page.getByTestId('goto').press('Enter');
    await page.waitForTimeout(500);
    const canvas = page.getByTestId('map-canvas');
    const box = (await canvas.boundingBox())!;
    const k = Number(await canvas.getAttribute('data-scale'));
    const tx = Number(await canvas.getAttribute('data-tx'));
    const ty = Number(await canvas.getAttribute('data-ty'));
    // where each hex of the drag is on the screen: the HQ's hex, then one column east a step
    const geom = new MapGeometry(scene.game);
    const start = map.grid.indexOf(hq.hex);
    const col = start % map.grid.width;
    const row = Math.floor(start / map.grid.width);
    const at = (i: number) => ({ x: box.x + geom.cx[i]! * k + tx, y: box.y + geom.cy[i]! * k + ty });
    const from = at(start);
    await page.keyboard.down('Shift');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let n = 1; n <= HOVERS; n++) {
      const before = await page.evaluate(() => performance.getEntriesByName('whatif-painted').length);
      const to = at(map.grid.indexAt(col + n, row));
      await page.mouse.move(to.x, to.y);
      await page
        .waitForFunction((b) => performance.getEntriesByName('whatif-painted').length > b, before, { timeout: 10_000 })
        .catch(() => undefined);
    }
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.keyboard.up('Shift');
    const { waits, mapDraws } = await page.evaluate(() => {
      const hovers = performance.getEntriesByName('whatif-hover') as PerformanceMark[];
      const answered = performance.getEntriesByName('whatif-answered') as PerformanceMark[];
      const painted = performance.getEntriesByName('whatif-painted') as PerformanceMark[];
      // (no function declared in here: the bench's transpiler would wrap it in a helper the page lacks)
      const waits = hovers.flatMap((h) => {
        const p = painted.find(
          (m) => (m.detail as { to: number }).to === (h.detail as { to: number }).to && m.startTime >= h.startTime,
        );
        if (!p) return [];
        const a = [...answered]
          .reverse()
          .find(
            (m) =>
              (m.detail as { to: number }).to === (h.detail as { to: number }).to &&
              m.startTime >= h.startTime &&
              m.startTime <= p.startTime,
          );
        return [
          {
            frame: p.startTime - h.startTime,
            answer: a ? a.startTime - h.startTime : NaN,
            paint: a ? p.startTime - a.startTime : NaN,
          },
        ];
      });
      // whole-map redraws while the counter crossed the hexes (none are needed: the marks have their own layer)
      const first = hovers[0]?.startTime ?? 0;
      const last = painted[painted.length - 1]?.startTime ?? 0;
      const mapDraws = performance
        .getEntriesByName('map-draw')
        .filter((m) => m.startTime > first && m.startTime < last).length;
      return { waits, mapDraws };
    });
    if (waits.length < 2) {
      console.log(`# whatif.frame: only ${waits.length} hovers painted their marks`);
      return;
    }
    const p95 = (xs: number[]) => xs.sort((x, y) => x - y)[Math.ceil(xs.length * 0.95) - 1]!;
    const rest = waits.slice(1);
    report(`whatif.frame.start.ms${label}`, waits[0]!.frame, 'ms');
    report(`whatif.frame.p95.ms${label}`, p95(rest.map((w) => w.frame)), 'ms');
    // the frame in two: the pointer event to the answer reaching the map (the request, main's work
    // and the response), then the answer to the painted frame showing its marks
    report(`whatif.frame.answer.p95.ms${label}`, p95(rest.map((w) => w.answer)), 'ms');
    report(`whatif.frame.paint.p95.ms${label}`, p95(rest.map((w) => w.paint)), 'ms');
    // (on a loaded machine the p95 of 15 hovers is their slowest: the median beside it)
    const paints = rest.map((w) => w.paint).sort((x, y) => x - y);
    report(`whatif.frame.paint.median.ms${label}`, paints[Math.floor(paints.length / 2)]!, 'ms');
    report(`whatif.frame.mapdraws${label}`, mapDraws, 'draws', 0);
    report(`whatif.frame.painted${label}`, waits.length, 'hovers', 0);
  } finally {
    await browser.close();
    await bridge.close();
    service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchWhatIfFrames(makeBigMap());
  // the same at 400,000 hexes, reported beside it
  if (process.argv[2] !== '100k') await benchWhatIfFrames(makeBigMap(800, 500, 20000), '.400k');
}
