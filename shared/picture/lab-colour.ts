/**
 * CIE L*a*b* for sRGB pixels (D65). Printed terrain colours that look alike differ by a few units
 * of ΔE here, and a scanner's drift is measured in the same units, so the reader compares colours
 * in Lab rather than in raw RGB, where the same visible step is three times larger in the lights.
 */
const LINEAR = new Float32Array(256);
for (let v = 0; v < 256; v++) {
  const c = v / 255;
  LINEAR[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fExact(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

/**
 * f on 0..1.1 from a table, linearly interpolated: every hex and hexside is read point by point,
 * and three cube roots a point were most of the reading's time. The table is within 1e-4 of f.
 */
const F_STEPS = 8192;
const F_MAX = 1.1;
const F_TABLE = new Float32Array(F_STEPS + 2);
for (let k = 0; k <= F_STEPS + 1; k++) F_TABLE[k] = fExact((k * F_MAX) / F_STEPS);

function f(t: number): number {
  const x = (t * F_STEPS) / F_MAX;
  const k = x | 0;
  if (k < 0 || k >= F_STEPS) return fExact(t);
  const w = x - k;
  return F_TABLE[k]! * (1 - w) + F_TABLE[k + 1]! * w;
}

/** Writes L, a, b of the sRGB pixel into out at offset o. */
export function rgbToLab(r: number, g: number, b: number, out: Float32Array, o = 0): void {
  const R = LINEAR[r & 255]!;
  const G = LINEAR[g & 255]!;
  const B = LINEAR[b & 255]!;
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  out[o] = 116 * y - 16;
  out[o + 1] = 500 * (x - y);
  out[o + 2] = 200 * (y - z);
}

function finv(t: number): number {
  return t ** 3 > 0.008856 ? t ** 3 : (t - 16 / 116) / 7.787;
}

function gamma(c: number): number {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, Math.round(v * 255)));
}

/** The sRGB pixel nearest to L, a, b. */
export function labToRgb(L: number, a: number, b: number): [number, number, number] {
  const fy = (L + 16) / 116;
  const x = 0.95047 * finv(fy + a / 500);
  const y = finv(fy);
  const z = 1.08883 * finv(fy - b / 200);
  return [
    gamma(3.2406 * x - 1.5372 * y - 0.4986 * z),
    gamma(-0.9689 * x + 1.8758 * y + 0.0415 * z),
    gamma(0.0557 * x - 0.204 * y + 1.057 * z),
  ];
}
