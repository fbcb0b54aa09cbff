/**
 * Writes the bundled grand-campaign demo (assets/demo/gc-demo.*): a small East-front map for the
 * `grand-campaign` ruleset, south of Kiev in August 1941. Axis: Germans with an army HQ and a
 * command HQ, Hungarians with no army HQ of their own (full supply from a German HQ of their
 * contingent), Romanians whose army HQ is far to the south (limited supply from the German HQ).
 * Soviets: a front HQ in the east and a pocket at Uman, isolated in the forest behind the German
 * line, at U2. This file is the game definition (sides, nations, unit types, depots, supply
 * sources, turns) and the supply at the start; the map is in gc-demo-map.ts, the tables in
 * gc-demo-tables.ts and the forces in gc-demo-units.ts. The charts are the rules' own; the terrain
 * costs in SLP and the ranges are this demo's. Run `npx tsx scripts/make-gc-demo.ts` and commit
 * the output.
 */
import { GAME_FORMAT, GAME_FORMAT_VERSION, type GameDefinitionInput } from '../shared/model/game-schema.js';
import type { GcGameInput, GcUnitTypeInput } from '../shared/rules/grand-campaign/game-parts.js';
import { writeDemo } from './bundled-demo.js';
import { GC_DEMO_MAP, H, id, W } from './gc-demo-map.js';
import { GC_DEMO_TABLES } from './gc-demo-tables.js';
import { units } from './gc-demo-units.js';

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
  ...GC_DEMO_MAP,
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
  tables: GC_DEMO_TABLES,
};

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
