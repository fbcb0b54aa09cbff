import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** Nothing clipped at 1280×800 or 1920×1080, and no notice moves or covers the map. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('the window at the usual screen sizes', () => {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const)
    it(`at ${width}×${height} the Dice choice fits the Turns panel`, async () => {
      const { page, errors } = app.browser;
      await page.setViewportSize({ width, height });
      await page.goto(app.bridge.url);
      await page.getByTestId('tab-turns').click();
      const panel = (await page.locator('.panel').first().boundingBox())!;
      const dice = (await page.getByTestId('dice-policy').boundingBox())!;
      expect(dice.x).toBeGreaterThanOrEqual(panel.x);
      expect(dice.x + dice.width).toBeLessThanOrEqual(panel.x + panel.width);
      expect(errors).toEqual([]);
    });

  it('the map stays where it is when a check is made stale by a change elsewhere and when a command fails', async () => {
    const { page, errors } = app.browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await page.getByTestId('supply-counts').waitFor();
    // where the map starts and how wide it is (the legend strip under it comes and goes with the colours)
    const place = async () => {
      const b = (await canvas.boundingBox())!;
      return { x: b.x, y: b.y, width: b.width };
    };
    const before = await place();
    // a command from elsewhere (another window, the CLI): the verdict colours go, and the notice saying so is beside the map
    await app.env.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'referee' } });
    await expect.poll(() => page.getByTestId('stale-banner').count()).toBe(1);
    expect(await place()).toEqual(before);
    await page.getByTestId('goto').fill('9999');
    await page.getByTestId('goto').press('Enter');
    await expect.poll(() => page.getByTestId('error').count()).toBe(1);
    expect(await place()).toEqual(before);
    expect(errors).toEqual([]);
  });
});
