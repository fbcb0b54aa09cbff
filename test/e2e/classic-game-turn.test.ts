import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** The classic demo: a full game-turn of supply determinations from the app (CL Supply). */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser('assets/demo/classic-demo.campaign.json');
});
afterAll(async () => {
  await app?.close();
});

describe('the classic ruleset in the browser', () => {
  it('judges supply at each Movement Phase and at the instant of combat, for both sides, through a whole game-turn', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const clock = () => page.getByTestId('status-clock').textContent();
    const next = () => page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(clock).toBe('Turn 1 (Jul 10, 1941), German Movement Phase');

    // German Movement Phase: the road trace; the division cut off east of the front is out of supply
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe('1 out of supply10 in supply0 entering0 needs none');
    await expect.poll(() => page.getByTestId('supply-verdict').first().textContent()).toContain('129 Infantry Div');
    await page.getByTestId('supply-apply').click();
    await expect
      .poll(async () => (await env.api['hex.inspect']({ hex: '1913' })).units[0]?.effects[0])
      .toBe('combat strength 9-9 → 4-4, movement allowance 7 → 3 (halved, fractions dropped, never below 1)');
    // judged for the phase: it holds until the next Movement Phase, so Apply is closed and says why
    await expect.poll(() => page.getByTestId('supply-apply').isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByTestId('supply-applied').textContent())
      .toContain('The German supply determination has been applied in this phase');

    // German Combat Phase: supply at the instant of combat, for the units in it
    await next();
    await expect.poll(clock).toBe('Turn 1 (Jul 10, 1941), German Combat Phase');
    await page.getByTestId('supply-check').click();
    await page.getByTestId('supply-verdict').filter({ hasText: '20 Infantry Div' }).getByTestId('combatant').check();
    await page.getByTestId('supply-apply').click();

    // the Germans' second Movement Phase judges again, as Next phase enters it: Apply is closed; then the Soviet player-turn
    await next();
    await expect.poll(clock).toBe('Turn 1 (Jul 10, 1941), German Second Movement Phase');
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-counts').count()).toBe(1);
    await expect.poll(() => page.getByTestId('supply-apply').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('supply-apply-why').textContent()).toContain('applied in this phase');
    await next();
    await expect.poll(clock).toBe('Turn 1 (Jul 10, 1941), Soviet Movement Phase');
    await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe('4 out of supply12 in supply0 entering0 needs none');
    const lukin = page.getByTestId('supply-verdict').filter({ hasText: '127 Rifle Div' });
    await expect
      .poll(() => lukin.textContent())
      .toContain(
        'the nearest Leader in supply, Lukin (16 Army), is 4 hexes away and his rating is 3 (CL Soviet supply, case 2)',
      );
    await expect.poll(() => page.getByTestId('supply-apply').isDisabled()).toBe(true);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-classic-supply.png' });
    await next();
    await page.getByTestId('supply-check').click();
    await page.getByTestId('supply-verdict').filter({ hasText: '144 Rifle Div' }).getByTestId('combatant').check();
    await page.getByTestId('supply-apply').click();
    await next();
    await expect.poll(clock).toBe('Turn 2 (Jul 13, 1941), German Movement Phase');

    // every determination the referee applied is in the log, the combat ones "at the instant of combat"
    // (the later Movement Phases were judged by Next phase, as it entered them)
    const log = (await env.api['log.list']({})).filter((e) => e.command.includes('supply'));
    expect(log.map((e) => `${e.clock.side} ${e.clock.phase}`)).toEqual([
      'german movement',
      'german combat',
      'soviet combat',
    ]);
    const state = env.service.current().state;
    expect(
      state.units
        .filter((u) => u.outOfSupplySince !== undefined)
        .map((u) => u.id)
        .sort(),
    ).toEqual(['de-129', 'su-127', 'su-158', 'su-229', 'su-250']);
    expect(errors).toEqual([]);
  });
});
