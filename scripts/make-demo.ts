/**
 * Writes the bundled OCS-style demo (assets/demo/): a 48x34 map with clear, rough, woods, marsh and
 * city hexes, a river, roads and a railroad, two sides, a few dozen units, HQs and dumps. This file
 * is the game definition (movement, terrain kinds, routes, unit types, supply sources, turns); the
 * map is drawn in ocs-demo-map.ts, the charts are in ocs-demo-charts.ts and the forces in
 * ocs-demo-units.ts. Deterministic (fixed seed): run `npx tsx scripts/make-demo.ts` after changing
 * it and commit the output.
 */
import { GAME_FORMAT, GAME_FORMAT_VERSION, type GameDefinitionInput } from '../shared/model/game-schema.js';
import type { OcsUnitTypeInput } from '../shared/rules/ocs/game-parts.js';
import { writeDemo } from './bundled-demo.js';
import { OCS_DEMO_TABLES } from './ocs-demo-charts.js';
import { at, H, hexsides, id, layout, rail, roads, terrainRows, W } from './ocs-demo-map.js';
import { dumps, units } from './ocs-demo-units.js';

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
  map: { ...layout, sections: [...layout.sections], hexes: terrainRows },
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
  tables: OCS_DEMO_TABLES,
};

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
