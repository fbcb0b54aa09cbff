import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';

/**
 * The referee shares the open campaign from the File menu through a real nats-server: the status
 * bar says "shared"; with the server gone a command waits, "not shared — 1 pending"; once the
 * server is back the command is acknowledged and the bar says "shared" again.
 */
let app: AppInBrowser;
let nats: TestNats;
beforeAll(async () => {
  nats = await startNats();
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.env.api['relay.leave']({});
  await app?.close();
  await nats?.stop();
});

describe('File > Share… through the club’s server', () => {
  it('says whether the campaign is shared, keeps a command pending while the server is down, and flushes it when back', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    const settings = join(env.dir, 'referee-1.json');
    writeFileSync(settings, JSON.stringify({ url: nats.url, campaign: 'test', ...nats.club.referees[0]! }));
    await page.goto(bridge.url);
    await expect.poll(() => page.getByTestId('status-commands').textContent()).toMatch(/commands/);
    await expect.poll(() => page.getByTestId('status-relay').count()).toBe(0);

    // a settings file that is not one: said, and nothing shared
    await page.getByTestId('file-menu').click();
    await page.getByTestId('file-share').click();
    await page.getByTestId('relay-settings').fill(join(env.dir, 'nowhere.json'));
    await page.getByTestId('relay-submit').click();
    await expect.poll(() => page.getByTestId('relay-error').textContent()).toContain('nowhere.json');
    expect(await page.getByTestId('status-relay').count()).toBe(0);

    await page.getByTestId('relay-settings').fill(settings);
    await page.getByTestId('relay-submit').click();
    const bar = page.getByTestId('status-relay');
    await expect.poll(() => bar.textContent(), { timeout: 20_000 }).toBe('shared');
    expect(await page.getByTestId('relay-dialog').count()).toBe(0);

    // a command while shared is acknowledged by the server and lands in the file
    const before = env.service.current().store.commandCount();
    await env.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'referee' } });
    expect(env.service.current().store.commandCount()).toBe(before + 1);

    // the server goes away: the bar says so, and a command waits unacknowledged
    await nats.kill();
    await expect.poll(() => bar.textContent(), { timeout: 20_000 }).toBe('not shared — 0 pending');
    let acknowledged = false;
    const waiting = env.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'app' } }).then((s) => {
      acknowledged = true;
      return s;
    });
    await expect.poll(() => bar.textContent(), { timeout: 20_000 }).toBe('not shared — 1 pending');
    expect(acknowledged).toBe(false);
    expect(env.service.current().store.commandCount()).toBe(before + 1);

    // back: the pending command is checked again, appended, written, and the bar says shared
    await nats.start();
    await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toBe('shared');
    const summary = await waiting;
    expect(summary.commands).toBe(before + 2);
    await expect.poll(() => page.getByTestId('status-commands').textContent()).toContain(`${before + 2} commands`);

    // Stop sharing: the bar no longer speaks of it
    await page.getByTestId('file-menu').click();
    await page.getByTestId('file-unshare').click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
