import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { supplyThenAxisExploitation } from '../helpers/demo-in-browser.js';

/** Blowing a dump asks first; "Cancel" changes nothing, "OK" blows it, and Undo gives it back. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('confirming what the table cannot take back', () => {
  it('asks before blowing a dump; cancel keeps it, OK blows it, Undo restores it', async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    const dump = async () => (await env.api['hex.inspect']({ hex: '1723' })).dumps[0]?.amountText;
    // the OCS sequence: Reaction, Combat, then the Exploitation Phase, where the owner may blow (12.11a)
    await supplyThenAxisExploitation(app);
    const before = await dump();
    const commands = (await env.api['campaign.summary']({}))!.commands;

    await page.getByTestId('goto').fill('1723');
    await page.getByTestId('goto').press('Enter');
    await page.getByRole('button', { name: 'Hex' }).click();
    const panel = page.getByTestId('logistics').first();
    // the dump named by its side, as the referee finds it in the hex, never by its id
    await expect.poll(() => panel.getByText(/^\s*Axis dump: /).count()).toBe(1);
    expect(await panel.textContent()).not.toContain('ax-dump');
    await panel.getByLabel('Amount for Axis dump', { exact: true }).fill('1 SP');
    await panel.getByLabel('Die for Axis dump (blank: the app rolls)').fill('6');

    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await panel.getByRole('button', { name: 'Blow' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/^Blow the dump at 1723: the dump is blown up\..*Undo still can/);
    expect((await env.api['campaign.summary']({}))!.commands).toBe(commands);
    expect(await dump()).toBe(before);

    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await panel.getByRole('button', { name: 'Blow' }).click();
    await expect.poll(async () => (await env.api['campaign.summary']({}))!.commands).toBe(commands + 1);
    expect(asked).toHaveLength(2);
    expect(await dump()).not.toBe(before);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(dump).toBe(before);
    expect(errors).toEqual([]);
  });
});
