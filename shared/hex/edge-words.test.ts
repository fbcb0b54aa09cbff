import { describe, expect, it } from 'vitest';
import { smallGame } from '../../test/helpers/small-game.js';
import { indexBits, packEdges } from './edge-words.js';
import { IMPASSABLE, MovementGraph } from './movement-graph.js';
import { PathSearch } from './path-search.js';

describe('packed moves (edge-words.ts)', () => {
  it('take the bits of every hex index and of the sentinel one past the last', () => {
    expect([indexBits(1), indexBits(7), indexBits(8), indexBits(100_000), indexBits(1_000_000)]).toEqual([
      1, 3, 4, 17, 20,
    ]);
  });
  it('hold the hex entered and the cost; an impassable move enters the sentinel at cost 0', () => {
    const costs = new Uint16Array([2, IMPASSABLE, 6, 1, 1, 1]);
    const nb = new Int32Array([1, -1, 3, 4, 5, 6]);
    const { words, shift, capped } = packEdges(costs, IMPASSABLE, nb, 7);
    expect(shift).toBe(3);
    expect(capped).toBe(false);
    expect([...words].map((w) => [w & 7, w >> shift])).toEqual([
      [1, 2],
      [7, 0],
      [3, 6],
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
  });
  it('store a cost too large for its word as the largest that fits, and say so', () => {
    const costs = new Uint16Array([2047, 3000]);
    const { words, shift, capped } = packEdges(costs, IMPASSABLE, new Int32Array([10, 11]), 1_000_000);
    expect(shift).toBe(20);
    expect(capped).toBe(true);
    expect([words[0]! >> shift, words[1]! >> shift]).toEqual([2047, 2047]);
  });
  it('a search over a capped table still counts the exact costs', () => {
    // 132,000 hexes take 18 bits, leaving costs up to 8191 units: a hill costs 1000 MP = 12,000
    const rows = Array.from({ length: 66 }, (_, r) => (r === 1 ? 'h' : '.').repeat(2000));
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
