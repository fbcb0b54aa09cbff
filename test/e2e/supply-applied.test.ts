import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * OCS 12.6c, 12.8a: a side's Supply Phase is applied once. Once it is, Apply is closed with a reason
 * and the Supply tab says so, read from the campaign: after a reload too.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('a Supply Phase once applied', () => {
  it('closes Apply and says it was applied, before and after a reload', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    await page.getByTestId('tab-supply').click();
    const panel = page.getByTestId('supply-panel');
    await expect.poll(() => panel.textContent()).toContain('Nothing changes until you apply the phase.');
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-counts').textContent()).toContain('4 eats off the map');
    await expect.poll(() => page.getByTestId('supply-apply').isEnabled()).toBe(true);
    expect(await page.getByTestId('supply-applied').count()).toBe(0);

    await page.getByTestId('supply-apply').click();
    await expect.poll(async () => (await env.api['campaign.summary']({}))?.undo).toBe('apply the Axis supply check');
    await expect.poll(() => page.getByTestId('supply-apply').isDisabled()).toBe(true);
    expect(await page.getByTestId('supply-apply-why').textContent()).toContain('applied in this phase');
    await expect
      .poll(() => page.getByTestId('supply-applied').textContent())
      .toContain('The Axis supply phase has been applied in this phase');

    // a reload knows it from the campaign, not from the page's memory
    await page.reload();
    await page.getByTestId('tab-supply').click();
    await expect
      .poll(() => page.getByTestId('supply-applied').textContent())
      .toContain('The Axis supply phase has been applied in this phase');
    expect(await panel.textContent()).not.toContain('Nothing changes until');
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-counts').count()).toBe(1);
    await expect.poll(() => page.getByTestId('supply-apply').isDisabled()).toBe(true);

    // Undo takes the application back: Apply opens again
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(() => page.getByTestId('supply-apply').isEnabled()).toBe(true);
    expect(await page.getByTestId('supply-applied').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
