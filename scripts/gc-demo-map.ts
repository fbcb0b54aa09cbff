/**
 * The grand-campaign demo's map (make-gc-demo.ts): a 34x20 sheet south of Kiev with forest round
 * Uman, the Pripyat marsh, three cities, a road cut by the front and a rail line on each side,
 * with what each terrain and route costs in each mobility (the SLP costs are this demo's). The
 * units (gc-demo-units.ts) and the game's depots and sources name hexes through `id`.
 */
import type { GameDefinitionInput } from '../shared/model/game-schema.js';
import { blockTerrain, demoSheet } from './bundled-demo.js';

export const W = 34;
export const H = 20;
const sheet = demoSheet(W, H);
/** The printed id of the hex in column c, row r (both from 1). */
export const id = sheet.id;
const layout = sheet.layout;

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

/** The map and its terrain and routes, as the game definition gives them. */
export const GC_DEMO_MAP: Pick<GameDefinitionInput, 'map' | 'terrain' | 'routeTypes' | 'routes'> = {
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
};
