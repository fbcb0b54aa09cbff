import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * A new game from nothing asks how each side plays — its supply rule from the cases the ruleset
 * defines, with their numbers, and its sequence of play — and copies nothing from a demo.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('a new game from nothing asks how each side plays', () => {
  it('keeps the supply rules and sequences of play chosen in the form, and nothing else', async () => {
    const { page, errors } = app.browser;
    const gameFile = join(app.env.dir, 'side-play.json');
    await page.goto(app.bridge.url);
    await page.getByTestId('toggle-editor').click();
    const form = page.getByTestId('new-game');
    await form.getByLabel('New game name').fill('Asked Front');
    await form.getByLabel('Ruleset').selectOption('classic');
    // the classic rules' two cases are offered for each side, none chosen to start with
    const ruleA = form.getByLabel('Supply rule of Side A');
    expect(await ruleA.inputValue()).toBe('');
    expect(await ruleA.locator('option').allTextContents()).toEqual([
      '(none chosen: every unit out of supply)',
      'Trace to a supply-source road',
      'Trace through Leaders',
    ]);
    await ruleA.selectOption('road-edge');
    await form.getByLabel('Side A: hexes to a supply source').fill('4');
    await form.getByLabel('Side A: hexes to a supply source').press('Tab');
    await form.getByLabel('Side A: MP to a road').fill('6');
    await form.getByLabel('Side A: MP to a road').press('Tab');
    await form.getByLabel('Supply rule of Side B').selectOption('leader-line');
    // the rule chosen is explained where it is chosen
    expect(await form.getByTestId('side-play-side-b').textContent()).toContain('CL Soviet cases 1-4');
    await form.getByRole('group', { name: 'Sequence of play of Side B' }).getByLabel('Second Movement Phase').uncheck();
    await form.getByLabel('Save the new game as').fill(gameFile);
    await page.getByTestId('new-game-create').click();
    await expect.poll(() => page.getByTestId('map-canvas').count()).toBe(1);
    await page.getByTestId('editor-save').click();
    await expect.poll(() => page.getByTestId('editor-panel').textContent()).not.toContain('unsaved');

    const saved = JSON.parse(readFileSync(gameFile, 'utf8')) as {
      supplyRules: unknown[];
      phasesBySide: Record<string, string[]>;
    };
    expect(saved.supplyRules).toEqual([
      { side: 'side-a', method: 'road-edge', hexes: 4, mp: 6 },
      { side: 'side-b', method: 'leader-line' },
    ]);
    // Side A plays the whole sequence (the stated default); Side B without its second Movement Phase
    expect(saved.phasesBySide).toEqual({ 'side-b': ['movement', 'combat'] });
    // the game editor shows what was chosen, to change later
    await page.getByTestId('side-play-editor').locator('summary').click();
    expect(await page.getByTestId('side-play-editor').getByLabel('Supply rule of Side B').inputValue()).toBe(
      'leader-line',
    );
    expect(errors).toEqual([]);
  });
});
