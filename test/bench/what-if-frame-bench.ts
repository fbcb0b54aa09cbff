/**
 * whatif.frame.p95.ms: while the referee Shift-drags a counter across the 100,000-hex map, in
 * Chromium through the web bridge, the time from the pointer event that brings it over a new hex to
 * the painted frame showing that hex's what-if marks (the page's `whatif-hover` mark, at the
 * event's timestamp, to its `whatif-painted` mark, in a task queued by the animation frame that
 * draws the marks: it runs once that frame is painted), over the hovers of distinct hexes. A hover
 * the pointer left before its marks were painted counts as never painted (Infinity), and is counted
 * in whatif.frame.missed.
 *
 * Where a hover answered from a kept answer spends it (Chromium traces): waiting for the next frame
 * to begin (0–16.7 ms: the compositor's clock, not the page's), then Chromium's main frame (the
 * pointer event, the drag layer's animation frame, style, layout, paint and the commit to the
 * compositor thread: about 5–7 ms of CPU, the page's own code about 1 ms of it), then the marked task.
 * The marks are drawn in the first frame after the event; the p95 of 16 hovers is their slowest,
 * most often one that waited nearly a whole frame before its frame began.
 *
 * The drag goes at a human pace: an Axis HQ of the `front` scenario, taken in the hand and held
 * over its first hex until that hex's marks are painted, then moved east along its row, the pointer gliding
 * from hex centre to hex centre in 5 moves, one hex every 150–250 ms (the same sequence every run),
 * resting 700 ms more after the 5th and the 11th hex, 16 hexes in all. The pointer never waits for
 * an answer: main (the service and the web bridge) runs in a process of its own
 * (what-if-frame-main.ts), as in the app, so its work holds up neither the pointer nor the page.
 *
 * First the same drag along the row two below, unmeasured but for its first hover
 * (whatif.frame.start.ms: the first hover also works out the verdicts as they stand): main's code
 * is warm for the drags measured, and no plan of theirs was asked before. Then the drag twice, on
 * a fresh page each: as the app answers it (answering ahead: once the
 * hovered hex is answered, the hexes the pointer is heading for are asked about, and a hover over
 * one already answered is painted with no round trip), then with answering ahead switched off
 * (?whatif-ahead=off): whatif.frame.cold.p95.ms, every hover asked when it happens. Beside them,
 * whatif.frame.ahead.hits, the share of the hovers answered from kept answers; and from the cold
 * drag, the frame in two parts: to the answer reaching the map (`whatif-answered`: the request,
 * main's work, the response) and from there to the painted frame (whatif.frame.answer/paint.p95.ms,
 * and the paint's median); and how many times the whole map was drawn again meanwhile
 * (whatif.frame.mapdraws: the marks have a layer of their own, so none).
 * Run alone: npx tsx test/bench/what-if-frame-bench.ts [100k] (after npm run build; 100k: without the 400,000-hex map)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { rendererDir } from '../../src-main/paths.js';
import { CHROMIUM, FOREGROUND_FRAMES, launchBrowser } from '../helpers/browser.js';
import { makeBigMap, type BigMap } from './big-map.js';
import { frontScenario } from './front-scenario.js';
import { report } from './measure.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';

const HOVERS = 16;
/** ms a hex: 150–250, a fixed sequence */
const dwell = (n: number) => 150 + ((n * 37) % 101);
/** the hexes after which the hand rests a moment */
const RESTS = new Set([5, 11]);
const REST_MS = 700;
const GLIDE = 5;

type Mark = { t: number; to: number };

/** One hover of the drag: its hex's marks painted after `frame` ms, or never while it was hovered. */
interface Hover {
  frame: number;
  /** from the hover to the answer reaching the map, and from there to the paint (NaN: answered from kept) */
  answer: number;
  paint: number;
  kept: boolean;
}

