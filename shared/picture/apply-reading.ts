import type { HexGrid } from '../hex/hex-grid.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { HexsideProposal, PictureReading } from './read-picture.js';

/**
 * Writes what was read from the pictures into a copy of the game: the terrain of every hex read,
 * the accepted hexside features (replacing whatever that hexside had), and the accepted road and
 * railroad links joined into routes. Hexes no picture covers keep what they had.
 */
export function applyReading(
  game: GameDefinition,
  grid: HexGrid,
  reading: PictureReading,
  accepted: readonly HexsideProposal[] = reading.proposals,
): GameDefinition {
  const next = JSON.parse(JSON.stringify(game)) as GameDefinition;
  const codes = reading.terrain.map((id) => game.terrain.find((t) => t.id === id)!.code);
  const rows = next.map.hexes.map((r) => r.padEnd(grid.width, game.terrain[0]!.code).split(''));
  for (let i = 0; i < grid.size; i++) {
    const c = reading.cls[i]!;
    if (c >= 0) rows[grid.row(i)]![grid.col(i)] = codes[c]!;
  }
  next.map.hexes = rows.map((r) => r.join(''));
  const sides = accepted.filter((p) => p.kind === 'hexside');
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const replaced = new Set(sides.map((p) => key(p.a, p.b)));
  next.hexsides = next.hexsides.filter((h) => !replaced.has(key(grid.indexOf(h.a), grid.indexOf(h.b))));
  for (const p of sides) next.hexsides.push({ a: grid.printedId(p.a), b: grid.printedId(p.b), feature: p.feature });
  const routeTypes = [...new Set(accepted.filter((p) => p.kind === 'route').map((p) => p.feature))];
  for (const type of routeTypes) {
    const links = accepted.filter((p) => p.kind === 'route' && p.feature === type);
    for (const path of chainLinks(links)) next.routes.push({ type, hexes: path.map((i) => grid.printedId(i)) });
  }
  return next;
}

/**
 * Joins links between neighbouring hexes into as few paths as it can: each path runs from a hex
 * where the route ends or branches to the next such hex; loops become closed paths.
 */
export function chainLinks(links: ReadonlyArray<{ a: number; b: number }>): number[][] {
  const adj = new Map<number, number[]>();
  const add = (x: number, y: number) => {
    const l = adj.get(x);
    if (l) l.push(y);
    else adj.set(x, [y]);
  };
  for (const l of links) {
    add(l.a, l.b);
    add(l.b, l.a);
  }
  const used = new Set<string>();
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const paths: number[][] = [];
  const walk = (start: number, first: number) => {
    const path = [start, first];
    used.add(key(start, first));
    let prev = start;
    let at = first;
    while ((adj.get(at) ?? []).length === 2) {
      const nxt = adj.get(at)!.find((n) => n !== prev && !used.has(key(at, n)));
      if (nxt === undefined) break;
      used.add(key(at, nxt));
      path.push(nxt);
      prev = at;
      at = nxt;
    }
    paths.push(path);
  };
  // ends and branches first, so straight runs come out whole; what is left are loops
  for (const [h, ns] of adj) if (ns.length !== 2) for (const n of ns) if (!used.has(key(h, n))) walk(h, n);
  for (const [h, ns] of adj) for (const n of ns) if (!used.has(key(h, n))) walk(h, n);
  return paths;
}
