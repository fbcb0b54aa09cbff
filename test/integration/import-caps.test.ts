import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import {
  bombModule,
  gridModule,
  hugeGridModule,
  hugePictureModule,
  nestedTraitsModule,
  pngHeader,
} from '../helpers/hostile-vassal.js';
import { prepareVassalImport, templateGame } from '../../src-main/import/vassal/import-vassal.js';
import { appRoot } from '../../src-main/paths.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';
import { buildModule, buildSave } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioCommands, scenarioModule } from '../helpers/vassal-scenario.js';

/**
 * Hostile files, each small on disk: every one is refused (naming the cap) or read, within a few
 * seconds and a few hundred megabytes, and a refusal writes nothing.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const MB = 1024 * 1024;

async function importModule(module: Buffer, save = false) {
  env = tempService();
  const vmod = join(env.dir, 'm.vmod');
  writeFileSync(vmod, module);
  const args = [vmod];
  if (save) {
    writeFileSync(join(env.dir, 's.vsav'), buildSave(MODULE_NAME, scenarioCommands()));
    args.push('--save', join(env.dir, 's.vsav'));
  }
  const before = readdirSync(env.dir).sort();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const r = await cli('import-vassal', ...args, '--out', join(env.dir, 'out.qmc'));
  const ms = performance.now() - t0;
  const grewMb = (process.memoryUsage().rss - rss0) / MB;
  return { ...r, ms, grewMb, wrote: readdirSync(env.dir).sort().join(' ') !== before.join(' ') };
}

async function refused(module: Buffer, message: RegExp) {
  const r = await importModule(module);
  expect(r.err).toMatch(message);
  expect(r.code).toBe(1);
  expect(r.wrote).toBe(false);
  expect(existsSync(join(env.dir, 'out.qmc'))).toBe(false);
  expect(r.ms).toBeLessThan(10_000);
  expect(r.grewMb).toBeLessThan(400);
}

describe('import caps: hostile modules are refused by name, quickly, writing nothing', () => {
  it('a hex grid with no width (dx = 0), or one of 1e-300 px', async () => {
    await refused(gridModule({ dx: 0 }), /the hex grid's dx is 0 px: over the cap hexMinPixels = 2/);
    await refused(gridModule({ dy: 1e-300 }), /the hex grid's dy is 1e-300 px: over the cap hexMinPixels/);
  });
  it('a grid of real steps whose boards would hold millions of hexes', async () => {
    await refused(
      hugeGridModule(),
      /map "Main Map": its boards would hold about 70,[\d,]+ hexes: over the cap mapHexes = 2,000,000/,
    );
  });
  it('a board picture whose header claims 200000 x 200000 px, or 60000 x 60000', async () => {
    await refused(
      hugePictureModule(200_000, 200_000),
      /picture images\/west\.png is 200000 x 200000 px: over the cap pictureSide = 100,000/,
    );
    await refused(
      hugePictureModule(60_000, 60_000),
      /is too large: 60000 x 60000 px, 3600 million pixels: over the cap picturePixels = 500,000,000/,
    );
  });
  it('a save holding more pieces than the cap, refused before they are read', async () => {
    const piece = (k: number) => `+/p${k}/piece;;;a.png;Unit ${k}/Main Map;125;87;;0`;
    const save = buildSave(
      MODULE_NAME,
      Array.from({ length: 200_001 }, (_, k) => piece(k)),
      { plain: true },
    );
    env = tempService();
    writeFileSync(join(env.dir, 'm.vmod'), buildModule(scenarioModule()));
    writeFileSync(join(env.dir, 's.vsav'), save);
    const before = readdirSync(env.dir).sort();
    const t0 = performance.now();
    const r = await cli(
      'import-vassal',
      join(env.dir, 'm.vmod'),
      '--save',
      join(env.dir, 's.vsav'),
      '--out',
      join(env.dir, 'o.qmc'),
    );
    expect(r.err).toMatch(/s\.vsav: pieces: 200,001: over the cap pieces = 200,000/);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(readdirSync(env.dir).sort()).toEqual(before);
  });
  it('a build file that inflates past the text cap, declaring it or lying about its size', async () => {
    await refused(
      bombModule(80, 'build file'),
      /entry buildFile\.xml declares 83886080 bytes: over the cap textEntryBytes/,
    );
    await refused(
      bombModule(80, 'build file, lying'),
      /entry buildFile\.xml inflates past its declared 1000 bytes: over the cap textEntryBytes/,
    );
  });
});

describe('import caps: what a reader need not touch costs nothing', () => {
  it('a 300 MB zip bomb the module never uses is never inflated: the import goes through', async () => {
    const r = await importModule(bombModule(300, 'unused'), true);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.grewMb).toBeLessThan(250);
  });
  it('a piece of 3,000 nested traits is read and imports', async () => {
    const r = await importModule(nestedTraitsModule(3000));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // a bound on a hostile file's cost, not a speed figure (import.vassal.nested.ms in npm run bench):
    // the reading was cubic once (26 s)
    expect(r.ms).toBeLessThan(10_000);
    const read = await prepareVassalImport({ module: join(env.dir, 'm.vmod') }, templateGame(appRoot()));
    expect(read.sorted.map((s) => s.piece.name)).toEqual(['Deep 4-3-8']);
  });
});

describe('picture caps: the same cap before any picture is decoded', () => {
  it('terrain-from-picture refuses a 30000 x 30000 scan from its header, writing nothing', async () => {
    env = tempService();
    const { game } = pictureGame({ columns: 4, rows: 4, seed: 1 });
    writeFileSync(join(env.dir, 'charts.json'), JSON.stringify(blankOf(game)));
    writeFileSync(join(env.dir, 'scan.png'), pngHeader(30_000, 30_000, Buffer.alloc(2 * MB, 7)));
    const before = readdirSync(env.dir).sort();
    const r = await cli(
      'terrain-from-picture',
      join(env.dir, 'charts.json'),
      '--picture',
      join(env.dir, 'scan.png'),
      '--align',
      '0101@10,10',
      '0401@100,10',
      '0104@10,100',
      '--examples',
      '0101=clear',
      '--out',
      join(env.dir, 'read.json'),
    );
    expect(r.err).toMatch(
      /scan\.png is too large: 30000 x 30000 px, 900 million pixels: over the cap picturePixels = 500,000,000\. Scale it down/,
    );
    expect(readdirSync(env.dir).sort()).toEqual(before);
  });
  it('the pictures wizard refuses a 30000 x 30000 scan from its header, before decoding it', async () => {
    env = tempService();
    const { game } = pictureGame({ columns: 4, rows: 4, seed: 1 });
    const charts = join(env.dir, 'charts.json');
    writeFileSync(charts, JSON.stringify(blankOf(game)));
    const scan = join(env.dir, 'scan.png');
    writeFileSync(scan, pngHeader(30_000, 30_000, Buffer.alloc(2 * MB, 7)));
    await env.api['picture.start']({
      gameFile: charts,
      ruleset: 'classic',
      sheets: [{ id: '', columns: 4, rows: 4, firstColumn: 1, firstRow: 1 }],
    });
    const rss0 = process.memoryUsage().rss;
    await expect(env.api['picture.load']({ sheet: '', file: scan })).rejects.toThrow(
      /scan\.png is too large: 30000 x 30000 px, 900 million pixels: over the cap picturePixels = 500,000,000\. Scale it down/,
    );
    expect((process.memoryUsage().rss - rss0) / MB).toBeLessThan(200);
  });
});
