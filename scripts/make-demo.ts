/**
 * Writes the bundled OCS-style demo (assets/demo/): a 48x34 map with clear, rough, woods, marsh and
 * city hexes, a river, roads and a railroad, two sides, a few dozen units, HQs and dumps.
 * Deterministic (fixed seed): run `npx tsx scripts/make-demo.ts` after changing it and commit the output.
 */
import { mulberry32 } from '../shared/engine/dice.js';
import { HexGrid } from '../shared/hex/hex-grid.js';
import { singleSheetLayout } from '../shared/hex/map-layout.js';
import { GAME_FORMAT, GAME_FORMAT_VERSION, type GameDefinitionInput } from '../shared/model/game-schema.js';
import type { CampaignInput } from '../shared/model/campaign-schema.js';
import type { OcsUnitTypeInput } from '../shared/rules/ocs/game-parts.js';
import type { RegisteredRules } from '../shared/rules/registered-state.js';
import { writeDemo } from './bundled-demo.js';
import { sizeFromName } from './unit-size-from-name.js';

const W = 48;
const H = 34;
const rand = mulberry32(0x5eed1942);
const layout = singleSheetLayout(W, H, 'flat', 'odd');
const grid = new HexGrid(layout);
const at = (c: number, r: number) => grid.indexAt(c - 1, r - 1);
const id = (i: number) => grid.printedId(i);

// Terrain: smooth blobs of woods and rough, a marsh belt, cities on the road net.
const terrain: string[][] = Array.from({ length: H }, () => Array.from({ length: W }, () => '.'));
const blob = (code: string, cx: number, cy: number, radius: number) => {
  const centre = at(cx, cy);
  for (let i = 0; i < grid.size; i++) {
    const d = grid.distance(centre, i);
    if (d <= radius && rand() < 1 - d / (radius + 1.5)) terrain[grid.row(i)]![grid.col(i)] = code;
  }
};
for (let k = 0; k < 14; k++)
  blob('w', 1 + Math.floor(rand() * W), 1 + Math.floor(rand() * H), 2 + Math.floor(rand() * 3));
for (let k = 0; k < 6; k++)
  blob('r', 30 + Math.floor(rand() * 18), 20 + Math.floor(rand() * 14), 2 + Math.floor(rand() * 2));
blob('m', 12, 5, 3);
blob('m', 14, 29, 3);
blob('m', 40, 6, 2);
const cities: Array<[number, number, string]> = [
  [6, 17, 'Westburg'],
  [16, 9, 'Kalnik'],
  [20, 24, 'Dorov'],
  [31, 15, 'Bryansk'],
  [38, 26, 'Orel'],
  [45, 11, 'Ostrov'],
  [44, 17, 'Eastgate'],
];
for (const [c, r] of cities) terrain[r - 1]![c - 1] = 'c';

// A path of adjacent hexes from a to b that keeps heading for b (roads and rails are drawn this way).
const walk = (from: number, to: number): number[] => {
  const path = [from];
  let cur = from;
  while (cur !== to) {
    let best = -1;
    let bestD = Infinity;
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbours[6 * cur + d]!;
      if (n < 0) continue;
      const dist = grid.distance(n, to) + rand() * 0.6;
      if (dist < bestD) {
        bestD = dist;
        best = n;
      }
    }
    cur = best;
    path.push(cur);
  }
  return path;
};
const city = (name: string) => {
  const c = cities.find((x) => x[2] === name)!;
  return at(c[0], c[1]);
};
const rail = walk(at(1, 17), city('Westburg')).concat(
  walk(city('Westburg'), city('Bryansk')).slice(1),
  walk(city('Bryansk'), city('Eastgate')).slice(1),
  walk(city('Eastgate'), at(48, 17)).slice(1),
);
const roads = [
  walk(at(1, 8), city('Kalnik')).concat(walk(city('Kalnik'), city('Bryansk')).slice(1)),
  walk(city('Westburg'), city('Dorov')).concat(
    walk(city('Dorov'), city('Orel')).slice(1),
    walk(city('Orel'), at(48, 28)).slice(1),
  ),
  walk(city('Bryansk'), city('Ostrov')).concat(walk(city('Ostrov'), at(48, 9)).slice(1)),
  walk(city('Kalnik'), city('Dorov')),
  walk(city('Bryansk'), city('Orel')),
];
for (const i of [...rail, ...roads.flat()])
  if (terrain[grid.row(i)]![grid.col(i)] === 'm') terrain[grid.row(i)]![grid.col(i)] = '.';

