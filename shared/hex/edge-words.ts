/**
 * A cost table and the neighbour table folded into one Int32 per move (6 * hex + d): the hex
 * entered in the low `shift` bits, the move's cost above them. The search's inner loop reads one
 * word per move where it read two arrays.
 *
 * A move that cannot be made (off the map or prohibited) enters `size`, one past the last hex, at
 * cost 0: the search keeps that hex's key below every cost, so the compare that skips settled
 * hexes skips these moves too, with no branch of their own.
 *
 * The index takes just the bits the grid needs (17 on the 100,000-hex bench map, 20 on a
 * 1,000,000-hex one); the cost gets the rest (14 and 11 bits). A cost too large for them is
 * stored as the largest that fits — a lower bound, still right for ruling a move out — and
 * `capped` tells the search to read such tables' exact costs for the moves it keeps.
 */
export interface EdgeWords {
  words: Int32Array;
  /** bits of the hex index: the hex is word & ((1 << shift) - 1), the cost word >> shift */
  shift: number;
  /** some cost is above what its word holds */
  capped: boolean;
}

/** Bits that hold every hex index of a grid of `size` cells, and `size` itself (the sentinel). */
export function indexBits(size: number): number {
  let bits = 1;
  while (2 ** bits <= size) bits++;
  return bits;
}

/** The packed moves of a cost table (`impassable` marks a move that cannot be made). */
export function packEdges(costs: Uint16Array, impassable: number, neighbours: Int32Array, size: number): EdgeWords {
  const shift = indexBits(size);
  if (shift > 30) throw new RangeError(`a grid of ${size} cells is too large to search`);
  const maxCost = 2 ** (31 - shift) - 1;
  const words = new Int32Array(costs.length);
  let capped = false;
  for (let e = 0; e < costs.length; e++) {
    const c = costs[e]!;
    if (c === impassable) {
      words[e] = size;
      continue;
    }
    if (c > maxCost) capped = true;
    // off-map moves are impassable in every cost table, so the neighbour is a real hex here
    words[e] = (Math.min(c, maxCost) << shift) | neighbours[e]!;
  }
  return { words, shift, capped };
}
