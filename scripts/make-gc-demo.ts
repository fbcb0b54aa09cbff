/**
 * Writes the bundled grand-campaign demo (assets/demo/gc-demo.*): a small East-front map for the
 * `grand-campaign` ruleset, south of Kiev in August 1941. Axis: Germans with an army HQ and a
 * command HQ, Hungarians with no army HQ of their own (full supply from a German HQ of their
 * contingent), Romanians whose army HQ is far to the south (limited supply from the German HQ).
 * Soviets: a front HQ in the east and a pocket at Uman, isolated in the forest behind the German
 * line, at U2. The charts are the rules' own; the terrain costs in SLP and the ranges are this
 * demo's. Run `npx tsx scripts/make-gc-demo.ts` and commit the output.
 */
import { GAME_FORMAT, GAME_FORMAT_VERSION, type GameDefinitionInput } from '../shared/model/game-schema.js';
import type { GcGameInput, GcUnitTypeInput } from '../shared/rules/grand-campaign/game-parts.js';
import type { CampaignInput } from '../shared/model/campaign-schema.js';
import type { RegisteredRules } from '../shared/rules/registered-state.js';
import { blockTerrain, demoSheet, writeDemo } from './bundled-demo.js';
import { sizeFromName } from './unit-size-from-name.js';
import {
  AIR_SUPPLY_EFFECTS,
  ELIMINATION_MODIFIERS,
  RESOURCE_CAPTURE,
  RESOURCE_CAPTURE_MODIFIERS,
  SUPPLY_EFFECTS_CHART,
} from './gc-charts.js';
import { attackSupplyTerrain, attackSupplyWeather, railCapacity, supplyMovement } from './gc-supply-tables.js';

const W = 34;
const H = 20;
const { layout, id } = demoSheet(W, H);

// forest around Uman in the south-west, the Pripyat marsh in the north, cities on the road
const rows = blockTerrain(W, H, [
  { code: 'f', c0: 3, c1: 9, r0: 12, r1: 17 },
  { code: 'm', c0: 20, c1: 28, r0: 1, r1: 3 },
  // the cities, a hex each
  { code: 'c', c0: 13, c1: 13, r0: 9, r1: 9 },
  { code: 'C', c0: 24, c1: 24, r0: 9, r1: 9 },
  { code: 'c', c0: 6, c1: 6, r0: 14, r1: 14 },
]);
// the main road, from the German railhead east of column 13 only to Kiev's side of the front
const westRoad = Array.from({ length: 13 }, (_, k) => id(k + 1, 9));
const eastRoad = Array.from({ length: W - 22 }, (_, k) => id(k + 23, 9));

