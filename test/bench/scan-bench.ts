import sharp from 'sharp';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { applyReading } from '../../shared/picture/apply-reading.js';
import { alignFromClicks } from '../../shared/picture/grid-alignment.js';
import { readPictures } from '../../shared/picture/read-picture.js';
import { readingAccuracy } from '../../shared/picture/reading-accuracy.js';
import { decodePicture } from '../../src-main/picture/load-picture.js';
import { examplesFrom } from '../helpers/picture-examples.js';
import { blankOf, type PictureGameOptions } from '../helpers/picture-game.js';
import { scanGame } from '../helpers/scan-game.js';
import { drawScan, type ScanOptions } from '../helpers/scan-picture.js';
import { report } from './measure.js';
import { clicksFor } from './terrain-bench.js';

/**
 * import.scan.*: generated scans hard where real printed maps are (see scan-picture.ts), saved as
 * JPEG at quality 60 and read back with at most 20 example hexes and 12 example hexsides, as a new
 * referee would click them. Every proposal counts as accepted, so precision is what a referee
 * reviewing them must reject; corrections per 1,000 hexes add the hexes read wrong, the hexsides
 * missed and the hexsides proposed wrongly.
 */
const MAX_HEXES = 20;
const PER_FEATURE = 3;
const FEATURES = ['river', 'road', 'railroad', 'band'];

const CASES: Array<{ game: PictureGameOptions; scan: ScanOptions }> = [
  { game: { columns: 30, rows: 22, seed: 505 }, scan: { hexWidth: 64, rotationDeg: 1, seed: 51 } },
  {
    game: { columns: 24, rows: 20, seed: 606, orientation: 'pointy' },
    scan: { hexWidth: 72, rotationDeg: -1, seed: 61, blur: 2 },
  },
];

/** The examples a referee would click: a few per terrain type, at most 20 in all, and three per feature. */
function scanExamples(game: GameDefinition, grid: HexGrid) {
  const ex = examplesFrom(game, grid, 3, PER_FEATURE);
  const terrain = new Map([...ex.terrain].slice(0, MAX_HEXES));
  return { terrain, features: ex.features };
}

export async function benchScan(): Promise<void> {
  let hexes = 0;
  let wrong = 0;
  const pooled = new Map(FEATURES.map((f) => [f, { truth: 0, found: 0, proposed: 0 }]));
  for (const c of CASES) {
    const { game, grid } = scanGame(c.game);
    const drawn = drawScan(game, grid, c.scan);
    const p = drawn.picture;
    const jpeg = await sharp(Buffer.from(p.data.buffer, p.data.byteOffset, p.data.length), {
      raw: { width: p.width, height: p.height, channels: 4 },
    })
      .jpeg({ quality: 60 })
      .toBuffer();
    if (process.env.SCAN_OUT) await sharp(jpeg).toFile(`${process.env.SCAN_OUT}-${c.game.seed}.jpg`);
    const picture = await decodePicture(jpeg, 'the bench scan');
    const alignment = alignFromClicks(
      grid,
      clicksFor(grid, '', (id) => drawn.centre(grid, id)),
      picture,
    );
    const ex = scanExamples(game, grid);
    const blank = blankOf(game);
    const reading = readPictures(blank, grid, [{ sectionId: '', picture, alignment }], ex.terrain, ex.features);
    const acc = readingAccuracy(applyReading(blank, grid, reading), game, grid, grid.exists);
    hexes += acc.hexes;
    wrong += Math.round((1 - acc.terrainAccuracy) * acc.hexes);
    for (const f of acc.features) {
      const into = pooled.get(f.feature);
      if (!into) continue;
      into.truth += f.truth;
      into.found += f.found;
      into.proposed += f.proposed;
    }
  }
  let corrections = wrong;
  report('import.scan.hexes', hexes, 'hexes', 0);
  report('import.scan.terrain.accuracy', 1 - wrong / hexes, '', 4);
  for (const [f, s] of pooled) {
    report(`import.scan.recall.${f}`, s.truth ? s.found / s.truth : 1, '', 4);
    report(`import.scan.precision.${f}`, s.proposed ? s.found / s.proposed : 1, '', 4);
    corrections += s.truth - s.found + (s.proposed - s.found);
  }
  report('import.scan.corrections.per1000', (1000 * corrections) / hexes, '', 1);
}

if (process.argv[1]?.endsWith('scan-bench.ts')) await benchScan();
