import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import { addPiece, basicState, basicType, chain, png, type ModuleSpec } from './vassal-module-writer.js';
import { GRID } from './vassal-scenario.js';

/**
 * Generated modules in the layouts real modules use, one builder for all: a VASSAL 3.0-era root,
 * a board whose hexes are only in ZonedGrid zones (each zone numbered its own way), a holding-box
 * zone and a square-gridded zone, a chart window (WidgetMap), alternative boards of one map, a
 * map of the module's own Java class, a PlayerRoster, set-ups kept in the module, and pieces
 * whose side is only where they start. Every picture is drawn here.
 */
export interface LayoutOptions {
  root?: ModuleSpec['root'];
  /** a map built by the module's own Java class, and no other gridded map */
  customOnly?: boolean;
  /** the game map offers its whole map and two sheets as alternative boards */
  alternatives?: boolean;
  version?: string;
}

export const LAYOUT_NAME = 'Zoned Front';

/** The board's two zones: "North" (x 0-200, numbered "1.1"), "South" (x 200-400, lettered, row first). */
const north = { ...GRID, numbering: { sep: '.', hLeading: 0, vLeading: 0 } };
const south = { ...GRID, x0: 225, numbering: { first: 'V' as const, sep: '-', hType: 'A' as const, hOff: 0 } };

export function layoutModule(o: LayoutOptions = {}): ModuleSpec {
  const piece = (name: string, image: string, traits: string[] = []) => ({
    type: chain([...traits, basicType(image, name)]),
    state: chain([...traits.map(() => ''), basicState(null, 0, 0)]),
  });
  const front = {
    name: 'Front',
    image: 'front.png',
    width: 400,
    height: 174,
    zones: [
      {
        name: 'Box',
        path: [
          [350, 120],
          [400, 120],
          [400, 174],
          [350, 174],
        ] as Array<[number, number]>,
      },
      {
        name: 'Squares',
        path: [
          [0, 0],
          [30, 0],
          [30, 20],
          [0, 20],
        ] as Array<[number, number]>,
        squareGrid: true,
      },
      {
        name: 'North',
        path: [
          [0, 0],
          [200, 0],
          [200, 174],
          [0, 174],
        ] as Array<[number, number]>,
        locationFormat: '$gridLocation$',
        grid: north,
      },
      {
        name: 'South',
        path: [
          [200, 0],
          [400, 0],
          [400, 174],
          [200, 174],
        ] as Array<[number, number]>,
        locationFormat: 'S$gridLocation$',
        grid: south,
      },
    ],
  };
  const sheets = [
    { name: 'Sheet A', image: 'sheet-a.png', width: 200, height: 174, grid: { ...GRID } },
    { name: 'Sheet B', image: 'sheet-b.png', width: 200, height: 174, grid: { ...GRID, numbering: { hOff: 5 } } },
  ];
  const maps: ModuleSpec['maps'] = o.customOnly
    ? [{ name: 'Campaign Map', className: 'com.example.vassal.CampaignMap', boards: [{ ...sheets[0]! }] }]
    : [{ name: 'Main Map', boards: o.alternatives ? [front, ...sheets] : [front] }];
  maps.push({
    name: 'Turn Track',
    className: 'VASSAL.build.widget.WidgetMap',
    boards: [
      {
        name: 'Turn Track',
        width: 300,
        height: 60,
        zones: [1, 2, 3].map((t) => ({
          name: `Turn ${t}`,
          path: [
            [(t - 1) * 100, 0],
            [t * 100, 0],
            [t * 100, 60],
            [(t - 1) * 100, 60],
          ] as Array<[number, number]>,
        })),
      },
    ],
  });
  maps.push({ name: 'Dead Pile', boards: [{ name: 'Dead Pile', width: 200, height: 200 }] });
  maps.push({ name: 'Allied Pool', boards: [{ name: 'Allied Pool', width: 200, height: 200 }] });
  const slots = [
    { entry: '3-3-4 Rifles', gpid: '21', ...piece('3-3-4 Rifles', 'rifles.png', ['prototype;Infantry']) },
    { entry: '5-4-6 Panzer', gpid: '22', ...piece('5-4-6 Panzer', 'panzer.png', ['prototype;Armor']) },
    { entry: 'Turn', gpid: '23', ...piece('Turn', 'turn.png') },
  ];
  const spec: ModuleSpec = {
    name: LAYOUT_NAME,
    version: o.version ?? '2.3',
    root: o.root,
    roster: ['Allies', 'Axis', 'Observer'],
    maps,
    prototypes: {
      Infantry: { type: chain(['mark;Class', 'piece;;;;']), state: chain(['Infantry', basicState(null, 0, 0)]) },
      Armor: { type: chain(['mark;Class', 'piece;;;;']), state: chain(['Armor', basicState(null, 0, 0)]) },
    },
    slots,
    images: {
      'rifles.png': png(20, 20, [90, 140, 90]),
      'panzer.png': png(20, 20, [120, 120, 120]),
      'turn.png': png(16, 16, [250, 250, 250]),
    },
  };
  spec.setups = [{ name: 'First Day', menu: 'Scenarios', file: 'first-day.vsav', commands: layoutCommands(spec) }];
  return spec;
}

/** A piece of a slot placed on a map at a board point. */
export function placed(spec: ModuleSpec, id: string, entry: string, map: string, x: number, y: number): string {
  const s = spec.slots!.find((k) => k.entry === entry)!;
  const links = s.state.split('\t');
  return addPiece(id, s.type, chain([...links.slice(0, -1).map(() => ''), basicState(map, x, y, s.gpid)]));
}

/**
 * The first day: rifles in North "2.2" (raw column 1, row 0, staggered on) and in South "S03-C"
 * (the South grid's raw column 2, row 2: row first, lettered columns from A), a panzer in the
 * box, the turn marker on the turn track, rifles in the allied pool and due on turn 3, a panzer
 * on a window the module does not have and one in the dead pile.
 */
export function layoutCommands(spec?: ModuleSpec): string[] {
  const s = spec ?? layoutModule();
  return [
    encodeSequence(['Main MapBoardPicker', 'Front', '0', '0'], '\t'),
    placed(s, 'a1', '3-3-4 Rifles', 'Main Map', 75, 58),
    placed(s, 'a2', '3-3-4 Rifles', 'Main Map', 325, 145),
    placed(s, 'g1', '5-4-6 Panzer', 'Main Map', 380, 150),
    placed(s, 't1', 'Turn', 'Turn Track', 30, 30),
    placed(s, 'a3', '3-3-4 Rifles', 'Allied Pool', 50, 50),
    placed(s, 'g2', '5-4-6 Panzer', 'Reinforcements', 10, 10),
    placed(s, 'a4', '3-3-4 Rifles', 'Turn Track', 250, 30),
    placed(s, 'g3', '5-4-6 Panzer', 'Dead Pile', 20, 20),
  ];
}
