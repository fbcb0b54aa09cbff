import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallGame } from '../../test/helpers/small-game.js';
import { MovementGraph } from './movement-graph.js';
import { pathHexes } from './path-explain.js';
import { PathSearch } from './path-search.js';
import { SearchOverlay } from './search-overlay.js';
import { NO_CAP, SearchTargets } from './search-targets.js';
import { SearchTree } from './search-tree.js';

/** A random map of clear, woods and marsh, with random enemy units, ZOC and closed hexes. */
const scenario = fc
  .record({
    w: fc.integer({ min: 1, max: 9 }),
    h: fc.integer({ min: 1, max: 9 }),
    cells: fc.array(fc.constantFrom('.', '.', '.', 'w', 'm'), { minLength: 81, maxLength: 81 }),
    flags: fc.array(fc.constantFrom(0, 0, 0, 0, 0, 0, 1, 2, 4, 8), { minLength: 81, maxLength: 81 }),
    sources: fc.array(fc.nat(80), { minLength: 1, maxLength: 3 }),
    targets: fc.array(
      fc.record({ cell: fc.nat(80), adjacentOk: fc.boolean(), below: fc.option(fc.nat(30), { nil: undefined }) }),
      { minLength: 1, maxLength: 6 },
    ),
    mobility: fc.constantFrom('leg', 'truck', 'track'),
    zocBlocks: fc.boolean(),
    direction: fc.constantFrom('from-sources' as const, 'to-sources' as const),
  })
  .map((s) => {
    const rows = Array.from({ length: s.h }, (_, r) => s.cells.slice(r * 9, r * 9 + s.w).join(''));
    const graph = new MovementGraph(smallGame(rows));
    const size = graph.grid.size;
    const overlay = new SearchOverlay(size);
    overlay.flags.set(s.flags.slice(0, size));
    return {
      ...s,
      graph,
      overlay,
      sources: s.sources.map((k) => k % size),
      targets: s.targets.map((t) => ({ hex: t.cell % size, adjacentOk: t.adjacentOk, below: t.below })),
    };
  });

describe('a search with many targets stops early and answers as the unbounded one', () => {
  it('each target: the hex covering it, its cost and path — unless reached no cheaper than its bound', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const search = new PathSearch(s.graph);
        const common = {
          sources: s.sources,
          mobility: s.mobility,
          overlay: s.overlay,
          zocBlocks: s.zocBlocks,
          direction: s.direction,
        };
        const read = () => {
          const tree = new SearchTree(search);
          return s.targets.map((t) => {
            const via = tree.covering(t.hex, t.adjacentOk);
            return { via, cost: search.costUnits(via), path: via < 0 ? [] : pathHexes(search, via) };
          });
        };
        search.run(common);
        const full = read();
        search.run({ ...common, targets: s.targets });
        const early = read();
        s.targets.forEach((t, k) => {
          const want = full[k]!;
          if (want.via >= 0 && (t.below === undefined || want.cost < t.below)) expect(early[k]).toEqual(want);
          // a target the bound lets go may be left unreached, or reached no cheaper
          else if (early[k]!.via >= 0) expect(early[k]!.cost).toBeGreaterThanOrEqual(t.below ?? Infinity);
        });
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  }, 120_000);

  it('stops before it has settled every hex when the targets are near', () => {
    const rows = Array.from({ length: 20 }, () => '.'.repeat(20));
    const graph = new MovementGraph(smallGame(rows));
    const search = new PathSearch(graph);
    const at = graph.grid.indexOf('0101');
    search.run({ sources: [at], mobility: 'leg', targets: [{ hex: graph.grid.indexOf('0103'), adjacentOk: false }] });
    expect(search.costMP(graph.grid.indexOf('0103'))).toBe(2);
    expect(search.reachedCount).toBeLessThan(20);
    expect(search.reached(graph.grid.indexOf('2020'))).toBe(false);
  });
});

describe('SearchTargets: when the targets of a search are met', () => {
  // a line of five hexes, 0 … 4, each next to the one before and after it
  const nb = new Int32Array(6 * 5).fill(-1);
  for (let h = 0; h < 5; h++) {
    if (h > 0) nb[6 * h] = h - 1;
    if (h < 4) nb[6 * h + 1] = h + 1;
  }
  const fresh = () => new SearchTargets(5, nb);

  it('no target, or only hexes off the map: nothing to wait for', () => {
    expect(fresh().arm([])).toBe(false);
    expect(fresh().arm([{ hex: -1, adjacentOk: true }])).toBe(false);
  });

  it('a target wanting its own hex is met by that hex only, and the stop is recorded there', () => {
    const t = fresh();
    expect(t.arm([{ hex: 2, adjacentOk: false }])).toBe(true);
    expect(t.watch[1]).toBe(0);
    expect(t.met(1, 2)).toBe(false);
    expect(t.met(2, 4)).toBe(true);
    expect([t.stopHex, t.stopCost]).toEqual([2, 4]);
  });

  it('adjacent is close enough (OCS 12.3c): a target is met when a hex next to it settles', () => {
    const t = fresh();
    t.arm([{ hex: 2, adjacentOk: true }]);
    expect([t.watch[1], t.watch[2], t.watch[3], t.watch[0]]).toEqual([1, 1, 1, 0]);
    expect(t.met(3, 1)).toBe(true);
    expect(t.stopHex).toBe(3);
  });

  it('every target must be met before the search stops', () => {
    const t = fresh();
    t.arm([
      { hex: 0, adjacentOk: false },
      { hex: 4, adjacentOk: false },
    ]);
    expect(t.met(0, 0)).toBe(false);
    expect(t.met(4, 8)).toBe(true);
  });

  it('a hex asked for twice waits for the stricter ask: its own hex, not a neighbour', () => {
    const t = fresh();
    t.arm([
      { hex: 2, adjacentOk: true },
      { hex: 2, adjacentOk: false },
    ]);
    expect(t.met(1, 2)).toBe(false);
    expect(t.met(2, 4)).toBe(true);
  });

  it('a bounded target is met once every cheaper hex is settled, lowest bound first', () => {
    const t = fresh();
    t.arm([
      { hex: 4, adjacentOk: false, below: 9 },
      { hex: 3, adjacentOk: false, below: 5 },
    ]);
    expect(t.nextCap).toBe(5);
    expect(t.passed(5)).toBe(false);
    expect(t.nextCap).toBe(9);
    expect(t.passed(9)).toBe(true);
    expect(t.stopCost).toBe(9);
    expect(t.nextCap).toBe(NO_CAP);
  });

  it('a hex asked for twice with two bounds waits for the higher one: stopping later never changes an answer', () => {
    const t = fresh();
    t.arm([
      { hex: 3, adjacentOk: false, below: 5 },
      { hex: 3, adjacentOk: false, below: 8 },
    ]);
    expect(t.nextCap).toBe(8);
    expect(t.passed(5)).toBe(false);
    expect(t.passed(8)).toBe(true);
  });

  it("a new run forgets the last run's targets", () => {
    const t = fresh();
    t.arm([{ hex: 1, adjacentOk: true }]);
    t.arm([{ hex: 4, adjacentOk: false }]);
    expect(Array.from(t.watch)).toEqual([0, 0, 0, 0, 1]);
    expect(t.met(1, 2)).toBe(false);
    expect(t.met(4, 8)).toBe(true);
  });
});
