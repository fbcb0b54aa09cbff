import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import { backdropSheet } from '../../shared/picture/backdrop-alignment.js';
import { planeCentre, toPicture } from '../../shared/picture/grid-alignment.js';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import {
  addPiece,
  basicState,
  basicType,
  boardPicture,
  buildModule,
  buildSave,
  chain,
  png,
  type ModuleSpec,
} from '../helpers/vassal-module-writer.js';
import { GRID } from '../helpers/vassal-scenario.js';

/** The import wizard in the browser: a generated VASSAL module and save become a campaign whose map shows the boards under the grid. */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

const proto = (trait: string, value: string) => ({
  type: chain([trait, 'piece;;;;']),
  state: chain([value, basicState(null, 0, 0)]),
});

function generated(dir: string): { vmod: string; vsav: string } {
  const setup = encodeSequence(['Main MapBoardPicker', 'West', '0', '0', 'East', '1', '0'], '\t');
  const kinds = [
    { name: '4-3-8 Inf', protos: ['German', 'Infantry'], image: 'ger-inf.png', colour: [140, 160, 180] as const },
    { name: '(3)-4-10 Pz', protos: ['German', 'Armor'], image: 'ger-arm.png', colour: [100, 120, 140] as const },
    { name: '2-1-6 Rifle', protos: ['Soviet', 'Infantry'], image: 'sov-inf.png', colour: [200, 90, 70] as const },
    { name: 'Out of Supply', protos: ['Marker'], image: 'oos.png', colour: [250, 220, 0] as const },
  ];
  const spec: ModuleSpec = {
    name: 'Generated Front',
    maps: [
      {
        name: 'Main Map',
        setup,
        boards: [
          { name: 'West', image: 'west.png', width: 600, height: 406, grid: { ...GRID } },
          { name: 'East', image: 'east.png', width: 600, height: 406, grid: { ...GRID, numbering: { hOff: 13 } } },
        ],
      },
    ],
    prototypes: {
      German: proto('mark;Side', 'German'),
      Soviet: proto('mark;Side', 'Soviet'),
      Infantry: proto('mark;Class', 'Infantry'),
      Armor: proto('mark;Class', 'Armor'),
      Marker: proto('mark;Class', 'Marker'),
    },
    slots: kinds.map((k, n) => ({
      entry: k.name,
      gpid: String(n),
      type: chain([...k.protos.map((p) => `prototype;${p}`), basicType(k.image, k.name)]),
      state: chain([...k.protos.map(() => ''), basicState(null, 0, 0)]),
    })),
    images: {
      'west.png': boardPicture(600, 406, GRID),
      'east.png': boardPicture(600, 406, GRID),
      ...Object.fromEntries(kinds.map((k) => [k.image, png(40, 40, [...k.colour] as [number, number, number])])),
    },
  };
  const centre = (k: number, j: number) => [GRID.x0 + k * GRID.dx, GRID.y0 + j * GRID.dy + (k % 2 ? GRID.dy / 2 : 0)];
  const placements: Array<[number, number, number]> = [
    [0, 3, 1],
    [0, 4, 2],
    [1, 5, 2],
    [1, 8, 3],
    [3, 15, 2],
    [2, 17, 4],
    [2, 20, 1],
    [3, 6, 2],
  ];
  const commands = [setup];
  placements.forEach(([kind, k, j], n) => {
    const s = spec.slots![kind]!;
    const [x, y] = centre(k, j);
    const links = kinds[kind]!.protos.map(() => '');
    commands.push(addPiece(`p${n}`, s.type, chain([...links, basicState('Main Map', x!, y!, s.gpid)])));
  });
  const vmod = join(dir, 'front.vmod');
  const vsav = join(dir, 'scenario.vsav');
  writeFileSync(vmod, buildModule(spec));
  writeFileSync(vsav, buildSave('Generated Front', commands));
  return { vmod, vsav };
}

