import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { newGame } from '../../shared/model/game-new.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** A referee makes a small game from nothing in the app, brings in units from a CSV, checks supply. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('a whole game made in the browser', () => {
  it('makes a new game, edits it (a wrong cost refused), saves it, imports an order of battle and checks supply', async () => {
    const { page, errors } = app.browser;
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    const gameFile = join(app.env.dir, 'test-front.json');
    const spec = { name: 'Test Front', ruleset: 'ocs', columns: 8, rows: 6 } as const;
    const geom = new MapGeometry(newGame(spec));
    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-editor').click();
    await page.getByLabel('New game name').fill(spec.name);
    await page.getByLabel('Columns per sheet').fill('8');
    await page.getByLabel('Rows per sheet').fill('6');
    await page.getByLabel('Save the new game as').fill(gameFile);
    await page.getByTestId('new-game-create').click();
    const canvas = page.getByTestId('map-canvas');
    await expect.poll(() => canvas.getAttribute('data-hexes-drawn')).toBe('48');
    const panel = page.getByTestId('editor-panel');
    // dropdowns start on the game's first choice, never blank
    expect(await page.getByLabel('Terrain to paint').inputValue()).toBe('clear');

    await page.getByTestId('list-side').locator('summary').click();
    await page.getByLabel('Sides: name of side-a').fill('Blue');
    await page.getByLabel('Sides: name of side-a').press('Enter');
    await page.getByTestId('list-unitType').locator('summary').click();
    await page.getByLabel('New Unit types').fill('Corps HQ');
    await page.getByTestId('list-unitType').getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('unit-types').locator('summary').click();
    await page.getByLabel('Corps HQ is an HQ').check();
    await page.getByLabel('HQ throw range (MP) of Corps HQ').fill('3');
    await page.getByLabel('HQ throw range (MP) of Corps HQ').press('Enter');
    await expect.poll(() => panel.textContent()).toContain('4 edits');

    // a cost the game cannot hold is refused in words and the field shows the cost again
    await page.getByLabel('Clear cost for Leg').fill('abc');
    await page.getByLabel('Clear cost for Leg').press('Enter');
    await expect.poll(() => page.getByTestId('error').textContent()).toContain('"abc" is not a cost');
    expect(await page.getByLabel('Clear cost for Leg').inputValue()).toBe('1');
    await page.getByLabel('Clear cost for Leg').fill('1 1/2');
    await page.getByLabel('Clear cost for Leg').press('Enter');
    await expect.poll(() => panel.textContent()).toContain('5 edits');

    // the toolbar's Go to hex works on the edited map; a supply source marked by a click
    await page.getByTestId('goto').fill('0101');
    await page.getByTestId('goto').press('Enter');
    await page.getByRole('radio', { name: 'supply source' }).check();
    const box = (await canvas.boundingBox())!;
    const k = Number(await canvas.getAttribute('data-scale'));
    const [tx, ty] = [Number(await canvas.getAttribute('data-tx')), Number(await canvas.getAttribute('data-ty'))];
    const i = geom.grid.indexOf('0101');
    await page.mouse.click(box.x + tx + geom.cx[i]! * k, box.y + ty + geom.cy[i]! * k);
    await expect.poll(() => panel.textContent()).toContain('6 edits');
    await page.getByTestId('editor-save').click();
    await expect.poll(() => panel.textContent()).not.toContain('unsaved');
    const saved = JSON.parse(readFileSync(gameFile, 'utf8'));
    expect(saved.supplySources).toEqual([{ hex: '0101', side: 'side-a', kind: 'map-edge' }]);
    expect(saved.terrain[0].cost.leg).toBe(1.5);

    // a campaign from the game (File > New from Game in the desktop app), its units from a spreadsheet
    app.env.service.newFromGame(gameFile, join(app.env.dir, 'front.qmc'));
    await page.reload();
    const csv = join(app.env.dir, 'front-units.csv');
    writeFileSync(
      csv,
      'Name,Side,Type,Hex,Steps\nI Corps HQ,Blue,Corps HQ,0102,1\n1 Inf Div,Blue,inf,0103,2\nLost Div,Blue,inf,0806,2\n',
    );
    await page.setInputFiles('[data-testid="oob-import-file"]', csv);
    await expect.poll(() => page.getByTestId('oob-note').textContent()).toContain('3 units imported');
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-counts').textContent()).toContain('2 in supply');
    expect(await page.getByTestId('supply-counts').textContent()).toContain('1 out of supply');
    expect(await page.getByTestId('supply-verdict').filter({ hasText: 'Lost Div' }).textContent()).toContain('0806');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});
