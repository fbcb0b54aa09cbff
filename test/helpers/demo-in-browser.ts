import { expect } from 'vitest';
import type { AppInBrowser } from './app-in-browser.js';

type Page = AppInBrowser['browser']['page'];

/**
 * Steps in the OCS demo that several browser tests take the same way, from the referee's side of
 * the app: the opening Supply Phase applied and on to the Exploitation Phase, and a breakout roll.
 */

/**
 * Opens the demo, checks and applies the Axis Supply Phase as it comes, and clicks Next phase on
 * through Reaction and Combat to the Axis Exploitation Phase (OCS sequence of play), where the
 * Axis move again: fuel (12.5), blowing dumps (12.11a).
 */
export async function supplyThenAxisExploitation(app: AppInBrowser): Promise<void> {
  const { page } = app.browser;
  await page.goto(app.bridge.url);
  await page.getByTestId('tab-supply').click();
  await page.getByTestId('supply-check').click();
  await page.getByTestId('supply-apply').click();
  for (const phase of ['Reaction', 'Combat', 'Exploitation']) {
    await page.getByRole('button', { name: 'Next phase' }).click();
    // (the machine may be busy: a phase change is waited for longer than the usual poll)
    await expect
      .poll(() => page.getByTestId('status-clock').textContent(), { timeout: 15_000 })
      .toContain(`Axis ${phase} Phase`);
  }
}

/**
 * In the Soviet Breakout Segment (OCS 12.8e), on the Supply tab for the Soviets: types the two dice
 * of a breakout roll for the unit listed as `label` (its name and hex, "148 Rifle Div (2706)").
 */
export async function rollBreakout(page: Page, label: string, dice: string): Promise<void> {
  await page.getByTestId('tab-supply').click();
  await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
  const breakout = page
    .locator('li')
    .filter({ hasText: label })
    .filter({ has: page.getByRole('button', { name: 'Roll breakout' }) });
  await breakout.getByPlaceholder('5 3').fill(dice);
  await breakout.getByRole('button', { name: 'Enter' }).click();
}
