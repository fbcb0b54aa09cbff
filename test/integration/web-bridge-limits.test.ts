import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebBridge, type WebBridge } from '../../src-main/web.js';
import { tempService } from '../helpers/temp-service.js';

/** The bridge answers bad requests with the right status, and holds no request forever. */
let env: ReturnType<typeof tempService>;
let bridge: WebBridge;
const base = () => `http://127.0.0.1:${bridge.port}`;
const call = (name: string, body: string) =>
  fetch(`${base()}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bridge.token}` },
    body,
  });

beforeAll(async () => {
  env = tempService();
  env.service.openDemo();
  const site = mkdtempSync(join(tmpdir(), 'qm-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>');
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'assets', 'app.js'), 'let x = 1;');
  const outside = mkdtempSync(join(tmpdir(), 'qm-secret-'));
  writeFileSync(join(outside, 'secret.txt'), 'the referee’s private notes');
  symlinkSync(join(outside, 'secret.txt'), join(site, 'leak.txt'));
  symlinkSync(outside, join(site, 'elsewhere'));
  symlinkSync(join(site, 'assets', 'app.js'), join(site, 'inside.js'));
  bridge = await startWebBridge({
    handlers: env.service.handlers,
    staticDir: site,
    limits: { bodyMs: 400, requestMs: 1500 },
  });
});
afterAll(async () => {
  await bridge.close();
  env.cleanup();
});

/** Sends raw bytes; resolves with what came back and how long until the server closed the socket. */
function raw(text: string, keepOpen: boolean): Promise<{ reply: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const socket = connect(bridge.port, '127.0.0.1', () => {
      socket.write(text);
      if (!keepOpen) socket.end();
    });
    let reply = '';
    socket.on('data', (c: Buffer) => (reply += c.toString()));
    socket.on('close', () => resolve({ reply, ms: Date.now() - start }));
    socket.on('error', reject);
  });
}

describe('a robust bridge', () => {
  it('a malformed %-escape is a 400, on the API and on a page', async () => {
    expect((await fetch(`${base()}/%E0%A4%A`)).status).toBe(400);
    const r = await call('%E0%A4%A', '{}');
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: { message: string } }).error.message).toBe('malformed path');
  });

  it('a body over 1 MiB gets 413 naming the limit, and nothing is changed', async () => {
    const big = JSON.stringify({ command: { type: 'clock.advance' }, pad: 'x'.repeat(1.5 * 1024 * 1024) });
    const r = await call('command.execute', big);
    expect(r.status).toBe(413);
    expect(((await r.json()) as { error: { message: string } }).error.message).toMatch(
      /larger than the bridge's limit of 1 MiB/,
    );
    expect((await env.api['campaign.summary']({}))?.commands).toBe(0);
  });

  it('JSON nested deeper than 64 levels is refused with a message, not a stack overflow', async () => {
    const deep = '{"command":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const r = await call('command.execute', deep);
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: { message: string } }).error.message).toBe(
      'the request nests deeper than 64 levels',
    );
    const ok = await call('campaign.summary', '{}');
    expect(ok.status).toBe(200);
  });

  it('a body that does not arrive in time is answered 408 and the connection closed', async () => {
    const { reply, ms } = await raw(
      `POST /api/campaign.summary HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\nAuthorization: Bearer ${bridge.token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
      true,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toMatch(/did not arrive within 0\.4 s/);
    expect(ms).toBeLessThan(1400);
  });

  it('any request is closed at the request limit, even one still trickling in', async () => {
    const start = Date.now();
    const closed = await new Promise<number>((resolve, reject) => {
      const socket = connect(bridge.port, '127.0.0.1', () => {
        socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\n`);
        // one header line every 100 ms: never a finished request
        const t = setInterval(() => socket.write(`X-Slow: ${Date.now()}\r\n`), 100);
        socket.on('close', () => {
          clearInterval(t);
          resolve(Date.now() - start);
        });
      });
      socket.on('error', () => undefined);
      setTimeout(() => reject(new Error('still open after 8 s')), 8000);
    });
    expect(closed).toBeLessThan(4000);
  }, 10_000);

  it('serves files only from inside its folder: symlinks that lead out are refused', async () => {
    expect((await fetch(`${base()}/assets/app.js`)).status).toBe(200);
    expect((await fetch(`${base()}/inside.js`)).status).toBe(200);
    for (const path of ['/leak.txt', '/elsewhere/secret.txt', '/..%2f..%2fetc%2fpasswd']) {
      const r = await fetch(`${base()}${path}`);
      expect(r.status, path).toBe(404);
      expect(await r.text()).not.toContain('private notes');
    }
  });
});
