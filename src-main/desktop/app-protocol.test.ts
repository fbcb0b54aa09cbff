import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererRoot } from '../renderer-files.js';
import { answerAppRequest, isOurPage } from './app-protocol.js';

const dir = mkdtempSync(join(tmpdir(), 'qm-app-protocol-'));
const renderer = join(dir, 'dist-renderer');
mkdirSync(join(renderer, 'assets'), { recursive: true });
writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Quartermaster</title>');
writeFileSync(join(renderer, 'assets', 'index-1a2b.js'), 'console.log(1)');
writeFileSync(join(dir, 'campaign-secret.txt'), 'not for the page');
symlinkSync(join(dir, 'campaign-secret.txt'), join(renderer, 'assets', 'leak.txt'));
const root = rendererRoot(renderer);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the desktop window is served from app://quartermaster', () => {
  it('the page comes with the Content-Security-Policy as a header, no remote scripts allowed', async () => {
    const r = await answerAppRequest('app://quartermaster/index.html', root);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-eval|https?:/);
    expect(await r.text()).toContain('<title>Quartermaster</title>');
  });

  it("the renderer's own scripts load with their type", async () => {
    const r = await answerAppRequest('app://quartermaster/assets/index-1a2b.js', root);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('nothing outside the renderer folder is served: not by .., not by an escaped .., not through a link', async () => {
    for (const url of [
      'app://quartermaster/../campaign-secret.txt',
      'app://quartermaster/%2e%2e/campaign-secret.txt',
      'app://quartermaster/assets/%2e%2e%2f%2e%2e%2fcampaign-secret.txt',
      'app://quartermaster/assets/leak.txt',
      'app://quartermaster/no-such-file.js',
    ]) {
      const r = await answerAppRequest(url, root);
      expect(r.status, url).toBeGreaterThanOrEqual(400);
      expect(await r.text(), url).not.toContain('not for the page');
    }
  });

  it('another host or scheme gets nothing', async () => {
    expect((await answerAppRequest('app://elsewhere/index.html', root)).status).toBe(404);
    expect((await answerAppRequest('file:///etc/passwd', root)).status).toBe(404);
  });

  it('IPC calls are accepted only from our own page', () => {
    expect(isOurPage('app://quartermaster/index.html')).toBe(true);
    expect(isOurPage('app://quartermaster/index.html#map')).toBe(true);
    expect(isOurPage('file:///opt/quartermaster/dist-renderer/index.html')).toBe(false);
    expect(isOurPage('app://evil/index.html')).toBe(false);
    expect(isOurPage('https://example.com/index.html')).toBe(false);
    expect(isOurPage(undefined)).toBe(false);
    expect(isOurPage('not a url')).toBe(false);
  });
});
