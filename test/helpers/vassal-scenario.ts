import { DEFAULT_NUMBERING, type VassalHexGrid } from '../../shared/import/vassal/hex-numbering.js';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addPiece,
  basicState,
  basicType,
  buildModule,
  buildSave,
  chain,
  png,
  type ModuleSpec,
} from './vassal-module-writer.js';

/**
 * A small generated VASSAL module for the import tests: a map of two boards (West numbered 01xx-04xx,
 * East 05xx-08xx with an inset zone that has its own lettered grid), a Charts map without a grid,
 * nested prototypes (side and type), and a save with a stack, a piece in the inset and one on the charts.
 */
export const GRID = { dx: 50, dy: 58, x0: 25, y0: 29 };

/** A 200 x 174 board's grid of GRID's spacing: four columns of three hexes, numbered as given. */
export const boardGrid = (numbering: Partial<typeof DEFAULT_NUMBERING> = {}): VassalHexGrid => ({
  sideways: false,
  ...GRID,
  width: 200,
  height: 174,
  numbering: { ...DEFAULT_NUMBERING, ...numbering },
});
export const MODULE_NAME = 'Test Front';

const proto = (traits: string[], states: string[]) => ({
  type: chain([...traits, 'piece;;;;']),
  state: chain([...states, basicState(null, 0, 0)]),
});

export function scenarioModule(overrides: Partial<ModuleSpec> = {}): ModuleSpec {
  const piece = (prototypes: string[], image: string, name: string) => ({
    type: chain([...prototypes.map((p) => `prototype;${p}`), basicType(image, name)]),
    state: chain([...prototypes.map(() => ''), basicState(null, 0, 0)]),
  });
  return {
    name: MODULE_NAME,
    maps: [
      {
        name: 'Main Map',
        setup: encodeSequence(['Main MapBoardPicker', 'West', '0', '0', 'East', '1', '0'], '\t'),
        boards: [
          { name: 'West', image: 'west.png', width: 200, height: 174, grid: { ...GRID } },
          {
            name: 'East',
            image: 'east.png',
            width: 400,
            height: 174,
            grid: { ...GRID, numbering: { hOff: 5 } },
            zones: [
              {
                name: 'Inset',
                path: [
                  [200, -50],
                  [450, -50],
                  [450, 250],
                  [200, 250],
                ],
                locationFormat: '$name$:$gridLocation$',
                grid: { ...GRID, x0: 225, numbering: { hType: 'A', hOff: 0, stagger: false } },
              },
            ],
          },
        ],
      },
      { name: 'Charts', boards: [{ name: 'Charts', width: 300, height: 200 }] },
    ],
    prototypes: {
      'German Side': proto(['mark;Side'], ['German']),
      'Soviet Side': proto(['mark;Side'], ['Soviet']),
      Infantry: proto(['mark;Class'], ['Infantry']),
      Armor: proto(['mark;Class'], ['Armor']),
      Marker: proto(['mark;Class'], ['Marker']),
      // nested: a prototype made of two others
      'German Infantry': proto(['prototype;German Side', 'prototype;Infantry'], ['', '']),
    },
    slots: [
      { entry: '4-3-8 Inf', gpid: '11', ...piece(['German Infantry'], 'ger-inf.png', '4-3-8 Inf') },
      { entry: '(3)-4-10 Pz', gpid: '12', ...piece(['German Side', 'Armor'], 'ger-arm.png', '(3)-4-10 Pz') },
      { entry: '2-1-6 Rifle', gpid: '13', ...piece(['Soviet Side', 'Infantry'], 'sov-inf.png', '2-1-6 Rifle') },
      { entry: 'Out of Supply', gpid: '14', ...piece(['Marker'], 'oos.png', 'Out of Supply') },
    ],
    images: {
      'ger-inf.png': png(20, 20, [120, 140, 160]),
      'ger-arm.png': png(20, 20, [90, 110, 130]),
      'sov-inf.png': png(20, 20, [200, 90, 70]),
      'oos.png': png(20, 20, [250, 250, 0]),
    },
    ...overrides,
  };
}

/** The save's pieces: a stack in West 0302 (two units and a marker), a Soviet unit in East 0603, one in the inset, one on the charts. */
export function scenarioCommands(
  spec: ModuleSpec = scenarioModule(),
  mapOf: (id: string) => string = () => 'Main Map',
): string[] {
  const slot = (entry: string) => spec.slots!.find((s) => s.entry === entry)!;
  const place = (id: string, entry: string, map: string, x: number, y: number) => {
    const s = slot(entry);
    const links = s.state.split('\t');
    const state = chain([...links.slice(0, -1).map(() => ''), basicState(map, x, y, s.gpid)]);
    return addPiece(id, s.type, state);
  };
  return [
    encodeSequence(['Main MapBoardPicker', 'West', '0', '0', 'East', '1', '0'], '\t'),
    place('p1', '4-3-8 Inf', mapOf('p1'), 125, 87),
    place('p2', '(3)-4-10 Pz', mapOf('p2'), 125, 87),
    place('p5', 'Out of Supply', mapOf('p5'), 125, 87),
    addPiece('s1', 'stack', encodeSequence([mapOf('s1'), '125', '87', 'p1', 'p2', 'p5'], ';')),
    place('p3', '2-1-6 Rifle', mapOf('p3'), 275, 116),
    place('p4', '2-1-6 Rifle', mapOf('p4'), 525, 87),
    place('p6', '4-3-8 Inf', 'Charts', 50, 50),
  ];
}

/** The scenario's module and its set-up save written into `dir` (front.vmod, setup.vsav), as a referee has them. */
export function writeScenarioFiles(dir: string): { module: string; save: string } {
  const module = join(dir, 'front.vmod');
  const save = join(dir, 'setup.vsav');
  writeFileSync(module, buildModule(scenarioModule()));
  writeFileSync(save, buildSave(MODULE_NAME, scenarioCommands()));
  return { module, save };
}
