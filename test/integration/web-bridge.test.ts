import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebBridge, type WebBridge } from '../../src-main/web.js';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
let bridge: WebBridge;
const base = () => `http://127.0.0.1:${bridge.port}`;
const call = (name: string, body: unknown, token: string | null = bridge.token) =>
  fetch(`${base()}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  env = tempService();
  env.service.openDemo();
  const site = mkdtempSync(join(tmpdir(), 'qm-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>');
  bridge = await startWebBridge({ handlers: env.service.handlers, staticDir: site });
});
afterAll(async () => {
  await bridge.close();
  env.cleanup();
});

describe('the local web bridge', () => {
  it('serves the API to a caller with the token', async () => {
    const r = await call('campaign.summary', {});
    expect(r.status).toBe(200);
    const body = (await r.json()) as { ok: boolean; value: { clockText: string } };
    expect(body.ok).toBe(true);
    expect(body.value.clockText).toContain('Turn 1');
  });
  it('refuses calls without the token, or with a wrong one', async () => {
    expect((await call('campaign.summary', {}, null)).status).toBe(401);
    expect((await call('campaign.summary', {}, 'x'.repeat(32))).status).toBe(401);
  });
  it('listens on the loopback address only, and refuses other Host names', async () => {
    expect(bridge.address).toBe('127.0.0.1');
    expect(bridge.url.startsWith('http://127.0.0.1:')).toBe(true);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: bridge.port, path: '/', headers: { Host: 'evil.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });
  it('sends the Content-Security-Policy with the page and never serves files outside the app', async () => {
    const r = await fetch(`${base()}/`);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${base()}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
  it('answers a malformed payload with a clear error and changes nothing', async () => {
    const bad = [
      ['command.execute', { command: { type: 'unit.move', unit: 'ax-11pz-15' } }, /command\.hex/],
      ['command.execute', { command: { type: 'launch.missiles' } }, /command\.type/],
      ['hex.inspect', { hex: 12 }, /hex/],
      ['no.such.call', {}, /unknown call/],
      ['campaign.open', { file: '', extra: true }, /file/],
    ] as const;
    for (const [name, payload, message] of bad) {
      const body = (await (await call(name, payload)).json()) as {
        ok: boolean;
        error: { kind: string; message: string };
      };
      expect(body.ok).toBe(false);
      expect(body.error.kind).toBe('invalid-request');
      expect(body.error.message).toMatch(message);
    }
    const notJson = (await (await call('campaign.summary', '{oops')).json()) as { error: { message: string } };
    expect(notJson.error.message).toBe('the request body is not JSON');
    expect((await env.api['campaign.summary']({}))?.commands).toBe(0);
  });
});