const game: GameDefinitionInput<GcUnitTypeInput, GcGameInput> = {
  format: GAME_FORMAT,
  formatVersion: GAME_FORMAT_VERSION,
  id: 'gc-demo',
  name: 'Uman 1941 (grand-campaign demo)',
  ruleset: 'grand-campaign',
  costScale: 2,
  mobilities: [
    { id: 'foot', name: 'Non-motorized' },
    { id: 'cm', name: 'Combat motorized' },
    { id: 'slp', name: 'Supply line points' },
  ],
  map: { ...layout, sections: [...layout.sections], hexes: rows },
  terrain: [
    {
      id: 'clear',
      code: '.',
      name: 'Clear',
      color: '#dfe6b8',
      cost: { foot: 1, cm: 1, slp: 1 },
      weather: { mud: { foot: 2, cm: 3, slp: 2 }, snow: { slp: 2 } },
    },
    {
      id: 'forest',
      code: 'f',
      name: 'Forest',
      color: '#8fb174',
      cost: { foot: 2, cm: 2, slp: 2 },
      weather: { mud: { slp: 3 } },
    },
    { id: 'marsh', code: 'm', name: 'Marsh', color: '#9fc5c0', cost: { foot: 3, cm: 'P', slp: 3 } },
    { id: 'city', code: 'c', name: 'Dot city', color: '#c9a27e', cost: { foot: 1, cm: 1, slp: 1 } },
    { id: 'major-city', code: 'C', name: 'Major city', color: '#b07c5a', cost: { foot: 1, cm: 1, slp: 1 } },
  ],
  routeTypes: [
    {
      id: 'road',
      name: 'Main road',
      kind: 'road',
      color: '#8a3b12',
      cost: { foot: 0.5, cm: 0.5, slp: 0.5 },
      bridges: true,
    },
    {
      id: 'low-volume',
      name: 'Low-volume rail line',
      kind: 'rail',
      color: '#333333',
      cost: { foot: 1, cm: 1, slp: 0.5 },
      bridges: true,
    },
    {
      id: 'high-volume',
      name: 'High-volume rail line',
      kind: 'rail',
      color: '#111111',
      cost: { foot: 1, cm: 1, slp: 0.5 },
      bridges: true,
    },
  ],
  routes: [
    { type: 'road', hexes: westRoad },
    { type: 'road', hexes: eastRoad },
    // the German railhead at 1208, the Soviet line from Kiev to the eastern edge
    { type: 'low-volume', hexes: Array.from({ length: 12 }, (_, k) => id(k + 1, 8)) },
    { type: 'high-volume', hexes: Array.from({ length: 10 }, (_, k) => id(k + 25, 8)) },
  ],
  sides: [
    { id: 'axis', name: 'Axis', color: '#8c96a0' },
    { id: 'soviet', name: 'Soviet', color: '#c8553d' },
  ],
  nations: [
    { id: 'german', name: 'Germany', side: 'axis', contingent: 'axis' },
    { id: 'hungarian', name: 'Hungary', side: 'axis', contingent: 'axis' },
    { id: 'romanian', name: 'Romania', side: 'axis', contingent: 'axis' },
    { id: 'soviet', name: 'Soviet Union', side: 'soviet' },
  ],
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'foot', combat: true, symbol: 'infantry' },
    { id: 'pz', name: 'Panzer', mobility: 'cm', combat: true, symbol: 'armor' },
    { id: 'cav', name: 'Cavalry', mobility: 'foot', combat: true, symbol: 'cavalry', zoc: 'partial' },
    { id: 'army-hq', name: 'Army HQ', mobility: 'cm', combat: false, hq: true, hqKind: 'army', symbol: 'hq' },
    { id: 'command-hq', name: 'Command HQ', mobility: 'cm', combat: false, hq: true, hqKind: 'command', symbol: 'hq' },
    // GC 19.A.4: an airbase, judged for supply as the air units on it
    { id: 'airbase', name: 'Airbase', mobility: 'cm', combat: false, air: true, symbol: 'other' },
  ],
  // GC 19.A.1.a: the major depots and the HQs attached to each
  majorDepots: [
    { id: 'vinnitsa', name: 'Vinnitsa', side: 'axis', hex: id(12, 8), hqs: ['de-17a'] },
    { id: 'kiev', name: 'Kiev', side: 'soviet', hex: id(26, 9), hqs: ['su-swf'] },
  ],
  supplySources: [
    ...Array.from({ length: H }, (_, r) => ({
      hex: id(1, r + 1),
      side: 'axis',
      kind: 'map-edge' as const,
      name: 'Western edge (Germany)',
      nation: 'german',
    })),
    ...Array.from({ length: H }, (_, r) => ({
      hex: id(1, r + 1),
      side: 'axis',
      kind: 'map-edge' as const,
      name: 'Western edge (Hungary)',
      nation: 'hungarian',
    })),
    ...Array.from({ length: 3 }, (_, r) => ({
      hex: id(r + 2, H),
      side: 'axis',
      kind: 'map-edge' as const,
      name: 'Romanian border',
      nation: 'romanian',
    })),
    ...Array.from({ length: H }, (_, r) => ({
      hex: id(W, r + 1),
      side: 'soviet',
      kind: 'map-edge' as const,
      name: 'Eastern edge',
      nation: 'soviet',
    })),
  ],
  turns: [
    ['Aug I', 'clear'],
    ['Aug II', 'clear'],
    ['Sep I', 'clear'],
    ['Sep II', 'clear'],
    ['Oct I', 'mud'],
    ['Oct II', 'mud'],
    ['Nov I', 'snow'],
  ].map(([label, weather], n) => ({ number: n + 1, label: `${label} 1941`, weather: weather! })),
  tables: [
    SUPPLY_EFFECTS_CHART,
    ELIMINATION_MODIFIERS,
    {
      id: 'cm-units',
      name: 'C/M units',
      rowHeader: 'unit type or mobility',
      columns: ['note'],
      note: "units moved by the Supply Effects Chart's C/M column (and charged its '#' to exploit)",
      rows: [{ key: 'cm', cells: ['combat motorized'] }],
    },
    {
      id: 'supply-line-points',
      name: 'Supply Line Points',
      rowHeader: 'weather',
      columns: ['HQ range', 'limited range', 'special range', 'enemy ZOC'],
      note: 'SLP a unit may trace: from an HQ for full supply, on a limited supply line, from SP as a special source; and what each hex of enemy ZOC adds to a LOC (three times the HQ range, GC 16.H)',
      rows: [
        { key: 'clear', cells: [7, 10, 4, 3] },
        { key: 'mud', cells: [4, 6, 2, 3] },
        { key: 'snow', cells: [5, 8, 3, 3] },
      ],
    },
    {
      id: 'elimination-terrain',
      name: 'Elimination rows by terrain and weather',
      rowHeader: 'terrain@weather',
      columns: ['chart rows'],
      rows: [
        { key: 'city', cells: ['dot-city'] },
        { key: 'major-city', cells: ['full-city-or-fortress'] },
        { key: 'city@snow', cells: ['snow-dot-city'] },
        { key: 'major-city@snow', cells: ['snow-major-city-or-fortress'] },
        { key: '*@snow', cells: ['snow-other'] },
        { key: 'fortress', cells: ['fortress'] },
        { key: 'fortress@snow', cells: ['snow-major-city-or-fortress'] },
      ],
    },
    {
      id: 'elimination-units',
      name: 'Elimination rows by nation and type',
      rowHeader: 'nation or unit type',
      columns: ['chart row', 'from turn', 'to turn'],
      rows: [{ key: 'soviet', cells: ['soviet-before-1942-03', '', ''] }],
    },
    {
      id: 'fortresses',
      name: 'Fortresses',
      rowHeader: 'hex',
      columns: ['owner at start', 'improved by'],
      rows: [{ key: id(24, 9), cells: ['soviet', ''] }],
    },
    {
      id: 'zoc-terrain',
      name: 'ZOC into terrain',
      rowHeader: 'terrain',
      columns: ['ZOC'],
      rows: [{ key: 'marsh', cells: ['reduced'] }],
    },
    AIR_SUPPLY_EFFECTS,
    RESOURCE_CAPTURE,
    RESOURCE_CAPTURE_MODIFIERS,
    attackSupplyTerrain({ city: 1, 'major-city': 3, fort: 1 }, 'Attack SP by terrain (Terrain Effects Chart)'),
    attackSupplyWeather({ mud: 2, snow: 2 }),
    railCapacity({ 'high-volume': 1, 'low-volume': 2, uncertified: 4 }, 'Rail capacity per SP', 'rail line'),
    supplyMovement({ axis: [20, 60], soviet: [15, 45] }, 'Supply movement per turn'),
  ],
};

