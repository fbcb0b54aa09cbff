import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { drawMapPicture } from '../helpers/map-picture.js';
import { writePng } from '../helpers/picture-files.js';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import { loadSheet } from '../helpers/picture-wizard-steps.js';

/** Nothing clipped at 1280×800 or 1920×1080, and no notice moves or covers the map or a sheet's picture. */
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

  it('at 1280×800 the picture wizard fits the window, and a failure leaves the picture where it is', async () => {
    const { page, errors } = app.browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    const { game, grid } = pictureGame({ columns: 16, rows: 10, seed: 31 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 64, rotationDeg: -2, aspect: 1.03 });
    const charts = join(app.env.dir, 'layout-charts.json');
    const sheetPng = join(app.env.dir, 'layout-sheet.png');
    writeFileSync(charts, JSON.stringify(blankOf(game)));
    await writePng(drawn.picture, sheetPng);
    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-pictures').click();
    const canvas = await loadSheet(page, {
      charts: charts,
      ruleset: 'ocs',
      columns: 16,
      rows: 10,
      picture: sheetPng,
    });
    const place = async () => (await canvas.boundingBox())!;
    const before = await place();
    // the page does not scroll, and the picture's whole frame is inside the window: no click near its edge is lost
    const page0 = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.scrollHeight,
    ]);
    expect(page0).toEqual([1280, 800]);
    expect(before.x + before.width).toBeLessThanOrEqual(1280);
    expect(before.y + before.height).toBeLessThanOrEqual(800);
    // a picture that cannot be read: the banner says so at the head of the form, the picture stays put
    await page.getByLabel('Picture file').fill(join(app.env.dir, 'no-such-sheet.png'));
    await page.getByRole('button', { name: 'Load picture' }).click();
    await expect.poll(() => page.getByTestId('error').textContent()).toContain('no-such-sheet.png');
    expect(await place()).toEqual(before);
    expect(errors).toEqual([]);
  });
});
