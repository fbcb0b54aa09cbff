import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { HEX_SIZE } from '../../src-renderer/map/map-geometry.js';

/**
 * The referee's first five minutes, in real Chromium through the web bridge: the demo opens,
 * the map pans and zooms, a clicked hex shows in the inspector, a move is made and undone.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('the demo campaign in the browser', () => {
  it('opens, zooms, inspects a clicked hex, moves a unit and undoes it', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await canvas.waitFor();
    await expect
      .poll(() => page.getByTestId('status-clock').textContent())
      .toBe('Turn 1 (Jul I 42), Axis Supply Phase');
    expect(Number(await canvas.getAttribute('data-hexes-drawn'))).toBe(48 * 34);

    // zoom with the mouse wheel over the map
    const box = (await canvas.boundingBox())!;
    const before = Number(await canvas.getAttribute('data-scale'));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale'))).toBeGreaterThan(before * 1.5);
    // zoomed in, only the hexes in view are drawn
    await expect.poll(async () => Number(await canvas.getAttribute('data-hexes-drawn'))).toBeLessThan(48 * 34);

    // go to a hex (centres it), then click the hex one row below it on the map
    await page.getByTestId('goto').fill('2212');
    await page.getByTestId('goto').press('Enter');
    await expect.poll(() => page.getByTestId('inspector-hex').textContent()).toBe('2212');
    const k = Number(await canvas.getAttribute('data-scale'));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + Math.sqrt(3) * HEX_SIZE * k);
    await expect.poll(() => page.getByTestId('inspector-hex').textContent()).toBe('2213');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByTestId('inspector-hex').textContent()).toBe('2212');
    expect(await page.getByTestId('inspector-terrain').textContent()).toBe('Open');
    await expect
      .poll(() => page.getByTestId('inspector-unit').allTextContents())
      .toEqual([expect.stringContaining('11 Pz: 111 PzG Rgt')]);

    // move the unit by typing a hex; then undo with Ctrl+Z
    await page.getByRole('button', { name: 'Move to…' }).click();
    await page.getByPlaceholder('hex id').fill('2312');
    await page.getByPlaceholder('hex id').press('Enter');
    await expect.poll(() => page.getByTestId('inspector-unit').count()).toBe(0);
    expect((await env.api['hex.inspect']({ hex: '2312' })).units.map((u) => u.name)).toContain('11 Pz: 111 PzG Rgt');
    await page.getByTestId('map-canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('inspector-unit').count()).toBe(1);

    // a bad hex gets a clear message and changes nothing
    await page.getByRole('button', { name: 'Move to…' }).click();
    await page.getByPlaceholder('hex id').fill('9999');
    await page.getByPlaceholder('hex id').press('Enter');
    await expect
      .poll(() => page.getByTestId('error').textContent())
      .toContain('"9999" is not a hex on this map (expected a hex id such as 0101)');
    expect((await env.api['campaign.summary']({}))?.commands).toBe(0);

    // OCS 12.7d: the Axis truck column at 1415 forms an Extender from the inspector; undo takes it back
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('goto').fill('1415');
    await page.getByTestId('goto').press('Enter');
    await page.getByTestId('form-extender').click();
    await expect.poll(() => page.getByTestId('inspector-unit').textContent()).toContain('Extender, range 6 MP Truck');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('inspector-unit').textContent()).toContain('5 Transport Points');

    // a new dump typed in the game's notation; an HQ's mode changed; its throw shown on the map
    await page.getByLabel('Amount of the new dump').fill('4 1/2 SP');
    await page.getByTestId('create-dump').click();
    await expect.poll(() => page.getByTestId('inspector-dump').textContent()).toContain('4 1/2 SP');
    // named as the referee reads it, by its side (the hex is the one inspected), never by its id
    const dumpLine = (await page.getByTestId('inspector-dump').textContent()) ?? '';
    expect(dumpLine).toMatch(/^\s*(Axis|Soviet) dump: 4 1\/2 SP/);
    await page.getByTestId('goto').fill('1912');
    await page.getByTestId('goto').press('Enter');
    await page.getByLabel('Mode of XLVIII Pz Corps HQ').selectOption('move');
    await expect.poll(async () => (await env.api['hex.inspect']({ hex: '1912' })).units[0]?.mode).toBe('move');
    await page.getByRole('button', { name: 'Reach' }).click();
    await expect
      .poll(() => page.getByTestId('reach-banner').textContent())
      .toMatch(/XLVIII Pz Corps HQ throws 4 MP \(truck\) to \d+ hexes/);

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-demo-map.png' });

    // Shift-drag moves the top counter of a stack, as one undoable command

    await page.getByTestId('goto').fill('2313');
    await page.getByTestId('goto').press('Enter');
    const cbox = (await canvas.boundingBox())!;
    const centre = { x: cbox.x + cbox.width / 2, y: cbox.y + cbox.height / 2 };
    await page.keyboard.down('Shift');
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x - 120, centre.y, { steps: 8 });
    await expect
      .poll(() => page.getByTestId('drag-banner').textContent())
      .toContain('Moving 11 Pz: 61 Kradschtz Bn to');
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect
      .poll(async () => (await env.api['campaign.summary']({}))?.undo)
      .toMatch(/^move 11 Pz: 61 Kradschtz Bn to \d{4}$/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(async () => (await env.api['hex.inspect']({ hex: '2313' })).units.map((u) => u.id))
      .toEqual(['ax-11pz-61']);

    // the Soviet ZOCs on the map, with a legend; the cut-off division at 1228 is not Out of Supply yet, so it has one
    await page.getByTestId('zoc-overlay').selectOption('soviet');
    const zoc = await env.api['map.zoc']({ side: 'soviet' });
    expect(zoc.hexes).toContain('1228');
    await expect
      .poll(() => page.getByTestId('zoc-legend').textContent())
      .toContain(`Soviet ZOC: ${zoc.hexes.length} hexes`);
    await page.screenshot({ path: 'test-results/e2e-zoc-overlay.png' });
    await page.getByTestId('zoc-overlay').selectOption('');
    await expect.poll(() => page.getByTestId('zoc-legend').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
