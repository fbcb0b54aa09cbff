import { describe, expect, it } from 'vitest';
import { smallGame } from '../../../test/helpers/small-game.js';
import { MovementGraph } from '../../hex/movement-graph.js';
import { PathSearch } from '../../hex/path-search.js';
import { RecordedSearches } from '../../hex/search-replay.js';
import { sourcesOf } from './search-sources.js';

/** Woods and marsh scattered over a 12 x 9 map, so that lines bend and sources share the ground. */
const ROWS = Array.from({ length: 9 }, (_, r) =>
  Array.from({ length: 12 }, (_, c) => '..w.m.'[(r * 5 + c * 3 + ((r * c) % 4)) % 6]).join(''),
);

describe('sourcesOf: the supplier each line is traced from, as sourceOf names it', () => {
  const graph = new MovementGraph(smallGame(ROWS));
  const hex = (id: string) => graph.grid.indexOf(id);

  it('names, for every hex reached, the source sourceOf walks back to, in any order of asking', () => {
    const search = new PathSearch(graph).run({ sources: [hex('0101'), hex('1209'), hex('0605')], mobility: 'truck' });
    const reached = Array.from({ length: search.reachedCount }, (_, k) => search.reachedAt(k));
    expect(new Set(reached.map((h) => search.sourceOf(h))).size).toBe(3);
    // farthest first, then nearest first: lines walked back from their ends and from within
    for (const order of [[...reached].reverse(), reached]) {
      const sourceAt = sourcesOf(search);
      for (const h of order) expect(sourceAt(h)).toBe(search.sourceOf(h));
    }
  });

  it('reads a search no drag ran again at each ask: a judgement runs its nations on one search', () => {
    const search = new PathSearch(graph).run({ sources: [hex('0101')], mobility: 'truck' });
    const far = hex('1208');
    expect(sourcesOf(search)(far)).toBe(hex('0101'));
    search.run({ sources: [hex('1209')], mobility: 'truck' });
    expect(sourcesOf(search)(far)).toBe(hex('1209'));
  });

  it("reads a drag's search again once it has run again, and not before", () => {
    const replay = new RecordedSearches(graph).recorder();
    const search = replay.run('limited:', { sources: [hex('0101'), hex('1209')], mobility: 'truck' });
    const far = hex('1208');
    expect(sourcesOf(search)(far)).toBe(hex('1209'));
    // the same search run again from other sources: what was learnt of the last run is not read
    const again = new RecordedSearches(graph).replayer(new Uint8Array(graph.grid.size), []);
    const other = again.run('limited:', { sources: [hex('0101')], mobility: 'truck' });
    expect(sourcesOf(other)(far)).toBe(hex('0101'));
    expect(again.run('limited:', { sources: [hex('1209')], mobility: 'truck' })).toBe(other);
    expect(sourcesOf(other)(far)).toBe(hex('1209'));
  });
});
