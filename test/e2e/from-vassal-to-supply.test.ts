import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { writeScenarioFiles } from '../helpers/vassal-scenario.js';
import { mapClicks } from '../helpers/map-clicks.js';

/**
 * A referee's first evening with the app: a VASSAL module and its scenario become a classic
 * campaign, each side is given its supply rule in the wizard, the readiness panel leads to the
 * missing supply sources, and the Supply Phase is checked and applied — all in the page.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('from a VASSAL module to an applied Supply Phase, using only the UI', () => {
  it('imports, asks each side its supply rule, marks sources from the readiness panel, checks and applies', async () => {
    const { page, errors } = app.browser;
    const dir = app.env.dir;
    writeScenarioFiles(dir);
    mkdirSync('test-results', { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.bridge.url);

    await page.getByTestId('open-vassal-import').click();
    await page.getByTestId('vassal-module').fill(join(dir, 'front.vmod'));
    await page.getByTestId('vassal-save').fill(join(dir, 'setup.vsav'));
    await page.getByTestId('vassal-ruleset').selectOption('classic');
    await page.getByTestId('vassal-preview').click();
    // the preview reads the module in a worker: as long as vassal-import.test.ts allows it on a loaded machine
    await expect
      .poll(() => page.getByTestId('side-count').allTextContents(), { timeout: 30_000 })
      .toEqual(['2 units', '2 units']);
    // nothing is chosen for a side until the referee chooses it
    expect(await page.getByLabel('Supply rule of German').inputValue()).toBe('');
    await page.getByLabel('Supply rule of German').selectOption('road-edge');
    await page.getByLabel('German: hexes to a supply source').fill('2');
    await page.getByLabel('German: hexes to a supply source').press('Tab');
    await page.getByLabel('Supply rule of Soviet').selectOption('road-edge');
    await page.getByLabel('Soviet: hexes to a supply source').fill('1');
    await page.getByLabel('Soviet: hexes to a supply source').press('Tab');
    // the Soviets play no second Movement Phase
    await page.getByRole('group', { name: 'Sequence of play of Soviet' }).getByLabel('Second Movement Phase').uncheck();
    await page.screenshot({ path: 'test-results/e2e-getting-started-1-wizard.png' });
    await page.getByTestId('vassal-out').fill(join(dir, 'front.qmc'));
    await page.getByTestId('vassal-import').click();
    await expect.poll(() => page.getByTestId('vassal-wizard').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('status-clock').textContent()).toContain('German Movement Phase');
    const game = (await app.env.api['map.get']({})).game;
    expect(game.supplyRules).toEqual([
      { side: 'german', method: 'road-edge', hexes: 2, mp: 0 },
      { side: 'soviet', method: 'road-edge', hexes: 1, mp: 0 },
    ]);
    expect(game.phasesBySide).toEqual({ soviet: ['movement', 'combat'] });

    // the Supply tab says what is missing, and its buttons lead to the fix
    await page.getByTestId('tab-supply').click();
    const ready = page.getByTestId('readiness');
    await expect.poll(() => ready.textContent()).toContain('no supply source for German');
    await ready.getByRole('listitem').filter({ hasText: 'no supply source for German' }).getByRole('button').click();
    const panel = page.getByTestId('campaign-game-dialog');
    const sideChosen = () => panel.getByLabel('Side', { exact: true }).inputValue();
    // the button chose the tool and the side: the next click on the map marks the source
    await expect.poll(() => panel.getByRole('radio', { name: 'supply source' }).isChecked()).toBe(true);
    await expect.poll(sideChosen).toBe('german');
    const map = mapClicks(page, game);
    await map.click('0301');
    await expect.poll(() => page.getByTestId('source-list').textContent()).toContain('0301: German');
    await page
      .getByTestId('readiness')
      .getByRole('listitem')
      .filter({ hasText: 'no supply source for Soviet' })
      .getByRole('button')
      .click();
    await expect.poll(sideChosen).toBe('soviet');
    await map.click('0602');
    await expect.poll(() => page.getByTestId('source-list').textContent()).toContain('0602: Soviet');
    await page.screenshot({ path: 'test-results/e2e-getting-started-2-sources.png' });

    // the German Movement Phase: every German unit (the stack at 0302) traces to the source next to it
    const count = async (side: string) =>
      (await app.env.api['state.get']({})).units.filter((u) => u.side === side).length;
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe(`0 out of supply${await count('german')} in supply0 entering0 needs none`);
    await page.screenshot({ path: 'test-results/e2e-getting-started-3-check.png' });
    await page.getByTestId('supply-apply').click();
    await expect.poll(() => page.getByTestId('supply-applied').textContent()).toContain('German supply');

    // the Soviets: the one in the inset is beyond its source's reach, the rest beside it
    await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe(`1 out of supply${(await count('soviet')) - 1} in supply0 entering0 needs none`);
    expect(errors).toEqual([]);
  });
});
