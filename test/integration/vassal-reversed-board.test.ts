import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_NUMBERING, locationName, type VassalHexGrid } from '../../shared/import/vassal/hex-numbering.js';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import type { Campaign } from '../../shared/model/campaign-schema.js';
import { pngFromRgb } from '../helpers/png-writer.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';
import { addPiece, basicState, buildModule, buildSave, chain } from '../helpers/vassal-module-writer.js';
import { GRID, MODULE_NAME, scenarioModule } from '../helpers/vassal-scenario.js';

/**
 * A board laid turned 180° (VASSAL: a reversible board named "West/rev" in the BoardPicker set-up):
 * its picture and its grid turn about its centre, so a point (x, y) of the laid board is the
 * board's own point (width - x, height - y) (Board.localCoordinates). Six columns of hexes on a
 * board 203 px high turn onto the same lattice, so the board beside it lines up as VASSAL shows it.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const W = 300;
const H = 203;
const westGrid: VassalHexGrid = { sideways: false, ...GRID, width: W, height: H, numbering: { ...DEFAULT_NUMBERING } };
/** the hex VASSAL names at a point of West as the module draws it (not turned); both boards number
 * from 0101, so each id carries its board's section letter */
const westHex = (x: number, y: number) => `A${locationName(westGrid, x, y)}`;
const eastGrid: VassalHexGrid = { ...westGrid, width: 400, height: 174, numbering: { ...DEFAULT_NUMBERING, hOff: 5 } };

/** West's picture: paper with a red block in its top-left corner, so a turn shows */
function westPicture(): Buffer {
  const rgb = new Uint8Array(W * H * 3).fill(220);
  for (let y = 0; y < 20; y++) for (let x = 0; x < 30; x++) rgb.set([230, 20, 20], (y * W + x) * 3);
  return pngFromRgb(W, H, rgb);
}

function files(turned: boolean) {
  env = tempService();
  const spec = scenarioModule();
  const setup = encodeSequence(['Main MapBoardPicker', turned ? 'West/rev' : 'West', '0', '0', 'East', '1', '0'], '\t');
  const main = spec.maps[0]!;
  main.setup = setup;
  main.boards[0] = { name: 'West', image: 'west.png', width: W, height: H, grid: { ...GRID }, reversible: true };
  spec.images = { ...spec.images, 'west.png': westPicture() };
  const slot = (entry: string) => spec.slots!.find((s) => s.entry === entry)!;
  const place = (id: string, entry: string, x: number, y: number) => {
    const s = slot(entry);
    const links = s.state.split('\t');
    return addPiece(id, s.type, chain([...links.slice(0, -1).map(() => ''), basicState('Main Map', x, y, s.gpid)]));
  };
  const commands = [
    setup,
    // West's own hex 0101 (its top-left, at 25,29) lies at the laid board's bottom right
    place('p1', '4-3-8 Inf', W - 25, H - 29),
    // the hex of West's fifth column, second row, near the laid board's left
    place('p2', '2-1-6 Rifle', W - 225, H - 87),
    // East is laid as it is, right of West
    place('p3', '2-1-6 Rifle', W + 75, 116),
  ];
  const vmod = join(env.dir, 'turned.vmod');
  const vsav = join(env.dir, 'turned.vsav');
  writeFileSync(vmod, buildModule(spec));
  writeFileSync(vsav, buildSave(MODULE_NAME, commands));
  return { vmod, vsav, out: join(env.dir, 'turned.qmc') };
}

async function imported(turned: boolean): Promise<Campaign> {
  const f = files(turned);
  const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  expect(r.out).not.toMatch(/left out of the map/);
  const json = `${f.out}.json`;
  expect((await cli('export', f.out, '--out', json)).code).toBe(0);
  return JSON.parse(readFileSync(json, 'utf8')) as Campaign;
}

/** West's hexes on the map (section A), each with its centre in map pixels (West lies at 0,0) */
function westLabels(c: Campaign): Array<{ id: string; x: number; y: number }> {
  const b = c.game.map.backdrop!;
  return c.game.map.labels!.flatMap((row, r) =>
    row.flatMap((id, col) =>
      id.startsWith('A') ? [{ id, x: b.x0 + col * b.dx, y: b.y0 + r * b.dy + (col % 2 ? b.dy / 2 : 0) }] : [],
    ),
  );
}

const hexOf = (c: Campaign, name: string) => c.setup.units.filter((u) => u.name === name).map((u) => u.hex);

describe('import-vassal: a board laid turned 180° in the set-up', () => {
  it('puts pieces in the hexes VASSAL names on the turned board, numbers the map turned, and turns the picture', async () => {
    const c = await imported(true);
    expect(hexOf(c, '4-3-8 Inf')).toEqual([westHex(25, 29)]);
    expect(hexOf(c, '2-1-6 Rifle').sort()).toEqual([westHex(225, 87), `B${locationName(eastGrid, 75, 116)}`].sort());
    // every hex of West on the map is named as VASSAL names the turned board's point at its centre
    const backdrop = c.game.map.backdrop!;
    const west = westLabels(c);
    expect(west.length).toBeGreaterThanOrEqual(18);
    for (const { id, x, y } of west) expect(id).toBe(westHex(W - x, H - y));
    expect(west.some(({ id, x, y }) => id !== westHex(x, y))).toBe(true);
    // the board's picture is stored turned: its red corner now at the bottom right
    const board = backdrop.boards.find((b) => b.name === 'West')!;
    const file = c.pictures!.find((p) => p.id === board.picture)!.file!;
    const { data, info } = await sharp(join(env.dir, file)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * W + x) * info.channels, (y * W + x) * info.channels + 3),
    ];
    expect(at(W - 5, H - 5)).toEqual([230, 20, 20]);
    expect(at(5, 5)).toEqual([220, 220, 220]);
  });

  it('the same save without "/rev" lays the board as the module draws it', async () => {
    const c = await imported(false);
    expect(hexOf(c, '4-3-8 Inf')).toEqual([westHex(W - 25, H - 29)]);
    for (const { id, x, y } of westLabels(c)) expect(id).toBe(westHex(x, y));
  });
});
