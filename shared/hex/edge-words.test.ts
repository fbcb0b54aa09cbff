import { describe, expect, it } from 'vitest';
import { smallGame } from '../../test/helpers/small-game.js';
import { COST_SHIFT, MAX_PACKED_COST, packEdges } from './edge-words.js';
import { IMPASSABLE, MovementGraph } from './movement-graph.js';
import { PathSearch } from './path-search.js';

/** The hex a word enters from hex u on a grid `width` wide, and its cost (as settle.ts reads them). */
function unpack(w: number, u: number, width: number): [number, number] {
  return [u - width - 1 + ((w >> 2) & 3) * width + (w & 3), w >> COST_SHIFT];
}

describe('packed moves (edge-words.ts)', () => {
  it('hold the cost and the row and column steps to the hex entered; an impassable move stays put at cost 0', () => {
    // hex 6 of a grid 5 wide (row 1, column 1): its neighbours a row up, across and a row down
    const costs = new Uint16Array([...new Array<number>(36).fill(IMPASSABLE), 2, IMPASSABLE, 6, 1, 3, 4]);
    const nb = new Int32Array([...new Array<number>(36).fill(-1), 1, -1, 7, 11, 10, 5]);
    const { words, width, capped } = packEdges(costs, IMPASSABLE, nb, 5);
    expect([width, capped]).toEqual([5, false]);
    expect([...words.subarray(36)].map((w) => unpack(w, 6, 5))).toEqual([
      [1, 2],
      [6, 0],
      [7, 6],
      [11, 1],
      [10, 3],
      [5, 4],
    ]);
    expect(unpack(words[13]!, 2, 5)).toEqual([2, 0]);
  });
  it('store a cost too large for its word as the largest that fits, and say so', () => {
    const costs = new Uint16Array([MAX_PACKED_COST, 5000, 1, 1, 1, 1]);
    const { words, capped } = packEdges(costs, IMPASSABLE, new Int32Array([1, 100, 101, 1, 100, 101]), 100);
    expect(capped).toBe(true);
    expect([words[0]! >> COST_SHIFT, words[1]! >> COST_SHIFT]).toEqual([4095, 4095]);
  });
  it('refuse a move to a hex that is not a neighbour', () => {
    expect(() => packEdges(new Uint16Array([1, 1, 1, 1, 1, 1]), IMPASSABLE, new Int32Array(6).fill(3), 10)).toThrow(
      RangeError,
    );
  });
  it('a search over a capped table still counts the exact costs', () => {
    // a hill costs 1000 MP = 12,000 units, above the 4095 a word holds
    const rows = Array.from({ length: 6 }, (_, r) => (r === 1 ? 'h' : '.').repeat(3));
    const game = smallGame(rows, {
      costScale: 12,
      terrain: [
        { id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1, truck: 1, track: 1 } },
        { id: 'hill', code: 'h', name: 'Hill', color: '#aa8866', cost: { leg: 1000, truck: 1, track: 1 } },
      ],
    });
    const graph = new MovementGraph(game);
    expect(graph.edgesFor(graph.costsFor('leg')).capped).toBe(true);
    const search = new PathSearch(graph);
    const at = (row: number) => graph.grid.indexAt(0, row);
    search.run({ sources: [at(0)], mobility: 'leg' });
    expect([at(1), at(2), at(4)].map((h) => search.costMP(h))).toEqual([1000, 1001, 1003]);
    expect(search.parentOf(at(2))).toBe(at(1));
    search.run({ sources: [at(0)], mobility: 'leg', maxMP: 1000.5 });
    expect([search.reached(at(1)), search.reached(at(2))]).toEqual([true, false]);
  });
});
