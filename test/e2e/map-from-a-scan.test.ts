import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { examplesFrom } from '../helpers/picture-examples.js';
import { drawMapPicture } from '../helpers/map-picture.js';
import { mapClicks } from '../helpers/map-clicks.js';
import { magentaDot } from '../helpers/magenta-dot.js';
import { writePng } from '../helpers/picture-files.js';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import { scanGame } from '../helpers/scan-game.js';
import { drawScan } from '../helpers/scan-picture.js';
import { loadSheet } from '../helpers/picture-wizard-steps.js';

/**
 * A map built from a scan-like picture (near-alike colours, symbols, thin roads, a hatched band,
 * JPEG at quality 60, 1° turn) as a referee builds it: the overlay of what was read, example
 * hexsides clicked on the hexside, and the proposals reviewed by clicking them on the picture.
 * Its overlay screenshot (test-results/e2e-picture-overlay.png) is the README's
 * docs/picture-overlay.png.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

interface Shown {
  feature: string;
  a: string;
  b: string;
}

/** Whether a game has a hexside feature or a route link between a and b. */
function holds(g: GameDefinition, p: Shown): boolean {
  const same = (x: string, y: string) => (x === p.a && y === p.b) || (x === p.b && y === p.a);
  return (
    g.hexsides.some((h) => h.feature === p.feature && same(h.a, h.b)) ||
    g.routes.some((r) => r.type === p.feature && r.hexes.some((h, k) => k > 0 && same(r.hexes[k - 1]!, h)))
  );
}

