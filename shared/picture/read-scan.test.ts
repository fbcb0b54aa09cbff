import { describe, expect, it } from 'vitest';
import { examplesFrom } from '../../test/helpers/picture-examples.js';
import { blankOf } from '../../test/helpers/picture-game.js';
import { scanGame } from '../../test/helpers/scan-game.js';
import { drawScan } from '../../test/helpers/scan-picture.js';
import { applyReading } from './apply-reading.js';
import { readPictures } from './read-picture.js';
import { readingAccuracy } from './reading-accuracy.js';

/**
 * A scan as printed maps come: near-alike colours, towns and forts as symbols, place names, thin
 * roads and railroads, wandering rivers, a hatched band, drift. Read with 20 example hexes and
 * 12 example hexsides, as a referee would click them.
 */
describe('reading a printed-map scan', () => {
  const { game, grid } = scanGame({ columns: 18, rows: 14, seed: 77 });
  const drawn = drawScan(game, grid, { hexWidth: 64, rotationDeg: 1, seed: 7 });
  const ex = examplesFrom(game, grid, 3, 3);
  const terrain = new Map([...ex.terrain].slice(0, 20));
  const blank = blankOf(game);
  const reading = readPictures(
    blank,
    grid,
    [{ sectionId: '', picture: drawn.picture, alignment: drawn.alignment }],
    terrain,
    ex.features,
  );
  const read = (id: string) => reading.terrain[reading.cls[grid.indexOf(id)]!];
  const truth = (i: number) => game.terrain.find((t) => t.code === game.map.hexes[grid.row(i)]![grid.col(i)])!.id;

  it('reads every example hex as its example, and tells towns and forts from place names', () => {
    for (const [hex, t] of terrain) expect(read(hex)).toBe(t);
    let symbols = 0;
    let symbolsRight = 0;
    let clearAsSymbol = 0;
    for (let i = 0; i < grid.size; i++) {
      const t = truth(i);
      const got = reading.terrain[reading.cls[i]!];
      if (t === 'town' || t === 'fort') {
        symbols++;
        if (got === t) symbolsRight++;
      } else if (got === 'town' || got === 'fort') clearAsSymbol++;
    }
    expect(symbolsRight / symbols).toBeGreaterThanOrEqual(0.9);
    expect(clearAsSymbol).toBeLessThanOrEqual(2);
    const acc = readingAccuracy(applyReading(blank, grid, reading), game, grid, grid.exists);
    expect(acc.terrainAccuracy).toBeGreaterThanOrEqual(0.85);
  }, 60_000);

  it('proposes the hatched band and the rivers by their ink, each with a confidence, the surest first', () => {
    const acc = readingAccuracy(applyReading(blank, grid, reading), game, grid, grid.exists);
    for (const f of ['band', 'river']) {
      const a = acc.features.find((x) => x.feature === f)!;
      expect(a.recall, f).toBeGreaterThanOrEqual(0.8);
      expect(a.precision, f).toBeGreaterThanOrEqual(0.8);
    }
    const conf = reading.proposals.map((p) => p.confidence);
    expect(conf.every((c) => c >= 0 && c <= 1)).toBe(true);
    expect(conf).toEqual([...conf].sort((x, y) => y - x));
  });
});
