import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { supplyThenAxisExploitation } from '../helpers/demo-in-browser.js';

/** A referee pays fuel and combat supply from the app, and reads where the supply went in the Ledgers view. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('spending supply and the ledgers, in the browser', () => {
  it('fuels a panzer regiment, supplies its attack, and shows both in the ledger, its totals, chart and CSV', async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    // the OCS sequence: Reaction, Combat, then the Exploitation Phase, where the Axis move again (fuel, 12.5)
    await supplyThenAxisExploitation(app);

    // fuel for 15 Pz Rgt at 2210 (Track MP): proposed, then paid from the dump the HQ throws from
    await page.getByTestId('goto').fill('2210');
    await page.getByTestId('goto').press('Enter');
    await page.getByRole('button', { name: 'Hex' }).click();
    await page.getByTestId('choose-unit').first().check();
    await page.getByTestId('fuel-propose').click();
    await expect.poll(() => page.getByTestId('fuel-proposal').textContent()).toContain('Fuel: 1T');
    // paid from the dump named by its side and hex, never by its id
    expect(await page.getByTestId('fuel-proposal').textContent()).toContain('1T from the Axis dump at 1812 for');
    expect(await page.getByTestId('fuel-proposal').textContent()).not.toContain('ax-dump');
    await page.getByTestId('fuel-pay').click();
    await expect
      .poll(async () => (await env.api['hex.inspect']({ hex: '2210' })).units[0]?.markers)
      .toEqual(['Fuelled for this phase (OCS 12.5c C)']);

    // its attack in the Exploitation Phase's combat segment: 3 steps, 3T
    await page.getByTestId('choose-unit').first().check();
    await page.getByTestId('attack-supply').click();
    await expect
      .poll(async () => (await env.api['hex.inspect']({ hex: '1812' })).dumps[0]?.amountText)
      .toBe('3 1/2 SP');

    await page.getByTestId('tab-ledger').click();
    const panel = page.getByTestId('ledger-panel');
    await expect.poll(() => page.getByTestId('ledger-line').count()).toBe(6 + 3);
    await expect.poll(() => page.getByTestId('ledger-totals').textContent()).toContain('-3T');
    await expect.poll(() => page.locator('[data-testid=ledger-chart] path[data-side]').count()).toBe(2);
    await page.getByTestId('ledger-reason').selectOption('fuel');
    await expect.poll(() => page.getByTestId('ledger-line').count()).toBe(1);
    await expect.poll(() => page.getByTestId('ledger-line').textContent()).toContain('-1T');
    mkdirSync('test-results', { recursive: true });
    await panel.screenshot({ path: 'test-results/e2e-ledgers.png' });

    const download = page.waitForEvent('download');
    await page.getByTestId('ledger-csv').click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n')[1]).toMatch(/^1,axis,exploitation,axis,ax-dump-2,1812,fuel,-1,-1T,/);
    expect(errors).toEqual([]);
  });
});
