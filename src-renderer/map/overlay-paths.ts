import type { MapGeometry } from './map-geometry.js';

/**
 * The hexagons of an overlay (a reach, a ZOC, its negated hexes) as one path, kept per overlay so
 * that a pan does not trace thousands of hexes again each frame. When the view holds a small part
 * of the map (`inView` given), only the overlay's hexes in view are traced: a frame's cost then
 * follows the view, not the overlay.
 */
const whole = new WeakMap<Int32Array, Path2D>();

export function hexesPath(geom: MapGeometry, hexes: Int32Array, inView: ((i: number) => boolean) | null): Path2D {
  if (!inView) {
    let path = whole.get(hexes);
    if (!path) {
      path = new Path2D();
      for (const i of hexes) geom.tracePath(path, i);
      whole.set(hexes, path);
    }
    return path;
  }
  const path = new Path2D();
  for (const i of hexes) if (inView(i)) geom.tracePath(path, i);
  return path;
}

const edges = new WeakMap<Int32Array, Path2D>();

/** An area's outer edge: each hexside between a hex in the area and one outside it (GC 16.G.3 pockets), kept per area. */
export function areaEdgePath(geom: MapGeometry, area: Int32Array): Path2D {
  const kept = edges.get(area);
  if (kept) return kept;
  const inside = new Set(area);
  const edge = new Path2D();
  const nb = geom.grid.neighbours;
  for (const i of area) {
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * i + d]!;
      if (j < 0 || inside.has(j)) continue;
      // the hexside toward neighbour j: the two corners lying most toward it
      const dx = geom.cx[j]! - geom.cx[i]!;
      const dy = geom.cy[j]! - geom.cy[i]!;
      const ranked = geom.corners.map((c, n) => ({ n, dot: c.x * dx + c.y * dy })).sort((a, b) => b.dot - a.dot);
      const a = geom.corners[ranked[0]!.n]!;
      const b = geom.corners[ranked[1]!.n]!;
      edge.moveTo(geom.cx[i]! + a.x, geom.cy[i]! + a.y);
      edge.lineTo(geom.cx[i]! + b.x, geom.cy[i]! + b.y);
    }
  }
  edges.set(area, edge);
  return edge;
}

/** An area's outer edge (GC 16.G.3 pockets, the hexes a what-if marks), dashed red. */
export function outlineArea(ctx: CanvasRenderingContext2D, geom: MapGeometry, area: Int32Array, k: number): void {
  const edge = areaEdgePath(geom, area);
  ctx.strokeStyle = '#e0301e';
  ctx.lineWidth = 4 / Math.max(k, 0.25);
  ctx.setLineDash([10 / Math.max(k, 0.25), 5 / Math.max(k, 0.25)]);
  ctx.stroke(edge);
  ctx.setLineDash([]);
}

/** A supply path (or a dragged counter's way, from its hex to the hovered one), dashed magenta. */
export function strokePath(ctx: CanvasRenderingContext2D, geom: MapGeometry, path: ArrayLike<number>): void {
  if (path.length < 2) return;
  ctx.beginPath();
  for (let k = 0; k < path.length; k++) {
    const h = path[k]!;
    if (k === 0) ctx.moveTo(geom.cx[h]!, geom.cy[h]!);
    else ctx.lineTo(geom.cx[h]!, geom.cy[h]!);
  }
  ctx.strokeStyle = 'rgba(255, 0, 200, 0.85)';
  ctx.lineWidth = 5;
  ctx.setLineDash([8, 5]);
  ctx.stroke();
  ctx.setLineDash([]);
}
