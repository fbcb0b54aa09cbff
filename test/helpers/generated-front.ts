import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
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
} from './vassal-module-writer.js';
import { GRID } from './vassal-scenario.js';

const proto = (trait: string, value: string) => ({
  type: chain([trait, 'piece;;;;']),
  state: chain([value, basicState(null, 0, 0)]),
});

/**
 * A generated VASSAL module of two printed boards (West and East, their hex-centre dots on GRID) and
 * a save with eight pieces of four kinds, two of them Out of Supply markers: what the browser test
 * of the import wizard imports, and what the README's screenshot of an import shows
 * (scripts/take-screenshots.ts). Writes front.vmod and scenario.vsav into `dir`.
 */
export function generatedFront(dir: string): { vmod: string; vsav: string } {
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

/**
 * The import wizard opened on the generated module (written into `dir`) and its preview asked
 * for, as the browser test and the screenshots script both begin; the preview's worker may still
 * be reading when this returns.
 */
export async function previewGeneratedFront(page: Page, url: string, dir: string): Promise<void> {
  const f = generatedFront(dir);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await page.getByTestId('open-vassal-import').click();
  await page.getByTestId('vassal-module').fill(f.vmod);
  await page.getByTestId('vassal-save').fill(f.vsav);
  await page.getByTestId('vassal-preview').click();
}
