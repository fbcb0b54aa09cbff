import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { playFogTurn } from '../helpers/fog-turn.js';
import { recordingProxy } from '../helpers/recording-proxy.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { viewFor } from '../../shared/view/view-for.js';

/**
 * The referee's page and two players' pages on loopback through a turn: every byte each player's
 * browser receives is kept (a relay in front of the player server) and searched for the other
 * side's secrets (unit ids, formations, dump ids and amounts, each a unique sentinel).
 */
let app: AppInBrowser;
let dir: string;
let secrets: ReturnType<typeof fogCampaign>['secrets'];
const proxies: Array<Awaited<ReturnType<typeof recordingProxy>>> = [];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-fog-'));
  const made = fogCampaign(dir);
  secrets = made.secrets;
  app = await startAppInBrowser(made.file);
});
afterAll(async () => {
  await app?.env.api['players.stop']({});
  for (const p of proxies) await p.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('players follow their own side in their browsers', () => {
  it('shows each player its side through a turn, and no byte of the other side’s secrets reaches it', async () => {
    const { page: referee, context, errors } = app.browser;
    const { env, bridge } = app;
    await referee.goto(bridge.url);
    await referee.getByTestId('open-players').click();
    await referee.getByTestId('players-start').click();
    const urls = referee.getByTestId('player-link-url');
    await expect.poll(() => urls.count()).toBe(2);
    const link = async (side: string) =>
      referee.locator(`[data-testid="player-link"][data-side="${side}"] [data-testid="player-link-url"]`).inputValue();

    const pages: Record<string, Awaited<ReturnType<typeof context.newPage>>> = {};
    const wire: Record<string, () => string> = {};
    for (const side of ['axis', 'soviet']) {
      const url = new URL(await link(side));
      const proxy = await recordingProxy(Number(url.port));
      proxies.push(proxy);
      wire[side] = proxy.received;
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`${side} page: ${String(e)}`));
      await page.goto(`${proxy.origin}/${url.hash}`);
      pages[side] = page;
    }
    // a page paints in its animation frames, which a tab behind another does not get: the one read is brought in front
    const logHead = async (side: string) => {
      await pages[side]!.bringToFront();
      return pages[side]!.evaluate(() => Number(document.body.dataset.logHead ?? -1));
    };
    await expect.poll(() => logHead('axis')).toBe(0);
    await expect.poll(() => logHead('soviet')).toBe(0);
    const axisName = env.service.current().state.units.find((u) => u.side === 'axis')!.name;
    await expect.poll(() => pages.axis!.locator('aside').textContent()).toContain(axisName);

    // the turn: Axis supply, a move (its page shows it) and its undo, spending, the phases to the Soviet supply phase, attrition
    const last = await playFogTurn(env, () => expect.poll(() => logHead('axis')).toBe(2));
    await expect.poll(() => logHead('soviet'), { timeout: 15_000 }).toBe(last);

    // the players see their own side: the Soviet log has its attrition, the Axis page its dump change
    await pages.soviet!.bringToFront();
    await pages.soviet!.getByRole('button', { name: 'Log' }).click();
    await expect.poll(() => pages.soviet!.locator('.log').textContent()).toMatch(/attrition/i);
    await pages.axis!.bringToFront();
    await expect
      .poll(() => pages.axis!.locator('aside').textContent())
      .toContain(rulesetInfo('ocs').formatAmount(4 * 1_999_001));

    // the referee reveals by hand an enemy unit the Axis cannot see: the Axis page shows its counter
    const s = env.service.current();
    const seen = viewFor('axis', s.state, s.game);
    const hidden = s.state.units.find(
      (u) => u.side === 'soviet' && !u.box && !seen.enemies.some((e) => e.hex === u.hex),
    )!;
    const inSight = async () => {
      await pages.axis!.bringToFront();
      await pages.axis!.getByRole('button', { name: 'Units' }).click();
      return pages.axis!.locator('aside').textContent();
    };
    expect(await inSight()).toContain(`${seen.enemies.length} enemy units or markers in sight`);
    await referee.bringToFront();
    await referee.getByTestId('goto').fill(hidden.hex);
    await referee.getByTestId('goto').press('Enter');
    await referee.getByRole('button', { name: 'Hex', exact: true }).click();
    await referee
      .getByTestId('inspector-unit')
      .filter({ hasText: hidden.name })
      .getByTestId('unit-reveal')
      .selectOption('full');
    await expect.poll(inSight).toContain(`${seen.enemies.length + 1} enemy units or markers in sight`);
    expect(env.service.current().game.fog?.reveal).toEqual([{ unit: hidden.id, level: 'full' }]);

    const axisBytes = wire.axis!();
    const sovietBytes = wire.soviet!();
    for (const s of secrets.soviet) expect(axisBytes, `the Axis player received "${s}"`).not.toContain(s);
    for (const s of [...secrets.axis, String(4 * 1_999_001)])
      expect(sovietBytes, `the Soviet player received "${s}"`).not.toContain(s);
    // the relays did see each side's own secrets: the search above can fail
    expect(axisBytes).toContain(secrets.axis[0]);
    expect(sovietBytes).toContain(secrets.soviet[0]);
    expect(errors).toEqual([]);
  }, 120_000);
});
