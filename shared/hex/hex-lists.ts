/**
 * Lists of numbers per hex, packed in two typed arrays (CSR): the values of hex h are
 * `values[start[h]]` up to `values[start[h + 1]]`. For indexes a drag builds once and reads at
 * each hover (which units stand in a hex, which searches read it), without a Map or an array per hex.
 */
export interface HexLists {
  readonly start: Int32Array;
  readonly values: Int32Array;
}

/**
 * Builds the lists from `entries`, which calls `add(hex, value)` for each entry. It is called twice
 * (once to count, once to fill) and must give the same entries both times; each hex's values keep
 * the order they were added in.
 */
export function hexLists(size: number, entries: (add: (hex: number, value: number) => void) => void): HexLists {
  const start = new Int32Array(size + 1);
  entries((h) => start[h + 1]!++);
  for (let h = 0; h < size; h++) start[h + 1]! += start[h]!;
  const fill = start.slice(0, size);
  const values = new Int32Array(start[size]!);
  entries((h, v) => (values[fill[h]!++] = v));
  return { start, values };
}
