import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** A referee runs the demo's Supply Phases from the app: verdicts on the map, eating, Out of Supply, attrition. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('the Supply Phase in the browser', () => {
  it('checks, applies, marks Out of Supply and rolls attrition with typed-in dice', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe('0 out of supply4 eats off the map14 in supply1 needs none');
    await expect.poll(() => page.getByTestId('legend').isVisible()).toBe(true);

    // a unit that eats: its failed trace is drawn on the map and explained
    const eater = page.getByTestId('supply-verdict').filter({ hasText: 'VII Corps HQ' });
    await expect.poll(() => eater.textContent()).toContain('needs 7 1/2 MP, the throw range is 4 MP');
    await eater.getByRole('button', { name: '1823' }).click();
    await expect.poll(() => page.getByTestId('inspector-hex').count()).toBe(0); // still on the Supply tab
    await page.getByTestId('supply-apply').click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '1723' })).dumps[0]?.amountText).toBe('2 SP');

    // on to the Soviet Supply Phase: five phases later
    for (let k = 0; k < 5; k++) await page.getByRole('button', { name: 'Next phase' }).click();
    await expect
      .poll(() => page.getByTestId('status-clock').textContent())
      .toBe('Turn 1 (Jul I 42), Soviet Supply Phase');
    await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe('5 out of supply0 eats off the map12 in supply1 needs none');
    await page.getByTestId('supply-apply').click();
    await expect.poll(() => page.getByTestId('attrition-hex').count()).toBe(5);

    // attrition for the cut-off division at 1228, dice typed in: 6 + 6 on the AR 2 column = 2 steps
    const cut = page.getByTestId('attrition-hex').filter({ hasText: '1228' });
    await cut.getByPlaceholder('3 5').fill('6 6');
    await cut.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => cut.textContent()).toContain('Lose 2 steps');
    await cut.getByRole('spinbutton').fill('2');
    await cut.getByRole('button', { name: 'Take losses' }).click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '1228' })).units[0]?.steps).toBe(1);
    await expect.poll(() => cut.textContent()).toContain('Attrition done this phase: 2 steps lost');
    await page.getByRole('button', { name: '1228' }).first().click();

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-supply-phase.png' });

    // breakout for the division, dice typed in: 5 +1 (first turn) = 6, back in 3 turns (OCS 12.8e)
    const breakout = page
      .locator('li')
      .filter({ hasText: '160 Rifle Div (cut off) (1228)' })
      .filter({ has: page.getByRole('button', { name: 'Roll breakout' }) });
    await breakout.getByPlaceholder('5 3').fill('5 3');
    await breakout.getByRole('button', { name: 'Enter' }).click();
    await expect
      .poll(() => page.getByTestId('track').textContent())
      .toContain('Turn 4: 160 Rifle Div (cut off) — back from breakout at 1228 (turn 1)');

    // the Turn Record Track shows it due back on turn 4, and the current phase
    await page.getByTestId('tab-turns').click();
    await expect.poll(() => page.getByTestId('track-turn').nth(3).textContent()).toContain('160 Rifle Div (cut off)');
    await expect.poll(() => page.locator('.phases li.current').textContent()).toBe('Soviet: Supply Phase');

    // the Attrition & Isolation log has the rolls with their dice; a past point can be viewed
    await page.getByTestId('tab-log').click();
    const log = page.getByTestId('log-panel');
    await expect
      .poll(() => log.textContent())
      .toContain('attrition at 1228: 6+6 (entered) on the AR 2 column, 3 steps out of supply → 2 steps lost');
    await expect
      .poll(() => log.textContent())
      .toContain('breakout of 160 Rifle Div (cut off) at 1228: 5 +1 = 6 → returns on turn 4');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('all');
    await page.getByTestId('log-entry').last().getByRole('button', { name: 'view' }).click();
    await expect.poll(() => page.getByTestId('history-banner').textContent()).toContain('after command #1');
    await page.screenshot({ path: 'test-results/e2e-log-history.png' });
    await page.getByRole('button', { name: 'Back to now' }).click();
    await expect.poll(() => page.getByTestId('history-banner').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
