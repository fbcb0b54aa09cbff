import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../src-main/paths.js';
import { exportPlayerPage } from '../../src-main/relay/player-page-export.js';
import { ViewPublisher } from '../../src-main/relay/view-publisher.js';
import { launchBrowser } from '../helpers/browser.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * The exported player's page opened from disk, as a player given the file (no web server): one
 * HTML file with everything inside it, reading the side's stream from a real nats-server over
 * WebSocket, showing the side's units, and receiving nothing of the other side.
 */
const env = tempService();
let nats: TestNats | undefined;
let publisher: ViewPublisher | undefined;
afterAll(async () => {
  await publisher?.close().catch(() => undefined);
  await nats?.stop();
  env.cleanup();
});

describe("a remote player's page opened from disk", () => {
  it('is one self-contained file that joins the side’s stream over WebSocket and shows its units', async () => {
    nats = await startNats();
    const { file, secrets } = fogCampaign(env.dir);
    await env.api['campaign.import']({ jsonFile: file, file: join(env.dir, 'fog.qmc') });
    publisher = await ViewPublisher.start(env.service, {
      url: nats.url,
      credentials: nats.club.referees[0]!,
      campaign: 'test',
    });
    const axisUser = nats.club.sides.find((s) => s.side === 'axis')!;
    const out = join(env.dir, 'player-page');
    const { page: html, links } = exportPlayerPage(rendererDir(), out, [
      { ...axisUser, wsUrl: nats.wsUrl, campaign: 'test', side: 'axis' },
    ]);
    // the page and its link, nothing it would have to fetch
    expect(readdirSync(out).sort()).toEqual(['link-axis.txt', 'player.html']);
    const markup = readFileSync(html, 'utf8').replace(/<script>[^]*<\/script>/, '<script></script>');
    expect(markup.match(/\bsrc=|rel="(?:stylesheet|modulepreload)"/)).toBeNull();

    const browser = await launchBrowser();
    try {
      const { page, errors } = browser;
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('ws')) fetched.push(r.url().split('#')[0]!);
      });
      const frames: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await page.goto(`${pathToFileURL(html).href}${links[0]!.link.slice('player.html'.length)}`);
      await page.waitForFunction(() => Number(document.body.dataset.views ?? 0) >= 1, undefined, { timeout: 30_000 });
      await expect.poll(() => page.locator('.feed').textContent()).toBe('live');

      // the Axis units in the list, as the referee's campaign has them
      const axis = env.service.current().state.units.filter((u) => u.side === 'axis');
      const listed = (await page.locator('aside').textContent()) ?? '';
      expect(listed).toContain(axis[0]!.name);
      expect(listed).toContain(axis[0]!.hex);

      // it follows the referee live, from disk too
      const mover = axis.find((u) => u.type !== 'hq')!;
      await env.api['command.execute']({ command: { type: 'unit.move', unit: mover.id, hex: '2012' } });
      const head = String(env.service.current().store.readLog().at(-1)!.seq);
      await page.waitForFunction((h) => document.body.dataset.paintedHead === h, head, { timeout: 30_000 });

      expect(fetched).toEqual([pathToFileURL(html).href]);
      const bytes = frames.join('\n');
      expect(bytes).toContain(secrets.axis[0]);
      expect(secrets.soviet.filter((s) => bytes.includes(s))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
