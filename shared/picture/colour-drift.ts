import type { Drift } from './hex-interior.js';

/**
 * A scanner's colour drift, learned from the example hexes: each example's background colour is
 * its terrain's colour plus a slope across the sheet shared by every terrain. Fitted by least
 * squares within each terrain (so the terrains' own colours drop out), with a little damping so
 * that examples bunched in one corner give no slope rather than a wild one.
 */
export interface DriftSample {
  readonly cls: number;
  /** position on the sheet, -0.5..0.5 across and down */
  readonly fx: number;
  readonly fy: number;
  readonly lab: ArrayLike<number>;
}

export function fitDrift(samples: readonly DriftSample[], classes: number): Drift {
  const mean = new Float64Array(classes * 5);
  for (const s of samples) {
    const m = s.cls * 5;
    mean[m]! += 1;
    mean[m + 1]! += s.fx;
    mean[m + 2]! += s.fy;
  }
  const centred = samples.map((s) => {
    const m = s.cls * 5;
    return { fx: s.fx - mean[m + 1]! / mean[m]!, fy: s.fy - mean[m + 2]! / mean[m]!, s };
  });
  const drift = new Float32Array(6);
  const damping = 0.02;
  let xx = damping;
  let xy = 0;
  let yy = damping;
  for (const c of centred) {
    xx += c.fx * c.fx;
    xy += c.fx * c.fy;
    yy += c.fy * c.fy;
  }
  const det = xx * yy - xy * xy;
  for (let ch = 0; ch < 3; ch++) {
    const avg = new Float64Array(classes);
    for (const s of samples) avg[s.cls]! += s.lab[ch]! / mean[s.cls * 5]!;
    let xv = 0;
    let yv = 0;
    for (const c of centred) {
      const v = c.s.lab[ch]! - avg[c.s.cls]!;
      xv += c.fx * v;
      yv += c.fy * v;
    }
    drift[2 * ch] = (yy * xv - xy * yv) / det;
    drift[2 * ch + 1] = (xx * yv - xy * xv) / det;
  }
  return drift;
}