/** `size`: the map's width, height and counters a side, as makeBigMap takes them (main's process makes the same map). */
export async function benchWhatIfFrames(size: [number, number, number], label = ''): Promise<void> {
  if (!existsSync(rendererDir()) || !existsSync(CHROMIUM)) {
    console.log('# whatif.frame skipped: needs the built renderer (npm run build) and Chromium');
    return;
  }
  const map = makeBigMap(...size);
  const scene = frontScenario(map);
  const hq = scene.state.units.find((u) => u.side === 'axis' && u.id.endsWith('-hq'))!;
  // main in a process of its own: the pointer moves on while main works out an answer
  const main = spawn(process.execPath, ['--import', 'tsx', 'test/bench/what-if-frame-main.ts', ...size.map(String)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => main.once('exit', r));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: main.stdout }).once('line', resolve);
    main.once('exit', () => reject(new Error("the bench's main process ended before it served the campaign")));
  });
  const browser = await launchBrowser(FOREGROUND_FRAMES);
  try {
    const { page } = browser;
    const geom = new MapGeometry(scene.game);
    // the drag's first hover, on main as it starts; then the same drag two rows down, main's code
    // warmed up for the drags measured (the first of them would be slower whichever it was)
    const warm = await paceDrag(page, `${url}&whatif-ahead=off`, geom, map, hq.hex, 2);
    const ahead = await paceDrag(page, url, geom, map, hq.hex, 0);
    const cold = await paceDrag(page, `${url}&whatif-ahead=off`, geom, map, hq.hex, 0);
    if (!warm || !ahead || !cold) return;
    const p95 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.ceil(xs.length * 0.95) - 1]!;
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    report(`whatif.frame.start.ms${label}`, warm.start, 'ms');
    report(`whatif.frame.p95.ms${label}`, p95(ahead.hovers.map((h) => h.frame)), 'ms');
    // (the p95 of 16 hovers is their slowest, and one frame missed sets it: the median beside it)
    report(`whatif.frame.median.ms${label}`, median(ahead.hovers.map((h) => h.frame)), 'ms');
    report(`whatif.frame.ahead.hits${label}`, (100 * ahead.hovers.filter((h) => h.kept).length) / HOVERS, '%', 0);
    report(`whatif.frame.missed${label}`, ahead.hovers.filter((h) => h.frame === Infinity).length, 'hovers', 0);
    report(`whatif.frame.cold.p95.ms${label}`, p95(cold.hovers.map((h) => h.frame)), 'ms');
    report(`whatif.frame.cold.missed${label}`, cold.hovers.filter((h) => h.frame === Infinity).length, 'hovers', 0);
    // the cold frame in two: the pointer event to the answer reaching the map (the request, main's
    // work and the response), then the answer to the painted frame showing its marks
    const asked = cold.hovers.filter((h) => h.frame < Infinity);
    if (asked.length) {
      report(`whatif.frame.answer.p95.ms${label}`, p95(asked.map((h) => h.answer)), 'ms');
      report(`whatif.frame.paint.p95.ms${label}`, p95(asked.map((h) => h.paint)), 'ms');
      // (on a loaded machine the p95 of 16 hovers is their slowest: the median beside it)
      report(`whatif.frame.paint.median.ms${label}`, median(asked.map((h) => h.paint)), 'ms');
    }
    report(`whatif.frame.mapdraws${label}`, ahead.mapDraws + cold.mapDraws, 'draws', 0);
  } finally {
    await browser.close();
    main.stdin.end();
    await exited;
  }
}

/**
 * The drag at a human pace on a fresh page at `url`, to the next hex east and on east along the
 * row `rows` below the counter's: each hover's frame, the first apart.
 */
