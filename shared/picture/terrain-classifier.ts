import type { HexGrid } from '../hex/hex-grid.js';

/**
 * Terrain from hex descriptors (see hex-descriptor.ts), learned from the example hexes: each
 * terrain is a mean and a spread per descriptor part, its spread pooled with the other terrains'
 * where a terrain has few examples and never below a floor. A hex's fit to a terrain adds up how
 * far each part lies from that terrain's, each part's say capped so that one odd part (a place
 * name across a clear hex) cannot outvote the rest. Then neighbours weigh in: a hex whose reading
 * is unsure leans towards what the hexes around it read. Example hexes always read as their example.
 */
export interface TerrainModel {
  readonly classes: number;
  readonly dims: number;
  readonly mean: Float32Array;
  readonly scale: Float32Array;
}

/** The most one descriptor part may count against a terrain (in squared spreads). */
const CAP = 16;
/** How much each neighbour's reading counts, in the same units as the fit (log-likelihood). */
const NEIGHBOUR_WEIGHT = 0.4;
/**
 * The fit's log-likelihoods are divided by this before they become shares: the parts of a
 * descriptor are not independent (a tree is both a mark and a darker background), so taken at face
 * value they would make every reading look certain.
 */
const TEMPERATURE = 3;

export function learnTerrain(
  desc: Float32Array,
  labels: readonly number[],
  classes: number,
  floors: Float32Array,
): TerrainModel {
  const D = floors.length;
  const mean = new Float32Array(classes * D);
  const count = new Float32Array(classes);
  labels.forEach((c, e) => {
    count[c]!++;
    for (let d = 0; d < D; d++) mean[c * D + d]! += desc[e * D + d]!;
  });
  for (let c = 0; c < classes; c++) for (let d = 0; d < D; d++) mean[c * D + d]! /= Math.max(1, count[c]!);
  const sq = new Float32Array(classes * D);
  const pooled = new Float32Array(D);
  labels.forEach((c, e) => {
    for (let d = 0; d < D; d++) {
      const v = (desc[e * D + d]! - mean[c * D + d]!) ** 2;
      sq[c * D + d]! += v;
      pooled[d]! += v;
    }
  });
  const dof = Math.max(1, labels.length - classes);
  const scale = new Float32Array(classes * D);
  for (let c = 0; c < classes; c++) {
    for (let d = 0; d < D; d++) {
      // a terrain's own spread, shrunk towards the pooled one by two pseudo-examples
      const v = (sq[c * D + d]! + 2 * (pooled[d]! / dof)) / (Math.max(0, count[c]! - 1) + 2);
      scale[c * D + d] = Math.max(floors[d]!, Math.sqrt(v));
    }
  }
  return { classes, dims: D, mean, scale };
}

/**
 * How typical descriptor desc[o..] is of terrain c, in 0..1: 1 when its parts lie within about a
 * spread of the terrain's, falling as they stray. A hex half woods and half clear fits neither
 * well, and is shown doubtful even when woods wins clearly over clear.
 */
export function typicality(m: TerrainModel, desc: Float32Array, o: number, c: number): number {
  const D = m.dims;
  let s = 0;
  for (let d = 0; d < D; d++) {
    const z = (desc[o + d]! - m.mean[c * D + d]!) / m.scale[c * D + d]!;
    s += Math.min(CAP, z * z);
  }
  return Math.exp(-Math.max(0, s / D - 1.2));
}

/** Log-likelihood of descriptor desc[o..] under each terrain, into out[0..classes). */
export function fitScores(m: TerrainModel, desc: Float32Array, o: number, out: Float32Array, oo: number): void {
  const D = m.dims;
  for (let c = 0; c < m.classes; c++) {
    let s = 0;
    for (let d = 0; d < D; d++) {
      const z = (desc[o + d]! - m.mean[c * D + d]!) / m.scale[c * D + d]!;
      s += Math.min(CAP, z * z) / 2 + Math.log(m.scale[c * D + d]!);
    }
    out[oo + c] = -s;
  }
}

/**
 * Decides every hex from its scores (classes per hex, -Infinity-free; `has` marks hexes read),
 * with two rounds of neighbours' say; pinned[i] >= 0 fixes a hex to an example's terrain.
 */
export function decideWithNeighbours(
  grid: HexGrid,
  scores: Float32Array,
  classes: number,
  has: Uint8Array,
  pinned: Int16Array,
): { cls: Int16Array; confidence: Float32Array } {
  const C = classes;
  let post = posteriors(scores, C, has, pinned);
  const mixed = new Float32Array(scores.length);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < grid.size; i++) {
      if (!has[i]) continue;
      for (let c = 0; c < C; c++) mixed[i * C + c] = scores[i * C + c]!;
      for (let d = 0; d < 6; d++) {
        const j = grid.neighbours[6 * i + d]!;
        if (j < 0 || !has[j]) continue;
        for (let c = 0; c < C; c++) mixed[i * C + c]! += TEMPERATURE * NEIGHBOUR_WEIGHT * post[j * C + c]!;
      }
    }
    post = posteriors(mixed, C, has, pinned);
  }
  const cls = new Int16Array(grid.size).fill(-1);
  const confidence = new Float32Array(grid.size);
  for (let i = 0; i < grid.size; i++) {
    if (!has[i]) continue;
    let p1 = -1;
    let p2 = 0;
    let best = -1;
    for (let c = 0; c < C; c++) {
      const p = post[i * C + c]!;
      if (p > p1) {
        p2 = p1;
        p1 = p;
        best = c;
      } else if (p > p2) p2 = p;
    }
    cls[i] = best;
    confidence[i] = Math.max(0, p1 - Math.max(0, p2));
  }
  return { cls, confidence };
}

function posteriors(scores: Float32Array, C: number, has: Uint8Array, pinned: Int16Array): Float32Array {
  const post = new Float32Array(scores.length);
  for (let i = 0; i < has.length; i++) {
    if (!has[i]) continue;
    if (pinned[i]! >= 0) {
      post[i * C + pinned[i]!] = 1;
      continue;
    }
    let top = -Infinity;
    for (let c = 0; c < C; c++) top = Math.max(top, scores[i * C + c]!);
    let sum = 0;
    for (let c = 0; c < C; c++) sum += post[i * C + c] = Math.exp((scores[i * C + c]! - top) / TEMPERATURE);
    for (let c = 0; c < C; c++) post[i * C + c]! /= sum;
  }
  return post;
}
