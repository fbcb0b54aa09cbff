import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * The terrain tiles (src-renderer/map/terrain-tiles.ts) show the map the referee would see if every
 * hex were drawn each frame: the demo map at scale 1, drawn from tiles and drawn hex by hex
 * (?map-terrain=direct), compared pixel by pixel.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

/** The map canvas's pixels at scale 1 centred on hex 2212, once every tile is drawn. */
async function mapPixels(page: Page, url: string): Promise<{ rgba: Buffer; width: number }> {
  await page.goto(url);
  const canvas = page.getByTestId('map-canvas');
  await canvas.waitFor();
  await page.getByTestId('goto').fill('2212');
  await page.getByTestId('goto').press('Enter');
  await expect.poll(() => page.getByTestId('inspector-hex').textContent()).toBe('2212');
  // scale 1 on whole pixels: d3-zoom keeps its transform on the canvas (__zoom); a 1 px drag applies it
  await page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid=map-canvas]')! as HTMLCanvasElement & {
      __zoom: D3Transform;
    };
    type D3Transform = { x: number; y: number; constructor: new (k: number, x: number, y: number) => D3Transform };
    c.__zoom = new c.__zoom.constructor(1, Math.round(c.__zoom.x), Math.round(c.__zoom.y));
    const r = c.getBoundingClientRect();
    const [x, y] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    const fire = (type: string, target: EventTarget, dx: number) =>
      target.dispatchEvent(new MouseEvent(type, { clientX: x + dx, clientY: y, bubbles: true, view: window }));
    fire('mousedown', c, 0);
    fire('mousemove', window, 1);
    fire('mouseup', window, 1);
  });
  await expect.poll(() => canvas.getAttribute('data-scale')).toBe('1.0000');
  const whole = async (name: string) => {
    const v = Number(await canvas.getAttribute(name));
    return Math.abs(v - Math.round(v));
  };
  expect(await whole('data-tx')).toBeLessThan(0.01);
  expect(await whole('data-ty')).toBeLessThan(0.01);
  await expect.poll(() => canvas.getAttribute('data-tiles-pending')).toBe('0');
  await page.waitForTimeout(200);
  const { data, width } = await page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid=map-canvas]')!;
    const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let s = '';
    for (let k = 0; k < px.length; k += 0x8000) s += String.fromCharCode(...px.subarray(k, k + 0x8000));
    return { data: btoa(s), width: c.width };
  });
  return { rgba: Buffer.from(data, 'base64'), width };
}

/**
 * Share of pixels of a with no pixel of colour within 48 (sum over R, G, B) at the same place in b,
 * b shifted by dx, or one pixel around it (anti-aliasing may put a hairline's edge one pixel over).
 */
function differing(a: Buffer, b: Buffer, width: number, dx = 0): number {
  let n = 0;
  let total = 0;
  const height = a.length / 4 / width;
  const near = (p: number, q: number) =>
    Math.abs(a[p]! - b[q]!) + Math.abs(a[p + 1]! - b[q + 1]!) + Math.abs(a[p + 2]! - b[q + 2]!) <= 48;
  for (let y = 1; y < height - 1; y++) {
    for (let x = Math.max(1, 1 - dx); x < Math.min(width - 1, width - 1 - dx); x++) {
      const p = 4 * (y * width + x);
      total++;
      let found = false;
      for (let oy = -1; oy <= 1 && !found; oy++)
        for (let ox = -1; ox <= 1 && !found; ox++) found = near(p, 4 * ((y + oy) * width + x + dx + ox));
      if (!found) n++;
    }
  }
  return n / total;
}

describe('terrain tiles', () => {
  it('show the same terrain, outlines, roads and rivers as drawing every hex', async () => {
    const { page, errors } = app.browser;
    const tiles = await mapPixels(page, app.bridge.url);
    const direct = await mapPixels(page, `${app.bridge.url}&map-terrain=direct`);
    expect(direct.rgba.length).toBe(tiles.rgba.length);
    // at most a few edge pixels differ (anti-aliasing) …
    const d = differing(tiles.rgba, direct.rgba, tiles.width);
    expect(d).toBeLessThan(0.002);
    // … while the same picture half a hex off differs widely: the comparison sees a wrong map
    expect(differing(tiles.rgba, direct.rgba, tiles.width, 12)).toBeGreaterThan(0.05);
    expect(errors).toEqual([]);
  });
});
