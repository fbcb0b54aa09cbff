/**
 * The colours of the marks printed over the terrain (black ink, red symbols, green trees, blue
 * tufts, a road's red-brown), learned from the example hexes' marks by k-means in Lab. A hex's
 * marks are then counted per palette colour: a histogram of what is printed on it.
 */
export interface MarkPalette {
  readonly k: number;
  /** L, a, b per colour */
  readonly centres: Float32Array;
}

/** Learns up to k colours from n Lab points (farthest-point start, then a few k-means rounds). */
export function learnPalette(points: Float32Array, n: number, k = 6): MarkPalette {
  if (n === 0) return { k: 0, centres: new Float32Array(0) };
  k = Math.min(k, n);
  const centres = new Float32Array(3 * k);
  const d = new Float32Array(n).fill(Infinity);
  let pick = 0;
  for (let c = 0; c < k; c++) {
    centres.set(points.subarray(3 * pick, 3 * pick + 3), 3 * c);
    let far = 0;
    for (let p = 0; p < n; p++) {
      d[p] = Math.min(d[p]!, dist2(points, p, centres, c));
      if (d[p]! > d[far]!) far = p;
    }
    pick = far;
  }
  const sums = new Float64Array(3 * k);
  const counts = new Int32Array(k);
  for (let round = 0; round < 8; round++) {
    sums.fill(0);
    counts.fill(0);
    for (let p = 0; p < n; p++) {
      const c = nearestMark({ k, centres }, points[3 * p]!, points[3 * p + 1]!, points[3 * p + 2]!);
      counts[c]!++;
      for (let ch = 0; ch < 3; ch++) sums[3 * c + ch]! += points[3 * p + ch]!;
    }
    for (let c = 0; c < k; c++)
      if (counts[c]! > 0) for (let ch = 0; ch < 3; ch++) centres[3 * c + ch] = sums[3 * c + ch]! / counts[c]!;
  }
  return { k, centres };
}

function dist2(points: Float32Array, p: number, centres: Float32Array, c: number): number {
  return (
    (points[3 * p]! - centres[3 * c]!) ** 2 +
    (points[3 * p + 1]! - centres[3 * c + 1]!) ** 2 +
    (points[3 * p + 2]! - centres[3 * c + 2]!) ** 2
  );
}

export function nearestMark(palette: MarkPalette, L: number, a: number, b: number): number {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < palette.k; c++) {
    const d =
      (L - palette.centres[3 * c]!) ** 2 +
      (a - palette.centres[3 * c + 1]!) ** 2 +
      (b - palette.centres[3 * c + 2]!) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}
