import type { Orientation } from '../hex/offset.js';

/**
 * A sheet's picture as the reader takes it, and where on a hex its printed id sits (the hexside
 * reader leaves that band out).
 */
export interface RgbaPicture {
  readonly data: Uint8Array | Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** Half the hex's height in the plane (hex size 1): flat-top hexes are √3/2 tall above the centre. */
export function halfHeight(orientation: Orientation): number {
  return orientation === 'flat' ? Math.sqrt(3) / 2 : 1;
}

/**
 * True when plane point (x, y), relative to a hex centre, lies in the band of the printed id.
 * `edge` keeps a strip along the top hexside out of the band: the id is printed just below it, and
 * a river on that hexside is read there.
 */
export function inIdBand(orientation: Orientation, idBand: number, y: number, edge = 0): boolean {
  const h = halfHeight(orientation);
  return y < -h + 2 * h * idBand && y > -h + edge;
}
