import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** Roll all attrition and Roll all breakouts write each roll to the log as its own entry. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('rolling all attrition and all breakouts', () => {
  it('logs one entry per roll, and Undo takes back one roll', async () => {
    const { page } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    // on to the Soviet Supply Phase (OCS sequence of play: the Axis Supply Phase left unapplied, said so)
    for (let k = 0; k < 20; k++) {
      const { clock } = (await env.api['campaign.summary']({}))!;
      if (clock.side === 'soviet' && clock.phase === 'supply') break;
      await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
    }
    await page.reload();
    await page.getByTestId('tab-supply').click();
    await expect
      .poll(() => page.getByTestId('status-clock').textContent())
      .toBe('Turn 1 (Jul I 42), Soviet Supply Phase');
    await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-counts').textContent()).toContain('5 out of supply');
    await page.getByTestId('supply-apply').click();
    await expect.poll(() => page.getByTestId('attrition-hex').count()).toBe(5);

    const entries = async (kind: 'attrition' | 'breakout') =>
      (await env.api['log.list']({})).filter((e) => e.status === 'done' && e.events.some((x) => x.kind === kind));
    const before = (await env.api['log.list']({})).length;
    await page.getByTestId('attrition-roll-all').click();
    // five commands one after another, each saved before the next: more than a second on a busy machine
    await expect.poll(async () => (await entries('attrition')).length, { timeout: 10_000 }).toBe(5);
    // five commands, each with its own roll and hex
    const rolls = await entries('attrition');
    expect((await env.api['log.list']({})).length).toBe(before + 5);
    expect(new Set(rolls.map((e) => e.events[0]!.hexes[0])).size).toBe(5);
    for (const e of rolls) expect(e.events).toHaveLength(1);
    await expect.poll(() => page.getByTestId('roll-all-note').textContent()).toContain('5 attrition rolls');

    // Undo takes back the last roll only
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(async () => (await entries('attrition')).length).toBe(4);
    await expect.poll(() => page.getByTestId('attrition-roll-all').textContent()).toBe('Roll all attrition (1)');

    // breakout is rolled in the Breakout Segment (OCS 12.8e), where the engine takes it: closed until then
    const rollBreakouts = page.getByTestId('breakout-roll-all');
    await expect.poll(() => rollBreakouts.isDisabled()).toBe(true);
    expect(await rollBreakouts.getAttribute('title')).toBe('Rolled in the Soviet Movement Phase: Breakout Segment');
    for (let k = 0; k < 20; k++) {
      const { clock } = (await env.api['campaign.summary']({}))!;
      if (clock.side === 'soviet' && clock.phase === 'breakout') break;
      await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
    }
    await page.reload();
    await page.getByTestId('tab-supply').click();
    await expect
      .poll(() => page.getByTestId('status-clock').textContent())
      .toBe('Turn 2 (Jul II 42), Soviet Movement Phase: Breakout Segment');
    await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
    const oos = (await env.api['state.get']({})).units.filter(
      (u) => u.side === 'soviet' && u.outOfSupplySince !== null,
    );
    await expect.poll(() => rollBreakouts.isEnabled()).toBe(true);
    await rollBreakouts.click();
    await expect.poll(() => page.getByTestId('roll-all-note').textContent()).toContain('breakout roll');
    const broke = await entries('breakout');
    const note = (await page.getByTestId('roll-all-note').textContent())!;
    const rolled = Number(/(\d+) breakout roll/.exec(note)![1]);
    expect(broke).toHaveLength(rolled);
    for (const e of broke) expect(e.events).toHaveLength(1);
    // every Out of Supply unit was either rolled for (its own entry) or named as not rolled; in the segment some roll
    const named = oos.filter((u) => note.includes(u.name)).length;
    expect(rolled + named).toBe(oos.length);
    expect(rolled).toBeGreaterThan(0);
  });
});