// The river runs north to south between columns 24 and 27: hexsides between consecutive west/east hexes.
const hexsides: Array<{ a: string; b: string; feature: string }> = [];
let col = 25;
for (let row = 1; row <= H; row++) {
  const west = at(col, row);
  const eastDirs = [0, 1, 5].map((d) => grid.neighbours[6 * west + d]!).filter((n) => n >= 0 && grid.col(n) === col);
  for (const e of eastDirs) hexsides.push({ a: id(west), b: id(e), feature: 'river' });
  const south = at(col, row + 1);
  if (south >= 0 && rand() < 0.25) hexsides.push({ a: id(west), b: id(south), feature: 'river' });
  if (rand() < 0.2 && row < H) col = Math.max(24, Math.min(27, col + (rand() < 0.5 ? -1 : 1)));
}

const game: GameDefinitionInput<OcsUnitTypeInput> = {
  format: GAME_FORMAT,
  formatVersion: GAME_FORMAT_VERSION,
  id: 'ocs-demo',
  name: 'Operation Quartermaster (OCS-style demo)',
  ruleset: 'ocs',
  costScale: 2,
  mobilities: [
    { id: 'leg', name: 'Leg' },
    { id: 'truck', name: 'Truck' },
    { id: 'track', name: 'Track' },
  ],
  map: { ...layout, sections: [...layout.sections], hexes: terrain.map((r) => r.join('')) },
  terrain: [
    { id: 'clear', code: '.', name: 'Open', color: '#dfe6b8', cost: { leg: 1, truck: 1, track: 1 } },
    { id: 'rough', code: 'r', name: 'Close (rough)', color: '#c9b48a', cost: { leg: 2, truck: 3, track: 3 } },
    { id: 'woods', code: 'w', name: 'Woods', color: '#8fb174', cost: { leg: 2, truck: 3, track: 2 } },
    { id: 'marsh', code: 'm', name: 'Marsh', color: '#9fc5c0', cost: { leg: 3, truck: 'P', track: 5 } },
    { id: 'city', code: 'c', name: 'City', color: '#b9a7a0', cost: { leg: 1, truck: 1, track: 1 } },
  ],
  hexsideFeatures: [{ id: 'river', name: 'Major river', color: '#3a78c2', cost: { leg: 1, truck: 3, track: 3 } }],
  hexsides,
  routeTypes: [
    {
      id: 'road',
      name: 'Primary road',
      kind: 'road',
      color: '#8a3b12',
      cost: { leg: 1, truck: 0.5, track: 0.5 },
      bridges: true,
    },
    { id: 'rail', name: 'Railroad', kind: 'rail', color: '#222222', cost: {}, bridges: true },
  ],
  routes: [{ type: 'rail', hexes: rail.map(id) }, ...roads.map((r) => ({ type: 'road', hexes: r.map(id) }))],
  sides: [
    { id: 'axis', name: 'Axis', color: '#8c96a0' },
    { id: 'soviet', name: 'Soviet', color: '#c8553d' },
  ],
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true, symbol: 'infantry' },
    { id: 'pz', name: 'Panzer', mobility: 'track', combat: true, symbol: 'armor' },
    { id: 'mot', name: 'Motorized infantry', mobility: 'truck', combat: true, symbol: 'mechanized' },
    { id: 'art', name: 'Artillery', mobility: 'truck', combat: true, symbol: 'artillery' },
    { id: 'hq', name: 'Headquarters', mobility: 'truck', combat: true, hq: true, symbol: 'hq' },
    {
      id: 'truck',
      name: 'Transport Point',
      mobility: 'truck',
      combat: false,
      symbol: 'transport',
      extender: { mp: 6, mobility: 'truck' },
      capacity: 4,
    },
  ],
  supplySources: [
    { hex: id(rail[0]!), side: 'axis', kind: 'map-edge', name: 'West rail entry' },
    { hex: id(at(1, 8)), side: 'axis', kind: 'map-edge', name: 'North-west road entry' },
    { hex: id(rail[rail.length - 1]!), side: 'soviet', kind: 'map-edge', name: 'East rail entry' },
    { hex: id(at(48, 9)), side: 'soviet', kind: 'map-edge', name: 'North-east road entry' },
    { hex: id(at(48, 28)), side: 'soviet', kind: 'map-edge', name: 'South-east road entry' },
  ],
  turns: ['Jul I', 'Jul II', 'Aug I', 'Aug II', 'Sep I', 'Sep II', 'Oct I', 'Oct II', 'Nov I', 'Nov II'].map(
    (label, n) => ({
      number: n + 1,
      label: `${label} 42`,
      weather: n >= 6 ? 'mud' : 'clear',
    }),
  ),
  tables: [
    {
      id: 'attrition',
      name: 'Attrition Table (demo values)',
      rowHeader: '2d6',
      columns: ['AR 0', 'AR 1', 'AR 2', 'AR 3', 'AR 4', 'AR 5'],
      note: "Steps lost by an Out of Supply stack (OCS 12.8b). Values are for the demo game: copy your game's chart.",
      rows: [
        ['2', [0, 0, 0, 0, 0, 0]],
        ['3', [0, 0, 0, 0, 0, 0]],
        ['4', [1, 0, 0, 0, 0, 0]],
        ['5', [1, 1, 0, 0, 0, 0]],
        ['6', [1, 1, 1, 0, 0, 0]],
        ['7', [1, 1, 1, 1, 0, 0]],
        ['8', [2, 1, 1, 1, 1, 0]],
        ['9', [2, 2, 1, 1, 1, 1]],
        ['10', [2, 2, 2, 1, 1, 1]],
        ['11', [3, 2, 2, 2, 1, 1]],
        ['12', [3, 3, 2, 2, 2, 1]],
      ].map(([key, cells]) => ({ key: key as string, cells: cells as number[] })),
    },
    {
      id: 'dump-blowing',
      name: 'Dump Blowing Table (demo values)',
      rowHeader: '1d6',
      columns: ['% destroyed'],
      note: 'OCS 12.11a: losses rounded to the nearest Token.',
      rows: [
        ['1', 25],
        ['2', 50],
        ['3', 50],
        ['4', 75],
        ['5', 75],
        ['6', 100],
      ].map(([key, v]) => ({ key: key as string, cells: [v as number] })),
    },
    {
      id: 'capture',
      name: 'Capture Table (demo values)',
      rowHeader: '1d6',
      columns: ['SP captured %', 'Transport captured %'],
      rows: [
        ['1', 0, 0],
        ['2', 25, 0],
        ['3', 50, 25],
        ['4', 50, 50],
        ['5', 75, 50],
        ['6', 100, 75],
      ].map(([key, a, b]) => ({ key: key as string, cells: [a as number, b as number] })),
    },
  ],
};

