import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guardContents } from '../../src-main/navigation-guard.js';
import { CONTENT_SECURITY_POLICY } from '../../src-main/security.js';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

async function campaignWithHistory() {
  env = tempService();
  const s = await env.api['campaign.openDemo']({});
  await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });
  await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
  // on to the Axis Combat Phase (in the Reaction Phase the Soviet tanks would need fuel to move, OCS 12.5a)
  await env.api['command.execute']({ command: { type: 'clock.advance' } });
  await env.api['command.execute']({ command: { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' } });
  return s.file;
}

describe('Save a Copy As and Compact', () => {
  it('Save a Copy As writes a copy that opens to the same campaign; it never overwrites a file', async () => {
    const file = await campaignWithHistory();
    const state = JSON.stringify(await env.api['state.get']({}));
    const copy = join(env.dir, 'copy.qmc');
    expect((await env.api['campaign.saveCopy']({ out: copy })).out).toBe(copy);
    await expect(env.api['campaign.saveCopy']({ out: copy })).rejects.toThrow('is a campaign file');
    await expect(env.api['campaign.saveCopy']({ out: file })).rejects.toThrow('choose a different file for the copy');
    expect((await env.api['campaign.summary']({}))?.file).toBe(file);
    await env.api['campaign.open']({ file: copy });
    expect(JSON.stringify(await env.api['state.get']({}))).toBe(state);
    expect((await env.api['campaign.summary']({}))?.commands).toBe(4);
  });

  it('Compact drops the snapshots but the newest (opening reads it) and keeps the log: the same campaign', async () => {
    const file = await campaignWithHistory();
    const state = JSON.stringify(await env.api['state.get']({}));
    const log = env.service.toCampaign(env.service.current()).log;
    const peek = new Database(file, { readonly: true });
    const newest = peek.prepare('SELECT max(seq) AS s FROM snapshots').get();
    peek.close();
    const r = await env.api['campaign.compact']({});
    expect(r.afterMB).toBeLessThanOrEqual(r.beforeMB);
    expect(JSON.stringify(await env.api['state.get']({}))).toBe(state);
    expect(env.service.toCampaign(env.service.current()).log).toEqual(log);
    env.service.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM snapshots').get()).toEqual({ n: 1 });
    expect(db.prepare('SELECT max(seq) AS s FROM snapshots').get()).toEqual(newest);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});

describe('security settings a test can see', () => {
  it('the renderer page carries a Content-Security-Policy that allows no remote content', () => {
    const html = readFileSync('src-renderer/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    for (const csp of [meta!, CONTENT_SECURITY_POLICY]) {
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/https?:|\*|unsafe-eval/);
    }
    if (existsSync('dist-renderer/index.html')) {
      const built = readFileSync('dist-renderer/index.html', 'utf8');
      // every script and stylesheet the built page loads is one of its own files
      for (const src of built.matchAll(/(?:src|href)="([^"]+)"/g)) expect(src[1]).toMatch(/^(\.\/|data:)/);
    }
  });
  it('navigation, webviews and new windows are blocked; https links go to the system browser', () => {
    const listeners = new Map<string, (e: { preventDefault(): void }) => void>();
    let openHandler: ((d: { url: string }) => { action: 'deny' }) | undefined;
    const opened: string[] = [];
    guardContents(
      { on: (event, l) => listeners.set(event, l), setWindowOpenHandler: (h) => (openHandler = h) },
      (url) => opened.push(url),
    );
    for (const event of ['will-navigate', 'will-attach-webview']) {
      let prevented = false;
      listeners.get(event)!({ preventDefault: () => (prevented = true) });
      expect(prevented, event).toBe(true);
    }
    expect(openHandler!({ url: 'https://www.example.org/rules.pdf' })).toEqual({ action: 'deny' });
    expect(openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.example.org/rules.pdf']);
  });
});
