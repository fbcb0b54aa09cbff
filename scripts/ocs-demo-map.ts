/**
 * The OCS-style demo's map (make-demo.ts): a 48x34 sheet with smooth blobs of woods and rough, a
 * marsh belt, cities joined by roads and a railroad, and a river down the middle. Drawn with a
 * fixed seed, so the map is the same on every run; the units (ocs-demo-units.ts) stand on it by
 * column and row, and the game (make-demo.ts) takes its terrain rows, routes and hexsides.
 */
import { mulberry32 } from '../shared/engine/dice.js';
import { HexGrid } from '../shared/hex/hex-grid.js';
import { singleSheetLayout } from '../shared/hex/map-layout.js';

export const W = 48;
export const H = 34;
const rand = mulberry32(0x5eed1942);
export const layout = singleSheetLayout(W, H, 'flat', 'odd');
const grid = new HexGrid(layout);
/** The index of the hex in printed column c, row r (both from 1). */
export const at = (c: number, r: number) => grid.indexAt(c - 1, r - 1);
/** The printed id of the hex at index i. */
export const id = (i: number) => grid.printedId(i);

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
/** The index of the named city's hex. */
export const city = (name: string) => {
  const c = cities.find((x) => x[2] === name)!;
  return at(c[0], c[1]);
};
/** The railroad, west edge to east edge through Westburg, Bryansk and Eastgate. */
export const rail = walk(at(1, 17), city('Westburg')).concat(
  walk(city('Westburg'), city('Bryansk')).slice(1),
  walk(city('Bryansk'), city('Eastgate')).slice(1),
  walk(city('Eastgate'), at(48, 17)).slice(1),
);
export const roads = [
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
/** The terrain codes, a string a row. */
export const terrainRows = terrain.map((r) => r.join(''));

// The river runs north to south between columns 24 and 27: hexsides between consecutive west/east hexes.
export const hexsides: Array<{ a: string; b: string; feature: string }> = [];
let col = 25;
for (let row = 1; row <= H; row++) {
  const west = at(col, row);
  const eastDirs = [0, 1, 5].map((d) => grid.neighbours[6 * west + d]!).filter((n) => n >= 0 && grid.col(n) === col);
  for (const e of eastDirs) hexsides.push({ a: id(west), b: id(e), feature: 'river' });
  const south = at(col, row + 1);
  if (south >= 0 && rand() < 0.25) hexsides.push({ a: id(west), b: id(south), feature: 'river' });
  if (rand() < 0.2 && row < H) col = Math.max(24, Math.min(27, col + (rand() < 0.5 ? -1 : 1)));
}
