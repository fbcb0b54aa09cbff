import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { parseGame } from '../../shared/parse-campaign.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** The game editor in the browser: a referee copies part of a printed map into a game file. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('the game editor in the browser', () => {
  it('paints terrain (a click and a Shift-drag), sets a river hexside, draws a road, marks a source, edits a cost and saves', async () => {
    const { page, errors } = app.browser;
    const file = join(app.env.dir, 'my-game.json');
    copyFileSync('assets/demo/classic-demo.game.json', file);
    const geom = new MapGeometry(parseGame(JSON.parse(readFileSync(file, 'utf8')), file));
    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-editor').click();
    await page.getByLabel('Game file').fill(file);
    await page.getByRole('button', { name: 'Open' }).click();
    const canvas = page.getByTestId('map-canvas');
    await expect.poll(() => canvas.getAttribute('data-hexes-drawn')).toBe('384');
    /** the screen point of a hex's centre, nudged toward a neighbour for the hexside tool */
    const at = async (hex: string, toward?: string) => {
      const box = (await canvas.boundingBox())!;
      const k = Number(await canvas.getAttribute('data-scale'));
      const [tx, ty] = [Number(await canvas.getAttribute('data-tx')), Number(await canvas.getAttribute('data-ty'))];
      const i = geom.grid.indexOf(hex);
      let x = geom.cx[i]!;
      let y = geom.cy[i]!;
      if (toward) {
        const j = geom.grid.indexOf(toward);
        x += (geom.cx[j]! - x) * 0.35;
        y += (geom.cy[j]! - y) * 0.35;
      }
      return { x: box.x + tx + x * k, y: box.y + ty + y * k };
    };
    const click = async (hex: string, toward?: string) => {
      const p = await at(hex, toward);
      await page.mouse.click(p.x, p.y);
    };
    const saved = () => JSON.parse(readFileSync(file, 'utf8'));

    await page.getByLabel('Terrain to paint').selectOption('marsh');
    await click('0101');
    const from = await at('0303');
    const to = await at('0603');
    await page.keyboard.down('Shift');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(() => page.getByTestId('editor-panel').textContent()).toContain('2 edits');

    await page.getByRole('radio', { name: 'hexside' }).check();
    await click('0105', '0205');
    await page.getByRole('radio', { name: 'road / rail' }).check();
    for (const h of ['0102', '0202', '0302']) await click(h);
    await page.getByTestId('finish-route').click();
    await page.getByRole('radio', { name: 'supply source' }).check();
    await page.getByLabel('Side', { exact: true }).selectOption('german');
    await click('0116');
    await page.getByLabel('Forest cost for Armor').fill('P');
    await page.getByLabel('Forest cost for Armor').press('Enter');
    await page.getByLabel('Forest cost for Armor').blur();
    await expect.poll(() => page.getByTestId('editor-panel').textContent()).toContain('6 edits');
    await page.setInputFiles('input[aria-label="Map picture"]', 'docs/screenshot.png');
    await expect.poll(() => page.getByLabel('picture shows through').count()).toBe(1);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-game-editor.png' });
    await page.getByTestId('editor-save').click();
    await expect.poll(() => saved().map.hexes[0][0]).toBe('m');

    const game = saved();
    expect([game.map.hexes[2][2], game.map.hexes[2][5]]).toEqual(['m', 'm']);
    expect(game.hexsides.at(-1)).toEqual({ a: '0105', b: '0205', feature: 'river' });
    expect(game.routes.at(-1)).toEqual({ type: 'road', hexes: ['0102', '0202', '0302'] });
    expect(game.supplySources.some((s: { hex: string; side: string }) => s.hex === '0116' && s.side === 'german')).toBe(
      true,
    );
    expect(game.terrain.find((t: { id: string }) => t.id === 'forest').cost.armor).toBe('P');
    // a classic game has no grand-campaign data to edit
    expect(await page.getByTestId('list-major-depots').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows a ruleset's own part of the editor for its games: the grand campaign's major depots (GC 19.A.1.a)", async () => {
    const { page, errors } = app.browser;
    const file = join(app.env.dir, 'gc-game.json');
    copyFileSync('assets/demo/gc-demo.game.json', file);
    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-editor').click();
    // the classic game saved above may still be open in the editor: closed first
    await expect
      .poll(async () => (await page.getByTestId('editor-close').count()) + (await page.getByLabel('Game file').count()))
      .toBe(1);
    if (await page.getByTestId('editor-close').count()) await page.getByTestId('editor-close').click();
    await page.getByLabel('Game file').fill(file);
    await page.getByRole('button', { name: 'Open' }).click();
    const depots = page.getByTestId('list-major-depots');
    await expect.poll(() => depots.textContent()).toContain('Major depots, grand campaign (2)');
    await depots.locator('summary').click();
    await page.getByLabel('Major depot id').fill('odessa');
    await page.getByLabel('Major depot name').fill('Odessa');
    await page.getByLabel('Major depot side').selectOption('soviet');
    await page.getByLabel('Major depot hex').fill('2612');
    await depots.getByRole('button', { name: 'Set' }).click();
    await expect.poll(() => depots.textContent()).toContain('Odessa at 2612');
    expect(await page.getByTestId('editor-panel').textContent()).toContain('1 edit');
    expect(errors).toEqual([]);
  });
});
