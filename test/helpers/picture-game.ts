import { mulberry32 } from '../../shared/engine/dice.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import type { MapSection } from '../../shared/hex/map-layout.js';
import type { Orientation } from '../../shared/hex/offset.js';
import { GAME_FORMAT, gameDefinitionSchema, type GameDefinition } from '../../shared/model/game-schema.js';

/**
 * A known game to draw as map pictures and read back: terrain in blobs (clear, woods, rough,
 * marsh, hills), rivers along hexsides, roads and a railroad between hex centres. Deterministic
 * for a seed. `sheets` > 1 lays the map out as that many sheets side by side (A, B, ...), each
 * numbered from 01.01.
 */
export interface PictureGameOptions {
  columns: number;
  rows: number;
  seed?: number;
  sheets?: number;
  orientation?: Orientation;
  /** rivers, roads and railroads, each a walk of about this many steps */
  walks?: { rivers: number; roads: number; rails: number; length: number };
}

export function pictureGame(o: PictureGameOptions): { game: GameDefinition; grid: HexGrid } {
  const rand = mulberry32(o.seed ?? 7);
  const sheets = o.sheets ?? 1;
  const columns = o.columns * sheets;
  const sections: MapSection[] =
    sheets === 1
      ? [{ id: '', column: 0, row: 0, columns, rows: o.rows, firstColumn: 1, firstRow: 1 }]
      : Array.from({ length: sheets }, (_, k) => ({
          id: String.fromCharCode(65 + k),
          column: k * o.columns,
          row: 0,
          columns: o.columns,
          rows: o.rows,
          firstColumn: 1,
          firstRow: 1,
        }));
  const layout = { orientation: o.orientation ?? 'flat', offset: 'odd' as const, columns, rows: o.rows, sections };
  const grid = new HexGrid(layout);
  const codes = '.wrmh';
  const cw = Math.ceil(columns / 5) + 1;
  const coarse = Array.from({ length: cw * (Math.ceil(o.rows / 5) + 1) }, () => Math.floor(rand() * codes.length));
  const hexes: string[] = [];
  for (let r = 0; r < o.rows; r++) {
    let line = '';
    for (let c = 0; c < columns; c++) {
      const v = rand() < 0.25 ? Math.floor(rand() * codes.length) : coarse[Math.floor(r / 5) * cw + Math.floor(c / 5)]!;
      line += codes[v];
    }
    hexes.push(line);
  }
  const walks = o.walks ?? { rivers: 4, roads: 4, rails: 2, length: Math.max(columns, o.rows) };
  const usedLinks = new Set<string>();
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const walk = (steps: number): number[] => {
    // a walk that runs into the map's edge at once is tried again from elsewhere
    for (let tries = 0; tries < 20; tries++) {
      const w = walkOnce(steps);
      if (w.length > steps / 2 || tries === 19) return w;
    }
    return [];
  };
  const walkOnce = (steps: number): number[] => {
    let cur = Math.floor(rand() * grid.size);
    const out = [cur];
    let dir = Math.floor(rand() * 6);
    for (let k = 0; k < steps; k++) {
      if (rand() < 0.3) dir = (dir + (rand() < 0.5 ? 1 : 5)) % 6;
      const n = grid.neighbours[6 * cur + dir]!;
      if (n < 0 || out.includes(n)) break;
      out.push(n);
      cur = n;
    }
    return out;
  };
  const routes: Array<{ type: string; hexes: string[] }> = [];
  const addRoute = (type: string) => {
    const path = walk(walks.length);
    // one route type per link: a road and a railroad drawn on the same line hide each other
    let run: number[] = [path[0]!];
    const flush = () => {
      if (run.length >= 2) routes.push({ type, hexes: run.map((i) => grid.printedId(i)) });
    };
    for (let k = 1; k < path.length; k++) {
      const kk = key(path[k - 1]!, path[k]!);
      if (usedLinks.has(kk)) {
        flush();
        run = [path[k]!];
        continue;
      }
      usedLinks.add(kk);
      run.push(path[k]!);
    }
    flush();
  };
  for (let k = 0; k < walks.roads; k++) addRoute('road');
  for (let k = 0; k < walks.rails; k++) addRoute('rail');
  const sides = new Map<string, { a: string; b: string; feature: string }>();
  for (let k = 0; k < walks.rivers; k++) {
    const path = walk(walks.length);
    for (let s = 1; s < path.length; s++) {
      // the river runs along the hexside to the side of each step
      const d = grid.directionTo(path[s - 1]!, path[s]!);
      const side = grid.neighbours[6 * path[s - 1]! + ((d + 1) % 6)]!;
      if (side < 0) continue;
      sides.set(key(path[s - 1]!, side), {
        a: grid.printedId(path[s - 1]!),
        b: grid.printedId(side),
        feature: 'river',
      });
    }
  }
  const cost = { leg: 1, truck: 1 };
  const game = gameDefinitionSchema.parse({
    format: GAME_FORMAT,
    formatVersion: 1,
    id: 'picture-test',
    name: 'Picture test map',
    ruleset: 'ocs',
    mobilities: [
      { id: 'leg', name: 'Leg' },
      { id: 'truck', name: 'Truck' },
    ],
    map: { ...layout, hexes },
    terrain: [
      { id: 'clear', code: '.', name: 'Clear', color: '#efe4c2', cost },
      { id: 'woods', code: 'w', name: 'Woods', color: '#86ad62', cost: { leg: 2, truck: 3 } },
      { id: 'rough', code: 'r', name: 'Rough', color: '#c9a27a', cost: { leg: 2, truck: 4 } },
      { id: 'marsh', code: 'm', name: 'Marsh', color: '#a7d3d6', cost: { leg: 3, truck: 'P' } },
      { id: 'hills', code: 'h', name: 'Hills', color: '#d7c38a', cost: { leg: 2, truck: 2 } },
    ],
    hexsideFeatures: [{ id: 'river', name: 'River', color: '#2f63c8', cost: { leg: 1, truck: 2 } }],
    hexsides: [...sides.values()],
    routeTypes: [
      { id: 'road', name: 'Road', kind: 'road', color: '#b8412c', cost: { leg: 1, truck: 0.5 } },
      { id: 'rail', name: 'Railroad', kind: 'rail', color: '#1c1c1c', cost: { leg: 1, truck: 0.5 } },
    ],
    routes,
    sides: [
      { id: 'axis', name: 'Axis', color: '#888888' },
      { id: 'allies', name: 'Allies', color: '#cc4433' },
    ],
    unitTypes: [{ id: 'inf', name: 'Infantry', mobility: 'leg', combat: true }],
    turns: [{ number: 1, label: 'T1' }],
  });
  return { game, grid };
}

/** The same game with nothing read yet: every hex clear, no hexside features, no routes. */
export function blankOf(game: GameDefinition): GameDefinition {
  return {
    ...game,
    map: { ...game.map, hexes: game.map.hexes.map((r) => r.replace(/[^ ]/g, '.')) },
    hexsides: [],
    routes: [],
  };
}
