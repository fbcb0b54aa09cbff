import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { planeCentre, toPicture } from '../../shared/picture/grid-alignment.js';
import { boardLayer, boardPlacement } from '../../src-renderer/map/board-backdrop.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { drawMapPicture, type MapPicture } from '../helpers/map-picture.js';
import { writePng } from '../helpers/picture-files.js';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * A campaign saved straight from the pictures wizard keeps its sheets' pictures and where they lie
 * on the grid: opened again, the map draws each scan under its hexes as the three clicks aligned
 * it, and "new game from pictures" on it starts with every sheet aligned, no hex clicked again.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const { game, grid } = pictureGame({ columns: 8, rows: 7, sheets: 2, seed: 5 });
grid.indexIds();

/** Two sheets scanned at different scales (and, where asked, turned by a degree), aligned by three clicks each, saved as a campaign. */
async function savedCampaign(rotationDeg: number): Promise<{ file: string; drawn: Map<string, MapPicture> }> {
  env = tempService();
  const charts = join(env.dir, 'charts.json');
  writeFileSync(charts, JSON.stringify(blankOf(game)));
  await env.api['picture.start']({
    gameFile: charts,
    ruleset: 'classic',
    sheets: ['A', 'B'].map((id) => ({ id, columns: 8, rows: 7, firstColumn: 1, firstRow: 1 })),
  });
  const drawn = new Map<string, MapPicture>();
  for (const [sheet, hexWidth, aspect, turn] of [
    ['A', 60, 1, 1],
    ['B', 52, 1.02, -1],
  ] as const) {
    const d = drawMapPicture(game, grid, {
      hexWidth,
      aspect,
      rotationDeg: rotationDeg * turn,
      sectionId: sheet,
      seed: 3,
    });
    drawn.set(sheet, d);
    const png = join(env.dir, `sheet-${sheet}.png`);
    await writePng(d.picture, png);
    await env.api['picture.load']({ sheet, file: png });
    await env.api['picture.align']({
      sheet,
      clicks: ['01.01', '08.02', '04.07'].map((h) => ({ id: `${sheet}${h}`, ...d.centre(grid, `${sheet}${h}`) })),
    });
  }
  const file = join(env.dir, 'scanned.qmc');
  expect(await env.api['picture.save']({ file, accepted: [] })).toEqual({ file, campaign: true });
  await env.api['campaign.close']({});
  await env.api['campaign.open']({ file });
  return { file, drawn };
}

/** How far (in picture pixels) each printed hex centre lands from the map's centre of that hex, board by board. */
async function misses(drawn: Map<string, MapPicture>): Promise<Array<{ hex: string; miss: number }>> {
  const opened = env.service.current().game;
  const geom = new MapGeometry(opened);
  const layer = boardLayer(opened, geom)!;
  expect(layer.boards.map((b) => b.name)).toEqual(['A', 'B']);
  const out: Array<{ hex: string; miss: number }> = [];
  for (const board of layer.boards) {
    const stored = await env.api['picture.get']({ id: board.picture });
    const meta = await sharp(Buffer.from(stored.data, 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([
      drawn.get(board.name)!.picture.width,
      drawn.get(board.name)!.picture.height,
    ]);
    const t = boardPlacement(layer, board, { width: meta.width!, height: meta.height! });
    const perPixel = Math.sqrt(Math.abs(t.a * t.d - t.b * t.c));
    for (let i = 0; i < grid.size; i++) {
      if (!grid.exists[i] || grid.section(i)!.id !== board.name) continue;
      const p = drawn.get(board.name)!.centre(grid, grid.printedId(i));
      const x = t.a * p.x + t.c * p.y + t.e;
      const y = t.b * p.x + t.d * p.y + t.f;
      out.push({ hex: grid.printedId(i), miss: Math.hypot(x - geom.cx[i]!, y - geom.cy[i]!) / perPixel });
    }
  }
  return out;
}

describe('a campaign saved from the pictures wizard', () => {
  it('holds each sheet picture and lays it under the map where its hexes are, within 2 px', async () => {
    const { drawn } = await savedCampaign(0);
    const out = await misses(drawn);
    expect(out).toHaveLength(2 * 8 * 7);
    for (const o of out) expect(o.miss, o.hex).toBeLessThanOrEqual(2);
  });

  it('lays sheets scanned turned by a degree (one each way) within 2 px across the whole sheet, corners included', async () => {
    const { drawn } = await savedCampaign(1);
    const out = await misses(drawn);
    expect(out).toHaveLength(2 * 8 * 7);
    for (const o of out) expect(o.miss, o.hex).toBeLessThanOrEqual(2);
    const opened = env.service.current().game;
    expect(opened.map.backdrop!.boards.every((b) => b.axes)).toBe(true);
  });

  it('starts "new game from pictures" with every sheet aligned on its own picture, within 2 px, turned or not', async () => {
    for (const rotationDeg of [0, 1]) await startsAligned(rotationDeg);
  });
});

/** Opens "new game from pictures" on the saved campaign: each sheet's alignment puts every hex centre on its printed centre. */
async function startsAligned(rotationDeg: number): Promise<void> {
  const { drawn } = await savedCampaign(rotationDeg);
  const v = await env.api['picture.fromCampaign']({});
  expect(v.sheets.map((s) => [s.sheet, s.width, s.height])).toEqual(
    ['A', 'B'].map((s) => [s, drawn.get(s)!.picture.width, drawn.get(s)!.picture.height]),
  );
  for (const s of v.sheets) {
    for (let i = 0; i < grid.size; i++) {
      if (!grid.exists[i] || grid.section(i)!.id !== s.sheet) continue;
      const c = planeCentre(grid, i);
      const p = toPicture(s.alignment!, c.x, c.y);
      const truth = drawn.get(s.sheet)!.centre(grid, grid.printedId(i));
      const miss = Math.hypot(p.x - truth.x, p.y - truth.y);
      expect(miss, `${grid.printedId(i)} turned ${rotationDeg}°`).toBeLessThanOrEqual(2);
    }
  }
  env.cleanup();
}
