import { CommandError } from '../model/command-error.js';
import { describe, expect, it } from 'vitest';
import { HexGrid } from '../hex/hex-grid.js';
import { drawMapPicture } from '../../test/helpers/map-picture.js';
import { examplesFrom } from '../../test/helpers/picture-examples.js';
import { blankOf, pictureGame } from '../../test/helpers/picture-game.js';
import { alignFromClicks } from './grid-alignment.js';
import { applyReading } from './apply-reading.js';
import { readPictures, type SheetPicture } from './read-picture.js';
import { readingAccuracy } from './reading-accuracy.js';

/** Terrain and hexside features read back from rendered map pictures of a known game. */
describe('reading a map picture', () => {
  it('classifies the terrain of a noisy, blurred, turned scan and proposes its rivers, roads and railroads', () => {
    const { game, grid } = pictureGame({ columns: 18, rows: 12, seed: 21 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 64, rotationDeg: 2.5, aspect: 1.02, noise: 10, blur: 1 });
    const t = alignFromClicks(
      grid,
      ['0202', '1603', '0811'].map((id) => ({ id, ...drawn.centre(grid, id) })),
      drawn.picture,
    );
    const ex = examplesFrom(game, grid);
    const blank = blankOf(game);
    const reading = readPictures(
      blank,
      grid,
      [{ sectionId: '', picture: drawn.picture, alignment: t }],
      ex.terrain,
      ex.features,
    );
    const result = applyReading(blank, grid, reading);
    const acc = readingAccuracy(result, game, grid, new Uint8Array(grid.size).fill(1));
    expect(acc.hexes).toBe(18 * 12);
    expect(acc.terrainAccuracy).toBeGreaterThanOrEqual(0.97);
    expect(acc.recall).toBeGreaterThanOrEqual(0.9);
    expect(acc.precision).toBeGreaterThanOrEqual(0.9);
    expect(acc.features.map((f) => f.feature)).toEqual(['rail', 'river', 'road']);
    // the result is a valid game whose routes are joined runs, not one route per link
    expect(result.routes.length).toBeLessThan(acc.features.find((f) => f.feature === 'road')!.proposed);
  }, 60_000);

  it('reads every sheet of a multi-sheet game from its own picture', () => {
    const { game, grid } = pictureGame({ columns: 10, rows: 9, sheets: 2, seed: 5 });
    const sheets: SheetPicture[] = (['A', 'B'] as const).map((id, k) => {
      const drawn = drawMapPicture(game, grid, { hexWidth: 60, sectionId: id, rotationDeg: k ? -3 : 2, seed: k + 3 });
      const clicks = [`${id}02.02`, `${id}09.03`, `${id}05.08`].map((h) => ({ id: h, ...drawn.centre(grid, h) }));
      return { sectionId: id, picture: drawn.picture, alignment: alignFromClicks(grid, clicks, drawn.picture, id) };
    });
    // the referee's examples are all on sheet A: sheet B is read with what A taught
    const onA = (i: number) => grid.section(i)?.id === 'A';
    const ex = examplesFrom(game, grid, 3, 3, onA);
    const blank = blankOf(game);
    const reading = readPictures(blank, grid, sheets, ex.terrain, ex.features);
    const result = applyReading(blank, grid, reading);
    const all = new Uint8Array(grid.size).fill(1);
    expect(readingAccuracy(result, game, grid, all).terrainAccuracy).toBeGreaterThanOrEqual(0.95);
    const onlyB = Uint8Array.from({ length: grid.size }, (_, i) => (onA(i) ? 0 : 1));
    const b = readingAccuracy(result, game, grid, onlyB);
    expect(b.hexes).toBe(90);
    expect(b.terrainAccuracy).toBeGreaterThanOrEqual(0.95);
    // a hex left without a picture keeps what it had
    const one = readPictures(blank, grid, [sheets[0]!], ex.terrain, []);
    expect(one.cls[grid.indexOf('B05.05')]).toBe(-1);
    expect(new HexGrid(result.map).size).toBe(grid.size);
  });

  it('marks the hexes it doubts: a hex painted half one terrain, half another', () => {
    const { game, grid } = pictureGame({ columns: 12, rows: 8, seed: 8 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 60, noise: 4, patches: false, symbols: false });
    const t = drawn.alignment;
    const ex = examplesFrom(game, grid);
    const clear = game.terrain.find((x) => x.code === '.')!;
    // repaint the lower half of a woods hex as clear: a coin toss, and the reading should say so
    const target = [...ex.terrain.keys()].find((h) => ex.terrain.get(h) === 'woods')!;
    const c = drawn.centre(grid, target);
    const rgb = [1, 3, 5].map((k) => parseInt(clear.color.slice(k, k + 2), 16));
    const other = [...ex.terrain.keys()].find((h) => ex.terrain.get(h) === 'woods' && h !== target)!;
    ex.terrain.delete(target);
    const pic = drawn.picture;
    for (let y = Math.round(c.y) + 3; y < c.y + 30; y++)
      for (let x = Math.round(c.x - 30); x < c.x + 30; x++)
        for (let ch = 0; ch < 3; ch++) pic.data[(y * pic.width + x) * 4 + ch] = rgb[ch]!;
    const reading = readPictures(blankOf(game), grid, [{ sectionId: '', picture: pic, alignment: t }], ex.terrain, []);
    expect(reading.confidence[grid.indexOf(target)]).toBeLessThan(0.4);
    expect(reading.confidence[grid.indexOf(other)]).toBeGreaterThan(0.6);
  });

  it('refuses examples it cannot use, naming them', () => {
    const { game, grid } = pictureGame({ columns: 10, rows: 8, seed: 9 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 60, blur: 0, noise: 0 });
    const sheet = [{ sectionId: '', picture: drawn.picture, alignment: drawn.alignment }];
    expect(() => readPictures(game, grid, sheet, new Map([['0101', 'jungle']]), [])).toThrow(
      /example 0101: there is no terrain "jungle"/,
    );
    expect(() => readPictures(game, grid, sheet, new Map([['9999', 'clear']]), [])).toThrow(/"9999" is not a hex/);
    const ex = examplesFrom(game, grid);
    expect(() => readPictures(game, grid, sheet, ex.terrain, [{ feature: 'canal', a: '0101', b: '0102' }])).toThrow(
      /no hexside feature or route type "canal"/,
    );
    expect(() => readPictures(game, grid, sheet, ex.terrain, [{ feature: 'river', a: '0101', b: '0105' }])).toThrow(
      /0101 and 0105 are not adjacent/,
    );
  });

  it('an example hex the picture does not cover is refused by name, not read as nothing', () => {
    const { game, grid } = pictureGame({ columns: 12, rows: 8, seed: 8 });
    const drawn = drawMapPicture(game, grid, { hexWidth: 60, noise: 4, patches: false, symbols: false });
    const ex = examplesFrom(game, grid);
    // the sheet's picture cut to its left half: examples on the right lie off it
    const pic = drawn.picture;
    const half = {
      ...pic,
      width: Math.floor(pic.width / 2),
      data: new Uint8ClampedArray(Math.floor(pic.width / 2) * pic.height * 4),
    };
    for (let y = 0; y < pic.height; y++)
      half.data.set(pic.data.subarray(y * pic.width * 4, (y * pic.width + half.width) * 4), y * half.width * 4);
    const run = () =>
      readPictures(blankOf(game), grid, [{ sectionId: '', picture: half, alignment: drawn.alignment }], ex.terrain, []);
    expect(run).toThrow(CommandError);
    expect(run).toThrow(/example \d{4} gave no pixels of the picture/);
  });
});