type U = CampaignInput<RegisteredRules>['setup']['units'][number];
const units: U[] = [];
const unit = (u: Omit<U, 'hex'> & { c: number; r: number }) => {
  const { c, r, ...rest } = u;
  units.push({ ...rest, size: sizeFromName(rest.name), hex: id(at(c, r)) });
};
/** A corps or army HQ: one step, 1 RE, 1-2, throwing supply over its throw range (OCS 12.3b). */
const hq = (u: Pick<U, 'id' | 'name' | 'side' | 'ar' | 'ma' | 'throwRange'> & { c: number; r: number }) =>
  unit({
    id: u.id,
    name: u.name,
    side: u.side,
    type: 'hq',
    steps: 1,
    maxSteps: 1,
    re: 1,
    ar: u.ar,
    ma: u.ma,
    attack: 1,
    defense: 2,
    throwRange: u.throwRange,
    c: u.c,
    r: u.r,
  });
// Axis: a panzer corps and an infantry corps along the river's west bank.
hq({
  id: 'ax-hq-48pz',
  name: 'XLVIII Pz Corps HQ',
  side: 'axis',
  ar: 4,
  ma: 12,
  throwRange: { mp: 4, mobility: 'truck' },
  c: 19,
  r: 12,
});
hq({
  id: 'ax-hq-7',
  name: 'VII Corps HQ',
  side: 'axis',
  ar: 3,
  ma: 6,
  throwRange: { mp: 6, mobility: 'leg' },
  c: 18,
  r: 23,
});
const pz = [
  ['11pz-15', '15 Pz Rgt', 'pz'],
  ['11pz-110', '110 PzG Rgt', 'mot'],
  ['11pz-111', '111 PzG Rgt', 'mot'],
  ['11pz-61', '61 Kradschtz Bn', 'mot'],
] as const;
pz.forEach(([uid, name, type], k) =>
  unit({
    id: `ax-${uid}`,
    name: `11 Pz: ${name}`,
    side: 'axis',
    type,
    steps: type === 'pz' ? 3 : 2,
    maxSteps: type === 'pz' ? 3 : 2,
    re: type === 'pz' ? 1 : 1,
    ar: 4,
    ma: type === 'pz' ? 10 : 8,
    attack: type === 'pz' ? 10 : 6,
    defense: type === 'pz' ? 6 : 5,
    formation: '11 Pz',
    c: 22 + (k % 2),
    r: 10 + k,
  }),
);
for (let k = 0; k < 9; k++) {
  unit({
    id: `ax-inf-${k + 1}`,
    name: `${[57, 75, 299][k % 3]} Inf Div: ${['179', '180', '181'][Math.floor(k / 3)]} Rgt`,
    side: 'axis',
    type: 'inf',
    steps: 2,
    maxSteps: 2,
    re: 1,
    ar: 3,
    ma: 4,
    attack: 4,
    defense: 5,
    formation: `${[57, 75, 299][k % 3]} Inf`,
    c: 23 + (k % 2),
    r: 15 + 2 * k > H ? H - k : 15 + 2 * k - (k > 6 ? 6 : 0),
  });
}
for (const [n, name, c, r] of [
  [1, '611 Arty Bn', 20, 16],
  [2, '737 Arty Bn', 19, 20],
] as const)
  unit({
    id: `ax-art-${n}`,
    name,
    side: 'axis',
    type: 'art',
    steps: 1,
    maxSteps: 1,
    re: 0.5,
    ar: 2,
    ma: 6,
    attack: 0,
    defense: 1,
    c,
    r,
  });