async function paceDrag(page: Page, url: string, geom: MapGeometry, map: BigMap, from: string, rows: number) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('map-draw').length > 0, null, { timeout: 60_000 });
  // Go to hex centres the view on the HQ, zoomed in to where a hex is a hand's target
  await page.getByTestId('goto').fill(from);
  await page.getByTestId('goto').press('Enter');
  await page.waitForTimeout(500);
  const canvas = page.getByTestId('map-canvas');
  const box = (await canvas.boundingBox())!;
  const k = Number(await canvas.getAttribute('data-scale'));
  const tx = Number(await canvas.getAttribute('data-tx'));
  const ty = Number(await canvas.getAttribute('data-ty'));
  // where each hex of the drag is on the screen: the HQ's hex, then one column east a step
  const start = map.grid.indexOf(from);
  const col = start % map.grid.width;
  const row = Math.floor(start / map.grid.width);
  const at = (i: number) => ({ x: box.x + geom.cx[i]! * k + tx, y: box.y + geom.cy[i]! * k + ty });
  const painted = () => page.evaluate(() => performance.getEntriesByName('whatif-painted').length);
  let p = at(start);
  await page.keyboard.down('Shift');
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  // the first hex of the drag, held until its marks are painted
  const first = at(map.grid.indexAt(col + 1, row));
  await page.mouse.move(first.x, first.y, { steps: 2 });
  await page.waitForFunction(() => performance.getEntriesByName('whatif-painted').length > 0, null, {
    timeout: 60_000,
  });
  p = first;
  let clock = Date.now();
  for (let n = 1; n <= HOVERS; n++) {
    const to = at(map.grid.indexAt(col + 1 + n, row + rows));
    const ms = dwell(n);
    for (let s = 1; s <= GLIDE; s++) {
      await page.mouse.move(p.x + ((to.x - p.x) * s) / GLIDE, p.y + ((to.y - p.y) * s) / GLIDE);
      clock += ms / GLIDE;
      await page.waitForTimeout(Math.max(0, clock - Date.now()));
    }
    p = to;
    if (RESTS.has(n)) {
      clock += REST_MS;
      await page.waitForTimeout(Math.max(0, clock - Date.now()));
    }
  }
  // the last hex's marks, given the time they take
  const before = await painted();
  await page
    .waitForFunction((b) => performance.getEntriesByName('whatif-painted').length > b, before, { timeout: 5_000 })
    .catch(() => undefined);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await page.keyboard.up('Shift');
  const { hovers, mapDraws } = await page.evaluate(() => {
    const [hovered, answered, painted, kept] = ['whatif-hover', 'whatif-answered', 'whatif-painted', 'whatif-kept'].map(
      (name) =>
        (performance.getEntriesByName(name) as PerformanceMark[]).map((m) => ({
          t: m.startTime,
          to: (m.detail as { to: number }).to,
        })),
    ) as [Mark[], Mark[], Mark[], Mark[]];
    // (no function declared in here: the bench's transpiler would wrap it in a helper the page lacks)
    const hovers = hovered.map((h, k) => {
      // painted while the pointer was still over that hex
      const until = hovered[k + 1]?.t ?? Infinity;
      const p = painted.find((m) => m.to === h.to && m.t >= h.t && m.t < until);
      const a = answered.find((m) => m.to === h.to && m.t >= h.t && m.t < until);
      const fromKept = kept.some((m) => m.to === h.to && m.t >= h.t && m.t < until);
      return {
        frame: p ? p.t - h.t : Infinity,
        answer: p && a ? a.t - h.t : NaN,
        paint: p && a ? p.t - a.t : NaN,
        kept: fromKept,
      };
    });
    // whole-map redraws while the counter crossed the hexes (none are needed: the marks have their own layer)
    const firstAt = hovered[0]?.t ?? 0;
    const last = painted[painted.length - 1]?.t ?? 0;
    const mapDraws = performance
      .getEntriesByName('map-draw')
      .filter((m) => m.startTime > firstAt && m.startTime < last).length;
    return { hovers, mapDraws };
  });
  // (a drag to another row may cross a hex or two on the way)
  if ((rows === 0 && hovers.length !== HOVERS + 1) || hovers[0]!.frame === Infinity) {
    console.log(
      `# whatif.frame: the drag hovered ${hovers.length} hexes, not ${HOVERS + 1}, or its first was not painted`,
    );
    return null;
  }
  return { start: hovers[0]!.frame, hovers: hovers.slice(1) as Hover[], mapDraws };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchWhatIfFrames([400, 250, 5000]);
  // the same at 400,000 hexes, reported beside it
  if (process.argv[2] !== '100k') await benchWhatIfFrames([800, 500, 20000], '.400k');
}
