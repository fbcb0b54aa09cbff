import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** GC 19: a side destroys its own SRPs from the inspector, after the app asks; a wasted entry in the SRP ledger. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser('assets/demo/gc-demo.campaign.json');
});
afterAll(async () => {
  await app?.close();
});

describe('destroying points in the grand campaign', () => {
  it('asks first, then takes the points out of the dump as wasted; Undo gives them back', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const dumps = async () =>
      (await env.api['hex.inspect']({ hex: '1208' })).dumps.map((d) => `${d.id} ${d.amountText}`);
    const before = await dumps();
    expect(before).toContain('de-srp 2 SRP');

    // the Axis player-turn: 1 of the 2 SRP at the railhead destroyed so that the enemy does not take them
    await page.getByTestId('goto').fill('1208');
    await page.getByTestId('goto').press('Enter');
    await page.getByTestId('tab-hex').click();
    // each dump named by its side and kind of points (GC 19), as the referee finds it, never by its id
    await expect
      .poll(async () => (await page.getByTestId('resource-dump').allTextContents()).map((t) => t.trim().split(':')[0]))
      .toEqual(['Axis SP', 'Axis SRP']);
    for (const t of await page.getByTestId('resource-dump').allTextContents())
      expect(t).not.toMatch(/de-(srp|railhead)/);
    await expect.poll(() => page.getByLabel('Move Axis SRP to hex').count()).toBe(1);
    // the SP for a combat, wherever they lie, by their side and hex
    expect(await page.getByLabel('SP for the combat').locator('option').allTextContents()).toEqual([
      'the Axis dump at 1409 (10 SP)',
      'the Axis dump at 1208 (15 SP)',
    ]);
    const dump = page.getByTestId('resource-dump').filter({ hasText: 'Axis SRP' });
    await page.getByLabel('Points of Axis SRP to convert').fill('1');

    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await dump.getByTestId('destroy-points').click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/^Destroy points in the dump at 1208: the points are destroyed\..*Undo still can/);
    expect(await dumps()).toEqual(before);

    page.once('dialog', (d) => void d.accept());
    await dump.getByTestId('destroy-points').click();
    await expect.poll(dumps).toContain('de-srp 1 SRP');
    const srp = await env.api['ledger.list']({ resource: 'srp' });
    expect(srp.lines.filter((l) => l.reason === 'wasted').map((l) => [l.dump, l.amount])).toEqual([['de-srp', -12]]);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(dumps).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('names SP loaded on a unit by the unit carrying them (GC 19.F.1.c)', async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'de-44', hex: '1208' } });
    // (away and back: the inspector reads the hex again after a command made outside it)
    await page.getByTestId('goto').fill('1209');
    await page.getByTestId('goto').press('Enter');
    await page.getByTestId('goto').fill('1208');
    await page.getByTestId('goto').press('Enter');
    await page.getByLabel('Points of Axis SP to convert').fill('1');
    await page.getByLabel('Carrier for Axis SP').selectOption({ label: '44 Inf Div' });
    await page
      .getByTestId('resource-dump')
      .filter({ hasText: 'Axis SP' })
      .getByRole('button', { name: 'Load' })
      .click();
    await expect
      .poll(async () => (await page.getByTestId('resource-dump').allTextContents()).map((t) => t.trim().split(':')[0]))
      .toContain('Axis SP carried by 44 Inf Div');
    await expect.poll(() => page.getByLabel('Move Axis SP carried by 44 Inf Div to hex').count()).toBe(1);
    for (const t of await page.getByTestId('resource-dump').allTextContents()) expect(t).not.toMatch(/de-|dump-/);
    expect(errors).toEqual([]);
  });
});
