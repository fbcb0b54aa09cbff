import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** GC 19.A.4, 19.A, 19.D: the referee edits an airbase and the supply pools in the app. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser('assets/demo/gc-demo.campaign.json');
});
afterAll(async () => {
  await app?.close();
});

describe("the grand campaign's referee data in the browser", () => {
  it('sets an airbase capacity and strategic flag, sets a pool amount and adds a pool; ledger rows; Undo takes them back', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const airbase = async () =>
      (await env.api['hex.inspect']({ hex: '1108' })).units.find((u) => u.name === 'Vinnitsa airbase')?.airbase;
    expect(await airbase()).toEqual({ capacity: 3, strategic: false });

    // the airbase at 1108: capacity 5, strategic
    await page.getByTestId('goto').fill('1108');
    await page.getByTestId('goto').press('Enter');
    await page.getByTestId('tab-hex').click();
    const entry = page.getByTestId('inspector-unit').filter({ hasText: 'Vinnitsa airbase' });
    await expect.poll(() => entry.getByTestId('airbase-facts').textContent()).toBe('Airbase, capacity 3');
    await entry.getByTestId('airbase-open').click();
    await entry.getByTestId('airbase-capacity').fill('5');
    await entry.getByTestId('airbase-strategic').check();
    await entry.getByTestId('airbase-save').click();
    await expect.poll(airbase).toEqual({ capacity: 5, strategic: true });
    await expect.poll(() => entry.getByTestId('airbase-facts').textContent()).toBe('Airbase, capacity 5, strategic');

    // the Axis pools in the Supply panel: the German national pool set to 45 SP, a theatre pool added
    await page.getByTestId('tab-supply').click();
    const pool = page.getByTestId('supply-pool').filter({ hasText: 'German national pool' });
    await expect.poll(() => pool.getByTestId('supply-pool-amount').textContent()).toBe('40 SP');
    await pool.getByTestId('supply-pool-input').fill('45');
    await pool.getByTestId('supply-pool-set').click();
    await expect.poll(() => pool.getByTestId('supply-pool-amount').textContent()).toBe('45 SP');
    await page.getByTestId('supply-pool-add-open').click();
    await page.getByTestId('supply-pool-id').fill('de-med');
    await page.getByTestId('supply-pool-name').fill('Mediterranean theatre');
    await page.getByTestId('supply-pool-kind').selectOption('theatre');
    await page.getByTestId('supply-pool-opening').fill('2 1/2');
    await page.getByTestId('supply-pool-add').click();
    await expect
      .poll(() => page.getByTestId('supply-pool').filter({ hasText: 'Mediterranean theatre' }).textContent())
      .toContain('2 1/2 SP');
    const rows = (await env.api['ledger.list']({})).lines
      .filter((l) => l.dump === 'de-national' || l.dump === 'de-med')
      .map((l) => [l.dump, l.amount, l.reason]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['de-national', 60, 'adjusted'],
        ['de-med', 30, 'received'],
      ]),
    );

    // Undo three times: the pool gone, the amount and the airbase as they were
    for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(airbase).toEqual({ capacity: 3, strategic: false });
    const pools = async () => (await env.api['state.get']({})).supplyPools?.map((p) => `${p.id} ${p.amountText}`);
    await expect.poll(pools).toContain('de-national 40 SP');
    expect((await pools())!.filter((p) => p.startsWith('de-med'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
