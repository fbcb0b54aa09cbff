import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** A classic game shows nothing of another ruleset: no AR, RE or OCS modes, no dumps or ledgers, no OCS citation. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser('assets/demo/classic-demo.campaign.json');
});
afterAll(async () => {
  await app?.close();
});

describe('the ruleset decides what is shown', () => {
  it("a classic unit in the inspector reads in the classic rules' terms", async () => {
    const { page, errors } = app.browser;
    await page.goto(app.bridge.url);
    await expect.poll(() => page.getByTestId('tab-hex').count()).toBe(1);
    expect(await page.getByTestId('tab-ledger').count()).toBe(0);
    // the German division cut off east of the front, judged out of supply at the Movement Phase
    await app.env.api['command.execute']({ command: { type: 'supply.apply', side: 'german' } });
    await page.getByTestId('goto').fill('1913');
    await page.getByTestId('goto').press('Enter');
    const unit = page.getByTestId('inspector-unit').first();
    await expect.poll(() => unit.textContent()).toContain('Out of Supply since turn 1');
    const text = (await unit.textContent())!;
    expect(text).toContain('(CL Effects of supply)');
    expect(text).not.toMatch(/\bAR \d|\bRE\b|combat mode|OCS/);
    expect(await page.getByLabel(/^Mode of /).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'New dump here' }).count()).toBe(0);
    await unit.getByTestId('unit-edit-open').click();
    const form = page.getByTestId('unit-edit');
    expect(await form.getByLabel('AR').count()).toBe(0);
    expect(await form.getByLabel('RE').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a classic game's editor asks for no HQ: the classic rules trace through Leaders (CL Soviet supply)", async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    await page.goto(app.bridge.url);
    await page.getByTestId('campaign-game-edit').click();
    const panel = page.getByTestId('campaign-game-dialog');
    await panel.getByTestId('unit-types').locator('summary').click();
    const name = (await env.api['map.get']({})).game.unitTypes[0]!.name;
    // the type's row is there, with its mobility, and asks neither an HQ flag nor an HQ's range or kind
    await expect.poll(() => panel.getByLabel(`Mobility of ${name}`).count()).toBe(1);
    expect(await panel.getByLabel(`${name} is an HQ`).count()).toBe(0);
    expect(await panel.getByLabel(/^HQ .* range \(MP\) of /).count()).toBe(0);
    expect(await panel.getByLabel(/^HQ kind of /).count()).toBe(0);
    // it asks whether the type is a Leader (the classic rules' own field), and the edit marks it so
    await panel.getByLabel(`${name} is a Leader`).check();
    const leader = async () => ((await env.api['map.get']({})).game.unitTypes[0] as { leader?: boolean }).leader;
    await expect.poll(leader).toBe(true);
    expect(errors).toEqual([]);
  });
});
