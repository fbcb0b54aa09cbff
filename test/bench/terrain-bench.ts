import sharp from 'sharp';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { applyReading } from '../../shared/picture/apply-reading.js';
import { alignFromClicks } from '../../shared/picture/grid-alignment.js';
import { readPictures, type FeatureExample, type SheetPicture } from '../../shared/picture/read-picture.js';
import { readingAccuracy } from '../../shared/picture/reading-accuracy.js';
import { decodePicture } from '../../src-main/picture/load-picture.js';
import { drawMapPicture, type PictureOptions } from '../helpers/map-picture.js';
import { examplesFrom } from '../helpers/picture-examples.js';
import { blankOf, pictureGame, type PictureGameOptions } from '../helpers/picture-game.js';
import { report } from './measure.js';

/**
 * import.terrain.*, import.hexside.*: known games drawn as scanned map sheets (60-100 px per hex,
 * printed ids, symbols over the terrain, partial-hex patches, blur, noise, turned and non-square
 * scans, one picture per sheet), read back from three clicks per sheet and a few example hexes and
 * hexsides, and compared with the games they were drawn from. import.terrain.ms times what the
 * referee waits for on a 15,000-hex sheet: decoding its PNG, aligning, classifying every hex and
 * proposing every hexside, and writing them into the game.
 */
interface Case {
  game: PictureGameOptions;
  picture: Omit<PictureOptions, 'sectionId'>;
}

const CASES: Case[] = [
  { game: { columns: 40, rows: 28, seed: 101 }, picture: { hexWidth: 80, rotationDeg: 3, aspect: 1.02, noise: 10 } },
  {
    game: { columns: 30, rows: 22, seed: 202, orientation: 'pointy' },
    picture: { hexWidth: 100, rotationDeg: -4, noise: 12, blur: 2 },
  },
  { game: { columns: 24, rows: 20, seed: 303, sheets: 2 }, picture: { hexWidth: 64, rotationDeg: 1.5, aspect: 0.98 } },
];

/** Three clicks near three corners of a sheet, as a referee would pick them. */
export function clicksFor(grid: HexGrid, sectionId: string, centre: (id: string) => { x: number; y: number }) {
  const s = grid.layout.sections.find((x) => x.id === sectionId)!;
  const cells = [
    [s.column + 1, s.row + 1],
    [s.column + s.columns - 2, s.row + 2],
    [s.column + Math.floor(s.columns / 2), s.row + s.rows - 2],
  ];
  return cells.map(([c, r]) => {
    const id = grid.printedId(grid.indexAt(c!, r!));
    return { id, ...centre(id) };
  });
}

async function png(sheet: SheetPicture): Promise<Buffer> {
  const p = sheet.picture;
  return sharp(Buffer.from(p.data.buffer, p.data.byteOffset, p.data.length), {
    raw: { width: p.width, height: p.height, channels: 4 },
  })
    .png({ compressionLevel: 2 })
    .toBuffer();
}

/** Reads a game back from its sheets' pictures; returns the result and the time it took. */
function readBack(
  game: GameDefinition,
  grid: HexGrid,
  sheets: SheetPicture[],
  ex: { terrain: Map<string, string>; features: FeatureExample[] },
) {
  const blank = blankOf(game);
  const reading = readPictures(blank, grid, sheets, ex.terrain, ex.features);
  return applyReading(blank, grid, reading);
}

export async function benchTerrain(): Promise<void> {
  let hexes = 0;
  let right = 0;
  let truth = 0;
  let found = 0;
  let proposed = 0;
  const pool = (game: GameDefinition, result: GameDefinition, grid: HexGrid) => {
    const acc = readingAccuracy(result, game, grid, grid.exists);
    hexes += acc.hexes;
    right += acc.terrainAccuracy * acc.hexes;
    for (const f of acc.features) {
      truth += f.truth;
      found += f.found;
      proposed += f.proposed;
    }
  };
  for (const c of CASES) {
    const { game, grid } = pictureGame(c.game);
    const sheets = grid.layout.sections.map((s, k) => {
      const drawn = drawMapPicture(game, grid, { ...c.picture, sectionId: s.id, seed: 40 + k });
      const clicks = clicksFor(grid, s.id, (id) => drawn.centre(grid, id));
      return { sectionId: s.id, picture: drawn.picture, alignment: alignFromClicks(grid, clicks, drawn.picture, s.id) };
    });
    pool(game, readBack(game, grid, sheets, examplesFrom(game, grid)), grid);
  }
  // the monster sheet: 150 x 100 hexes at 60 px per hex, from its PNG
  const { game, grid } = pictureGame({
    columns: 150,
    rows: 100,
    seed: 404,
    walks: { rivers: 30, roads: 30, rails: 12, length: 60 },
  });
  const drawn = drawMapPicture(game, grid, { hexWidth: 60, rotationDeg: -1.5, aspect: 1.01, noise: 10 });
  const file = await png({ sectionId: '', picture: drawn.picture, alignment: drawn.alignment });
  const clicks = clicksFor(grid, '', (id) => drawn.centre(grid, id));
  const ex = examplesFrom(game, grid, 4, 4);
  const t0 = performance.now();
  const picture = await decodePicture(file, 'the bench sheet');
  const result = readBack(
    game,
    grid,
    [{ sectionId: '', picture, alignment: alignFromClicks(grid, clicks, picture) }],
    ex,
  );
  const ms = performance.now() - t0;
  pool(game, result, grid);
  report('import.terrain.hexes', hexes, 'hexes', 0);
  report('import.terrain.accuracy', right / hexes, '', 4);
  report('import.hexside.recall', truth ? found / truth : 1, '', 4);
  report('import.hexside.precision', proposed ? found / proposed : 1, '', 4);
  report('import.terrain.ms', ms, 'ms');
}

if (process.argv[1]?.endsWith('terrain-bench.ts')) await benchTerrain();
