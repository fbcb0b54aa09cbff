import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** Issue 17: the open campaign's own game edited from the app, each change a logged, undoable command. */
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
    expect(await dialog.getByLabel('Terrain to paint').inputValue()).not.toBe('');
    await dialog.getByLabel('Terrain to paint').selectOption({ label: 'Woods' });
    await dialog.getByLabel('Hexes to paint').fill('2210 2211');
    await dialog.getByRole('button', { name: 'Paint' }).click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '2211' })).terrain.name).toBe('Woods');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-campaign-game-edit.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();

    const log = await env.api['log.list']({});
    expect(log.slice(-2).map((e) => e.command)).toEqual(['add side Italians', 'paint 2 hexes woods']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '2210' })).terrain.name).toBe(before);
    expect((await env.api['campaign.summary']({}))!.sides.map((s) => s.name)).toContain('Italians');
    expect(errors).toEqual([]);
  });
});
