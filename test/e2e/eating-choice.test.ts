import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { ocsScenario } from '../helpers/ocs-scenario.js';

/**
 * OCS 12.6c: "up to 2 RE (within draw or throw range of the dump) can be fed" — in the Supply tab
 * the referee sends a unit to another dump in its reach than the one proposed, and Apply pays there.
 */
const line = (n: number) => Array.from({ length: n }, () => '.');
const dump = (id: string, hex: string, amount: number) => ({ id, side: 'a', hex, amount, captured: false });

let app: AppInBrowser;
beforeAll(async () => {
  // no supply source: 'u' is nearest the dump at 0101 (1 MP), the one at 0107 is 4 MP away; 'far' reaches only 0107
  const s = ocsScenario(
    line(14),
    [
      { id: 'u', name: 'II/12 Infantry', hex: '0103', re: 2 },
      { id: 'far', name: 'Far Regiment', hex: '0112', re: 1 },
    ],
    {},
    [dump('near', '0101', 4), dump('other', '0107', 4)],
  );
  mkdirSync('test-results', { recursive: true });
  const json = join('test-results', 'eating-choice.campaign.json');
  writeFileSync(
    json,
    JSON.stringify({
      format: CAMPAIGN_FORMAT,
      formatVersion: CAMPAIGN_FORMAT_VERSION,
      name: 'Eating choice',
      game: s.game,
      setup: s.state,
      log: [],
    }),
  );
  app = await startAppInBrowser(json);
});
afterAll(async () => {
  await app?.close();
});

describe('feeding a unit from another dump in its reach', () => {
  it('lists the dumps in the unit’s reach by name, and Apply pays from the one picked', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    const choices = page.getByTestId('eating-choices');
    await expect.poll(() => choices.count()).toBe(1);
    // the proposal names dumps by where they are, never by their ids
    const hint = await page.getByTestId('supply-panel').textContent();
    expect(hint).toContain('from the dump at 0101');
    expect(hint).not.toMatch(/\bnear\b|\bother\b/);
    await choices.locator('summary').click();
    const row = page.getByTestId('eating-unit').filter({ hasText: 'II/12 Infantry' });
    await row.getByTestId('eat-other').click();
    const select = row.getByTestId('eat-from');
    await expect.poll(() => select.count()).toBe(1);
    const labels = await select.locator('option').allTextContents();
    expect(labels[0]).toBe('the dump at 0101 (as proposed)');
    // the other dump in its own draw range, with what it holds and how far
    expect(labels.slice(1)).toEqual([expect.stringMatching(/^the dump at 0107: 1 SP \(drawn, 3 MP\)$/)]);
    await select.selectOption('other');

    await page.getByTestId('supply-apply').click();
    await expect.poll(async () => (await env.api['campaign.summary']({}))?.undo).toBe('apply the Axis supply check');
    // both units eat at 0107 (3 RE, 2T); the dump at 0101 is untouched
    const amounts = Object.fromEntries((await env.api['state.get']({})).dumps.map((d) => [d.id, d.amount]));
    expect(amounts).toEqual({ near: 4, other: 2 });
    expect(errors).toEqual([]);
  });

  it('without a pick, Apply feeds each unit as proposed', async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(async () => (await env.api['campaign.summary']({}))?.undo ?? null).toBe(null);
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-apply').isEnabled()).toBe(true);
    await page.getByTestId('supply-apply').click();
    await expect.poll(async () => (await env.api['campaign.summary']({}))?.undo).toBe('apply the Axis supply check');
    const amounts = Object.fromEntries((await env.api['state.get']({})).dumps.map((d) => [d.id, d.amount]));
    // 'u' eats 1T at 0101, 'far' 1T at 0107
    expect(amounts).toEqual({ near: 3, other: 3 });
    expect(errors).toEqual([]);
  });
});
