import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { mapClicks } from '../helpers/map-clicks.js';

/** The open campaign's own game edited from the app, each change a logged, undoable command. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe("editing the open campaign's game, in the browser", () => {
  it('adds a side and paints a hex as logged commands; Undo takes the paint back', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    await page.getByTestId('campaign-game-edit').click();
    const dialog = page.getByTestId('campaign-game-dialog');
    await dialog.getByTestId('list-side').locator('summary').click();
    await dialog.getByLabel('New Sides').fill('Italians');
    await dialog.getByTestId('list-side').getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(async () => (await env.api['campaign.summary']({}))!.sides.map((s) => s.name))
      .toContain('Italians');
    // the ZOC overlay's list of sides follows at once
    await expect.poll(() => page.getByTestId('zoc-overlay').textContent()).toContain('Italians ZOC');

    const before = (await env.api['hex.inspect']({ hex: '2210' })).terrain.name;
    expect(await dialog.getByLabel('Terrain for the hexes typed').inputValue()).not.toBe('');
    await dialog.getByLabel('Terrain for the hexes typed').selectOption({ label: 'Woods' });
    await dialog.getByLabel('Hexes to paint').fill('2210 2211');
    await dialog.getByRole('button', { name: 'Paint' }).click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '2211' })).terrain.name).toBe('Woods');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-campaign-game-edit.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const log = await env.api['log.list']({});
    expect(log.slice(-2).map((e) => e.command)).toEqual(['add side Italians', 'paint 2 hexes woods']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '2210' })).terrain.name).toBe(before);
    expect((await env.api['campaign.summary']({}))!.sides.map((s) => s.name)).toContain('Italians');
    expect(errors).toEqual([]);
  });
});

describe("the open campaign's map edited with the game editor's tools", () => {
  it('marks a supply source, sets a river hexside, draws a road and colours a terrain by clicking the map; each is one logged edit', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await expect.poll(async () => Number(await canvas.getAttribute('data-hexes-drawn'))).toBeGreaterThan(0);
    const geom = new MapGeometry((await env.api['map.get']({})).game);
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
    const edits = async () => (await env.api['campaign.summary']({}))!.gameEdits ?? 0;
    const before = await edits();

    await page.getByTestId('campaign-game-edit').click();
    const panel = page.getByTestId('campaign-game-dialog');
    await panel.getByRole('radio', { name: 'supply source' }).check();
    await panel.getByLabel('Side', { exact: true }).selectOption({ label: 'Soviet' });
    await click('0101');
    await expect.poll(edits).toBe(before + 1);
    expect((await env.api['map.get']({})).game.supplySources).toContainEqual(
      expect.objectContaining({ hex: '0101', side: 'soviet' }),
    );
    await expect.poll(() => panel.getByTestId('source-list').textContent()).toContain('0101: Soviet');

    await panel.getByRole('radio', { name: 'hexside' }).check();
    await click('0103', '0203');
    await expect.poll(edits).toBe(before + 2);
    const river = (await env.api['map.get']({})).game.hexsides.find(
      (h) => [h.a, h.b].sort().join() === ['0103', '0203'].join(),
    );
    expect(river).toBeDefined();

    await panel.getByRole('radio', { name: 'road / rail' }).check();
    for (const h of ['0105', '0106', '0107']) await click(h);
    await panel.getByTestId('finish-route').click();
    await expect.poll(edits).toBe(before + 3);
    expect((await env.api['map.get']({})).game.routes.at(-1)!.hexes).toEqual(['0105', '0106', '0107']);

    const clear = (await env.api['map.get']({})).game.terrain[0]!;
    await panel.getByLabel(`Colour of ${clear.name}`).evaluate((el: HTMLInputElement) => {
      el.value = '#123456';
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(async () => (await env.api['map.get']({})).game.terrain[0]!.color).toBe('#123456');

    const log = await env.api['log.list']({});
    expect(log.slice(-4).map((e) => e.command)).toEqual([
      'Soviet supply source at 0101',
      `${river!.feature} between 0103 and 0203`,
      `${(await env.api['map.get']({})).game.routes.at(-1)!.type} 0105 to 0107`,
      'terrain clear coloured #123456',
    ]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await env.api['map.get']({})).game.terrain[0]!.color).toBe(clear.color);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-campaign-map-tools.png' });
    expect(errors).toEqual([]);
  });

  it('draws a road by Shift-dragging through its hexes, the hexes a quick drag skips filled in: one edit', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await expect.poll(async () => Number(await canvas.getAttribute('data-hexes-drawn'))).toBeGreaterThan(0);
    const game = (await env.api['map.get']({})).game;
    const map = mapClicks(page, game);
    const routes = async () => (await env.api['map.get']({})).game.routes;
    const before = (await routes()).length;
    await page.getByTestId('campaign-game-edit').click();
    const panel = page.getByTestId('campaign-game-dialog');
    await panel.getByRole('radio', { name: 'road / rail' }).check();
    expect(await panel.textContent()).toContain('Shift-drag along the road');
    const [from, to] = [await map.at('0110'), await map.at('0114')];
    await page.keyboard.down('Shift');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    // two moves for five hexes: the pointer skips those between
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 1 });
    await page.mouse.move(to.x, to.y, { steps: 1 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(async () => (await routes()).length).toBe(before + 1);
    expect((await routes()).at(-1)!.hexes).toEqual(['0110', '0111', '0112', '0113', '0114']);
    expect((await env.api['log.list']({})).at(-1)!.command).toMatch(/ 0110 to 0114$/);
    expect(errors).toEqual([]);
  });
});
