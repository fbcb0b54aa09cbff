import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { rollBreakout } from '../helpers/demo-in-browser.js';

/**
 * The referee's desk: three full turns of the OCS demo from the app alone —
 * supply phases, fuelling and combat supply, attrition, a breakout that comes back on the turn
 * record track — checked at the end against the campaign file.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('three turns of the OCS demo from the app', () => {
  it('runs every phase of three turns, with the supply work of each', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const clock = () => page.getByTestId('status-clock').textContent();
    const next = async (expected: string) => {
      await page.getByRole('button', { name: 'Next phase' }).click();
      // (the machine may be busy: a phase change is waited for longer than the usual poll)
      await expect.poll(clock, { timeout: 15_000 }).toContain(expected);
    };
    const applySupply = async () => {
      // entering a supply phase with Next phase opens the Supply tab already checked
      await expect.poll(() => page.getByTestId('supply-counts').count()).toBe(1);
      await page.getByTestId('supply-apply').click();
      await expect
        .poll(async () => (await env.api['campaign.summary']({}))?.undo)
        .toMatch(/^apply the \w+ supply check$/);
    };
    const goto = async (hex: string) => {
      await page.getByTestId('goto').fill(hex);
      await page.getByTestId('goto').press('Enter');
      await page.getByRole('button', { name: 'Hex', exact: true }).click();
    };
    // the OCS sequence of play: each player turn's phases, with the work of some of them
    const BEFORE_SUPPLY = [
      'Aircraft Refit Phase',
      'Reinforcement Phase',
      'Movement Phase: Breakout Segment',
      'Movement Phase: Movement Segment',
      'Movement Phase: Air/Naval Barrage Segment',
      'Supply Phase',
    ];
    const AFTER_SUPPLY = ['Reaction Phase', 'Combat Phase', 'Exploitation Phase', 'Clean Up Phase'];
    const playerTurn = async (side: string, work: Record<string, () => Promise<void>> = {}) => {
      for (const phase of BEFORE_SUPPLY) {
        await next(`${side} ${phase}`);
        await work[phase]?.();
      }
      await applySupply();
      await work['Supply Phase after']?.();
      for (const phase of AFTER_SUPPLY) await next(`${side} ${phase}`);
    };

    // ---- Turn 1 (the demo opens in the Axis Supply Phase)
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await page.getByTestId('supply-apply').click();
    await next('Axis Reaction Phase');
    await next('Axis Combat Phase');
    await next('Axis Exploitation Phase');
    // fuel for 15 Pz Rgt (Track MP), then its move by typing the hex
    await goto('2210');
    await page.getByTestId('choose-unit').first().check();
    await page.getByTestId('fuel-propose').click();
    await page.getByTestId('fuel-pay').click();
    await page.getByRole('button', { name: 'Move to…' }).first().click();
    await page.getByPlaceholder('hex id').fill('2211');
    await page.getByPlaceholder('hex id').press('Enter');
    await expect
      .poll(async () => (await env.api['hex.inspect']({ hex: '2211' })).units.some((u) => u.id === 'ax-11pz-15'))
      .toBe(true);
    // its attack in the Exploitation Phase's combat segment, with combat supply
    await goto('2211');
    await page.getByTestId('choose-unit').first().check();
    await page.getByTestId('attack-supply').click();
    await expect.poll(async () => (await env.api['campaign.summary']({}))?.undo).toBe('attack supply at 2211');
    await next('Axis Clean Up Phase');
    await playerTurn('Soviet', {
      // the cut-off division: attrition with typed dice, losses chosen
      'Supply Phase after': async () => {
        const cut = page.getByTestId('attrition-hex').filter({ hasText: '1228' });
        await cut.getByPlaceholder('3 5').fill('6 6');
        await cut.getByRole('button', { name: 'Enter' }).click();
        await cut.getByRole('spinbutton').fill('2');
        await cut.getByRole('button', { name: 'Take losses' }).click();
        await expect.poll(() => cut.textContent()).toContain('Attrition done this phase');
      },
    });

    // ---- Turn 2: in the Soviet Breakout Segment, 148 Rifle Div (without trace since turn 1, 4 hexes
    // from a supplied unit) breaks out: 5, back in 1 turn
    await playerTurn('Axis');
    await playerTurn('Soviet', {
      'Movement Phase: Breakout Segment': async () => {
        await rollBreakout(page, '148 Rifle Div (2706)', '5 1');
        await expect.poll(() => page.getByTestId('track').textContent()).toContain('Turn 3: 148 Rifle Div');
      },
    });

    // ---- Turn 3: the division is due back; the Soviet referee places it in the Reinforcement Phase
    await playerTurn('Axis');
    await playerTurn('Soviet', {
      'Reinforcement Phase': async () => {
        await page.getByTestId('tab-supply').click();
        const back = page.getByTestId('track').locator('li').filter({ hasText: '148 Rifle Div' });
        await back.getByPlaceholder('hex id').fill('3316');
        await back.getByRole('button', { name: 'Place' }).click();
        await expect
          .poll(async () => (await env.api['hex.inspect']({ hex: '3316' })).units.map((u) => u.name))
          .toContain('148 Rifle Div');
      },
    });
    await next('Turn 4 (Aug II 42), Axis Aircraft Refit Phase');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-three-turns.png' });
    await page.getByTestId('tab-turns').click();
    await expect.poll(() => page.locator('.phases li.current').textContent()).toBe('Axis: Aircraft Refit Phase');
    await page.screenshot({ path: 'test-results/e2e-turn-track.png' });

    // the campaign file tells the same story
    const ledger = await env.api['ledger.list']({ side: 'axis' });
    const reasons = new Set(ledger.lines.map((l) => l.reason));
    for (const r of ['eating', 'fuel', 'combat']) expect(reasons).toContain(r);
    const log = await env.api['log.list']({});
    const said = log.flatMap((e) => e.events.map((x) => x.text)).join('\n');
    expect(said).toContain('attrition at 1228: 6+6 (entered)');
    expect(said).toContain('breakout of 148 Rifle Div at 2706: 5 = 5 → returns on turn 3');
    expect(said).toContain('148 Rifle Div returns at 3316');
    expect(log.filter((e) => e.command.startsWith('apply the')).length).toBe(6);
    const unit = (await env.api['hex.inspect']({ hex: '3316' })).units.find((u) => u.name === '148 Rifle Div')!;
    expect(unit.outOfSupplySince).toBeNull();
    expect(errors).toEqual([]);
  }, 240_000);
});
