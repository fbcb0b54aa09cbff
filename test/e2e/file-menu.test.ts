import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** The File menu in the web page: save a copy, open it from the data folder's list, close, open again by path. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('the File menu in the browser', () => {
  it('saves a copy into the data folder, opens it from the Open list, closes it and opens it again from Open Recent', async () => {
    const { page, errors } = app.browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.bridge.url);
    const copy = join(app.env.dir, 'data', 'second-front.qmc');
    await page.getByTestId('file-menu').click();
    await page.getByRole('menuitem', { name: 'Save a Copy…' }).click();
    await page.getByTestId('path-prompt').getByLabel('Copy').fill(copy);
    await page.getByTestId('path-prompt').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('file-note').textContent()).toBe(`Saved a copy: ${copy}`);

    await page.getByTestId('file-menu').click();
    await page.getByTestId('file-open').click();
    await page.getByTestId('open-data-folder').getByRole('button', { name: 'second-front.qmc' }).click();
    await expect.poll(async () => (await app.env.api['campaign.summary']({}))?.file).toBe(copy);
    await expect.poll(() => page.getByTestId('open-dialog').count()).toBe(0);

    await page.getByTestId('file-menu').click();
    await page.getByRole('menuitem', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No campaign is open' }).count()).toBe(1);
    await page.getByTestId('file-menu').click();
    // the copy is the most recent file
    await page.getByRole('menuitem', { name: 'second-front.qmc' }).click();
    await expect.poll(async () => (await app.env.api['campaign.summary']({}))?.file).toBe(copy);
    expect(errors).toEqual([]);
  });
});
