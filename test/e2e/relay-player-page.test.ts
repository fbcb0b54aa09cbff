import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../src-main/paths.js';
import { exportPlayerPage } from '../../src-main/relay/player-page-export.js';
import { ViewPublisher } from '../../src-main/relay/view-publisher.js';
import { launchBrowser } from '../helpers/browser.js';
import { fogCampaign } from '../helpers/fog-campaign.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * The player's page a club hosts: exported from the built renderer into a folder, served by a
 * plain static web server on loopback, reading the side's stream from a real nats-server over
 * WebSocket. Every WebSocket frame the page receives is kept and searched for the other side's
 * sentinels; the server is killed and started again and the page follows on by itself.
 */
const env = tempService();
let nats: TestNats | undefined;
let web: Server | undefined;
let publisher: ViewPublisher | undefined;
afterAll(async () => {
  await publisher?.close().catch(() => undefined);
  web?.close();
  await nats?.stop();
  env.cleanup();
});

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A static host for the exported folder, as any web server would be. */
function host(dir: string): Promise<number> {
  web = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((r) => web!.listen(0, '127.0.0.1', () => r((web!.address() as { port: number }).port)));
}

describe("a remote player's page on the club's server", () => {
  it('replays its side on joining, follows the referee live, reconnects by itself, and never receives the other side', async () => {
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
    const { links } = exportPlayerPage(rendererDir(), out, [
      { ...axisUser, wsUrl: nats.wsUrl, campaign: 'test', side: 'axis' },
    ]);
    const port = await host(out);

    const browser = await launchBrowser();
    try {
      const { page, errors } = browser;
      const frames: string[] = [];
      const missing: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 404) missing.push(new URL(r.url()).pathname);
      });
      page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await page.goto(`http://127.0.0.1:${port}/${links[0]!.link}`);
      // the settings left the address bar at once
      expect(page.url()).not.toContain('nats=');
      await page.waitForFunction(() => Number(document.body.dataset.views ?? 0) >= 1, undefined, { timeout: 30_000 });
      await expect.poll(() => page.locator('.feed').textContent()).toBe('live');

      const units = env.service.current().state.units;
      const mover = units.find((u) => u.side === 'axis' && u.type !== 'hq')!;
      const headAfter = async (command: object) => {
        await env.api['command.execute']({ command: command as never });
        const head = String(env.service.current().store.readLog().at(-1)!.seq);
        await page.waitForFunction((h) => document.body.dataset.paintedHead === h, head, { timeout: 30_000 });
      };
      await headAfter({ type: 'unit.move', unit: mover.id, hex: '2012' });

      // the server goes down and comes back: the page says so and follows on by itself
      await nats.kill();
      await expect.poll(() => page.locator('.feed').textContent(), { timeout: 20_000 }).toMatch(/reconnecting/);
      await nats.start();
      await headAfter({ type: 'unit.move', unit: mover.id, hex: '2013' });

      const bytes = frames.join('\n');
      expect(bytes).toContain(secrets.axis[0]);
      expect(secrets.soviet.filter((s) => bytes.includes(s))).toEqual([]);
      // every file the page loads is in the folder (a browser asks for /favicon.ico by itself)
      expect(missing.filter((p) => p !== '/favicon.ico')).toEqual([]);
      // the refused connections while the server was down are the only errors
      expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|status of 404/.test(e))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
