import { axialRound, type Axial } from './axial.js';
import type { Orientation } from './offset.js';

/** Hex centre in map pixels for hexes of the given size (centre to corner). */
export function axialToPixel(a: Axial, orientation: Orientation, size: number): { x: number; y: number } {
  if (orientation === 'flat') {
    return { x: size * 1.5 * a.q, y: size * Math.sqrt(3) * (a.r + a.q / 2) };
  }
  return { x: size * Math.sqrt(3) * (a.q + a.r / 2), y: size * 1.5 * a.r };
}

/** The hex under a map pixel. */
export function pixelToAxial(x: number, y: number, orientation: Orientation, size: number): Axial {
  if (orientation === 'flat') {
    const q = ((2 / 3) * x) / size;
    const r = ((-1 / 3) * x + (Math.sqrt(3) / 3) * y) / size;
    return axialRound(q, r);
  }
  const q = ((Math.sqrt(3) / 3) * x - (1 / 3) * y) / size;
  const r = ((2 / 3) * y) / size;
  return axialRound(q, r);
}

/** The six corners of a hex around (0,0), for drawing. */
export function hexCorners(orientation: Orientation, size: number): Array<{ x: number; y: number }> {
  const start = orientation === 'flat' ? 0 : 30;
  const corners: Array<{ x: number; y: number }> = [];
  for (let i = 0; i < 6; i++) {
    const angle = ((start + 60 * i) * Math.PI) / 180;
    corners.push({ x: size * Math.cos(angle), y: size * Math.sin(angle) });
  }
  return corners;
}
