import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBigMap } from '../bench/big-map.js';
import { writeBenchCampaign } from '../bench/bench-campaign.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** The 100,000-hex benchmark map with 10,000 counters: opening it, then panning and zooming, draws only what is in view. */
let app: AppInBrowser;
beforeAll(async () => {
  mkdirSync('test-results', { recursive: true });
  const json = join('test-results', 'big-map.campaign.json');
  writeBenchCampaign(makeBigMap(), json);
  app = await startAppInBrowser(json);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('a monster map in the browser', () => {
  it('opens whole, then pans and zooms drawing only the hexes in view', async () => {
    const { page, errors } = app.browser;
    await page.goto(app.bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await expect.poll(() => canvas.getAttribute('data-hexes-drawn'), { timeout: 20_000 }).toBe('100000');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let k = 0; k < 6; k++) await page.mouse.wheel(0, -240);
    await expect.poll(async () => Number(await canvas.getAttribute('data-hexes-drawn'))).toBeLessThan(5000);
    await page.evaluate(() => performance.clearMeasures('map-draw'));
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 300, box.y + box.height / 2 + 150, { steps: 20 });
    await page.mouse.up();
    const frames = await page.evaluate(() =>
      performance.getEntriesByName('map-draw').map((e) => (e as PerformanceMeasure).detail?.hexes as number),
    );
    expect(frames.length).toBeGreaterThan(5);
    // every pan frame draws a view's worth of hexes — a few thousand of the 100,000
    expect(Math.max(...frames)).toBeLessThan(5000);
    await page.screenshot({ path: 'test-results/e2e-big-map.png' });
    expect(errors).toEqual([]);
  });
});
