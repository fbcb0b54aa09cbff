import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawMapPicture } from '../helpers/map-picture.js';
import { writePng } from '../helpers/picture-files.js';
import { examplesFrom } from '../helpers/picture-examples.js';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { loadSheet } from '../helpers/picture-wizard-steps.js';
import { mapClicks } from '../helpers/map-clicks.js';
import { magentaDot } from '../helpers/magenta-dot.js';

/** A new game from a map sheet's picture, in the browser: align, classify, correct, confirm, save, check supply. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('a new game from pictures in the browser', () => {
  it('aligns a sheet with three clicks, reads its terrain, takes a brush correction, saves a campaign and checks supply', async () => {
    const { page, errors } = app.browser;
    const { game, grid } = pictureGame({ columns: 16, rows: 10, seed: 31 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 64, rotationDeg: -2, aspect: 1.03 });
    // magenta dots on two far-apart hex centres, to find on the campaign's map once saved
    const dots = ['0303', '1408'];
    for (const hex of dots) {
      const c = drawn.centre(grid, hex);
      const p = drawn.picture;
      for (let y = Math.round(c.y) - 6; y <= Math.round(c.y) + 6; y++)
        for (let x = Math.round(c.x) - 6; x <= Math.round(c.x) + 6; x++)
          if ((x - c.x) ** 2 + (y - c.y) ** 2 <= 20) p.data.set([255, 0, 255, 255], 4 * (y * p.width + x));
    }
    const charts = join(app.env.dir, 'charts.json');
    const sheetPng = join(app.env.dir, 'sheet.png');
    writeFileSync(charts, JSON.stringify({ ...blankOf(game), map: { ...blankOf(game).map } }));
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
    const click = async (hex: string) => {
      const box = (await canvas.boundingBox())!;
      const c = drawn.centre(grid, hex);
      await page.mouse.click(box.x + c.x, box.y + c.y);
    };
    // three clicks and three typed ids: the alignment
    const ids = ['0202', '1503', '0809'];
    for (const id of ids) await click(id);
    for (const [k, id] of ids.entries()) await page.getByLabel(`Id of click ${k + 1}`).fill(id);
    await page.getByRole('button', { name: 'Align' }).click();
    await expect.poll(() => page.getByTestId('aligned').textContent()).toMatch(/Sheet aligned: 6\d\.\d px per hex/);
    // example hexes per terrain type, then example hexsides per feature
    const ex = examplesFrom(game, grid, 2, 2);
    for (const [hex, terrain] of ex.terrain) {
      await page.getByLabel('Terrain', { exact: true }).selectOption(terrain);
      await click(hex);
    }
    // example hexsides are clicked on the hexside itself, listed, and removable
    const clickSide = async (a: string, b: string) => {
      const box = (await canvas.boundingBox())!;
      const [p, q] = [drawn.centre(grid, a), drawn.centre(grid, b)];
      await page.mouse.click(box.x + (p.x + q.x) / 2, box.y + (p.y + q.y) / 2);
    };
    await page.getByLabel('Example hexsides').check();
    for (const f of ex.features) {
      await page.getByLabel('Feature').selectOption(f.feature);
      await clickSide(f.a, f.b);
    }
    const first = ex.features[0]!;
    await page
      .getByRole('button', {
        name: new RegExp(`Remove ${first.feature} (${first.a}–${first.b}|${first.b}–${first.a})`),
      })
      .click();
    await expect
      .poll(() => page.getByTestId('example-hexsides').getByRole('listitem').count())
      .toBe(ex.features.length - 1);
    await page.getByLabel('Feature').selectOption(first.feature);
    await clickSide(first.a, first.b);
    await expect
      .poll(() => page.getByTestId('example-count').textContent())
      .toBe(`${ex.terrain.size} example hexes, ${ex.features.length} example hexsides`);
    await page.getByRole('button', { name: 'Read terrain' }).click();
    await expect.poll(() => page.getByTestId('reading-summary').textContent()).toMatch(/160 hexes read/);
    // the reading is drawn over the picture, with a legend of what was read
    await expect.poll(() => page.getByTestId('reading-legend').textContent()).toMatch(/Clear \(\d+\).*Woods \(\d+\)/);
    // the sure proposals in one go
    await page.getByTestId('least').fill('50');
    await page.getByTestId('confirm-sure').click();
    await expect
      .poll(() => page.getByTestId('proposals').locator('legend').textContent())
      .toMatch(/Proposed hexsides: [1-9]\d* of \d+ confirmed/);
    // the brush: the referee repaints 0505 as marsh
    await page.getByLabel('Brush').check();
    await page.getByLabel('Terrain', { exact: true }).selectOption('marsh');
    await click('0505');
    // confirm every proposed hexside in bulk, reject the roads, then take one road back
    for (const f of ['river', 'road', 'rail']) await page.getByRole('button', { name: `Confirm all ${f}` }).click();
    await page.getByRole('button', { name: 'Reject all road' }).click();
    await page.getByTestId('proposals').getByRole('checkbox', { name: /road/ }).first().check();
    const file = join(app.env.dir, 'from-pictures.qmc');
    await page.getByLabel('Save as').fill(file);
    await page.getByRole('button', { name: 'Save' }).click();
    // the desk shows the demo open before until the saved campaign has opened: the status bar names its file
    await expect.poll(() => page.getByTitle(file, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('tab-supply').count()).toBe(1);

    const saved = app.env.service.current().game;
    const code = (g: typeof game, hex: string) =>
      g.map.hexes[grid.row(grid.indexOf(hex))]![grid.col(grid.indexOf(hex))];
    expect(code(saved, '0505')).toBe('m');
    let right = 0;
    for (let i = 0; i < grid.size; i++)
      if (saved.map.hexes[grid.row(i)]![grid.col(i)] === game.map.hexes[grid.row(i)]![grid.col(i)]) right++;
    expect(right).toBeGreaterThanOrEqual(155);
    expect(saved.hexsides.length).toBeGreaterThan(10);
    expect(saved.routes.filter((r) => r.type === 'road')).toHaveLength(1);
    expect(saved.routes.some((r) => r.type === 'rail')).toBe(true);

    // the campaign holds the scan and draws it under its map as aligned, turned 2° and stretched
    expect(saved.map.backdrop?.boards.map((b) => b.picture)).toEqual(['sheet.png']);
    const map = page.getByTestId('map-canvas');
    await expect.poll(() => map.isVisible()).toBe(true);
    const at = mapClicks(page, saved).at;
    for (const hex of dots) {
      const want = await at(hex);
      // fewer than 3 of its pixels is no dot seen yet
      await expect
        .poll(async () => magentaDot(page, want).then((d) => (d.pixels < 3 ? Infinity : d.miss)), {
          message: `the dot on ${hex}`,
        })
        .toBeLessThanOrEqual(2);
    }

    // the supply check runs on the new game
    await app.env.api['command.execute']({
      command: { type: 'unit.create', side: 'axis', unitType: 'inf', hex: '0505', name: 'Picture Div' },
    });
    await page.reload();
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-verdict').first().textContent()).toContain('Picture Div');
    expect(readFileSync(file).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
