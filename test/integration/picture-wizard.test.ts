import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseGame } from '../../shared/parse-campaign.js';
import { drawMapPicture } from '../helpers/map-picture.js';
import { writePng } from '../helpers/picture-files.js';
import { examplesFrom } from '../helpers/picture-examples.js';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import { tempService } from '../helpers/temp-service.js';

/** The app's calls for a new game from pictures, through the same validated API the renderer uses. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const { game, grid } = pictureGame({ columns: 12, rows: 8, seed: 12 });
const drawn = drawMapPicture(game, grid, { hexWidth: 64, rotationDeg: 1 });

describe('picture.* calls', () => {
  it("takes how each side plays as asked (picture.play), never the charts file's rules; a bad phase is refused", async () => {
    env = tempService();
    const charts = join(env.dir, 'charts.json');
    writeFileSync(
      charts,
      JSON.stringify({
        ...blankOf(game),
        ruleset: 'classic',
        supplyRules: [{ side: 'axis', method: 'road-edge', hexes: 9, mp: 9 }],
        phasesBySide: { axis: ['movement'] },
      }),
    );
    let v = await env.api['picture.start']({
      gameFile: charts,
      sheets: [{ id: '', columns: 12, rows: 8, firstColumn: 1, firstRow: 1 }],
    });
    expect([v.game.supplyRules, v.game.phasesBySide]).toEqual([[], {}]);
    v = await env.api['picture.play']({
      play: { supplyRules: { allies: { method: 'leader-line' } }, phasesBySide: { allies: ['movement', 'combat'] } },
    });
    expect(v.game.supplyRules).toEqual([{ side: 'allies', method: 'leader-line' }]);
    expect(v.game.phasesBySide).toEqual({ allies: ['movement', 'combat'] });
    await expect(
      env.api['picture.play']({ play: { supplyRules: {}, phasesBySide: { allies: ['refit'] } } }),
    ).rejects.toThrow(/phasesBySide\.allies: the .* rules have no phase "refit"/);
  });

  it('start, load, align, read, brush and save a game, taking only the confirmed hexsides', async () => {
    env = tempService();
    const charts = join(env.dir, 'charts.json');
    const png = join(env.dir, 'sheet.png');
    writeFileSync(charts, JSON.stringify(blankOf(game)));
    await writePng(drawn.picture, png);
    await env.api['picture.start']({
      gameFile: charts,
      ruleset: 'classic',
      sheets: [{ id: '', columns: 12, rows: 8, firstColumn: 1, firstRow: 1 }],
    });
    let v = await env.api['picture.load']({ sheet: '', file: png });
    expect(v.sheets[0]).toMatchObject({ width: drawn.picture.width, height: drawn.picture.height, alignment: null });
    v = await env.api['picture.align']({
      sheet: '',
      clicks: ['0202', '1103', '0607'].map((id) => ({ id, ...drawn.centre(grid, id) })),
    });
    expect(v.sheets[0]!.alignment).not.toBeNull();
    const ex = examplesFrom(game, grid);
    v = await env.api['picture.read']({
      examples: [...ex.terrain].map(([hex, terrain]) => ({ hex, terrain })),
      features: ex.features,
    });
    expect(v.hexes).toHaveLength(96);
    const right = v.hexes.filter(
      (h) =>
        h.terrain ===
        game.terrain.find(
          (t) => t.code === game.map.hexes[grid.row(grid.indexOf(h.hex))]![grid.col(grid.indexOf(h.hex))],
        )!.id,
    ).length;
    expect(right).toBeGreaterThanOrEqual(93);
    v = await env.api['picture.paint']({ terrain: 'marsh', hexes: ['0303'] });
    expect(v.hexes.find((h) => h.hex === '0303')).toEqual({ hex: '0303', terrain: 'marsh', confidence: 1 });
    const rivers = v.proposals.flatMap((p, k) => (p.feature === 'river' ? [k] : []));
    const out = join(env.dir, 'read.json');
    await env.api['picture.save']({ file: out, accepted: rivers });
    const saved = parseGame(JSON.parse(readFileSync(out, 'utf8')));
    expect(saved.ruleset).toBe('classic');
    expect(saved.hexsides).toHaveLength(rivers.length);
    expect(saved.routes).toEqual([]);
    await expect(env.api['picture.save']({ file: out, accepted: [] })).rejects.toThrow(/already exists/);
    await expect(env.api['picture.save']({ file: join(env.dir, 'x.json'), accepted: [99999] })).rejects.toThrow(
      /no proposed hexside number 99999/,
    );
  });

  it('refuses what it cannot do, naming it', async () => {
    env = tempService();
    await expect(env.api['picture.load']({ sheet: '', file: 'x.png' })).rejects.toThrow(
      /start a new game from pictures first/,
    );
    const charts = join(env.dir, 'charts.json');
    writeFileSync(charts, JSON.stringify(blankOf(game)));
    await env.api['picture.start']({
      gameFile: charts,
      sheets: ['A', 'B'].map((id) => ({ id, columns: 6, rows: 5, firstColumn: 1, firstRow: 1 })),
    });
    await expect(env.api['picture.load']({ sheet: 'C', file: 'x.png' })).rejects.toThrow(
      /there is no sheet "C" \(sheets: A, B\)/,
    );
    const notPng = join(env.dir, 'notes.png');
    writeFileSync(notPng, 'not a picture');
    await expect(env.api['picture.load']({ sheet: 'A', file: notPng })).rejects.toThrow(
      /the picture .*notes\.png could not be read/,
    );
    await expect(env.api['picture.align']({ sheet: 'A', clicks: [{ id: 'A01.01', x: 1, y: 1 }] })).rejects.toThrow(
      /picture\.align: the request is not valid/,
    );
    await expect(
      env.api['picture.align']({ sheet: 'A', clicks: [1, 2, 3].map(() => ({ id: 'A01.01', x: 1, y: 1 })) }),
    ).rejects.toThrow(/sheet "A" has no picture yet/);
    await expect(
      env.api['picture.start']({
        gameFile: charts,
        sheets: ['A', 'A'].map((id) => ({ id, columns: 6, rows: 5, firstColumn: 1, firstRow: 1 })),
      }),
    ).rejects.toThrow(/map section id "A" is used twice/);
  });
});
