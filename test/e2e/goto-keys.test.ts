import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** Go to hex, then the map's keys at once: the box lets go of the keyboard once the hex is found. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('Go to hex and the map keys', () => {
  it('zooms with + after a go-to, the box left as typed; a hex not on the map keeps the box for a correction', async () => {
    const { page, errors } = app.browser;
    await page.goto(app.bridge.url);
    const canvas = page.getByTestId('map-canvas');
    const scale = async () => Number(await canvas.getAttribute('data-scale'));
    const box = page.getByTestId('goto');
    await box.fill('2212');
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('inspector-hex').textContent()).toBe('2212');
    await expect.poll(() => box.evaluate((e) => e === document.activeElement)).toBe(false);
    // each + zooms the map in (a zoom is eased in over a moment: each waited for)
    for (let k = 0; k < 3; k++) {
      const before = await scale();
      await page.keyboard.press('+');
      await expect.poll(scale).toBeGreaterThan(before * 1.4);
    }
    expect(await box.inputValue()).toBe('2212');

    // g goes back to the box; a hex not on the map says so and leaves the box focused
    await page.keyboard.press('g');
    await expect.poll(() => box.evaluate((e) => e === document.activeElement)).toBe(true);
    await box.fill('9999');
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('error').textContent()).toContain('"9999" is not a hex on this map');
    expect(await box.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});
