import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawMapPicture } from '../helpers/map-picture.js';
import { writePng } from '../helpers/picture-files.js';
import { examplesFrom } from '../helpers/picture-examples.js';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { mapClicks } from '../helpers/map-clicks.js';
import { loadSheet } from '../helpers/picture-wizard-steps.js';

/**
 * A printed map's picture and an order of battle in a spreadsheet become a classic campaign, and
 * its Supply Phase is checked and applied — every step in the page: no CLI, no JSON typed.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('from a map picture and a CSV to an applied Supply Phase, using only the UI', () => {
  it('reads the terrain, imports the units, chooses the supply rule and source from the readiness panel, checks and applies', async () => {
    const { page, errors } = app.browser;
    const { game, grid } = pictureGame({ columns: 16, rows: 10, seed: 31 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 64, rotationDeg: -2, aspect: 1.03 });
    const charts = join(app.env.dir, 'charts.json');
    const sheetPng = join(app.env.dir, 'sheet.png');
    // the charts file's own supply rule is not the new game's: the wizard asks for each side's
    const chartsRule = { side: 'axis', method: 'road-edge', hexes: 9, mp: 9 };
    writeFileSync(charts, JSON.stringify({ ...blankOf(game), ruleset: 'classic', supplyRules: [chartsRule] }));
    await writePng(drawn.picture, sheetPng);
    const units = join(app.env.dir, 'units.csv');
    writeFileSync(
      units,
      'name,side,type,hex\nNear Rifles,Axis,Infantry,0202\nFar Rifles,Axis,Infantry,1509\nGuards,Allies,Infantry,1204\n',
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.bridge.url);

    await page.getByTestId('file-menu').click();
    await page.getByRole('menuitem', { name: 'New from pictures…' }).click();
    const canvas = await loadSheet(page, {
      charts: charts,
      ruleset: 'classic',
      columns: 16,
      rows: 10,
      picture: sheetPng,
    });
    const click = async (hex: string) => {
      const box = (await canvas.boundingBox())!;
      const c = drawn.centre(grid, hex);
      await page.mouse.click(box.x + c.x, box.y + c.y);
    };
    const ids = ['0202', '1503', '0809'];
    for (const id of ids) await click(id);
    for (const [k, id] of ids.entries()) await page.getByLabel(`Id of click ${k + 1}`).fill(id);
    await page.getByRole('button', { name: 'Align' }).click();
    await expect.poll(() => page.getByTestId('aligned').textContent()).toMatch(/Sheet aligned/);
    for (const [hex, terrain] of examplesFrom(game, grid, 2, 2).terrain) {
      await page.getByLabel('Terrain', { exact: true }).selectOption(terrain);
      await click(hex);
    }
    await page.getByRole('button', { name: 'Read terrain' }).click();
    await expect.poll(() => page.getByTestId('reading-summary').textContent()).toMatch(/160 hexes read/);
    const play = page.getByTestId('picture-side-play');
    expect(await play.getByLabel('Supply rule of Axis').inputValue()).toBe('');
    await play.getByLabel('Supply rule of Allies').selectOption('leader-line');
    await expect.poll(() => play.getByLabel('Supply rule of Allies').inputValue()).toBe('leader-line');
    const file = join(app.env.dir, 'pictured.qmc');
    await page.getByLabel('Save as').fill(file);
    await page.getByRole('button', { name: 'Save' }).click();
    // the desk shows the demo open before until the saved campaign has opened: the status bar names its file
    await expect.poll(() => page.getByTitle(file, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('tab-supply').count()).toBe(1);

    // the order of battle from the spreadsheet, sides and types by their names
    await page.getByTestId('oob-import-file').setInputFiles(units);
    await expect.poll(async () => (await app.env.api['state.get']({})).units.length).toBe(3);

    await page.getByTestId('tab-supply').click();
    const item = (text: string) =>
      page.getByTestId('readiness').first().getByRole('listitem').filter({ hasText: text }).getByRole('button');
    await item('Axis has no supply rule').click();
    await page.getByLabel('Supply rule of Axis').selectOption('road-edge');
    await page.getByLabel('Axis: hexes to a supply source').fill('3');
    await page.getByLabel('Axis: hexes to a supply source').press('Tab');
    await expect
      .poll(async () => (await app.env.api['map.get']({})).game.supplyRules)
      .toEqual([
        { side: 'allies', method: 'leader-line' },
        { side: 'axis', method: 'road-edge', hexes: 3, mp: 0 },
      ]);
    await item('no supply source for Axis').click();
    const panel = page.getByTestId('campaign-game-dialog');
    await expect.poll(() => panel.getByLabel('Side', { exact: true }).inputValue()).toBe('axis');
    await mapClicks(page, (await app.env.api['map.get']({})).game).click('0102');
    await expect.poll(() => panel.getByTestId('source-list').textContent()).toContain('0102: Axis');

    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe('1 out of supply1 in supply0 entering0 needs none');
    await expect
      .poll(() => page.getByTestId('supply-verdict').filter({ hasText: 'Far Rifles' }).textContent())
      .toContain('out of supply');
    await page.getByTestId('supply-apply').click();
    await expect.poll(() => page.getByTestId('supply-applied').textContent()).toContain('Axis supply');
    const far = (await app.env.api['state.get']({})).units.find((u) => u.name === 'Far Rifles')!;
    expect(far.outOfSupplySince).toBe(1);
    expect(errors).toEqual([]);
  });
});
