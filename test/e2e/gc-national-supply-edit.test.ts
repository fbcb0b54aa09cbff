import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { mapClicks } from '../helpers/map-clicks.js';
import { gcUnitType } from '../../shared/rules/grand-campaign/game-parts.js';

/**
 * GC 16.F: in a grand-campaign game the editor asks the nation of a supply source (16.F.1) and the
 * kind of an HQ type (16.F.2), each one logged, undoable game edit on the open campaign.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser('assets/demo/gc-demo.campaign.json');
});
afterAll(async () => {
  await app?.close();
});

describe("a grand campaign's national supply, edited in the app", () => {
  it('marks a Romanian source by clicking the map and makes the Command HQ a coalition HQ', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    await expect
      .poll(async () => Number(await page.getByTestId('map-canvas').getAttribute('data-hexes-drawn')))
      .toBeGreaterThan(0);
    await page.getByTestId('campaign-game-edit').click();
    const panel = page.getByTestId('campaign-game-dialog');
    await panel.getByRole('radio', { name: 'supply source' }).check();
    await panel.getByLabel('Side', { exact: true }).selectOption({ label: 'Axis' });
    // the side's own nations, by name
    expect(await panel.getByLabel('Nation of the source').locator('option').allTextContents()).toEqual([
      'every nation of the side',
      'Germany',
      'Hungary',
      'Romania',
    ]);
    await panel.getByLabel('Nation of the source').selectOption({ label: 'Romania' });
    const game = (await env.api['map.get']({})).game;
    const hex = '0505';
    await mapClicks(page, game).click(hex);
    await expect
      .poll(async () => (await env.api['map.get']({})).game.supplySources.find((s) => s.hex === hex))
      .toEqual({ hex, side: 'axis', kind: 'map-edge', nation: 'romanian' });
    await expect.poll(() => panel.getByTestId('source-list').textContent()).toContain(`${hex}: Axis, Romania`);

    await panel.getByTestId('unit-types').locator('summary').click();
    const kind = panel.getByLabel('HQ kind of Command HQ');
    expect(await kind.inputValue()).toBe('command');
    await kind.selectOption('coalition');
    await expect
      .poll(
        async () =>
          gcUnitType((await env.api['map.get']({})).game.unitTypes.find((t) => t.id === 'command-hq')!).hqKind,
      )
      .toBe('coalition');
    // a type that is no HQ has no kind to give
    expect(await panel.getByLabel(/^HQ kind of /).count()).toBe(2);
    // each was one logged, undoable edit
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect
      .poll(
        async () =>
          gcUnitType((await env.api['map.get']({})).game.unitTypes.find((t) => t.id === 'command-hq')!).hqKind,
      )
      .toBe('command');
    expect(errors).toEqual([]);
  });

  it('asks for an amount in the grand campaign’s own terms, never in OCS Tokens', async () => {
    const { page, errors } = app.browser;
    await page.goto(app.bridge.url);
    // a hex asked for before the campaign's map is drawn is not gone to (as map-reading.test.ts waits)
    await page.getByTestId('map-canvas').waitFor();
    await page.getByTestId('goto').fill('0505');
    await page.getByTestId('goto').press('Enter');
    await page.getByLabel('Amount of the new dump').fill('lots');
    await page.getByTestId('create-dump').click();
    await expect.poll(() => page.getByText('is not an amount').textContent()).toContain('"lots" is not an amount');
    expect(await page.getByText('is not an amount').textContent()).toBe(
      '"lots" is not an amount (write it like 4 1/2 SP)',
    );
    expect(errors).toEqual([]);
  });
});
