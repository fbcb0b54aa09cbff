import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceCosts } from '../../test/helpers/reference-search.js';
import { smallGame } from '../../test/helpers/small-game.js';
import { HexGrid } from './hex-grid.js';
import { MovementGraph } from './movement-graph.js';
import { pathTo } from './path-explain.js';
import { PathSearch } from './path-search.js';
import { SearchOverlay } from './search-overlay.js';

const cost = fc.constantFrom<number | 'P'>(0.5, 1, 1, 1.5, 2, 3, 4, 'P');
const costs = fc.record({ leg: cost, truck: cost, track: cost });

/** A random small map: shape, terrain costs, rivers, roads, and the per-search conditions. */
const scenario = fc
  .record({
    w: fc.integer({ min: 1, max: 7 }),
    h: fc.integer({ min: 1, max: 7 }),
    orientation: fc.constantFrom('flat' as const, 'pointy' as const),
    offset: fc.constantFrom('odd' as const, 'even' as const),
    terrainCosts: fc.tuple(costs, costs, costs),
    cells: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 49, maxLength: 49 }),
    sides: fc.array(
      fc.record({ cell: fc.nat(48), dir: fc.integer({ min: 0, max: 5 }), feature: fc.integer({ min: 0, max: 1 }) }),
      { maxLength: 20 },
    ),
    featureCosts: fc.tuple(costs, costs),
    roads: fc.array(
      fc.record({
        start: fc.nat(48),
        dirs: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 8 }),
        type: fc.integer({ min: 0, max: 1 }),
      }),
      { maxLength: 3 },
    ),
    routeCosts: fc.tuple(costs, costs),
    bridges: fc.tuple(fc.boolean(), fc.boolean()),
    flags: fc.array(fc.constantFrom(0, 0, 0, 0, 0, 1, 2, 2, 3, 4, 8), { minLength: 49, maxLength: 49 }),
    sources: fc.array(fc.nat(48), { minLength: 1, maxLength: 3 }),
    mobility: fc.constantFrom('leg', 'truck', 'track'),
    maxMP: fc.option(
      fc.integer({ min: 0, max: 24 }).map((x) => x / 2),
      { nil: undefined },
    ),
    zocBlocks: fc.boolean(),
    direction: fc.constantFrom('from-sources' as const, 'to-sources' as const),
    target: fc.option(fc.nat(48), { nil: undefined }),
    adjacentOk: fc.boolean(),
  })
  .map((s) => {
    const codes = ['.', 'w', 'm'];
    const rows = Array.from({ length: s.h }, (_, r) =>
      Array.from({ length: s.w }, (_, c) => codes[s.cells[r * 7 + c]!]!).join(''),
    );
    const layout = {
      orientation: s.orientation,
      offset: s.offset,
      columns: s.w,
      rows: s.h,
      sections: [{ id: '', column: 0, row: 0, columns: s.w, rows: s.h, firstColumn: 1, firstRow: 1 }],
    };
    const grid = new HexGrid(layout);
    const cell = (k: number) => k % grid.size;
    const seen = new Set<string>();
    const hexsides: Array<{ a: string; b: string; feature: string }> = [];
    for (const side of s.sides) {
      const i = cell(side.cell);
      const j = grid.neighbours[6 * i + side.dir]!;
      if (j < 0) continue;
      const key = [Math.min(i, j), Math.max(i, j)].join('-');
      if (seen.has(key)) continue;
      seen.add(key);
      hexsides.push({ a: grid.printedId(i), b: grid.printedId(j), feature: side.feature ? 'ford' : 'river' });
    }
    const routes = s.roads.flatMap((r) => {
      const hexes = [cell(r.start)];
      for (const d of r.dirs) {
        const j = grid.neighbours[6 * hexes[hexes.length - 1]! + d]!;
        if (j >= 0) hexes.push(j);
      }
      return hexes.length >= 2 ? [{ type: r.type ? 'rail' : 'road', hexes: hexes.map((h) => grid.printedId(h)) }] : [];
    });
    const game = smallGame(rows, {
      map: { ...layout, hexes: rows },
      terrain: codes.map((code, k) => ({
        id: `t${k}`,
        code,
        name: `T${k}`,
        color: '#cccccc',
        cost: s.terrainCosts[k]!,
      })),
      hexsideFeatures: [
        { id: 'river', name: 'River', color: '#0000ff', cost: s.featureCosts[0] },
        { id: 'ford', name: 'Ford', color: '#0000aa', cost: s.featureCosts[1] },
      ],
      hexsides,
      routeTypes: [
        { id: 'road', name: 'Road', kind: 'road', color: '#884422', cost: s.routeCosts[0], bridges: s.bridges[0] },
        { id: 'rail', name: 'Rail', kind: 'rail', color: '#000000', cost: s.routeCosts[1], bridges: s.bridges[1] },
      ],
      routes,
    });
    const flags = Uint8Array.from({ length: grid.size }, (_, k) => s.flags[k]!);
    return {
      ...s,
      game,
      grid,
      flags,
      sources: s.sources.map(cell),
      target: s.target === undefined ? undefined : cell(s.target),
    };
  });

describe('the fast search agrees with the obviously correct one', () => {
  it('on thousands of random maps, costs, rivers, roads, blockers and bounds', () => {
    let runs = 0;
    fc.assert(
      fc.property(scenario, (s) => {
        runs++;
        const graph = new MovementGraph(s.game);
        const search = new PathSearch(graph);
        const overlay = new SearchOverlay(s.grid.size);
        overlay.flags.set(s.flags);
        const common = {
          sources: s.sources,
          mobility: s.mobility,
          overlay,
          zocBlocks: s.zocBlocks,
          direction: s.direction,
          ...(s.maxMP === undefined ? {} : { maxMP: s.maxMP }),
        };
        const expected = referenceCosts(s.game, { ...common, flags: s.flags });
        search.run(common);
        for (let i = 0; i < s.grid.size; i++) {
          const want = expected[i] === Infinity ? -1 : expected[i];
          expect(search.costMP(i), `hex ${s.grid.printedId(i)}`).toBe(want);
          if (want !== -1) {
            // the reported path is real: it starts or ends at a source and its last step costs what was said
            const path = pathTo(search, i);
            expect(path[s.direction === 'from-sources' ? path.length - 1 : 0]!.hex).toBe(s.grid.printedId(i));
            expect(path[path.length - 1]!.mp).toBe(want);
            const ends = s.direction === 'from-sources' ? path[0]!.hex : path[path.length - 1]!.hex;
            expect(s.sources.map((h) => s.grid.printedId(h))).toContain(ends);
          }
        }
        if (s.target !== undefined) {
          const ends = [s.target];
          if (s.adjacentOk)
            for (let d = 0; d < 6; d++)
              if (s.grid.neighbours[6 * s.target + d]! >= 0) ends.push(s.grid.neighbours[6 * s.target + d]!);
          const best = Math.min(...ends.map((e) => expected[e]!));
          search.run({ ...common, target: s.target, adjacentOk: s.adjacentOk });
          expect(search.hit >= 0 ? search.costMP(search.hit) : -1).toBe(best === Infinity ? -1 : best);
        }
      }),
      { numRuns: 3000, seed: 20261122 },
    );
    expect(runs).toBe(3000);
  }, 120_000);
});