type U = CampaignInput<RegisteredRules>['setup']['units'][number];
const units: U[] = [];
const unit = (u: Omit<U, 'hex' | 'steps' | 'maxSteps'> & { c: number; r: number; steps?: number }) => {
  const { c, r, steps = 1, ...rest } = u;
  units.push({ steps, maxSteps: steps, ...rest, size: sizeFromName(rest.name), hex: id(c, r) });
};
const de = (key: string, name: string, c: number, r: number, more: Partial<U> = {}) =>
  unit({
    id: `de-${key}`,
    name,
    side: 'axis',
    nation: 'german',
    type: 'inf',
    re: 3,
    attack: 7,
    defense: 7,
    ma: 4,
    c,
    r,
    steps: 2,
    ...more,
  });
const su = (key: string, name: string, c: number, r: number, more: Partial<U> = {}) =>
  unit({
    id: `su-${key}`,
    name,
    side: 'soviet',
    nation: 'soviet',
    type: 'inf',
    re: 2,
    attack: 4,
    defense: 5,
    ma: 4,
    c,
    r,
    ...more,
  });

// Axis: 17 Army HQ behind the front, Army Group South in the rear, the front along column 19
unit({ id: 'de-17a', name: '17 Army HQ', side: 'axis', nation: 'german', type: 'army-hq', re: 1, ma: 8, c: 13, r: 9 });
unit({
  id: 'de-hgs',
  name: 'Army Group South HQ',
  side: 'axis',
  nation: 'german',
  type: 'command-hq',
  re: 1,
  ma: 8,
  c: 4,
  r: 6,
});
for (const [k, c, r] of [
  ['44', 19, 4],
  ['57', 19, 6],
  ['68', 19, 8],
  ['97', 19, 11],
  ['100', 19, 14],
  ['101', 19, 16],
  ['9', 19, 18],
  ['76', 19, 20],
] as const)
  de(k, `${k} Inf Div`, c, r);
de('11pz', '11 Pz Div', 22, 5, { type: 'pz', attack: 12, defense: 8, ma: 10 });
de('295', '295 Inf Div', 26, 16, { gc: { uLevel: 2 } });
// the ring round Uman
for (const [k, c, r] of [
  ['125', 8, 12],
  ['132', 7, 16],
  ['257', 8, 17],
  ['1mtn', 7, 14],
  ['4mtn', 4, 13],
] as const)
  de(k, `${k.replace('mtn', ' Mtn')} Div`, c, r);
