import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MapGeometry, HEX_SIZE } from '../../src-renderer/map/map-geometry.js';
import { CLASH, colourDistance } from '../../src-renderer/map/verdict-colours.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * What a referee reads after a supply check, at 1400×900 (review items 1 and 2): on the whole map
 * (Fit), an out-of-supply Soviet counter is marked in a colour no Soviet counter has, as the legend
 * says; in the verdict list, each row shows where supply failed (the MP and the hex it stopped at)
 * inside its few lines. Screenshots go to test-results/ (supply-marks-fit, supply-reasons).
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

const hexOf = (rgb: string) =>
  '#' +
  (rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('');

async function checkSoviets(page: Page) {
  await page.getByTestId('tab-supply').click();
  await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
  await page.getByTestId('supply-check').click();
  await expect.poll(() => page.getByTestId('supply-counts').textContent()).toContain('5 out of supply');
}

/** The colours drawn on the canvas in a square of a hex's size around a hex's centre, as #rrggbb. */
async function pixelsAround(page: Page, geom: MapGeometry, hex: string): Promise<string[]> {
  const canvas = page.getByTestId('map-canvas');
  const [tx = 0, ty = 0, k = 1] = await Promise.all(
    ['data-tx', 'data-ty', 'data-scale'].map(async (a) => Number(await canvas.getAttribute(a))),
  );
  const i = geom.grid.indexOf(hex);
  const half = HEX_SIZE * k * 0.8;
  const box = { x: geom.cx[i]! * k + tx - half, y: geom.cy[i]! * k + ty - half, size: half * 2 };
  return canvas.evaluate((c: HTMLCanvasElement, b) => {
    const dpr = c.width / c.clientWidth;
    const side = Math.max(1, Math.round(b.size * dpr));
    const data = c.getContext('2d')!.getImageData(Math.round(b.x * dpr), Math.round(b.y * dpr), side, side).data;
    const out: string[] = [];
    for (let p = 0; p < data.length; p += 4)
      out.push('#' + [data[p]!, data[p + 1]!, data[p + 2]!].map((n) => n.toString(16).padStart(2, '0')).join(''));
    return out;
  }, box);
}

describe('reading a supply check', () => {
  it('marks out-of-supply Soviet counters at Fit in a colour no Soviet counter has, as the legend says', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(bridge.url);
    await page.getByTestId('map-canvas').waitFor();
    await checkSoviets(page);
    await page.getByTitle('Show the whole map (0)').click();
    const game = (await env.api['map.get']({})).game;
    const soviet = game.sides.find((s) => s.id === 'soviet')!.color;
    const geom = new MapGeometry(game);

    // the legend's swatches: out of supply stands clear of the Soviet colour
    const swatch = async (label: string) =>
      hexOf(
        await page
          .getByTestId('legend')
          .locator('span', { hasText: new RegExp(`^${label}$`) })
          .locator('i')
          .evaluate((e) => getComputedStyle(e).borderTopColor),
      );
    const oos = await swatch('out of supply');
    const inSupply = await swatch('in supply');
    expect(colourDistance(oos, soviet)).toBeGreaterThanOrEqual(CLASH);
    // the Supply panel's chips in the same colours: the count and each out-of-supply row's status
    const chip = (where: ReturnType<Page['locator']>) => where.evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(hexOf(await chip(page.getByTestId('count-filter').filter({ hasText: 'out of supply' })))).toBe(oos);
    const row = page.getByTestId('supply-verdict').filter({ hasText: 'out of supply' }).first();
    expect(hexOf(await chip(row.locator('.chip')))).toBe(oos);

    // on the canvas: the cut-off 148 Rifle Div at 2706 shows that colour; the supplied division at 2710 does not
    const near = (pixels: string[], colour: string) => pixels.filter((p) => colourDistance(p, colour) < 12).length;
    await expect.poll(async () => near(await pixelsAround(page, geom, '2706'), oos)).toBeGreaterThan(8);
    const supplied = await pixelsAround(page, geom, '2710');
    expect(near(supplied, oos)).toBe(0);
    expect(near(supplied, inSupply)).toBeGreaterThan(8);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-supply-marks-fit.png' });
    expect(errors).toEqual([]);
  });

  it('shows in each verdict row where supply failed: every "stopped at" lies inside the row', async () => {
    const { page, errors } = app.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(app.bridge.url);
    for (const side of ['soviet', 'axis']) {
      if (side === 'soviet') await checkSoviets(page);
      else {
        await page.getByRole('combobox', { name: 'Side' }).selectOption(side);
        await page.getByTestId('supply-check').click();
        await expect.poll(() => page.getByTestId('supply-counts').textContent()).toContain('4 eats off the map');
      }
      await page.getByTestId('supply-verdict').first().waitFor();
      const rows = await page.getByTestId('supply-verdict').evaluateAll((lis) =>
        lis.map((li) => {
          const reason = li.querySelector('.reason')!;
          const bottom = Math.min(reason.getBoundingClientRect().bottom, li.getBoundingClientRect().bottom);
          const hidden: string[] = [];
          const seen: string[] = [];
          const walk = document.createTreeWalker(reason, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            const text = n.textContent ?? '';
            for (const m of text.matchAll(/stopped at \d+/g)) {
              const r = document.createRange();
              r.setStart(n, m.index);
              r.setEnd(n, m.index + m[0].length);
              const rects = [...r.getClientRects()];
              seen.push(m[0]);
              if (!rects.length || rects.some((x) => x.bottom > bottom + 0.5)) hidden.push(m[0]);
            }
          }
          return { name: li.querySelector('strong')?.textContent, seen, hidden, height: li.clientHeight };
        }),
      );
      // the failures are there, and none is clamped away; the rows stay short
      expect(rows.filter((r) => r.seen.length).length).toBeGreaterThanOrEqual(4);
      for (const r of rows) expect(r.hidden, `${side}: ${r.name}`).toEqual([]);
      for (const r of rows) expect(r.height).toBeLessThanOrEqual(100);
    }
    await page.screenshot({ path: 'test-results/e2e-supply-reasons.png' });
    expect(errors).toEqual([]);
  });
});
