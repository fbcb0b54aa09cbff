import type { Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';

/**
 * The referee drags the Panzer corps HQ and, before letting go, is told what the move would do to
 * supply; Esc puts the counter back with nothing logged.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

/**
 * Shift-drags the Panzer corps HQ (in 1912, at the view's centre once Go to hex shows it) well away
 * from its units, and holds it there: the hex it hovers, once the drag banner names it.
 */
async function holdHqAway(page: Page): Promise<string> {
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.keyboard.down('Shift');
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  // well away from its units: the regiments it threw to must find supply elsewhere
  await page.mouse.move(centre.x - 200, centre.y - 120, { steps: 10 });
  // the banner names the hovered hex in the frame that draws it: two frames after the last move
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const banner = page.getByTestId('drag-banner');
  await expect.poll(() => banner.textContent()).toContain('Moving XLVIII Pz Corps HQ to');
  return /to (\d{4})/.exec((await banner.textContent()) ?? '')![1]!;
}

describe('what if I move this? while the counter is in the hand', () => {
  it('shows the verdicts a hovered hex would change, marks them as the real move then changes them, and Esc leaves the campaign as it was', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await canvas.waitFor();
    const commands = (await env.api['campaign.summary']({}))!.commands;
    const sides = ['axis', 'soviet'];
    const before = await Promise.all(sides.map((side) => env.api['supply.preview']({ side })));
    await page.getByTestId('goto').fill('1912');
    await page.getByTestId('goto').press('Enter');
    // the questions the page sends while the counter crosses hexes: one out at a time, so none of
    // the hexes crossed waits in main ahead of the hex the pointer stops on
    const asked = { out: 0, most: 0, hexes: [] as string[] };
    const isWhatIf = (r: Request) => r.url().endsWith('/api/supply.whatif');
    const sent = (r: Request) => {
      if (!isWhatIf(r)) return;
      asked.most = Math.max(asked.most, ++asked.out);
      asked.hexes.push((r.postDataJSON() as { moves: Array<{ hex: string }> }).moves.at(-1)!.hex);
    };
    const back = (r: Request) => void (isWhatIf(r) && asked.out--);
    const answered = (r: Response) => back(r.request());
    page.on('request', sent);
    page.on('response', answered);
    page.on('requestfailed', back);
    // answers as slow as a monster map's: the pointer crosses several hexes while one is worked out
    await page.route('**/api/supply.whatif', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      // (one asked ahead of the pointer may still be on its way when the route is taken off)
      await route.continue().catch(() => undefined);
    });
    const hovered = await holdHqAway(page);
    const banner = page.getByTestId('drag-banner');
    await expect
      .poll(() => page.getByTestId('what-if').textContent(), { timeout: 10_000 })
      .toMatch(/If moved here: XLVIII Pz Corps HQ [^.]+\. Axis: \d+ verdicts? changes?/);
    await page.unroute('**/api/supply.whatif');
    page.off('request', sent);
    page.off('response', answered);
    page.off('requestfailed', back);
    expect(asked.most).toBe(1);
    // (the hexes the pointer was heading for may have been asked about after it, ahead)
    expect(asked.hexes).toContain(hovered);
    // the banner says what the service answers for that hex
    const expected = await env.api['supply.whatif']({ moves: [{ unit: 'ax-hq-48pz', hex: hovered }] });
    const text = (await page.getByTestId('what-if').textContent()) ?? '';
    expect(text).toContain(`Axis: ${expected.counts.axis!.changed} verdict`);
    await page.screenshot({ path: 'test-results/e2e-what-if.png' });
    const layer = page.getByTestId('drag-layer');
    expect(await layer.getAttribute('data-whatif-to')).toBe(hovered);
    const marks = ((await layer.getAttribute('data-whatif-marks')) ?? '').split(' ');
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(() => banner.count()).toBe(0);
    expect((await env.api['campaign.summary']({}))!.commands).toBe(commands);
    expect((await env.api['hex.inspect']({ hex: '1912' })).units.map((u) => u.id)).toContain('ax-hq-48pz');

    // the marks are the verdicts the real move changes: made, then every side checked again
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-hq-48pz', hex: hovered } });
    const after = await Promise.all(sides.map((side) => env.api['supply.preview']({ side })));
    const changedHexes = new Set<string>();
    sides.forEach((_, k) => {
      const was = new Map(before[k]!.units.map((u) => [u.id, u]));
      for (const u of after[k]!.units) {
        const then = was.get(u.id)!;
        if (u.id === 'ax-hq-48pz' || then.status !== u.status || then.via !== u.via) changedHexes.add(u.hex);
      }
    });
    expect(changedHexes.size).toBeGreaterThan(1);
    expect(new Set(marks)).toEqual(changedHexes);
    // and the banner said the HQ's own supply there, in the ruleset's words, as the real move has it
    const hq = after[0]!.units.find((u) => u.id === 'ax-hq-48pz')!;
    const ruleset = rulesetInfo((await env.api['campaign.summary']({}))!.ruleset);
    expect(text).toContain(`XLVIII Pz Corps HQ ${ruleset.statusWords.find((w) => w.id === hq.status)!.label}.`);
    await env.api['history.undo']({});
    expect(errors).toEqual([]);
  });
});

describe('a plan of moves: stacked, seen together, then applied or discarded', () => {
  it('sets a dropped counter down in the plan, says its combined effect, discards it untouched, and applies it as moves', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await canvas.waitFor();
    const commands = (await env.api['campaign.summary']({}))!.commands;
    await page.getByTestId('plan-moves').click();
    await expect.poll(() => page.getByTestId('plan-panel').textContent()).toContain('Plan: 0 moves');
    await page.getByTestId('goto').fill('1912');
    await page.getByTestId('goto').press('Enter');
    // dropped in Plan moves: set down in the plan, not moved
    const drag = async () => {
      const hex = await holdHqAway(page);
      await page.mouse.up();
      await page.keyboard.up('Shift');
      return hex;
    };
    const hex = await drag();
    const panel = page.getByTestId('plan-panel');
    await expect.poll(() => panel.textContent()).toContain(`XLVIII Pz Corps HQ to ${hex}`);
    // nothing made: the HQ stands where it stood, and the log has no new command
    expect((await env.api['campaign.summary']({}))!.commands).toBe(commands);
    expect((await env.api['hex.inspect']({ hex: '1912' })).units.map((u) => u.id)).toContain('ax-hq-48pz');
    // the plan's effect is what the service answers for the same moves
    const expected = await env.api['supply.whatif']({ moves: [{ unit: 'ax-hq-48pz', hex }] });
    await expect
      .poll(() => page.getByTestId('plan-effect').textContent(), { timeout: 10_000 })
      .toContain(`Axis: ${expected.counts.axis!.changed} verdict`);
    await page.getByTestId('plan-discard').click();
    await expect.poll(() => panel.textContent()).toContain('Plan: 0 moves');
    expect((await env.api['campaign.summary']({}))!.commands).toBe(commands);

    // planned again and applied: one move command, the HQ where it was planned, the plan closed
    const again = await drag();
    await expect.poll(() => panel.textContent()).toContain(`to ${again}`);
    await page.getByTestId('plan-apply').click();
    await expect.poll(async () => (await env.api['campaign.summary']({}))!.commands).toBe(commands + 1);
    expect((await env.api['hex.inspect']({ hex: again })).units.map((u) => u.id)).toContain('ax-hq-48pz');
    await expect.poll(() => panel.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
