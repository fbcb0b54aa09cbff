import type { Page } from 'playwright-core';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';

/**
 * Clicks on the map as a referee does: at a hex's centre, or nudged toward a neighbour (the hexside
 * tool takes the hexside nearest the click). The canvas says how it is panned and zoomed.
 */
export function mapClicks(page: Page, game: GameDefinition) {
  const geom = new MapGeometry(game);
  const canvas = page.getByTestId('map-canvas');
  const at = async (hex: string, toward?: string) => {
    const box = (await canvas.boundingBox())!;
    const k = Number(await canvas.getAttribute('data-scale'));
    const [tx, ty] = [Number(await canvas.getAttribute('data-tx')), Number(await canvas.getAttribute('data-ty'))];
    const i = geom.grid.indexOf(hex);
    if (i < 0) throw new Error(`${hex} is not a hex of ${game.name}`);
    let x = geom.cx[i]!;
    let y = geom.cy[i]!;
    if (toward) {
      const j = geom.grid.indexOf(toward);
      x += (geom.cx[j]! - x) * 0.35;
      y += (geom.cy[j]! - y) * 0.35;
    }
    return { x: box.x + tx + x * k, y: box.y + ty + y * k };
  };
  return {
    at,
    click: async (hex: string, toward?: string) => {
      const p = await at(hex, toward);
      await page.mouse.click(p.x, p.y);
    },
  };
}
