import { describe, expect, it } from 'vitest';
import { smallGame } from '../../test/helpers/small-game.js';
import type { TerrainType } from '../model/game-schema.js';
import { MovementGraph } from './movement-graph.js';
import { explainFailure, pathTo } from './path-explain.js';
import { PathSearch } from './path-search.js';
import { CLOSED, ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from './search-overlay.js';

/** A one-column map: hexes 0101 … 01NN in a line, each touching only the hexes above and below. */
function corridor(terrain: string, extra: Parameters<typeof smallGame>[1] = {}) {
  const game = smallGame(
    terrain.split('').map((c) => c),
    extra,
  );
  const graph = new MovementGraph(game);
  const search = new PathSearch(graph);
  const hex = (id: string) => graph.grid.indexOf(id);
  return { graph, search, hex, overlay: () => SearchOverlay.empty(graph.grid) };
}

describe('movement costs (hand-checked on corridors)', () => {
  it('terrain: the cost of each hex entered, per mobility type', () => {
    const { search, hex } = corridor('..w.w..');
    search.run({ sources: [hex('0101')], mobility: 'truck' });
    expect(search.costMP(hex('0103'))).toBe(1 + 3);
    expect(search.costMP(hex('0107'))).toBe(1 + 3 + 1 + 3 + 1 + 1);
    search.run({ sources: [hex('0101')], mobility: 'leg' });
    expect(search.costMP(hex('0107'))).toBe(1 + 2 + 1 + 2 + 1 + 1);
  });
  it('a road along the path costs 1/2 MP a hex, exactly (half-MP units)', () => {
    const { search, hex } = corridor('...w...', {
      routes: [{ type: 'road', hexes: ['0101', '0102', '0103', '0104', '0105'] }],
    });
    search.run({ sources: [hex('0101')], mobility: 'truck' });
    expect(search.costMP(hex('0105'))).toBe(2); // four road moves, the woods hex at 1/2 MP too
    expect(search.costMP(hex('0106'))).toBe(3);
    expect(search.costUnits(hex('0105'))).toBe(4);
    search.run({ sources: [hex('0101')], mobility: 'leg' });
    expect(search.costMP(hex('0105'))).toBe(4); // the road gives Leg nothing here
  });
  it('a river hexside adds its cost; a road bridges it', () => {
    const river = { hexsides: [{ a: '0103', b: '0104', feature: 'river' }] };
    let c = corridor('......', river);
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck' });
    expect(c.search.costMP(c.hex('0104'))).toBe(3 + 3);
    c = corridor('......', { ...river, routes: [{ type: 'road', hexes: ['0103', '0104'] }] });
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck' });
    expect(c.search.costMP(c.hex('0104'))).toBe(2.5);
  });
  it('prohibited terrain and hexsides cannot be entered or crossed', () => {
    let c = corridor('..m...');
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck' });
    expect(c.search.reached(c.hex('0103'))).toBe(false);
    expect(c.search.reached(c.hex('0104'))).toBe(false);
    c.search.run({ sources: [c.hex('0101')], mobility: 'track' });
    expect(c.search.costMP(c.hex('0104'))).toBe(1 + 5 + 1);
    c = corridor('......', {
      hexsideFeatures: [{ id: 'gorge', name: 'Gorge', color: '#000000', cost: { leg: 2, truck: 'P', track: 'P' } }],
      hexsides: [{ a: '0102', b: '0103', feature: 'gorge' }],
    });
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck' });
    expect(c.search.reachedCount).toBe(2);
    c.search.run({ sources: [c.hex('0101')], mobility: 'leg' });
    expect(c.search.costMP(c.hex('0103'))).toBe(1 + 1 + 2);
  });
  it('a road through marsh lets trucks pass', () => {
    const c = corridor('..m...', { routes: [{ type: 'road', hexes: ['0102', '0103', '0104'] }] });
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck' });
    expect(c.search.costMP(c.hex('0104'))).toBe(1 + 0.5 + 0.5);
  });
  it('draw is counted from the unit back to the dump, throw from the HQ to the unit (they differ)', () => {
    const c = corridor('.w');
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', direction: 'from-sources' });
    expect(c.search.costMP(c.hex('0102'))).toBe(3); // entering the woods
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', direction: 'to-sources' });
    expect(c.search.costMP(c.hex('0102'))).toBe(1); // leaving the woods into the clear dump hex
  });
  it('normal terrain costs unless a weather is asked for; reduced-only keeps only the lower costs (OCS 12.3d)', () => {
    const terrain: TerrainType[] = [
      {
        id: 'clear',
        code: '.',
        name: 'Clear',
        color: '#dddddd',
        cost: { leg: 1, truck: 1, track: 1 },
        weather: { mud: { truck: 2 }, frost: { truck: 1 } },
      },
      {
        id: 'marsh',
        code: 'm',
        name: 'Marsh',
        color: '#99bbbb',
        cost: { leg: 3, truck: 'P' as const, track: 5 },
        weather: { frost: { truck: 1 } },
      },
    ];
    const c = corridor('..m..', { terrain });
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck' });
    expect(c.search.reached(c.hex('0105'))).toBe(false);
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', weather: 'mud' });
    expect(c.search.costMP(c.hex('0102'))).toBe(2);
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', weather: 'mud', reducedOnly: true });
    expect(c.search.costMP(c.hex('0102'))).toBe(1);
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', weather: 'frost', reducedOnly: true });
    expect(c.search.costMP(c.hex('0105'))).toBe(4); // frozen marsh is passable: a temporary reduction
  });
});

describe('bounds, sources and ends', () => {
  it('a bound in MP is inclusive', () => {
    const c = corridor('........');
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', maxMP: 5 });
    expect(c.search.costMP(c.hex('0106'))).toBe(5);
    expect(c.search.reached(c.hex('0107'))).toBe(false);
    expect(c.search.reachedCount).toBe(6);
  });
  it('every hex within 2 MP of a hex in open country: 1 + 6 + 12', () => {
    const game = smallGame(Array.from({ length: 9 }, () => '.........'));
    const s = new PathSearch(new MovementGraph(game));
    s.run({ sources: [s.graph.grid.indexOf('0505')], mobility: 'leg', maxMP: 2 });
    expect(s.reachedCount).toBe(19);
  });
  it('on open ground at 1 MP a hex, the cost to every hex is its hex distance (10,000 hexes, queue grows)', () => {
    const game = smallGame(Array.from({ length: 100 }, () => '.'.repeat(100)));
    const s = new PathSearch(new MovementGraph(game));
    const g = s.graph.grid;
    for (const from of ['001001', '050050', '100037']) {
      s.run({ sources: [g.indexOf(from)], mobility: 'leg' });
      expect(s.reachedCount).toBe(10_000);
      for (let i = 0; i < g.size; i++) expect(s.costMP(i)).toBe(g.distance(g.indexOf(from), i));
    }
  });
  it('one search reused run after run answers as a fresh one: no cost or reach left over from earlier runs', () => {
    // 128 x 128 hexes: with a +65535 extra cost in play a run's costs span the whole key range, so
    // the search starts its key table afresh (search keys, path-search.ts) every other run. Runs
    // among enemy units and their ZOC mark the hexes they close (settle.ts) for the next runs to pass over
    const game = smallGame(
      Array.from({ length: 128 }, (_, r) => (r % 7 ? '.'.repeat(128) : 'w.m'.repeat(43).slice(0, 128))),
    );
    const graph = new MovementGraph(game);
    const reused = new PathSearch(graph);
    const g = graph.grid;
    const heavy = new Uint16Array(g.size);
    heavy[g.indexOf('064064')] = 65535;
    let seed = 5;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
    const enemies = Array.from({ length: 400 }, () => rand(g.size));
    const overlay = SearchOverlay.empty(g).addZoc(g, enemies.slice(200));
    for (const h of enemies) overlay.mark(h, ENEMY_UNIT);
    for (let k = 0; k < 36; k++) {
      const o = {
        sources: [rand(g.size), rand(g.size)],
        mobility: ['leg', 'truck', 'track'][k % 3]!,
        ...(k % 5 < 3
          ? { overlay, zocBlocks: k % 5 === 0, direction: k % 2 ? ('to-sources' as const) : ('from-sources' as const) }
          : {}),
        ...(k % 4 === 1 ? { maxMP: 1 + rand(12) } : {}),
        ...(k % 4 === 2 ? { extraCost: heavy } : {}),
        ...(k % 4 === 3 ? { target: rand(g.size), adjacentOk: true } : {}),
      };
      const fresh = new PathSearch(graph).run(o);
      reused.run(o);
      expect(reused.reachedCount, `run ${k}`).toBe(fresh.reachedCount);
      expect(reused.hit, `run ${k}`).toBe(fresh.hit);
      // reached means settled: exactly the hexes the run settled, none still queued when a target stopped it
      const settled = new Set(reused.reachedHexes());
      for (let i = 0; i < g.size; i++) if (reused.reached(i) !== settled.has(i)) expect([k, g.printedId(i)]).toBe('');
      for (let i = 0; i < g.size; i++) {
        if (reused.costUnits(i) !== fresh.costUnits(i) || reused.parentOf(i) !== fresh.parentOf(i))
          // (compared hex by hex without an expect each: 16,384 hexes a run)
          expect([k, g.printedId(i), reused.costUnits(i), reused.parentOf(i)]).toEqual([
            k,
            g.printedId(i),
            fresh.costUnits(i),
            fresh.parentOf(i),
          ]);
      }
    }
  });
  it('many sources at once: each hex knows the cheapest source that reached it', () => {
    const c = corridor('..........');
    c.search.run({ sources: [c.hex('0101'), c.hex('0110')], mobility: 'leg' });
    expect([c.search.costMP(c.hex('0104')), c.search.sourceOf(c.hex('0104'))]).toEqual([3, c.hex('0101')]);
    expect([c.search.costMP(c.hex('0108')), c.search.sourceOf(c.hex('0108'))]).toEqual([2, c.hex('0110')]);
  });
  it('adjacent is close enough (OCS 12.3c): a unit in a hex the path cannot enter is still reached', () => {
    const c = corridor('....m.');
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', maxMP: 5, target: c.hex('0105'), adjacentOk: true });
    expect(c.search.hit).toBe(c.hex('0104'));
    expect(c.search.costMP(c.search.hit)).toBe(3);
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', maxMP: 5, target: c.hex('0105') });
    expect(c.search.hit).toBe(-1);
    // coverage form of the same rule, for a multi-source sweep
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', maxMP: 5 });
    expect(c.search.coveredVia(c.hex('0105'))).toBe(c.hex('0104'));
    expect(c.search.coveredVia(c.hex('0106'))).toBe(-1);
  });
  it('the path comes back as printed hex ids with the MP spent at each step', () => {
    const c = corridor('..w..', { routes: [{ type: 'road', hexes: ['0101', '0102'] }] });
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck' });
    expect(pathTo(c.search, c.hex('0104'))).toEqual([
      { hex: '0101', mp: 0 },
      { hex: '0102', mp: 0.5 },
      { hex: '0103', mp: 3.5 },
      { hex: '0104', mp: 4.5 },
    ]);
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', direction: 'to-sources' });
    expect(pathTo(c.search, c.hex('0104'))).toEqual([
      { hex: '0104', mp: 0 },
      { hex: '0103', mp: 3 },
      { hex: '0102', mp: 4 },
      { hex: '0101', mp: 4.5 },
    ]);
  });
});

describe('per-phase conditions (overlays)', () => {
  it('never through a hex holding an enemy combat unit; the failure names it', () => {
    const c = corridor('.......');
    const o = c.overlay().mark(c.hex('0104'), ENEMY_UNIT);
    c.search.run({ sources: [c.hex('0101')], mobility: 'leg', overlay: o, target: c.hex('0107') });
    expect(c.search.hit).toBe(-1);
    const f = explainFailure(c.search, c.hex('0107'));
    expect(f).toMatchObject({
      kind: 'enemy-unit',
      reason: 'enemy combat unit at 0104',
      stoppedAt: '0103',
      blockedAt: '0104',
    });
    expect(f.partial.map((s) => s.hex)).toEqual(['0101', '0102', '0103']);
  });
  it('an enemy ZOC blocks Truck paths into and out of a hex, not Leg paths (OCS 12.3d)', () => {
    const c = corridor('.......');
    const o = c.overlay().mark(c.hex('0104'), ENEMY_ZOC);
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', overlay: o, zocBlocks: true, target: c.hex('0107') });
    expect(c.search.hit).toBe(-1);
    expect(explainFailure(c.search, c.hex('0107')).reason).toBe('enemy ZOC at 0104');
    c.search.run({ sources: [c.hex('0101')], mobility: 'leg', overlay: o, zocBlocks: false, target: c.hex('0107') });
    expect(c.search.costMP(c.search.hit)).toBe(6);
    // out of: a truck path cannot leave a ZOC hex it starts in
    c.search.run({ sources: [c.hex('0104')], mobility: 'truck', overlay: o, zocBlocks: true });
    expect(c.search.reachedCount).toBe(1);
    expect(explainFailure(c.search, c.hex('0107')).reason).toBe('enemy ZOC at 0104 blocks the path out of it');
  });
  it('ZOC negated where the ruleset says (a friendly unit in the hex): addZoc leaves those hexes open', () => {
    const game = smallGame(Array.from({ length: 5 }, () => '.....'));
    const graph = new MovementGraph(game);
    const g = graph.grid;
    const negated = new Uint8Array(g.size);
    negated[g.indexOf('0304')] = 1;
    const o = SearchOverlay.empty(g).addZoc(g, [g.indexOf('0303')], negated);
    expect(o.flags[g.indexOf('0302')]! & ENEMY_ZOC).toBe(ENEMY_ZOC);
    expect(o.flags[g.indexOf('0303')]! & ENEMY_ZOC).toBe(ENEMY_ZOC);
    expect(o.flags[g.indexOf('0304')]! & ENEMY_ZOC).toBe(0);
    expect(o.flags[g.indexOf('0101')]!).toBe(0);
  });
  it('enemy-controlled and closed hexes are never entered', () => {
    const c = corridor('.....');
    for (const flag of [ENEMY_CONTROLLED, CLOSED]) {
      c.search.run({ sources: [c.hex('0101')], mobility: 'leg', overlay: c.overlay().mark(c.hex('0103'), flag) });
      expect(c.search.reachedCount).toBe(2);
    }
  });
  it('a path that is merely too long says how long it needed to be', () => {
    const c = corridor('........');
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', maxMP: 4, target: c.hex('0107') });
    expect(c.search.hit).toBe(-1);
    expect(explainFailure(c.search, c.hex('0107'), { limitName: 'the throw range' })).toMatchObject({
      kind: 'range',
      reason: 'needs 6 MP, the throw range is 4 MP',
      stoppedAt: '0105',
      blockedAt: '0106',
      neededMP: 6,
    });
  });
  it('prohibited terrain in the way is named', () => {
    const c = corridor('...m...');
    c.search.run({ sources: [c.hex('0101')], mobility: 'truck', target: c.hex('0107') });
    expect(explainFailure(c.search, c.hex('0107'))).toMatchObject({
      kind: 'prohibited',
      reason: 'marsh at 0104 is prohibited (truck), between 0103 and 0104',
      stoppedAt: '0103',
      blockedAt: '0104',
    });
  });
  it('an unbounded trace of any length crosses the whole map', () => {
    const c = corridor('.'.repeat(60));
    c.search.run({ sources: [c.hex('0101')], mobility: 'leg', target: c.hex('0160') });
    expect(c.search.costMP(c.search.hit)).toBe(59);
  });
});

describe('leased searches (PathSearch.lease, release)', () => {
  it('a released search is leased again on its graph only, and answers as a new one would', () => {
    const { graph, hex } = corridor('..w.w..');
    const other = new MovementGraph(smallGame(['...']));
    const a = PathSearch.lease(graph);
    a.run({ sources: [hex('0107')], mobility: 'truck', maxMP: 3, target: hex('0105') });
    a.release();
    expect(PathSearch.lease(other)).not.toBe(a);
    const b = PathSearch.lease(graph);
    expect(b).toBe(a);
    expect(PathSearch.lease(graph)).not.toBe(a); // held: never handed out twice
    const fresh = new PathSearch(graph);
    for (const s of [b, fresh]) s.run({ sources: [hex('0101')], mobility: 'truck', target: hex('0107') });
    for (let i = 0; i < graph.grid.size; i++) expect(b.costUnits(i)).toBe(fresh.costUnits(i));
    expect(pathTo(b, hex('0107'))).toEqual(pathTo(fresh, hex('0107')));
    expect(b.hit).toBe(fresh.hit);
  });
});
