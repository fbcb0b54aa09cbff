/**
 * Writes the bundled classic demo (assets/demo/classic-demo.*): a small East-front map for the
 * `classic` ruleset — a road from the western edge to the front, a river the road crosses, woods
 * and marsh, German divisions that trace to the road, Soviet divisions that trace through rated
 * Leaders to the eastern edge. Laid out by hand, so that its supply answers are known:
 * one Soviet division stands four hexes from General Lukin (rating 3), as in the rule's example,
 * and one German division is cut off. Run `npx tsx scripts/make-classic-demo.ts` and commit the output.
 */
import { GAME_FORMAT, GAME_FORMAT_VERSION, type GameDefinitionInput } from '../shared/model/game-schema.js';
import type { ClassicUnitTypeInput } from '../shared/rules/classic/game-parts.js';
import { blockTerrain, demoSheet, type DemoUnit as U, writeDemo } from './bundled-demo.js';
import { sizeFromName } from './unit-size-from-name.js';

const W = 24;
const H = 16;
const { layout, grid, id } = demoSheet(W, H);

// terrain by hand: woods in the north-west, a marsh south of the road, a lake in the east
const rows = blockTerrain(W, H, [
  { code: 'f', c0: 3, c1: 7, r0: 2, r1: 5 },
  { code: 'm', c0: 9, c1: 12, r0: 11, r1: 14 },
  { code: 'l', c0: 19, c1: 20, r0: 2, r1: 3 },
]);
// the road: along row 8 from the western edge to column 16, then a branch north-east
const road = Array.from({ length: 16 }, (_, k) => id(k + 1, 8));
const walk = (from: number, to: number): string[] => {
  const out = [from];
  for (let cur = from; cur !== to;) {
    let best = -1;
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbours[6 * cur + d]!;
      if (n >= 0 && (best < 0 || grid.distance(n, to) < grid.distance(best, to))) best = n;
    }
    out.push((cur = best));
  }
  return out.map((i) => grid.printedId(i));
};
const branch = walk(grid.indexAt(9, 7), grid.indexAt(14, 3));
// the river runs north-south between columns 12 and 13: the road crosses it (for supply only)
const hexsides: Array<{ a: string; b: string; feature: string }> = [];
for (let r = 1; r <= H; r++) {
  const a = grid.indexAt(11, r - 1);
  for (let d = 0; d < 6; d++) {
    const b = grid.neighbours[6 * a + d]!;
    if (b >= 0 && grid.col(b) === 12) hexsides.push({ a: grid.printedId(a), b: grid.printedId(b), feature: 'river' });
  }
}

const game: GameDefinitionInput<ClassicUnitTypeInput> = {
  format: GAME_FORMAT,
  formatVersion: GAME_FORMAT_VERSION,
  id: 'classic-demo',
  name: 'Smolensk 1941 (classic demo)',
  ruleset: 'classic',
  costScale: 2,
  mobilities: [
    { id: 'foot', name: 'Infantry' },
    { id: 'armor', name: 'Armor' },
  ],
  map: { ...layout, sections: [...layout.sections], hexes: rows },
  terrain: [
    { id: 'clear', code: '.', name: 'Clear', color: '#dfe6b8', cost: { foot: 1, armor: 1 } },
    { id: 'forest', code: 'f', name: 'Forest', color: '#8fb174', cost: { foot: 2, armor: 3 } },
    { id: 'marsh', code: 'm', name: 'Swamp', color: '#9fc5c0', cost: { foot: 3, armor: 'P' } },
    { id: 'lake', code: 'l', name: 'Lake', color: '#6fa8dc', cost: { foot: 'P', armor: 'P' } },
  ],
  hexsideFeatures: [{ id: 'river', name: 'River', color: '#3a78c2', cost: { foot: 2, armor: 3 } }],
  hexsides,
  // roads do not cross rivers for movement (CL: only railroads do), but do for supply
  routeTypes: [
    { id: 'road', name: 'Road', kind: 'road', color: '#8a3b12', cost: { foot: 0.5, armor: 0.5 }, bridges: false },
  ],
  routes: [
    { type: 'road', hexes: road },
    { type: 'road', hexes: branch },
  ],
  sides: [
    { id: 'german', name: 'German', color: '#8c96a0' },
    { id: 'soviet', name: 'Soviet', color: '#c8553d' },
  ],
  unitTypes: [
    { id: 'inf', name: 'Infantry division', mobility: 'foot', combat: true, symbol: 'infantry' },
    { id: 'pz', name: 'Panzer division', mobility: 'armor', combat: true, symbol: 'armor' },
    { id: 'tank', name: 'Tank division', mobility: 'armor', combat: true, symbol: 'armor' },
    { id: 'leader', name: 'Leader', mobility: 'foot', combat: false, leader: true, symbol: 'hq' },
  ],
  supplySources: [
    { hex: id(1, 8), side: 'german', kind: 'map-edge', name: 'the road to Smolensk (0108)' },
    ...Array.from({ length: H }, (_, r) => ({
      hex: id(W, r + 1),
      side: 'soviet',
      kind: 'map-edge' as const,
      name: 'Eastern edge',
    })),
  ],
  supplyRules: [
    { side: 'german', method: 'road-edge', hexes: 20, mp: 20 },
    { side: 'soviet', method: 'leader-line' },
  ],
  phasesBySide: { german: ['movement', 'combat', 'second-movement'], soviet: ['movement', 'combat'] },
  turns: ['Jul 10', 'Jul 13', 'Jul 16', 'Jul 19', 'Jul 22', 'Jul 25'].map((label, n) => ({
    number: n + 1,
    label: `${label}, 1941`,
  })),
  tables: [],
};

