import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../shared/rules/registered-commands.js';
import { MapGeometry, HEX_SIZE } from '../../src-renderer/map/map-geometry.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * The map a referee reads at a glance, in Chromium: hex ids and the hex under the pointer, counters
 * with their factors and marker chits, a stack fanned out and moved, a failed supply path brought
 * into view with its failure hex, and the colours cleared once the campaign changes. Screenshots go
 * to test-results/ (map-counters, map-fan, map-failed-path) for a person to look at.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('reading the map', () => {
  it('shows ids and counters, fans and moves a stack, brings a failed path into view', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    // a stack of three at 2212: one reduced, one Disrupted
    const commands: Command[] = [
      { type: 'unit.move', unit: 'ax-11pz-110', hex: '2212' },
      { type: 'unit.move', unit: 'ax-11pz-61', hex: '2212' },
      { type: 'unit.setSteps', unit: 'ax-11pz-110', steps: 1 },
      { type: 'unit.setMode', unit: 'ax-11pz-61', mode: 'dg' },
    ];
    for (const command of commands) await env.api['command.execute']({ command });
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await canvas.waitFor();
    await page.getByTestId('goto').fill('2212');
    await page.getByTestId('goto').press('Enter');
    await page.getByTitle('Zoom in (+)').click();
    await page.waitForTimeout(250);
    await page.getByTitle('Zoom in (+)').click();
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale'))).toBeGreaterThan(3);
    const box = (await canvas.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    // hovering names the hex and its terrain in the status bar
    await page.mouse.move(cx, cy);
    await expect.poll(() => page.getByTestId('status-hover').textContent()).toBe('Hex 2212 · Open');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-map-counters.png' });

    // a click fans the stack out: three counters side by side, the top one first
    await page.mouse.click(cx, cy);
    await expect.poll(async () => JSON.parse((await canvas.getAttribute('data-fan')) || '[]').length).toBe(3);
    const slots = JSON.parse((await canvas.getAttribute('data-fan'))!) as Array<[string, number, number, number]>;
    expect(slots.map((s) => s[0]).sort()).toEqual(['ax-11pz-110', 'ax-11pz-111', 'ax-11pz-61']);
    expect(slots[0]![0]).toBe('ax-11pz-61');
    await page.screenshot({ path: 'test-results/e2e-map-fan.png' });

    // choose the Kradschützen in the fan and Shift-drag them alone to 2213, one hex south
    const [, sx, sy, ss] = slots[0]!;
    await page.mouse.click(box.x + sx + ss / 2, box.y + sy + ss / 2);
    const k = Number(await canvas.getAttribute('data-scale'));
    const south = cy + Math.sqrt(3) * HEX_SIZE * k;
    await page.keyboard.down('Shift');
    await page.mouse.move(box.x + sx + ss / 2, box.y + sy + ss / 2);
    await page.mouse.down();
    await page.mouse.move(cx, south, { steps: 8 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect
      .poll(async () => (await env.api['hex.inspect']({ hex: '2213' })).units.map((u) => u.id))
      .toEqual(['ax-11pz-61']);
    expect((await env.api['hex.inspect']({ hex: '2212' })).units).toHaveLength(2);

    // Shift-drag the rest of the stack from the map: both counters go
    await page.keyboard.down('Shift');
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx, south, { steps: 8 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '2213' })).units).toHaveLength(3);
    expect((await env.api['hex.inspect']({ hex: '2212' })).units).toHaveLength(0);

    // the Soviet division cut off at 1228: its failed path comes into view whole, the failure hex marked
    await page.getByTestId('tab-supply').click();
    await page.getByRole('combobox', { name: 'Side' }).selectOption('soviet');
    await page.getByTestId('supply-check').click();
    // the counts filter the list, and the search finds a unit by hex
    await page.getByTestId('count-filter').filter({ hasText: 'out of supply' }).click();
    await expect.poll(() => page.getByTestId('supply-verdict').count()).toBe(5);
    await page.getByTestId('verdict-search').fill('1228');
    await expect.poll(() => page.getByTestId('supply-verdict').count()).toBe(1);
    // checked again, the list keeps its filter and search, and the check brings that page with it
    const calls: string[] = [];
    const called = (r: { url(): string }) => calls.push(new URL(r.url()).pathname);
    page.on('request', called);
    const answered = page.waitForResponse('**/api/supply.check');
    await page.getByTestId('supply-check').click();
    await answered;
    await expect.poll(() => page.getByTestId('supply-check').isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId('supply-verdict').count()).toBe(1);
    page.off('request', called);
    expect(calls).toContain('/api/supply.check');
    expect(calls).not.toContain('/api/supply.verdicts');
    const cut = page.getByTestId('supply-verdict').filter({ hasText: '160 Rifle Div (cut off)' });
    await cut.getByRole('button', { name: '1228' }).click();
    const path = (await env.api['supply.preview']({ side: 'soviet' })).units.find((u) => u.hex === '1228')!.path;
    expect(path.length).toBeGreaterThan(1);
    const geom = new MapGeometry((await env.api['map.get']({})).game);
    await expect
      .poll(async () => {
        const [tx = 0, ty = 0, s = 1] = await Promise.all(
          ['data-tx', 'data-ty', 'data-scale'].map(async (a) => Number(await canvas.getAttribute(a))),
        );
        return path.every((h) => {
          const i = geom.grid.indexOf(h);
          const x = geom.cx[i]! * s + tx;
          const y = geom.cy[i]! * s + ty;
          return x >= 0 && y >= 0 && x <= box.width && y <= box.height;
        });
      })
      .toBe(true);
    await page.screenshot({ path: 'test-results/e2e-map-failed-path.png' });

    // the campaign changes (undo): the verdict colours and the path are cleared, and the map says so
    await canvas.focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('stale-banner').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('legend').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lays out at 1024x700 and 1920x1080 with every control on screen, in the light theme, and prints clean', async () => {
    const { page, errors } = app.browser;
    for (const [width, height] of [
      [1024, 700],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(app.bridge.url);
      await page.getByTestId('map-canvas').waitFor();
      if (width === 1024) await page.getByRole('button', { name: 'Light theme' }).click();
      await page.getByTestId('tab-supply').click();
      await page.getByTestId('supply-check').click();
      await page.getByTestId('supply-verdict').first().waitFor();
      // every toolbar and tab control, and the Supply panel's own, lies inside the window
      const boxes = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'header button, header input, header select, nav button, [data-testid="supply-panel"] header *',
          ),
        ].map((e) => {
          const r = e.getBoundingClientRect();
          return {
            what: e.textContent || e.getAttribute('aria-label') || e.tagName,
            r: [r.left, r.top, r.right, r.bottom],
          };
        }),
      );
      for (const b of boxes) {
        expect(b.r[0], b.what).toBeGreaterThanOrEqual(0);
        expect(b.r[2], b.what).toBeLessThanOrEqual(width);
        expect(b.r[3], b.what).toBeLessThanOrEqual(height);
      }
    }
    // the light theme reaches every edge of the window: the page and the app are light
    const light = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      body: getComputedStyle(document.body).backgroundColor,
      app: (() => {
        const r = document.querySelector('.app')!.getBoundingClientRect();
        return [r.width, r.height];
      })(),
    }));
    expect(light.theme).toBe('light');
    expect(light.body).toBe('rgb(217, 220, 214)');
    expect(light.app).toEqual([1920, 1080]);

    // printing the Ledgers: the panel alone, without the app's controls
    await page.getByTestId('tab-ledger').click();
    await page.getByText('Entries').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('map-canvas').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Next phase' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Export CSV' }).isVisible()).toBe(false);
    expect(await page.getByText('Entries').first().isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/e2e-print-ledgers.png', fullPage: true });
    await page.getByTestId('tab-log').evaluate((e: HTMLElement) => e.click());
    await page.getByTestId('log-panel').waitFor();
    expect(await page.getByTestId('status-bar').isVisible()).toBe(false);
    await page.screenshot({ path: 'test-results/e2e-print-log.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  });
});
