import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { rollBreakout } from '../helpers/demo-in-browser.js';

/** A referee runs the demo's Supply Phases from the app: verdicts on the map, eating, Out of Supply, attrition. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('the Supply Phase in the browser', () => {
  it('checks, applies, marks Out of Supply and rolls attrition with typed-in dice', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe('0 out of supply4 eats off the map14 in supply1 needs none');
    await expect.poll(() => page.getByTestId('legend').isVisible()).toBe(true);

    // a unit that eats: its failed trace is drawn on the map and explained
    // (its own row: other rows name the HQ too, as the one that throws to them)
    const eater = page
      .getByTestId('supply-verdict')
      .filter({ has: page.locator('strong', { hasText: /^VII Corps HQ$/ }) });
    await expect.poll(() => eater.textContent()).toContain('needs 7 1/2 MP, the throw range is 4 MP');
    await eater.getByRole('button', { name: '1823' }).click();
    await expect.poll(() => page.getByTestId('inspector-hex').count()).toBe(0); // still on the Supply tab
    await page.getByTestId('supply-apply').click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '1723' })).dumps[0]?.amountText).toBe('2 SP');

    // Next phase, one step at a time: each click waits for the clock to move on
    const clock = () => page.getByTestId('status-clock').textContent();
    const next = async (times = 1) => {
      for (let k = 0; k < times; k++) {
        const before = await clock();
        await page.getByRole('button', { name: 'Next phase' }).click();
        // (the machine may be busy: a phase change is waited for longer than the usual poll)
        await expect.poll(clock, { timeout: 15_000 }).not.toBe(before);
      }
    };
    // on to the Soviet Supply Phase, the OCS sequence of play: the Axis Reaction, Combat, Exploitation
    // and Clean Up Phases, then the Soviet Aircraft Refit, Reinforcement, three Movement segments, Supply
    await next(10);
    await expect.poll(clock).toBe('Turn 1 (Jul I 42), Soviet Supply Phase');
    await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
    await page.getByTestId('supply-check').click();
    await expect
      .poll(() => page.getByTestId('supply-counts').textContent())
      .toBe('5 out of supply0 eats off the map12 in supply1 needs none');
    await page.getByTestId('supply-apply').click();
    await expect.poll(() => page.getByTestId('attrition-hex').count()).toBe(5);

    // attrition for the cut-off division at 1228, dice typed in: 6 + 6 on the AR 2 column = 2 steps
    const cut = page.getByTestId('attrition-hex').filter({ hasText: '1228' });
    await cut.getByPlaceholder('3 5').fill('6 6');
    await cut.getByRole('button', { name: 'Enter' }).click();
    await expect.poll(() => cut.textContent()).toContain('Lose 2 steps');
    await cut.getByRole('spinbutton').fill('2');
    await cut.getByRole('button', { name: 'Take losses' }).click();
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '1228' })).units[0]?.steps).toBe(1);
    await expect.poll(() => cut.textContent()).toContain('Attrition done this phase: 2 steps lost');
    await page.getByRole('button', { name: '1228' }).first().click();

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-supply-phase.png' });

    // breakout waits for the Breakout Segment at the start of the next Soviet Movement Phase (OCS 12.8e)
    await expect
      .poll(() => page.getByTestId('breakout-when').textContent())
      .toContain('Rolled in the Soviet Movement Phase: Breakout Segment');
    await next(4 + 6);
    await expect.poll(clock).toBe('Turn 2 (Jul II 42), Axis Supply Phase');
    // Next phase never slips past a Supply Phase not applied: it asks; No stays, Yes goes on
    const asked: string[] = [];
    page.once('dialog', (d) => (asked.push(d.message()), void d.dismiss()));
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('The Axis Supply Phase has not been applied');
    await expect.poll(clock).toBe('Turn 2 (Jul II 42), Axis Supply Phase');
    page.once('dialog', (d) => void d.accept());
    await next();
    await expect.poll(clock).toBe('Turn 2 (Jul II 42), Axis Reaction Phase (the non-phasing player)');
    await next(3 + 3);
    await expect.poll(clock).toBe('Turn 2 (Jul II 42), Soviet Movement Phase: Breakout Segment');

    // breakout in the segment, trace checked again now: 148 Rifle Div has been without trace since turn 1,
    // so conditions A and B apply and there is no +1 (it is 4 hexes from a supplied unit); 5 returns in 3 turns
    await rollBreakout(page, '148 Rifle Div (2706)', '5 3');
    await expect
      .poll(() => page.getByTestId('track').textContent())
      .toContain('Turn 5: 148 Rifle Div — back from breakout at 2706 (turn 2)');

    // the Turn Record Track shows it due back on turn 5, and the current phase
    await page.getByTestId('tab-turns').click();
    await expect.poll(() => page.getByTestId('track-turn').nth(4).textContent()).toContain('148 Rifle Div');
    await expect
      .poll(() => page.locator('.phases li.current').textContent())
      .toBe('Soviet: Movement Phase: Breakout Segment');

    // the Attrition & Isolation log has the rolls with their dice; a past point can be viewed
    await page.getByTestId('tab-log').click();
    const log = page.getByTestId('log-panel');
    await expect
      .poll(() => log.textContent())
      .toContain('attrition at 1228: 6+6 (entered) on the AR 2 column, 3 steps out of supply → 2 steps lost');
    await expect
      .poll(() => log.textContent())
      .toContain('breakout of 148 Rifle Div at 2706: 5 = 5 → returns on turn 5');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('all');
    await page.getByTestId('log-entry').last().getByRole('button', { name: 'view' }).click();
    await expect.poll(() => page.getByTestId('history-banner').textContent()).toContain('after command #1');
    await page.screenshot({ path: 'test-results/e2e-log-history.png' });
    await page.getByRole('button', { name: 'Back to now' }).click();
    await expect.poll(() => page.getByTestId('history-banner').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