describe('a map from a scan in the browser', () => {
  it('reads a scan, shows the overlay, and confirms and rejects proposals by clicking them on the picture', async () => {
    const { page, errors } = app.browser;
    const { game, grid } = scanGame({ columns: 16, rows: 10, seed: 505 });
    const drawn = drawScan(game, grid, { hexWidth: 64, rotationDeg: 1, seed: 51 });
    const charts = join(app.env.dir, 'charts.json');
    const scan = join(app.env.dir, 'sheet.jpg');
    writeFileSync(charts, JSON.stringify(blankOf(game)));
    const p = drawn.picture;
    await sharp(Buffer.from(p.data.buffer, p.data.byteOffset, p.data.length), {
      raw: { width: p.width, height: p.height, channels: 4 },
    })
      .jpeg({ quality: 60 })
      .toFile(scan);

    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-pictures').click();
    const canvas = await loadSheet(page, {
      charts: charts,
      ruleset: 'ocs',
      columns: 16,
      rows: 10,
      picture: scan,
    });
    /** a click at a picture pixel (the canvas is the picture at scale 1) */
    const at = async (x: number, y: number, button: 'left' | 'right' = 'left') => {
      const box = (await canvas.boundingBox())!;
      await page.mouse.click(box.x + x, box.y + y, { button });
    };
    const onHex = (hex: string) => at(drawn.centre(grid, hex).x, drawn.centre(grid, hex).y);
    const onSide = (s: Shown, button: 'left' | 'right' = 'left') => {
      const [c, d] = [drawn.centre(grid, s.a), drawn.centre(grid, s.b)];
      return at((c.x + d.x) / 2, (c.y + d.y) / 2, button);
    };

    const ids = ['0202', '1503', '0809'];
    for (const id of ids) await onHex(id);
    for (const [k, id] of ids.entries()) await page.getByLabel(`Id of click ${k + 1}`).fill(id);
    await page.getByRole('button', { name: 'Align' }).click();
    await expect.poll(() => page.getByTestId('aligned').textContent()).toMatch(/Sheet aligned/);
    // at most 20 example hexes and 12 example hexsides, as the scan bench allows
    const ex = examplesFrom(game, grid, 3, 3);
    const hexes = [...ex.terrain].slice(0, 20);
    for (const [hex, terrain] of hexes) {
      await page.getByLabel('Terrain', { exact: true }).selectOption(terrain);
      await onHex(hex);
    }
    await page.getByLabel('Example hexsides').check();
    for (const f of ex.features.slice(0, 12)) {
      await page.getByLabel('Feature').selectOption(f.feature);
      await onSide(f);
    }
    await page.getByRole('button', { name: 'Read terrain' }).click();
    await expect.poll(() => page.getByTestId('reading-summary').textContent()).toMatch(/160 hexes read/);
    await expect.poll(() => page.getByTestId('reading-legend').textContent()).toMatch(/Clear \(\d+\)/);

    // the proposals as the list shows them: "feature a–b (confidence%)"
    const rows = await page.getByTestId('proposals').getByRole('listitem').allTextContents();
    const shown: Array<Shown & { right: boolean }> = rows.map((r) => {
      const m = /(\S+)\s+(\S+)–(\S+)\s+\(\d+%\)/.exec(r.trim())!;
      const s = { feature: m[1]!, a: m[2]!, b: m[3]! };
      return { ...s, right: holds(game, s) };
    });
    expect(shown.length).toBeGreaterThan(10);
    const apart = (x: Shown, y: Shown) => !(new Set([x.a, x.b]).has(y.a) && new Set([x.a, x.b]).has(y.b));
    const good = shown.find((s) => s.right)!;
    // a wrong proposal if the reading made one, else a right one the referee turns down anyway
    const bad = shown.find((s) => !s.right && apart(s, good)) ?? shown.find((s) => s !== good && apart(s, good))!;
    const second = shown.find((s) => s !== good && s !== bad && apart(s, good) && apart(s, bad))!;
    const legend = page.getByTestId('proposals').locator('legend');

    await page.getByLabel('Review proposals').check();
    // a click on a proposal confirms it
    await page.getByLabel('Feature').selectOption(good.feature);
    await onSide(good);
    await expect.poll(() => legend.textContent()).toMatch(/: 1 of \d+ confirmed, 0 rejected/);
    await expect
      .poll(() =>
        page
          .getByTestId('proposals')
          .getByRole('checkbox', { name: `${good.a}–${good.b}` })
          .isChecked(),
      )
      .toBe(true);
    // a right-click rejects one at once; a second click on a confirmed one rejects it
    await page.getByLabel('Feature').selectOption(bad.feature);
    await onSide(bad, 'right');
    await expect.poll(() => legend.textContent()).toMatch(/: 1 of \d+ confirmed, 1 rejected/);
    await page.getByLabel('Feature').selectOption(second.feature);
    await onSide(second);
    await expect.poll(() => legend.textContent()).toMatch(/: 2 of \d+ confirmed, 1 rejected/);
    await onSide(second);
    await expect.poll(() => legend.textContent()).toMatch(/: 1 of \d+ confirmed, 2 rejected/);
    // the overlay with its legend, one proposal confirmed (solid), two rejected (faint), the rest pending (dashed)
    await page.getByTestId('reading-legend').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/e2e-picture-overlay.png' });
    // confirming the sure ones in bulk leaves the referee's rejections rejected
    await page.getByTestId('least').fill('0');
    await page.getByTestId('confirm-sure').click();
    await expect
      .poll(() => legend.textContent())
      .toMatch(new RegExp(`: ${shown.length - 2} of \\d+ confirmed, 2 rejected`));

    const file = join(app.env.dir, 'from-a-scan.json');
    await page.getByLabel('Save as').fill(file);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('toggle-pictures').count()).toBe(1);
    await expect.poll(() => readFileSync(file, 'utf8').length).toBeGreaterThan(0);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as GameDefinition;
    expect(holds(saved, good)).toBe(true);
    expect(holds(saved, bad)).toBe(false);
    expect(holds(saved, second)).toBe(false);
    let right = 0;
    for (let i = 0; i < grid.size; i++)
      if (saved.map.hexes[grid.row(i)]![grid.col(i)] === game.map.hexes[grid.row(i)]![grid.col(i)]) right++;
    expect(right / grid.size).toBeGreaterThanOrEqual(0.9);
    expect(errors).toEqual([]);
  });

  it("lays the sheet's picture under the game editor's map by the wizard's alignment, hex centre on hex centre", async () => {
    const { page, errors } = app.browser;
    const { game, grid } = pictureGame({ columns: 16, rows: 10, seed: 12 });
    // a non-square scan, so the editor must stretch it, with magenta dots on two far-apart hex centres
    const drawn = drawMapPicture(game, grid, { hexWidth: 60, aspect: 1.04, rotationDeg: 0, blur: 0, noise: 0 });
    const dots = ['0303', '1408'];
    const p = drawn.picture;
    for (const hex of dots) {
      const c = drawn.centre(grid, hex);
      for (let y = Math.round(c.y) - 6; y <= Math.round(c.y) + 6; y++)
        for (let x = Math.round(c.x) - 6; x <= Math.round(c.x) + 6; x++)
          if ((x - c.x) ** 2 + (y - c.y) ** 2 <= 20) p.data.set([255, 0, 255, 255], 4 * (y * p.width + x));
    }
    const charts = join(app.env.dir, 'charts-2.json');
    const picture = join(app.env.dir, 'sheet-2.png');
    const file = join(app.env.dir, 'aligned.json');
    writeFileSync(charts, JSON.stringify(blankOf(game)));
    await writePng(p, picture);

    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-pictures').click();
    await page.getByLabel('Charts game file').fill(charts);
    await page.getByLabel('Columns per sheet').fill('16');
    await page.getByLabel('Rows per sheet').fill('10');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByLabel('Picture file').fill(picture);
    await page.getByRole('button', { name: 'Load picture' }).click();
    const sheet = page.getByTestId('picture-canvas');
    await expect.poll(() => sheet.getAttribute('data-scale')).toBe('1');
    const ids = ['0202', '1503', '0809'];
    for (const id of ids) {
      const box = (await sheet.boundingBox())!;
      const c = drawn.centre(grid, id);
      await page.mouse.click(box.x + c.x, box.y + c.y);
    }
    for (const [k, id] of ids.entries()) await page.getByLabel(`Id of click ${k + 1}`).fill(id);
    await page.getByRole('button', { name: 'Align' }).click();
    await expect.poll(() => page.getByTestId('aligned').textContent()).toMatch(/Sheet aligned/);
    await page.getByLabel('Save as').fill(file);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => existsSync(file)).toBe(true);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as GameDefinition;
    expect(saved.map.backdrop?.boards.map((b) => b.picture)).toEqual(['sheet-2.png']);

    // the game editor: open the game, give it the picture, show the picture alone
    await page.getByTestId('toggle-editor').click();
    await page.getByLabel('Game file').fill(file);
    await page.getByRole('button', { name: 'Open' }).click();
    const map = page.getByTestId('map-canvas');
    await expect.poll(() => map.getAttribute('data-hexes-drawn')).toBe('160');
    await page.setInputFiles('input[aria-label="Map picture"]', picture);
    await expect.poll(() => page.getByTestId('underlay-placed').textContent()).toMatch(/Placed from the alignment/);
    await page.getByLabel('picture shows through').fill('1');
    const at = mapClicks(page, saved).at;
    for (const hex of dots) {
      const want = await at(hex);
      // the magenta dot on the screen, within 20 px of where the editor draws the hex's centre
      const dot = await magentaDot(page, want);
      expect(dot.pixels, `the dot on ${hex} is seen`).toBeGreaterThan(4);
      expect(dot.miss, `the dot on ${hex} lands on its centre`).toBeLessThanOrEqual(2);
    }
    await page.getByTestId('editor-close').click();
    expect(errors).toEqual([]);
  });
});
