/**
 * A cost table and the neighbour table folded into one Int32 per move (6 * hex + d): the hex
 * entered in the low `shift` bits, the move's cost above them. A move that cannot be made (off the
 * map or prohibited) enters `size`, one past the last hex, at cost 0: the search keeps that hex's
 * key below every cost, so the one compare that skips settled hexes skips these moves too. The
 * inner loop reads one word and takes one branch per move where it read two arrays and took two. The index takes just the bits the grid needs, so a 1,000,000-hex map leaves 11
 * bits (costs up to 2047 units) and the 100,000-hex bench map 14.
 */
export interface EdgeWords {
  words: Int32Array;
  /** bits of the hex index; the cost is word >>> shift, the hex word & ((1 << shift) - 1) */
  shift: number;
}

/** Bits that hold every hex index of a grid of `size` cells, and `size` itself (the sentinel). */
export function indexBits(size: number): number {
  let bits = 1;
  while (bits < 31 && 2 ** bits <= size) bits++;
  return bits;
}

/**
 * The packed moves of a cost table (`impassable` marks a move that cannot be made), or undefined
 * when a cost does not fit beside the index.
 */
export function packEdges(
  costs: Uint16Array,
  impassable: number,
  neighbours: Int32Array,
  size: number,
): EdgeWords | undefined {
  const shift = indexBits(size);
  const maxCost = 2 ** (31 - shift) - 1;
  const words = new Int32Array(costs.length);
  for (let e = 0; e < costs.length; e++) {
    const c = costs[e]!;
    if (c === impassable) {
      words[e] = size;
      continue;
    }
    if (c > maxCost) return undefined;
    // off-map moves are impassable in every cost table, so the neighbour is a real hex here
    words[e] = (c << shift) | neighbours[e]!;
  }
  return { words, shift };
}
