import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseGame } from '../../shared/parse-campaign.js';
import { drawMapPicture } from '../helpers/map-picture.js';
import { writePng } from '../helpers/picture-files.js';
import { examplesFrom } from '../helpers/picture-examples.js';
import { blankOf, pictureGame } from '../helpers/picture-game.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';

/** `terrain-from-picture`: one sheet's terrain and hexsides read from its picture, on the command line. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const { game, grid } = pictureGame({ columns: 16, rows: 10, seed: 31 });
const drawn = drawMapPicture(game, grid, { hexWidth: 64, rotationDeg: -2, aspect: 1.03 });
const ex = examplesFrom(game, grid);
const align = ['0202', '1503', '0809'].map((id) => {
  const c = drawn.centre(grid, id);
  return `${id}@${c.x.toFixed(1)},${c.y.toFixed(1)}`;
});
const examples = [...ex.terrain].map(([h, t]) => `${h}=${t}`).join(',');
const features = ex.features.map((f) => `${f.feature}=${f.a}-${f.b}`).join(',');
let png: Buffer;
beforeAll(async () => {
  const file = join(process.env.TMPDIR ?? '/tmp', `qm-sheet-${process.pid}.png`);
  await writePng(drawn.picture, file);
  png = readFileSync(file);
});

function files() {
  env = tempService();
  const blank = join(env.dir, 'blank.json');
  const reference = join(env.dir, 'reference.json');
  const picture = join(env.dir, 'sheet.png');
  writeFileSync(blank, JSON.stringify(blankOf(game)));
  writeFileSync(reference, JSON.stringify(game));
  writeFileSync(picture, png);
  return { blank, reference, picture };
}

/**
 * `terrain-from-picture` from the blank sheet to `out`, with the picture, alignment clicks and
 * terrain examples of files() unless a test gives its own; `more` adds options.
 */
function readSheet(
  f: ReturnType<typeof files>,
  out: string,
  o: { picture?: string; align?: string[]; more?: string[] } = {},
) {
  const read = ['--picture', o.picture ?? f.picture, '--align', ...(o.align ?? align), '--examples', examples];
  return cli('terrain-from-picture', f.blank, ...read, ...(o.more ?? []), '--out', out);
}

describe('quartermaster terrain-from-picture', () => {
  it('reads terrain and hexsides into a new game file and prints its accuracy against a reference', async () => {
    const f = files();
    const out = join(env.dir, 'read.json');
    const r = await readSheet(f, out, { more: ['--features', features, '--reference', f.reference] });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/read 160 hexes of the map sheet/);
    const acc = Number(/terrain accuracy: ([\d.]+) \(160 hexes\)/.exec(r.out)![1]);
    expect(acc).toBeGreaterThanOrEqual(0.97);
    for (const feature of ['river', 'road', 'rail']) {
      const m = new RegExp(`${feature}: recall ([\\d.]+) .*precision ([\\d.]+)`).exec(r.out)!;
      expect(Number(m[1])).toBeGreaterThanOrEqual(0.85);
      expect(Number(m[2])).toBeGreaterThanOrEqual(0.85);
    }
    const read = parseGame(JSON.parse(readFileSync(out, 'utf8')));
    expect(read.hexsides.length).toBeGreaterThan(0);
    expect(read.routes.some((x) => x.type === 'rail')).toBe(true);
    // --out never replaces a file: the same run again is refused and the file is untouched
    const before = readFileSync(out, 'utf8');
    const again = await readSheet(f, out);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already exists; --out never replaces a file/);
    expect(readFileSync(out, 'utf8')).toBe(before);
  });

  it('writes a campaign file that opens with the terrain read', async () => {
    const f = files();
    const out = join(env.dir, 'read.qmc');
    const r = await readSheet(f, out);
    expect(r.code).toBe(0);
    const info = await cli('info', out);
    expect(info.out).toMatch(/16 x 10 hexes/);
  });

  it('refuses a picture that does not load, and bad alignment clicks, writing nothing', async () => {
    const f = files();
    const out = join(env.dir, 'never.json');
    const notPng = join(env.dir, 'notes.png');
    writeFileSync(notPng, 'this is not a picture');
    let r = await readSheet(f, out, { picture: notPng });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the picture .*notes\.png could not be read/);
    r = await readSheet(f, out, { picture: join(env.dir, 'missing.png') });
    expect(r.err).toMatch(/the picture .*missing\.png could not be read/);
    r = await readSheet(f, out, { align: [align[0]!, align[0]!, align[2]!] });
    expect(r.err).toMatch(/0202 is clicked twice/);
    r = await readSheet(f, out, { align: [align[0]!, align[1]!] });
    expect(r.err).toMatch(/--align takes three/);
    expect(existsSync(out)).toBe(false);
  });
});
