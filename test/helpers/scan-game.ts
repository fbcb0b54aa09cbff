import { mulberry32 } from '../../shared/engine/dice.js';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import { gameDefinitionSchema, type GameDefinition } from '../../shared/model/game-schema.js';
import { labToRgb } from '../../shared/picture/lab-colour.js';
import { pictureGame, type PictureGameOptions } from './picture-game.js';

/**
 * A known game drawn the way real printed maps are hard to read: five area terrains whose printed
 * colours lie within ΔE 10 of clear (woods and marsh told apart only by their marks), towns and
 * forts printed as symbols on clear, rivers and a hatched escarpment band on hexsides, roads and
 * railroads between centres. The band's id is `band` so the bench can name it plainly.
 */
const hex = (lab: [number, number, number]) =>
  '#' +
  labToRgb(...lab)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('');

/** The printed base colours (L, a, b); every one within ΔE 10 of clear's. */
export const SCAN_LAB: Record<string, [number, number, number]> = {
  '.': [90, 0, 15],
  h: [85, 3, 22],
  r: [83, 6, 17],
  w: [86, -7, 18],
  m: [88, -5, 8],
};

export function scanGame(o: PictureGameOptions): { game: GameDefinition; grid: HexGrid } {
  const { game: base, grid } = pictureGame(o);
  const rand = mulberry32((o.seed ?? 7) + 99);
  // towns and forts on clear hexes, about one hex in twelve
  const hexes = base.map.hexes.map((row) =>
    [...row].map((c) => (c === '.' && rand() < 0.16 ? (rand() < 0.6 ? 't' : 'f') : c)).join(''),
  );
  // half the rivers' hexsides, in runs, become the escarpment band
  const key = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const taken = new Set(base.hexsides.map((h) => key(h.a, h.b)));
  const band: Array<{ a: string; b: string; feature: string }> = [];
  const runs = Math.max(2, Math.round(base.hexsides.length / 12));
  for (let k = 0; k < runs; k++) {
    let cur = Math.floor(rand() * grid.size);
    let dir = Math.floor(rand() * 6);
    for (let s = 0; s < 10; s++) {
      if (rand() < 0.3) dir = (dir + (rand() < 0.5 ? 1 : 5)) % 6;
      const next = grid.neighbours[6 * cur + dir]!;
      const side = grid.neighbours[6 * cur + ((dir + 1) % 6)]!;
      if (next < 0) break;
      if (side >= 0) {
        const a = grid.printedId(cur);
        const b = grid.printedId(side);
        if (!taken.has(key(a, b))) {
          taken.add(key(a, b));
          band.push({ a, b, feature: 'band' });
        }
      }
      cur = next;
    }
  }
  const cost = { leg: 1, truck: 1 };
  const game = gameDefinitionSchema.parse({
    ...base,
    id: 'scan-test',
    name: 'Scan test map',
    map: { ...base.map, hexes },
    terrain: [
      { id: 'clear', code: '.', name: 'Clear', color: hex(SCAN_LAB['.']!), cost },
      { id: 'woods', code: 'w', name: 'Woods', color: hex(SCAN_LAB.w!), cost: { leg: 2, truck: 3 } },
      { id: 'rough', code: 'r', name: 'Rough', color: hex(SCAN_LAB.r!), cost: { leg: 2, truck: 4 } },
      { id: 'marsh', code: 'm', name: 'Marsh', color: hex(SCAN_LAB.m!), cost: { leg: 3, truck: 'P' } },
      { id: 'hills', code: 'h', name: 'Hills', color: hex(SCAN_LAB.h!), cost: { leg: 2, truck: 2 } },
      { id: 'town', code: 't', name: 'Town', color: '#3a3a3a', cost },
      { id: 'fort', code: 'f', name: 'Fort', color: '#b02a2a', cost },
    ],
    hexsideFeatures: [
      ...base.hexsideFeatures,
      { id: 'band', name: 'Escarpment', color: '#7a4a22', cost: { leg: 2, truck: 'P' } },
    ],
    hexsides: [...base.hexsides, ...band],
    routeTypes: [
      { id: 'road', name: 'Road', kind: 'road', color: '#b8412c', cost: { leg: 1, truck: 0.5 } },
      { id: 'railroad', name: 'Railroad', kind: 'rail', color: '#202020', cost: { leg: 1, truck: 0.5 } },
    ],
    routes: base.routes.map((r) => ({ ...r, type: r.type === 'rail' ? 'railroad' : r.type })),
  });
  return { game, grid };
}
