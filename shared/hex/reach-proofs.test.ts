import { describe, expect, it } from 'vitest';
import { smallGame } from '../../test/helpers/small-game.js';
import { MovementGraph } from './movement-graph.js';
import { PathSearch } from './path-search.js';
import { lineFrom, provenNear } from './reach-proofs.js';
import type { SearchOptions } from './search-options.js';
import { CLOSED, ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from './search-overlay.js';

/**
 * A map split by a column of marsh (closed to trucks), open only at its foot (0405): a supply
 * source at 0101 on the west side, an HQ at 0701 on the east, whose line runs through the gap.
 */
const ROWS = ['...m...', '...m...', '...m...', '...m...', '.......'];

function world() {
  const graph = new MovementGraph(smallGame(ROWS));
  const hex = (id: string) => graph.grid.indexOf(id);
  const overlay = SearchOverlay.empty(graph.grid);
  const options = (): SearchOptions => ({
    sources: [hex('0101')],
    mobility: 'truck',
    overlay,
    zocBlocks: true,
    direction: 'to-sources',
  });
  const block = ENEMY_UNIT | ENEMY_CONTROLLED | CLOSED | ENEMY_ZOC;
  const isSource = (j: number) => j === hex('0101');
  const unentered = (j: number) => (overlay.flags[j]! & block) !== 0 && !isSource(j);
  // what the search itself says, run from the sources
  const searched = (h: number) => new PathSearch(graph).run(options()).reached(h);
  const line = (h: number, cap?: number) => lineFrom(graph, options(), h, isSource, unentered, cap);
  return { graph, hex, overlay, options, unentered, searched, line };
}

describe('lineFrom: whether an unbounded search reaches a hex, told from the hex', () => {
  it('joined through the gap, as the search finds', () => {
    const w = world();
    expect(w.line(w.hex('0701'))).toBe('joined');
    expect(w.searched(w.hex('0701'))).toBe(true);
  });

  it('cut off by an enemy ZOC in the gap and the marsh the trucks cannot cross, which the overlay alone leaves open', () => {
    const w = world();
    w.overlay.mark(w.hex('0405'), ENEMY_ZOC);
    expect(w.line(w.hex('0701'))).toBe('cut');
    expect(w.searched(w.hex('0701'))).toBe(false);
    // west of the marsh the line still joins the source
    expect(w.line(w.hex('0203'))).toBe('joined');
    expect(w.searched(w.hex('0203'))).toBe(true);
  });

  it('a hex in enemy ZOC is cut off itself, though its neighbours join the source', () => {
    const w = world();
    w.overlay.mark(w.hex('0202'), ENEMY_ZOC);
    expect(w.line(w.hex('0202'))).toBe('cut');
    expect(w.searched(w.hex('0202'))).toBe(false);
  });

  it('a source in enemy ZOC is not left: nothing joins it', () => {
    const w = world();
    w.overlay.mark(w.hex('0101'), ENEMY_ZOC);
    expect(w.line(w.hex('0203'))).toBe('cut');
    expect(w.searched(w.hex('0203'))).toBe(false);
  });

  it('past the cap of hexes followed it does not know', () => {
    const w = world();
    expect(w.line(w.hex('0701'), 3)).toBe('unknown');
  });
});

describe('provenNear: a short search from the hexes a change left alone', () => {
  /** The search as it stood (no enemy), then an enemy ZOC set down in `at`: which of `asked` it proves. */
  function proven(at: string, asked: string[]) {
    const w = world();
    const recorded = new PathSearch(w.graph).run(w.options());
    w.overlay.mark(w.hex(at), ENEMY_ZOC);
    const changed = new Uint8Array(w.graph.grid.size);
    changed[w.hex(at)] = 1;
    const hexes = asked.map(w.hex);
    const got = provenNear(
      recorded,
      w.options(),
      changed,
      hexes,
      hexes.map((_, n) => n),
      w.unentered,
    );
    return { got: asked.filter((_, n) => got.has(n)), searched: asked.filter((id) => w.searched(w.hex(id))) };
  }

  it('proves a hex whose old line ran through the change but that another line reaches', () => {
    // 0302's neighbours but 0202 are left alone, and reach the source without it
    const { got, searched } = proven('0202', ['0302']);
    expect(searched).toEqual(['0302']);
    expect(got).toEqual(['0302']);
  });

  it('proves nothing the search does not reach, though hexes left alone stand near it across the marsh', () => {
    const { got, searched } = proven('0405', ['0701', '0501']);
    expect(searched).toEqual([]);
    expect(got).toEqual([]);
  });
});
