import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * Answering ahead while the referee drags the Panzer corps HQ: the map asks about the hexes the
 * pointer is heading for before it gets there, and keeps the answers for the drag. Whatever it
 * kept, the marks on the map are always the answer for the hex under the pointer, on the campaign
 * as it stands: after a real move (from another window) nothing kept from before it is shown.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

const HQ = 'ax-hq-48pz';

/** Every frame's marks, as the drag layer drew them: the hex they are for and the hexes marked. */
async function watchMarks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const layer = document.querySelector('[data-testid="drag-layer"]') as HTMLCanvasElement;
    const seen: Array<{ to: string; marks: string }> = [];
    (window as unknown as { marksSeen: typeof seen }).marksSeen = seen;
    new MutationObserver(() => {
      const to = layer.dataset.whatifTo ?? '';
      const marks = layer.dataset.whatifMarks ?? '';
      const last = seen[seen.length - 1];
      if (to && (last?.to !== to || last.marks !== marks)) seen.push({ to, marks });
    }).observe(layer, { attributes: true });
  });
}
/** The marks drawn since last asked, and the list emptied. */
const marksSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { marksSeen: Array<{ to: string; marks: string }> }).marksSeen.splice(0));

describe('answering ahead of the pointer', () => {
  it('marks only ever the hovered hex with its own answer, shows kept answers at once, and drops them at a real move', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const canvas = page.getByTestId('map-canvas');
    await canvas.waitFor();
    await page.getByTestId('goto').fill('1912');
    await page.getByTestId('goto').press('Enter');
    await page.waitForTimeout(300);
    const { game } = await env.api['map.get']({});
    const geom = new MapGeometry(game);
    const box = (await canvas.boundingBox())!;
    const k = Number(await canvas.getAttribute('data-scale'));
    const tx = Number(await canvas.getAttribute('data-tx'));
    const ty = Number(await canvas.getAttribute('data-ty'));
    const at = (hex: string) => {
      const i = geom.grid.indexOf(hex);
      return { x: box.x + geom.cx[i]! * k + tx, y: box.y + geom.cy[i]! * k + ty };
    };
    // what the service answers for the HQ moved to a hex, as the marks show it
    const answer = async (hex: string) => {
      const v = await env.api['supply.whatif']({ moves: [{ unit: HQ, hex }], reasons: false });
      return [...new Set(v.changes.map((c) => c.after.hex))].join(' ');
    };
    // west along its row, away from the units it throws to: marks at every hex
    const path = ['1812', '1712', '1612', '1512', '1412', '1312'];
    const before = new Map(await Promise.all(path.map(async (h) => [h, await answer(h)] as const)));
    await watchMarks(page);

    // the pointer glides from hex to hex at a referee's pace, a quarter of a second a hex
    let p = at('1912');
    const glide = async (hexes: string[]) => {
      for (const hex of hexes) {
        const to = at(hex);
        for (let s = 1; s <= 5; s++) {
          await page.mouse.move(p.x + ((to.x - p.x) * s) / 5, p.y + ((to.y - p.y) * s) / 5);
          await page.waitForTimeout(50);
        }
        p = to;
      }
    };
    const layer = page.getByTestId('drag-layer');
    await page.keyboard.down('Shift');
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await glide(path);
    await expect.poll(() => layer.getAttribute('data-whatif-to'), { timeout: 10_000 }).toBe('1312');
    const drawn = await marksSeen(page);
    // every hex marked was one the pointer crossed, marked with that hex's own answer
    expect(drawn.length).toBeGreaterThan(2);
    for (const d of drawn) expect(d.marks, `marks over ${d.to}`).toBe(before.get(d.to));
    expect(drawn.at(-1)!.to).toBe('1312');
    // the status bar names the hex under the pointer too
    await expect.poll(() => page.getByTestId('status-hover').textContent()).toMatch(/^Hex 1312\b/);
    // some hexes were answered before the pointer reached them, and shown with no question asked
    const kept = await page.evaluate(() => performance.getEntriesByName('whatif-kept').length);
    expect(kept).toBeGreaterThan(0);

    // a real move, from another window, while the HQ is still in the hand: every answer kept is out of date
    const draws = () => page.evaluate(() => performance.getEntriesByName('map-draw').length);
    const drawsBefore = await draws();
    await env.api['command.execute']({ command: { type: 'unit.move', unit: HQ, hex: '2012' } });
    const after = new Map(await Promise.all(path.map(async (h) => [h, await answer(h)] as const)));
    expect(after.get('1412')).not.toBe(before.get('1412'));
    // the map has the move (its counters drawn again) before the pointer goes back over hexes answered before it
    await expect.poll(draws, { timeout: 10_000 }).toBeGreaterThan(drawsBefore);
    await expect.poll(() => layer.getAttribute('data-whatif-marks'), { timeout: 10_000 }).toBe(after.get('1312'));
    await marksSeen(page);
    await glide(['1412', '1512']);
    await expect.poll(() => layer.getAttribute('data-whatif-to'), { timeout: 10_000 }).toBe('1512');
    await expect.poll(() => layer.getAttribute('data-whatif-marks'), { timeout: 10_000 }).toBe(after.get('1512'));
    for (const d of await marksSeen(page)) expect(d.marks, `marks over ${d.to} after the move`).toBe(after.get(d.to));

    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await env.api['history.undo']({});
    expect(errors).toEqual([]);
  });
});
