import { HEX_SIZE, type MapGeometry } from './map-geometry.js';

/**
 * A supply path on the map: where it failed, and the view that shows all of it. The verdicts say
 * where a failed search stopped in words ("..., stopped at 2017", OCS 12.3); that hex is marked.
 */
export function failureHex(verdict: { reason: string; path: readonly string[] }, supplied: boolean): string | null {
  if (supplied || !verdict.path.length) return null;
  const m = /stopped at ([A-Za-z]*\d+(?:\.\d+)?)/.exec(verdict.reason);
  if (m && verdict.path.includes(m[1]!)) return m[1]!;
  return verdict.path[verdict.path.length - 1]!;
}

/**
 * The zoom and offset that bring every hex of a path into view with a margin, keeping the current
 * zoom when it already fits (never zooming in past `maxK`).
 */
export function fitPath(
  geom: MapGeometry,
  path: Int32Array,
  view: { width: number; height: number },
  current: { x: number; y: number; k: number },
  maxK = 2,
): { x: number; y: number; k: number } | null {
  if (!path.length) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const i of path) {
    x0 = Math.min(x0, geom.cx[i]! - HEX_SIZE);
    y0 = Math.min(y0, geom.cy[i]! - HEX_SIZE);
    x1 = Math.max(x1, geom.cx[i]! + HEX_SIZE);
    y1 = Math.max(y1, geom.cy[i]! + HEX_SIZE);
  }
  const margin = 40;
  const fits = Math.min((view.width - 2 * margin) / (x1 - x0), (view.height - 2 * margin) / (y1 - y0));
  const k = Math.min(Math.max(current.k, 1), maxK, fits);
  return { k, x: view.width / 2 - ((x0 + x1) / 2) * k, y: view.height / 2 - ((y0 + y1) / 2) * k };
}

/** The hex a failed path stopped at: a red ring and cross, the same size at every zoom. */
export function markFailure(ctx: CanvasRenderingContext2D, geom: MapGeometry, i: number, k: number): void {
  const x = geom.cx[i]!;
  const y = geom.cy[i]!;
  const r = Math.max(HEX_SIZE * 0.75, 14 / k);
  ctx.lineWidth = Math.max(3, 3 / k);
  ctx.strokeStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y, r + ctx.lineWidth * 0.8, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = '#e0001b';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  const d = r * 0.5;
  ctx.moveTo(x - d, y - d);
  ctx.lineTo(x + d, y + d);
  ctx.moveTo(x + d, y - d);
  ctx.lineTo(x - d, y + d);
  ctx.stroke();
}
