import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCampaign } from '../../src-main/service/live-campaign.js';
import { startWebBridge, type WebBridge } from '../../src-main/web.js';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** Every view current. The bridge is open while the CLI writes the same file. */
let env: ReturnType<typeof tempService>;
let bridge: WebBridge;
let file: string;
const heads: Array<string | null> = [];
let stream: AbortController;

const call = async (name: string, body: unknown) =>
  (await (
    await fetch(`http://127.0.0.1:${bridge.port}/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bridge.token}` },
      body: JSON.stringify(body),
    })
  ).json()) as { ok: boolean; value?: any; error?: { kind: string; message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  env = tempService();
  file = join(env.dir, 'live.qmc');
  await cli('import', DEMO_CAMPAIGN, '--out', file);
  env.service.open(file);
  const site = mkdtempSync(join(tmpdir(), 'qm-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>');
  bridge = await startWebBridge({ handlers: env.service.handlers, staticDir: site, live: liveCampaign(env.service) });
  // a view listening for changes, as the app's EventSource does
  stream = new AbortController();
  const res = await fetch(`http://127.0.0.1:${bridge.port}/events?token=${bridge.token}`, { signal: stream.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body!)
        for (const m of decoder.decode(chunk).matchAll(/^data: (.*)$/gm))
          heads.push((JSON.parse(m[1]!) as { head: string | null }).head);
    } catch {
      // aborted at the end
    }
  })();
});
afterAll(async () => {
  stream.abort();
  await bridge.close();
  env.cleanup();
});

describe('views stay current', () => {
  it('the app shows what the CLI wrote, refuses a stale view, and its next write keeps both', async () => {
    await expect.poll(() => heads.length).toBeGreaterThan(0);
    const shown = (await call('campaign.summary', {})).value.head as string;
    expect(heads.at(-1)).toBe(shown);

    const done = await cli('do', file, '{"type":"unit.move","unit":"ax-11pz-15","hex":"2012"}');
    expect(done.code).toBe(0);
    // told without asking, within the poll
    await expect.poll(() => heads.at(-1), { timeout: 3000 }).not.toBe(shown);
    const hex = (await call('hex.inspect', { hex: '2012' })).value as { units: Array<{ id: string }> };
    expect(hex.units.map((u) => u.id)).toContain('ax-11pz-15');

    // a view that still shows the old head: refused, nothing written
    const stale = await call('history.undo', { head: shown });
    expect(stale.ok).toBe(false);
    expect(stale.error).toEqual({
      kind: 'stale',
      message: 'the campaign changed in another window; it has been reloaded',
    });
    const staleMove = await call('command.execute', {
      command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' },
      head: shown,
    });
    expect(staleMove.error?.kind).toBe('stale');
    const now = (await call('campaign.summary', {})).value;
    expect(now.commands).toBe(1);
    expect(now.undo).toBe('move 11 Pz: 15 Pz Rgt to 2012');

    // with the head it shows now, the view's command goes through, after the CLI's
    const ok = await call('command.execute', {
      command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' },
      head: now.head,
    });
    expect(ok.ok).toBe(true);
    env.service.close();
    const reopened = await cli('log', file);
    expect(reopened.out).toMatch(/#1 .*move 11 Pz: 15 Pz Rgt to 2012[\s\S]*#2 .*move 89 Tank Bde to 3010/);
  });
});
