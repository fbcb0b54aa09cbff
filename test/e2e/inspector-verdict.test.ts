import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * The inspector names the reading used whenever it decides a verdict. Once a
 * side's supply is checked, each of its units in the inspected hex shows its verdict with the
 * reason of the Supply tab's verdict list; a change to the campaign takes it away (stale).
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('a unit’s verdict in the hex inspector', () => {
  it('shows the last check’s verdict and reason, with the reading that counted the draw', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const side = (await env.api['campaign.summary']({}))!.sides[0]!.id;
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-counts').count()).toBe(1);
    // a unit drawing its own supply: OCS 12.3a's draw is counted as the game reads it
    const rows = (await env.api['supply.verdicts']({ side, offset: 0, limit: 500 })).rows;
    const drawer = rows.find((r) => r.status === 'in-supply' && r.reason.startsWith('draws from'))!;
    expect(drawer.reason).toContain('reading drawCounted: ');

    await page.getByTestId('goto').fill(drawer.hex);
    await page.getByTestId('goto').press('Enter');
    await page.getByRole('button', { name: 'Hex', exact: true }).click();
    const entry = page.getByTestId('inspector-unit').filter({ hasText: drawer.name });
    await expect.poll(() => entry.getByTestId('unit-verdict').textContent()).toContain(drawer.reason);
    await expect.poll(() => entry.getByTestId('unit-verdict').textContent()).toContain('reading drawCounted: ');

    // any change to the campaign: the verdict no longer describes it and is taken away
    await entry.getByTitle('Lose a step').click();
    await expect.poll(() => page.getByTestId('unit-verdict').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
