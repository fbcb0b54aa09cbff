import { CommandError } from '../model/command-error.js';

/**
 * Colours learned from the referee's examples: each class (a terrain type, or a river, road or
 * railroad's ink) gets one robust centre, and each pixel is given to the nearest centre or to none
 * when it is far from all of them (printed ids, symbols, grid lines). A hex is then decided by the
 * votes of its pixels, so a town symbol or a patch of forest in one corner does not sway it.
 */
export interface ColourModel {
  readonly classes: number;
  /** r, g, b per class */
  readonly centres: Float32Array;
  /** squared distance beyond which a pixel is no class's */
  readonly reject2: Float32Array;
}

/**
 * A robust centre of the pixels (r, g, b triples): start from the per-channel median, keep the 60%
 * of pixels nearest to it, and average those. Symbols, ids and noise fall in the dropped 40%.
 */
export function robustCentre(
  pixels: Uint8Array,
  n: number,
  keep = 0.6,
): { r: number; g: number; b: number; spread: number } {
  if (n === 0)
    throw new CommandError(
      'an example gave no pixels of the picture to learn its colour from: is it off the picture, or on a sheet not aligned yet? Choose examples inside the picture',
      'examples',
    );
  const med = [0, 1, 2].map((ch) => {
    const v = new Uint8Array(n);
    for (let k = 0; k < n; k++) v[k] = pixels[3 * k + ch]!;
    v.sort();
    return v[n >> 1]!;
  });
  const d = new Float32Array(n);
  for (let k = 0; k < n; k++) {
    const dr = pixels[3 * k]! - med[0]!;
    const dg = pixels[3 * k + 1]! - med[1]!;
    const db = pixels[3 * k + 2]! - med[2]!;
    d[k] = dr * dr + dg * dg + db * db;
  }
  const sorted = Float32Array.from(d).sort();
  const cut = sorted[Math.max(0, Math.floor(n * keep) - 1)]!;
  let r = 0;
  let g = 0;
  let b = 0;
  let m = 0;
  for (let k = 0; k < n; k++) {
    if (d[k]! > cut) continue;
    r += pixels[3 * k]!;
    g += pixels[3 * k + 1]!;
    b += pixels[3 * k + 2]!;
    m++;
  }
  return { r: r / m, g: g / m, b: b / m, spread: Math.sqrt(cut) };
}

/**
 * Builds the model from each class's pixels; a class's reject radius grows with its own spread.
 * The first `areas` classes are areas (terrain); the rest are inks (rivers, roads): thin lines whose
 * examples also hold blurred edges and grid lines, so their centre is trimmed harder and their
 * radius kept to half the way to the nearest terrain colour.
 */
export function colourModel(
  perClass: ReadonlyArray<{ pixels: Uint8Array; n: number }>,
  areas = perClass.length,
): ColourModel {
  const centres = new Float32Array(perClass.length * 3);
  const reject2 = new Float32Array(perClass.length);
  perClass.forEach((c, k) => {
    const m = robustCentre(c.pixels, c.n, k < areas ? 0.6 : 0.35);
    centres[3 * k] = m.r;
    centres[3 * k + 1] = m.g;
    centres[3 * k + 2] = m.b;
    const radius = Math.max(40, 2.5 * m.spread);
    reject2[k] = radius * radius;
  });
  for (let k = areas; k < perClass.length; k++) {
    let nearest = Infinity;
    for (let a = 0; a < areas; a++) {
      const d = Math.hypot(
        centres[3 * k]! - centres[3 * a]!,
        centres[3 * k + 1]! - centres[3 * a + 1]!,
        centres[3 * k + 2]! - centres[3 * a + 2]!,
      );
      nearest = Math.min(nearest, d);
    }
    reject2[k] = Math.min(reject2[k]!, Math.max(30, nearest / 2) ** 2);
  }
  return { classes: perClass.length, centres, reject2 };
}

/** The class of one pixel, or -1 when it is far from every class. */
export function nearestClass(model: ColourModel, r: number, g: number, b: number): number {
  const { centres, reject2, classes } = model;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < classes; k++) {
    const dr = r - centres[3 * k]!;
    const dg = g - centres[3 * k + 1]!;
    const db = b - centres[3 * k + 2]!;
    const d = dr * dr + dg * dg + db * db;
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best >= 0 && bestD <= reject2[best]! ? best : -1;
}

/**
 * Votes of n sampled pixels: the winning class and a confidence in 0..1 (the winner's lead over the
 * runner-up, as a share of all samples); class -1 with confidence 0 when no pixel is any class's.
 */
export function vote(
  model: ColourModel,
  pixels: Uint8Array,
  n: number,
  votes: Int32Array,
  /** only classes below this may win (terrain classes come first; ink classes only soak up pixels) */
  winners = model.classes,
): { cls: number; confidence: number } {
  votes.fill(0);
  for (let k = 0; k < n; k++) {
    const c = nearestClass(model, pixels[3 * k]!, pixels[3 * k + 1]!, pixels[3 * k + 2]!);
    if (c >= 0) votes[c]!++;
  }
  let first = -1;
  let v1 = 0;
  let v2 = 0;
  for (let k = 0; k < winners; k++) {
    const v = votes[k]!;
    if (v > v1) {
      v2 = v1;
      v1 = v;
      first = k;
    } else if (v > v2) v2 = v;
  }
  return { cls: first, confidence: n > 0 ? (v1 - v2) / n : 0 };
}
