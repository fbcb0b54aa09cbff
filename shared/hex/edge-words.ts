/**
 * A cost table and the neighbour table folded into one Uint16 per move (6 * hex + d): the move's
 * cost above the low COST_SHIFT bits, and in those bits where the hex entered lies, as its row and
 * column less the hex left's, plus one: (dr + 1) << 2 | (dc + 1). HexGrid numbers hexes row by row
 * (row * width + col) and every neighbour is within one row and one column, so the hex entered is
 * hex - width - 1 + (dr + 1) * width + (dc + 1), worked out with no table (see settle.ts).
 *
 * Two bytes a move where a word holding the hex's index took four: the search reads six words for
 * every hex it settles, and on the 100,000-hex bench map halving those 2.4 MB made the whole search
 * about an eighth faster (timed in turns; the extra multiply and adds cost less than the memory).
 * A table lookup of the offset instead put a third load in a chain of two: no faster when quiet.
 *
 * A move that cannot be made (off the map or prohibited) is (0, 0) at cost 0: it "enters" the hex
 * being left, whose key is the cost being settled, so the compare that skips settled hexes skips
 * these moves too, with no branch of their own.
 *
 * A cost above MAX_PACKED_COST (4095 units) is stored as MAX_PACKED_COST — a lower bound, still
 * right for ruling a move out — and `capped` tells the search to read such tables' exact costs
 * for the moves it keeps.
 */
export interface EdgeWords {
  words: Uint16Array;
  /** the grid's width: the step from one row to the next */
  width: number;
  /** some cost is above what its word holds */
  capped: boolean;
}

/** Bits below a word's cost: the row and column steps of the move (settle.ts has the 4 written out). */
export const COST_SHIFT = 4;
/** The largest cost a word holds. */
export const MAX_PACKED_COST = 2 ** (16 - COST_SHIFT) - 1;
/** The low bits of a move that stays in its hex: row and column steps of 0. */
const NO_MOVE = (1 << 2) | 1;

/** The packed moves of a cost table (`impassable` marks a move that cannot be made). */
export function packEdges(costs: Uint16Array, impassable: number, neighbours: Int32Array, width: number): EdgeWords {
  const words = new Uint16Array(costs.length).fill(NO_MOVE);
  let capped = false;
  for (let e = 0; e < costs.length; e++) {
    const c = costs[e]!;
    if (c === impassable) continue;
    if (c > MAX_PACKED_COST) capped = true;
    // off-map moves are impassable in every cost table, so the neighbour is a real hex here
    words[e] = (Math.min(c, MAX_PACKED_COST) << COST_SHIFT) | steps(neighbours[e]! - Math.floor(e / 6), width);
  }
  return { words, width, capped };
}

/** The low bits of a move by `offset` hexes: any row and column steps that add up to it. */
function steps(offset: number, width: number): number {
  for (let dr = -1; dr <= 1; dr++) {
    const dc = offset - dr * width;
    if (dc >= -1 && dc <= 1 && offset !== 0) return ((dr + 1) << 2) | (dc + 1);
  }
  throw new RangeError(`a move of ${offset} hexes on a grid ${width} wide is not to a neighbour`);
}