// Hungarian Mobile Corps: no Hungarian army HQ here, so full supply from the German HQ (16.F.2 exception)
for (const [k, c, r] of [
  ['1mot', 16, 5],
  ['2mot', 17, 7],
] as const)
  unit({
    id: `hu-${k}`,
    name: `${k[0]} Motorized Bde`,
    side: 'axis',
    nation: 'hungarian',
    type: 'inf',
    re: 2,
    attack: 4,
    defense: 3,
    ma: 8,
    c,
    r,
  });
// Romanian 3 Army HQ far south; its brigades beside the German HQ draw only limited supply from it (16.F.2)
unit({
  id: 'ro-3a',
  name: 'Romanian 3 Army HQ',
  side: 'axis',
  nation: 'romanian',
  type: 'army-hq',
  re: 1,
  ma: 6,
  c: 3,
  r: 20,
});
for (const [k, c, r] of [
  ['1mtn', 16, 12],
  ['2mtn', 17, 13],
] as const)
  unit({
    id: `ro-${k}`,
    name: `Romanian ${k[0]} Mtn Bde`,
    side: 'axis',
    nation: 'romanian',
    type: 'inf',
    re: 2,
    attack: 3,
    defense: 4,
    ma: 4,
    c,
    r,
  });

// Soviet: Southwest Front HQ at Kiev, the line along column 21, the Uman pocket at U2
unit({
  id: 'su-swf',
  name: 'Southwest Front HQ',
  side: 'soviet',
  nation: 'soviet',
  type: 'army-hq',
  re: 1,
  ma: 6,
  c: 27,
  r: 9,
});
for (const [k, c, r] of [
  ['87', 21, 4],
  ['45', 21, 7],
  ['62', 21, 10],
  ['124', 21, 13],
  ['135', 23, 15],
] as const)
  su(k, `${k} Rifle Div`, c, r);
su('5cav', '5 Cav Div', 24, 12, { type: 'cav', attack: 3, defense: 2, ma: 6 });
for (const [k, c, r, s] of [
  ['99', 6, 14, 3],
  ['139', 5, 14, 1],
  ['44mtn', 6, 15, 1],
] as const)
  su(k, `${k.replace('mtn', ' Mtn')} Rifle Div`, c, r, { gc: { uLevel: 2 }, steps: s, maxSteps: s });

// GC 19.A.4: a 3-capacity airbase behind the German line
unit({
  id: 'de-ab',
  name: 'Vinnitsa airbase',
  side: 'axis',
  nation: 'german',
  type: 'airbase',
  re: 0,
  ma: 0,
  c: 11,
  r: 8,
  gc: { airbase: { capacity: 3, strategic: false } },
});

writeDemo({
  file: 'gc-demo',
  name: 'Uman 1941 — grand-campaign demo campaign',
  what: 'the grand-campaign demo campaign',
  game,
  setup: {
    clock: { turn: 1, side: 'axis', phase: 'supply-judgement' },
    units,
    // SP in twelfths: a German depot on the road, 1/2 SP the pocket carries
    dumps: [
      { id: 'de-depot', side: 'axis', hex: id(14, 9), amount: 10 * 12, captured: false },
      { id: 'de-railhead', side: 'axis', hex: id(12, 8), amount: 15 * 12, captured: false },
      { id: 'de-srp', side: 'axis', hex: id(12, 8), amount: 2 * 12, captured: false, resource: 'srp' },
      { id: 'uman-sp', side: 'soviet', hex: id(6, 14), amount: 6, captured: false },
      { id: 'su-depot', side: 'soviet', hex: id(26, 9), amount: 8 * 12, captured: false },
    ],
    rules: {
      gc: {
        // GC 19.A, 19.D: the national supply point pools and the theatre pools, off the map
        supplyPools: [
          {
            id: 'de-national',
            name: 'German national pool',
            side: 'axis',
            kind: 'national',
            nation: 'german',
            amount: 40 * 12,
          },
          {
            id: 'axis-east-srp',
            name: 'Eastern theatre SRP',
            side: 'axis',
            kind: 'theatre',
            resource: 'srp',
            amount: 5 * 12,
          },
          {
            id: 'su-national',
            name: 'Soviet national pool',
            side: 'soviet',
            kind: 'national',
            nation: 'soviet',
            amount: 30 * 12,
          },
          { id: 'su-theatre', name: 'Southwest theatre SP', side: 'soviet', kind: 'theatre', amount: 10 * 12 },
        ],
      },
    },
  },
});
console.log(`wrote assets/demo/gc-demo: ${W}x${H} hexes, ${units.length} units`);
