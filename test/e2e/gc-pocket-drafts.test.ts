import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../shared/rules/registered-commands.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * GC 16.G.3: what the referee types in the isolation panel survives the check that redraws it. The
 * elimination rolls shrink the pocket to one hex; the check after them used to draw the pocket's row
 * anew, the replacement points field with it, and what was typed after it landed was lost.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser('assets/demo/gc-demo.campaign.json');
});
afterAll(async () => {
  await app?.close();
});

describe('a draft in the isolation panel', () => {
  it('keeps the replacement points being typed while the panel is checked again, and Set takes them', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    // the Soviet judgement made, a pool formed for the Uman pocket (0614, 0514, 0615); the referee rolls
    const setup: Command[] = [
      { type: 'campaign.setDice', dice: 'referee' },
      { type: 'supply.apply', side: 'axis', starve: [] },
      ...Array.from({ length: 4 }, (): Command => ({ type: 'clock.advance' })),
      { type: 'supply.apply', side: 'soviet', starve: [] },
      { type: 'pocket.pool', side: 'soviet', hex: '0614' },
    ];
    for (const command of setup) await env.api['command.execute']({ command });
    await page.goto(bridge.url);
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('elimination-roller').count()).toBe(3);

    // 99 Rifle Div survives in 0614; the other two are eliminated into the pool, the pocket shrinks to 0614
    await page.getByLabel('Die for 99 Rifle Div').fill('1');
    await page.getByLabel('Die for 139 Rifle Div').fill('6');
    await page.getByLabel('Die for 44 Mtn Rifle Div').fill('6');
    // the check after the rolls is held until the referee has begun typing
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let held = false;
    await page.route('**/api/supply.check', async (route) => {
      held = true;
      await gate;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enter the dice' }).click();
    await expect.poll(() => held).toBe(true);
    const rp = page.getByLabel('Replacement points in pool A');
    await rp.click();
    await page.keyboard.type('1');
    open();
    await expect
      .poll(async () => (await page.getByTestId('pocket').textContent())?.replace(/\s+/g, ' '))
      .toContain('Pocket A 0614 — 99 Rifle Div');
    await page.unroute('**/api/supply.check');
    // the caret is still in the field: the rest of the number goes on it
    await page.keyboard.type('2');
    await expect.poll(() => rp.inputValue()).toBe('12');

    await page.getByTestId('pocket').getByRole('button', { name: 'Set', exact: true }).click();
    await expect.poll(() => env.service.current().state.rules.gc.pools[0]!.rp).toBe(12);
    // its own command worked: the draft is cleared, the field shows what the pool holds
    await expect.poll(() => rp.inputValue()).toBe('');
    expect(await rp.getAttribute('placeholder')).toBe('12');
    expect(errors).toEqual([]);
  });
});
