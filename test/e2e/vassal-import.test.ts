import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import { backdropSheet } from '../../shared/picture/backdrop-alignment.js';
import { planeCentre, toPicture } from '../../shared/picture/grid-alignment.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { previewGeneratedFront } from '../helpers/generated-front.js';

/** The import wizard in the browser: a generated VASSAL module and save become a campaign whose map shows the boards under the grid. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('importing a VASSAL module in the browser', () => {
  it('previews sides and types, brings a skipped piece back in, imports, and draws the boards aligned with the grid', async () => {
    const { page, errors } = app.browser;
    await previewGeneratedFront(page, app.bridge.url, app.env.dir);
    // the first read starts the import's worker: it may take seconds
    await expect
      .poll(() => page.getByTestId('side-count').allTextContents(), { timeout: 30_000 })
      .toEqual(['4 units', '2 units']);
    await expect.poll(() => page.getByTestId('vassal-summary').textContent()).toMatch(/168 hexes on 2 board/);
    await page.screenshot({ path: 'test-results/e2e-vassal-import-wizard.png' });
    // the values the module lacks say so
    await expect.poll(() => page.getByTestId('vassal-sources').textContent()).toMatch(/not in the module: default/);
    // a side by a prototype chosen from the module's list; the counts follow without a click
    await page.getByLabel('sort by').first().selectOption('prototype');
    await expect.poll(() => page.getByTestId('side-prototype').inputValue()).toBe('German');
    await page.getByTestId('side-prototype').selectOption('Soviet');
    await expect
      .poll(() => page.getByTestId('side-count').allTextContents(), { timeout: 10_000 })
      .toEqual(['2 units', '0 units']);
    await page.getByTestId('side-prototype').selectOption('German');
    await expect
      .poll(() => page.getByTestId('side-count').allTextContents(), { timeout: 10_000 })
      .toEqual(['4 units', '2 units']);
    // skipped pieces come back by name: both Out of Supply markers
    await page.getByRole('button', { name: 'Bring in' }).first().click();
    await page.getByTestId('vassal-out').fill(join(app.env.dir, 'front.qmc'));
    await page.getByTestId('vassal-import').click();
    await expect.poll(() => page.getByTestId('vassal-wizard').count(), { timeout: 20_000 }).toBe(0);
    const canvas = page.getByTestId('map-canvas');
    await expect.poll(async () => Number(await canvas.getAttribute('data-hexes-drawn'))).toBeGreaterThan(0);
    const game = app.env.service.current().game;
    expect(app.env.service.current().state.units.length).toBe(8);
    const geom = new MapGeometry(game);
    /** the canvas pixel at a map point */
    const pixel = async (x: number, y: number) => {
      const k = Number(await canvas.getAttribute('data-scale'));
      const tx = Number(await canvas.getAttribute('data-tx'));
      const ty = Number(await canvas.getAttribute('data-ty'));
      return page.evaluate(
        ([px, py]) => {
          const c = document.querySelector('[data-testid=map-canvas]') as HTMLCanvasElement;
          const dpr = window.devicePixelRatio || 1;
          return [...c.getContext('2d')!.getImageData(Math.round(px! * dpr), Math.round(py! * dpr), 1, 1).data];
        },
        [tx + x * k, ty + y * k],
      );
    };
    // the printed map's dot on hex 0305 (no counter there) lies on our hex centre; between centres is paper
    const i = geom.grid.indexOf('0305');
    expect(i).toBeGreaterThanOrEqual(0);
    const dark = (p: number[]) => p[0]! + p[1]! + p[2]! < 300;
    await expect.poll(async () => dark(await pixel(geom.cx[i]!, geom.cy[i]!)), { timeout: 10_000 }).toBe(true);
    expect(dark(await pixel(geom.cx[i]! + 12, geom.cy[i]! + 4))).toBe(false);
    // the other board too: East's hexes are numbered on from 14
    const j = geom.grid.indexOf('1705');
    expect(j).toBeGreaterThanOrEqual(0);
    expect(dark(await pixel(geom.cx[j]!, geom.cy[j]!))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('then starts "New game from pictures" with both boards aligned, and reads terrain with no click to align', async () => {
    const { page, errors } = app.browser;
    await page.getByTestId('toggle-pictures').click();
    await page.getByTestId('pictures-from-campaign').click();
    await expect.poll(() => page.getByTestId('aligned').textContent()).toMatch(/Sheet aligned: \d+\.\d px per hex/);
    expect(await page.getByTestId('align-clicks').count()).toBe(0);
    expect(await page.getByLabel('Sheet', { exact: true }).locator('option').allTextContents()).toEqual(['A', 'B']);
    // one example hex, clicked where the module's grid puts 0305 on the West board
    const game = app.env.service.current().game;
    const grid = new HexGrid(game.map);
    grid.indexIds();
    const { alignment } = backdropSheet(grid, game.map.backdrop!, 'A')!;
    const c = planeCentre(grid, grid.indexOf('0305'));
    const p = toPicture(alignment, c.x, c.y);
    const canvas = page.getByTestId('picture-canvas');
    const scale = Number(await canvas.getAttribute('data-scale'));
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + p.x * scale, box.y + p.y * scale);
    await expect
      .poll(() => page.getByTestId('example-count').textContent())
      .toBe('1 example hexes, 0 example hexsides');
    await page.screenshot({ path: 'test-results/e2e-pictures-from-vassal.png' });
    await page.getByRole('button', { name: 'Read terrain' }).click();
    await expect.poll(() => page.getByTestId('reading-summary').textContent()).toMatch(/^168 hexes read/);
    // back into the campaign itself: its units stay
    await page.getByTestId('picture-save-to-campaign').click();
    await expect.poll(() => page.getByTestId('picture-wizard').count()).toBe(0);
    expect(app.env.service.current().state.units.length).toBe(8);
    await expect
      .poll(async () => Number(await page.getByTestId('map-canvas').getAttribute('data-hexes-drawn')))
      .toBe(168);
    expect(errors).toEqual([]);
  });
});
