import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { generatedOobCsv } from '../helpers/oob-generate.js';

/**
 * The error banner as a referee meets it: a failure's problems listed once under one heading line,
 * and the banner gone once a later import or open of the same kind works.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

/** how many times `part` occurs in `text` */
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the error banner', () => {
  it('lists a bad CSV import once, and clears when a good one comes in; "1 command" in the status bar', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    const occupied = new Map((await env.api['state.get']({})).units.map((u) => [u.hex, u.side]));
    const good = generatedOobCsv(5, 'imp', occupied);
    const lines = good.split('\r\n');
    for (const k of [1, 2, 3, 4]) lines[k] = lines[k]!.replace(/,(\d{4}),/, ',99$1,');
    const bad = lines.join('\r\n');
    writeFileSync(join(env.dir, 'bad.csv'), bad);
    writeFileSync(join(env.dir, 'good.csv'), good);

    await page.goto(bridge.url);
    await expect.poll(() => page.getByTestId('status-commands').textContent()).toBe('0 commands · local web bridge');
    await page.getByTestId('oob-import-file').setInputFiles(join(env.dir, 'bad.csv'));
    const banner = page.getByTestId('error');
    await expect
      .poll(() => page.getByTestId('error-heading').textContent())
      .toBe('bad.csv has errors in 4 rows; nothing was imported');
    const items = await banner.locator('li').allTextContents();
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/^row 2, column "hex": "99\d{4}" is not a hex on this map/);
    // each problem once: under the heading, not again in a block of text above the list
    const text = (await banner.textContent())!;
    for (const item of items) expect(count(text, item)).toBe(1);

    await page.getByTestId('oob-import-file').setInputFiles(join(env.dir, 'good.csv'));
    await expect.poll(() => page.getByTestId('oob-note').textContent()).toContain('5 units imported');
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => page.getByTestId('status-commands').textContent()).toBe('1 command · local web bridge');
    expect(errors).toEqual([]);
  });

  it("clears the game editor's failure to open a file once a game opens", async () => {
    const { page, errors } = app.browser;
    const file = join(app.env.dir, 'a-game.json');
    copyFileSync('assets/demo/classic-demo.game.json', file);
    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-editor').click();
    await page.getByLabel('Game file').fill(join(app.env.dir, 'no-such-game.json'));
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.getByTestId('error').count()).toBe(1);
    await page.getByLabel('Game file').fill(file);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.getByTestId('editor-close').count()).toBe(1);
    await expect.poll(() => page.getByTestId('error').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
