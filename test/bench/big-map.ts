import { mulberry32 } from '../../shared/engine/dice.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import { singleSheetLayout } from '../../shared/hex/map-layout.js';
import { GAME_FORMAT, gameDefinitionSchema, type GameDefinition } from '../../shared/model/game-schema.js';

/**
 * The benchmark's monster map: 400 x 250 = 100,000 hexes of mixed terrain with roads, a railroad,
 * rivers, and ~5,000 enemy units along a broad front in the east. Deterministic (fixed seed).
 */
export interface BigMap {
  game: GameDefinition;
  grid: HexGrid;
  enemyHexes: number[];
  westEdge: number[];
}

export function makeBigMap(width = 400, height = 250, enemies = 5000): BigMap {
  const rand = mulberry32(0x1942);
  const layout = singleSheetLayout(width, height, 'flat', 'odd');
  const grid = new HexGrid(layout);
  // terrain from a coarse random field, smoothed: blobs of woods, rough and marsh in open country
  const cw = Math.ceil(width / 8) + 1;
  const ch = Math.ceil(height / 8) + 1;
  const coarse = Array.from({ length: cw * ch }, () => rand());
  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let line = '';
    for (let c = 0; c < width; c++) {
      const v = coarse[Math.floor(r / 8) * cw + Math.floor(c / 8)]! * 0.7 + rand() * 0.3;
      line += v < 0.5 ? '.' : v < 0.68 ? 'w' : v < 0.8 ? 'r' : v < 0.86 ? 'm' : v < 0.87 ? 'c' : '.';
    }
    rows.push(line);
  }
  const walk = (start: number, steps: number, bias: number): string[] => {
    const out = [grid.printedId(start)];
    let cur = start;
    for (let k = 0; k < steps; k++) {
      const d = rand() < 0.6 ? bias : Math.floor(rand() * 6);
      const n = grid.neighbours[6 * cur + d]!;
      if (n < 0 || out.includes(grid.printedId(n))) continue;
      cur = n;
      out.push(grid.printedId(n));
    }
    return out;
  };
  const routes: Array<{ type: string; hexes: string[] }> = [];
  for (let k = 0; k < 60; k++) {
    const r = walk(grid.indexAt(Math.floor(rand() * width), Math.floor(rand() * height)), 250, Math.floor(rand() * 6));
    if (r.length > 1) routes.push({ type: 'road', hexes: r });
  }
  routes.push({ type: 'rail', hexes: walk(grid.indexAt(0, Math.floor(height / 2)), 600, 0) });
  const hexsides: Array<{ a: string; b: string; feature: string }> = [];
  const seen = new Set<string>();
  for (let k = 0; k < 12; k++) {
    let cur = grid.indexAt(Math.floor(rand() * width), 0);
    for (let s = 0; s < 300 && cur >= 0; s++) {
      const east = grid.neighbours[6 * cur + (rand() < 0.5 ? 0 : 1)]!;
      if (east >= 0) {
        const key = `${Math.min(cur, east)}-${Math.max(cur, east)}`;
        if (!seen.has(key)) {
          seen.add(key);
          hexsides.push({ a: grid.printedId(cur), b: grid.printedId(east), feature: 'river' });
        }
      }
      cur = grid.neighbours[6 * cur + 5]!;
    }
  }
  const game = gameDefinitionSchema.parse({
    format: GAME_FORMAT,
    formatVersion: 1,
    id: 'bench',
    name: 'Benchmark monster map',
    ruleset: 'ocs',
    costScale: 2,
    mobilities: [
      { id: 'leg', name: 'Leg' },
      { id: 'truck', name: 'Truck' },
      { id: 'track', name: 'Track' },
    ],
    map: { ...layout, sections: [...layout.sections], hexes: rows },
    terrain: [
      { id: 'clear', code: '.', name: 'Open', color: '#dfe6b8', cost: { leg: 1, truck: 1, track: 1 } },
      { id: 'woods', code: 'w', name: 'Woods', color: '#8fb174', cost: { leg: 2, truck: 3, track: 2 } },
      { id: 'rough', code: 'r', name: 'Rough', color: '#c9b48a', cost: { leg: 2, truck: 3, track: 3 } },
      { id: 'marsh', code: 'm', name: 'Marsh', color: '#9fc5c0', cost: { leg: 3, truck: 'P', track: 5 } },
      { id: 'city', code: 'c', name: 'City', color: '#b9a7a0', cost: { leg: 1, truck: 1, track: 1 } },
    ],
    hexsideFeatures: [{ id: 'river', name: 'River', color: '#3a78c2', cost: { leg: 1, truck: 3, track: 3 } }],
    hexsides,
    routeTypes: [
      {
        id: 'road',
        name: 'Road',
        kind: 'road',
        color: '#8a3b12',
        cost: { leg: 1, truck: 0.5, track: 0.5 },
        bridges: true,
      },
      { id: 'rail', name: 'Railroad', kind: 'rail', color: '#222222', cost: {}, bridges: true },
    ],
    routes,
    sides: [
      { id: 'axis', name: 'Axis', color: '#8c96a0' },
      { id: 'soviet', name: 'Soviet', color: '#c8553d' },
    ],
    unitTypes: [{ id: 'inf', name: 'Infantry', mobility: 'leg', combat: true }],
    turns: [{ number: 1, label: 'T1' }],
  });
  const enemyHexes: number[] = [];
  const taken = new Uint8Array(grid.size);
  while (enemyHexes.length < enemies) {
    const col = Math.floor(width * 0.55 + rand() * width * 0.45);
    const i = grid.indexAt(Math.min(width - 1, col), Math.floor(rand() * height));
    if (i >= 0 && !taken[i]) {
      taken[i] = 1;
      enemyHexes.push(i);
    }
  }
  const westEdge = Array.from({ length: 50 }, (_, k) => grid.indexAt(0, Math.floor(((k + 0.5) * height) / 50)));
  return { game, grid, enemyHexes, westEdge };
}
