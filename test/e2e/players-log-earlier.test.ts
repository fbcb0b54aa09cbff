import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../src-main/paths.js';
import { launchBrowser } from '../helpers/browser.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * A player's page holds the latest 300 commands of its side's log; after a long evening the
 * player asks for the earlier ones with "Earlier entries…". The page fetches them from the player
 * server (GET /log) and shows them above the rest, and no entry of the other side comes with them.
 */
const env = tempService();
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
afterAll(async () => {
  await browser?.close();
  await env.api['players.stop']({});
  env.cleanup();
});

describe("a player's log pages back past the latest 300 commands", () => {
  it('shows its side’s earlier entries on asking, and none of the other side’s', async () => {
    if (!existsSync(rendererDir())) throw new Error('dist-renderer is missing: run `npm run build` first');
    const { file, secrets } = fogCampaign(env.dir);
    const api = env.api;
    await api['campaign.import']({ jsonFile: file, file: join(env.dir, 'fog.qmc') });
    // the Axis player's own move first, then a Soviet loss the Axis may not know of, then a long evening
    await api['command.execute']({ command: { type: 'unit.move', unit: secrets.axis[0]!, hex: '2012' } });
    await api['command.execute']({ command: { type: 'unit.setSteps', unit: secrets.soviet[0]!, steps: 0 } });
    for (let k = 0; k < 320; k++)
      await api['command.execute']({ command: { type: 'campaign.setDice', dice: k % 2 ? 'app' : 'referee' } });

    const status = await api['players.start']({ host: '127.0.0.1' });
    const link = status.links.find((l) => l.side === 'axis')!.url!;
    browser = await launchBrowser();
    const { page, errors } = browser;
    const received: string[] = [];
    const missing: string[] = [];
    page.on('response', async (r) => {
      if (r.status() === 404) missing.push(new URL(r.url()).pathname);
      if (new URL(r.url()).pathname === '/log') received.push(await r.text());
    });
    await page.goto(link);
    await page.waitForFunction(() => Number(document.body.dataset.views ?? 0) >= 1, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Log' }).click();

    const entries = page.locator('.log > li');
    // the view holds the latest 300 commands: the move at the start of the evening is not among them
    await expect.poll(() => entries.count()).toBe(300);
    expect(await page.locator('.log').textContent()).not.toContain('2012');

    await page.getByTestId('log-earlier').click();
    // the move and the 20 settings before the view's log; the Soviet loss left out
    await expect.poll(() => entries.count()).toBe(321);
    expect(await entries.first().textContent()).toContain('2012');
    // the start of the log reached: nothing earlier to ask for
    await expect.poll(() => page.getByTestId('log-earlier').count()).toBe(0);

    // the Soviet loss as the referee's log tells it, and the Soviet sentinels: neither sent nor shown
    const loss = (await api['log.list']({})).find((e) => e.seq === 2)!;
    const lossWords = [loss.command, ...loss.events.map((e) => e.text)].filter((t) => t.length > 8);
    expect(lossWords.length).toBeGreaterThan(0);
    const shown = (await page.locator('.player').textContent()) ?? '';
    expect(received).toHaveLength(1);
    for (const s of [...secrets.soviet, ...lossWords]) {
      expect(received[0], `the Axis player received "${s}"`).not.toContain(s);
      expect(shown, `the Axis page shows "${s}"`).not.toContain(s);
    }
    // what the page did receive: its own move, which the search above would find were it the other side's
    const move = (await api['log.list']({})).find((e) => e.seq === 1)!;
    expect(received[0]).toContain(move.command);
    expect(shown).toContain(move.command);
    // a browser asks for /favicon.ico by itself: the player server has none
    expect(missing.filter((p) => p !== '/favicon.ico')).toEqual([]);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  }, 120_000);
});