unit({
  id: 'ax-tp-1',
  name: 'Truck column (5 TP)',
  side: 'axis',
  type: 'truck',
  steps: 1,
  maxSteps: 1,
  re: 0,
  ar: 0,
  ma: 16,
  points: 5,
  c: 14,
  r: 15,
});
unit({
  id: 'ax-stug-189',
  name: '189 StuG Bn',
  side: 'axis',
  type: 'pz',
  steps: 1,
  maxSteps: 1,
  re: 0.5,
  ar: 4,
  ma: 8,
  attack: 4,
  defense: 3,
  c: 21,
  r: 14,
});
// Soviet: a rifle army and a tank corps east of the river, one rifle division cut off to the west.
hq({
  id: 'sv-hq-13a',
  name: '13 Army HQ',
  side: 'soviet',
  ar: 2,
  ma: 6,
  throwRange: { mp: 5, mobility: 'leg' },
  c: 33,
  r: 18,
});
hq({
  id: 'sv-hq-1tc',
  name: '1 Tank Corps HQ',
  side: 'soviet',
  ar: 3,
  ma: 10,
  throwRange: { mp: 4, mobility: 'truck' },
  c: 35,
  r: 11,
});
/** A Soviet rifle division: three steps, 2 RE, 5-7, 4 MA. */
const rifleDiv = (id: string, name: string, c: number, r: number) =>
  unit({
    id,
    name,
    side: 'soviet',
    type: 'inf',
    steps: 3,
    maxSteps: 3,
    re: 2,
    ar: 2,
    ma: 4,
    attack: 5,
    defense: 7,
    c,
    r,
  });
for (let k = 0; k < 10; k++)
  rifleDiv(
    `sv-rd-${k + 1}`,
    `${[148, 132, 307, 81, 6][k % 5]} Rifle Div`,
    27 + (k % 2),
    6 + 2 * k > H ? H - 1 : 6 + 2 * k + (k > 8 ? -2 : 0),
  );
for (let k = 0; k < 3; k++)
  unit({
    id: `sv-tb-${k + 1}`,
    name: `${[89, 117, 159][k]} Tank Bde`,
    side: 'soviet',
    type: 'pz',
    steps: 1,
    maxSteps: 1,
    re: 1,
    ar: 3,
    ma: 10,
    attack: 6,
    defense: 4,
    formation: '1 TC',
    c: 33 + k,
    r: 10 + (k % 2),
  });
unit({
  id: 'sv-mrb-44',
  name: '44 Mot Rifle Bde',
  side: 'soviet',
  type: 'mot',
  steps: 2,
  maxSteps: 2,
  re: 1,
  ar: 3,
  ma: 8,
  attack: 4,
  defense: 5,
  formation: '1 TC',
  c: 34,
  r: 13,
});
rifleDiv('sv-rd-cut', '160 Rifle Div (cut off)', 12, 28);
unit({
  id: 'sv-tp-1',
  name: 'Transport Point',
  side: 'soviet',
  type: 'truck',
  steps: 1,
  maxSteps: 1,
  re: 0,
  ar: 0,
  ma: 16,
  c: 40,
  r: 17,
});

const dumps = [
  { id: 'ax-dump-1', side: 'axis', hex: id(city('Westburg')), amount: 40, captured: false },
  { id: 'ax-dump-2', side: 'axis', hex: id(at(18, 12)), amount: 18, captured: false },
  { id: 'ax-dump-3', side: 'axis', hex: id(at(17, 23)), amount: 10, captured: false },
  { id: 'sv-dump-1', side: 'soviet', hex: id(city('Bryansk')), amount: 32, captured: false },
  { id: 'sv-dump-2', side: 'soviet', hex: id(at(36, 11)), amount: 12, captured: false },
  { id: 'sv-dump-3', side: 'soviet', hex: id(city('Orel')), amount: 6, captured: false },
];

writeDemo({
  file: 'ocs-demo',
  name: 'Operation Quartermaster — demo campaign',
  what: 'the demo campaign',
  game,
  setup: { clock: { turn: 1, side: 'axis', phase: 'supply' }, units, dumps },
});
console.log(
  `wrote assets/demo: ${W}x${H} hexes, ${units.length} units, ${dumps.length} dumps, ${hexsides.length} river hexsides`,
);