const units: U[] = [];
const unit = (u: Omit<U, 'hex' | 'steps' | 'maxSteps' | 're'> & { c: number; r: number }) => {
  const { c, r, ...rest } = u;
  units.push({ steps: 1, maxSteps: 1, re: 1, ...rest, size: sizeFromName(rest.name), hex: id(c, r) });
};
const inf = (n: string, c: number, r: number) =>
  unit({ id: `de-${n}`, name: `${n} Infantry Div`, side: 'german', type: 'inf', attack: 9, defense: 9, ma: 7, c, r });
const pz = (n: string, c: number, r: number) =>
  unit({ id: `de-${n}pz`, name: `${n} Panzer Div`, side: 'german', type: 'pz', attack: 12, defense: 10, ma: 10, c, r });
const rifle = (n: string, c: number, r: number) =>
  unit({ id: `su-${n}`, name: `${n} Rifle Div`, side: 'soviet', type: 'inf', attack: 5, defense: 4, ma: 4, c, r });
const tank = (n: string, c: number, r: number) =>
  unit({ id: `su-${n}t`, name: `${n} Tank Div`, side: 'soviet', type: 'tank', attack: 7, defense: 6, ma: 8, c, r });
const leader = (key: string, name: string, rating: number, c: number, r: number) =>
  unit({ id: `su-${key}`, name, side: 'soviet', type: 'leader', attack: 0, defense: 0, ma: 6, rating, c, r });

// German: a front along columns 13-14, a panzer group on the road, a division cut off to the east
for (const [n, c, r] of [
  ['5', 13, 3],
  ['8', 13, 5],
  ['20', 14, 9],
  ['28', 13, 11],
  ['35', 13, 13],
  ['161', 12, 15],
  ['106', 11, 2],
] as const)
  inf(n, c, r);
for (const [n, c, r] of [
  ['7', 12, 8],
  ['12', 11, 9],
  ['17', 10, 7],
] as const)
  pz(n, c, r);
inf('129', 19, 13);
// Soviet: a front along columns 15-17, three Leaders, one division four hexes from Lukin
for (const [n, c, r] of [
  ['64', 16, 3],
  ['73', 16, 5],
  ['108', 16, 7],
  ['144', 17, 9],
  ['152', 16, 11],
  ['158', 15, 13],
  ['229', 16, 15],
  ['233', 20, 12],
  ['242', 20, 14],
  ['250', 18, 14],
] as const)
  rifle(n, c, r);
for (const [n, c, r] of [
  ['57', 18, 6],
  ['101', 18, 10],
] as const)
  tank(n, c, r);
leader('lukin', 'Lukin (16 Army)', 3, 19, 4);
leader('konev', 'Konev (19 Army)', 4, 20, 9);
leader('kurochkin', 'Kurochkin (20 Army)', 2, 22, 15);
rifle('127', 15, 2);

writeDemo({
  file: 'classic-demo',
  name: 'Smolensk 1941 — classic demo campaign',
  what: 'the classic demo campaign',
  game,
  setup: { clock: { turn: 1, side: 'german', phase: 'movement' }, units, dumps: [] },
});
console.log(
  `wrote assets/demo/classic-demo: ${W}x${H} hexes, ${units.length} units, ${hexsides.length} river hexsides`,
);