describe('importing a VASSAL module in the browser', () => {
  it('previews sides and types, brings a skipped piece back in, imports, and draws the boards aligned with the grid', async () => {
    const { page, errors } = app.browser;
    const f = generated(app.env.dir);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app.bridge.url);
    await page.getByTestId('open-vassal-import').click();
    await page.getByTestId('vassal-module').fill(f.vmod);
    await page.getByTestId('vassal-save').fill(f.vsav);
    await page.getByTestId('vassal-preview').click();
    // the first read starts the import's worker: it may take seconds
    await expect
      .poll(() => page.getByTestId('side-count').allTextContents(), { timeout: 30_000 })
      .toEqual(['4 units', '2 units']);
    await expect.poll(() => page.getByTestId('vassal-summary').textContent()).toMatch(/168 hexes on 2 board/);
    await page.screenshot({ path: 'test-results/e2e-vassal-import-wizard.png' });
    // the values the module lacks say so
    await expect.poll(() => page.getByTestId('vassal-sources').textContent()).toMatch(/not in the module: default/);
    // a side by a prototype chosen from the module's list; the counts follow without a click
    await page.getByLabel('sort by').first().selectOption('prototype');
    await expect.poll(() => page.getByTestId('side-prototype').inputValue()).toBe('German');
    await page.getByTestId('side-prototype').selectOption('Soviet');
    await expect
      .poll(() => page.getByTestId('side-count').allTextContents(), { timeout: 10_000 })
      .toEqual(['2 units', '0 units']);
    await page.getByTestId('side-prototype').selectOption('German');
    await expect
      .poll(() => page.getByTestId('side-count').allTextContents(), { timeout: 10_000 })
      .toEqual(['4 units', '2 units']);
    // skipped pieces come back by name: both Out of Supply markers
    await page.getByRole('button', { name: 'Bring in' }).first().click();
    await page.getByTestId('vassal-out').fill(join(app.env.dir, 'front.qmc'));
    await page.getByTestId('vassal-import').click();
    await expect.poll(() => page.getByTestId('vassal-wizard').count(), { timeout: 20_000 }).toBe(0);
    const canvas = page.getByTestId('map-canvas');
    await expect.poll(async () => Number(await canvas.getAttribute('data-hexes-drawn'))).toBeGreaterThan(0);
    const game = app.env.service.current().game;
    expect(app.env.service.current().state.units.length).toBe(8);
    const geom = new MapGeometry(game);
    /** the canvas pixel at a map point */
    const pixel = async (x: number, y: number) => {
      const k = Number(await canvas.getAttribute('data-scale'));
      const tx = Number(await canvas.getAttribute('data-tx'));
      const ty = Number(await canvas.getAttribute('data-ty'));
      return page.evaluate(
        ([px, py]) => {
          const c = document.querySelector('[data-testid=map-canvas]') as HTMLCanvasElement;
          const dpr = window.devicePixelRatio || 1;
          return [...c.getContext('2d')!.getImageData(Math.round(px! * dpr), Math.round(py! * dpr), 1, 1).data];
        },
        [tx + x * k, ty + y * k],
      );
    };
    // the printed map's dot on hex 0305 (no counter there) lies on our hex centre; between centres is paper
    const i = geom.grid.indexOf('0305');
    expect(i).toBeGreaterThanOrEqual(0);
    const dark = (p: number[]) => p[0]! + p[1]! + p[2]! < 300;
    await expect.poll(async () => dark(await pixel(geom.cx[i]!, geom.cy[i]!)), { timeout: 10_000 }).toBe(true);
    expect(dark(await pixel(geom.cx[i]! + 12, geom.cy[i]! + 4))).toBe(false);
    // the other board too: East's hexes are numbered on from 14
    const j = geom.grid.indexOf('1705');
    expect(j).toBeGreaterThanOrEqual(0);
    expect(dark(await pixel(geom.cx[j]!, geom.cy[j]!))).toBe(true);
    await page.screenshot({ path: 'docs/vassal-import.png' });
    expect(errors).toEqual([]);
  });

  it('then starts "New game from pictures" with both boards aligned, and reads terrain with no click to align', async () => {
    const { page, errors } = app.browser;
    await page.getByTestId('toggle-pictures').click();
    await page.getByTestId('pictures-from-campaign').click();
    await expect.poll(() => page.getByTestId('aligned').textContent()).toMatch(/Sheet aligned: \d+\.\d px per hex/);
    expect(await page.getByTestId('align-clicks').count()).toBe(0);
    expect(await page.getByLabel('Sheet', { exact: true }).locator('option').allTextContents()).toEqual(['A', 'B']);
    // one example hex, clicked where the module's grid puts 0305 on the West board
    const game = app.env.service.current().game;
    const grid = new HexGrid(game.map);
    grid.indexIds();
    const { alignment } = backdropSheet(grid, game.map.backdrop!, 'A')!;
    const c = planeCentre(grid, grid.indexOf('0305'));
    const p = toPicture(alignment, c.x, c.y);
    const canvas = page.getByTestId('picture-canvas');
    const scale = Number(await canvas.getAttribute('data-scale'));
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + p.x * scale, box.y + p.y * scale);
    await expect
      .poll(() => page.getByTestId('example-count').textContent())
      .toBe('1 example hexes, 0 example hexsides');
    await page.screenshot({ path: 'test-results/e2e-pictures-from-vassal.png' });
    await page.getByRole('button', { name: 'Read terrain' }).click();
    await expect.poll(() => page.getByTestId('reading-summary').textContent()).toMatch(/^168 hexes read/);
    // back into the campaign itself: its units stay
    await page.getByTestId('picture-save-to-campaign').click();
    await expect.poll(() => page.getByTestId('picture-wizard').count()).toBe(0);
    expect(app.env.service.current().state.units.length).toBe(8);
    await expect
      .poll(async () => Number(await page.getByTestId('map-canvas').getAttribute('data-hexes-drawn')))
      .toBe(168);
    expect(errors).toEqual([]);
  });
});
