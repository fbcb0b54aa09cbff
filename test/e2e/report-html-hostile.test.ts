import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/**
 * The archive's report.html opened in Chromium with markup in every name the referee can type:
 * every one shows as text, and nothing runs (no dialog, no element made from a name, no request).
 */
let env: ReturnType<typeof tempService>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  env = tempService();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  env?.cleanup();
});

/** markup that runs when inserted as HTML: each kind calls alert with where it came from */
const hostile = (where: string) =>
  `<img src=x onerror="alert('${where}')"><script>alert('${where}')</script><svg onload="alert('${where}')"></svg>`;

describe('report.html with hostile names', () => {
  it('shows every name as text and runs nothing', async () => {
    const c = JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8'));
    c.name = hostile('campaign');
    c.game.name = hostile('game');
    c.game.sides = c.game.sides.map((s: { name: string }, k: number) => ({ ...s, name: hostile(`side${k}`) }));
    c.game.turns = c.game.turns.map((t: object, k: number) => ({
      ...t,
      label: hostile(`turn${k}`),
      weather: hostile(`weather${k}`),
    }));
    c.setup.units = c.setup.units.map((u: object, k: number) => ({ ...u, name: hostile(`unit${k}`) }));
    const json = join(env.dir, 'hostile.json');
    writeFileSync(json, JSON.stringify(c));
    const file = join(env.dir, 'hostile.qmc');
    expect((await cli('import', json, '--out', file)).code).toBe(0);
    for (const command of [
      { type: 'dump.setAmount', dump: 'ax-dump-1', amount: 41 },
      { type: 'unit.move', unit: 'sv-tb-1', hex: '3010' },
      { type: 'clock.advance', skipSupply: true },
      { type: 'dump.setAmount', dump: 'sv-dump-1', amount: 7 },
    ])
      expect((await cli('do', file, JSON.stringify(command))).err).toBe('');
    const out = join(env.dir, 'archive');
    expect((await cli('archive', file, '--out', out)).code).toBe(0);
    const html = join(out, 'hostile.report.html');

    const { page } = browser;
    const dialogs: string[] = [];
    const requests: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) requests.push(r.url());
    });
    await page.goto(pathToFileURL(html).toString());
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(requests).toEqual([]);
    // no element was made from a name: the page's own markup has no img, script or foreign svg
    const made = await page.evaluate(
      () => document.querySelectorAll('img, script, svg[onload], iframe, object, embed, [onerror]').length,
    );
    expect(made).toBe(0);
    const text = await page.evaluate(() => document.body.innerText);
    const moved = `unit${c.setup.units.findIndex((u: { id: string }) => u.id === 'sv-tb-1')}`;
    for (const where of ['campaign', 'game', 'side0', 'side1', 'turn0', 'weather0', moved])
      expect(text).toContain(`alert('${where}')`);
    // the ledger's phase column names the side to move, as text
    const phases = await page.evaluate(() =>
      [...document.querySelectorAll('li.ledger td:last-child')].map((td) => td.textContent ?? ''),
    );
    expect(phases.some((p) => p.includes('<img src=x onerror="alert(\'side0\')">'))).toBe(true);
    // and the page forbids scripts of its own accord
    const csp = await page.evaluate(
      () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    );
    expect(csp).toMatch(/script-src 'none'/);
    expect(csp).toMatch(/default-src 'none'/);
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'document.body.dataset.ran = "yes"';
      document.body.append(s);
      return document.body.dataset.ran ?? 'no';
    });
    expect(ran).toBe('no');
  });
});
