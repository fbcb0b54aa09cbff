import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * The window holds still at 1400×900 (review items 3 and 4): the inspector's "New unit here" row
 * fits the side panel with its Place button on screen, a counter's factors read as printed
 * (attack-defence-movement); an import's result is told outside the toolbar, which keeps its
 * height; the side panel keeps one width on every tab, so the map does not shrink.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

const rect = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    });

describe('the panels at 1400×900', () => {
  it('fits the inspector’s new-unit row and shows a counter’s factors as printed', async () => {
    const { page, errors } = app.browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(app.bridge.url);
    await page.getByTestId('goto').fill('2706');
    await page.getByTestId('goto').press('Enter');
    await page.getByTestId('tab-hex').click();
    await page.getByTestId('place-unit').waitFor();

    const panel = await rect(page, '.panel');
    const row = await page
      .getByTestId('place-unit')
      .locator('xpath=..')
      .evaluate((p) =>
        [...p.children].map((e) => {
          const r = e.getBoundingClientRect();
          return { what: e.getAttribute('aria-label') ?? e.textContent, left: r.left, right: r.right, width: r.width };
        }),
      );
    for (const c of row) {
      expect(c.right, c.what!).toBeLessThanOrEqual(panel.right);
      expect(c.left, c.what!).toBeGreaterThanOrEqual(panel.left);
    }
    expect(row.find((c) => c.what === 'Name of the new unit')!.width).toBeGreaterThanOrEqual(48);

    const unit = (await app.env.api['hex.inspect']({ hex: '2706' })).units[0]!;
    expect(unit.factors.split('-')).toHaveLength(3);
    const facts = await page.getByTestId('inspector-unit').first().locator('.facts').textContent();
    expect(facts).toContain(`${unit.factors}, AR ${unit.ar}`);
    expect(errors).toEqual([]);
  });

  it('tells an import’s result outside the toolbar, and keeps the side panel one width on every tab', async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(app.bridge.url);
    await page.getByTestId('map-canvas').waitFor();
    const toolbar = await rect(page, 'header.toolbar');

    const type = (await env.api['map.get']({})).game.unitTypes[0]!.name;
    const csv = join(env.dir, 'more-units.csv');
    writeFileSync(csv, `Name,Side,Type,Hex,Steps\nReserve Div,Soviet,${type},3413,1\n`);
    await page.setInputFiles('[data-testid="oob-import-file"]', csv);
    await expect.poll(() => page.getByTestId('oob-note').textContent()).toContain('1 units imported');
    // a toast over the map's foot, clear of the toolbar, which keeps its rows
    const note = await page.getByTestId('oob-note').boundingBox();
    expect(note!.y).toBeGreaterThan(toolbar.bottom);
    expect((await rect(page, 'header.toolbar')).height).toBe(toolbar.height);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByTestId('oob-note').count()).toBe(0);

    const widths: Record<string, [number, number]> = {};
    for (const tab of ['hex', 'supply', 'turns', 'log', 'ledger']) {
      await page.getByTestId(`tab-${tab}`).click();
      if (tab === 'ledger') await page.getByText('Entries').first().waitFor();
      widths[tab] = [(await rect(page, 'nav.tabs')).width, (await rect(page, '[data-testid="map-canvas"]')).width];
    }
    for (const tab of Object.keys(widths)) expect(widths[tab], tab).toEqual(widths.hex);
    expect(errors).toEqual([]);
  });
});
