import { locationName, rawCell, rawCentre, type VassalHexGrid } from './hex-numbering.js';
import type { PlacedBoard, VassalZone } from './module-model.js';
import { pointInPolygon } from './point-in-polygon.js';

/**
 * The parts of a board that carry hexes, as VASSAL's ZonedGrid decides a location: a point inside
 * a zone is named by that zone (its own grid, the board's when it uses its parent grid, or no hex
 * at all: a holding box); any other point by the board's background grid. Each part is one region.
 */
export interface GridRegion {
  grid: VassalHexGrid;
  /** the zone it is; undefined for the board's background grid */
  zone?: VassalZone;
  /** how the referee knows it: 'board "West"', 'zone "Inset" of board "East"' */
  label: string;
}

export function gridRegions(board: PlacedBoard['board']): GridRegion[] {
  const out: GridRegion[] = [];
  for (const zone of board.zones) {
    const grid = zone.grid ?? (zone.useParentGrid ? board.grid : undefined);
    if (grid) out.push({ grid, zone, label: `zone "${zone.name}" of board "${board.name}"` });
  }
  if (board.grid) out.push({ grid: board.grid, label: `board "${board.name}"` });
  return out;
}

export function zoneAt(zones: VassalZone[], x: number, y: number): VassalZone | undefined {
  return zones.find((z) => pointInPolygon(z.polygon, x, y));
}

/** The region that names a board point: its zone's, or the background's when no zone holds it. */
export function regionAt(regions: GridRegion[], zones: VassalZone[], x: number, y: number): GridRegion | undefined {
  const zone = zoneAt(zones, x, y);
  return regions.find((r) => r.zone === zone);
}

/** The name VASSAL gives a board point in a region (a zone fills its own location format). */
export function regionHexName(r: GridRegion, x: number, y: number): string {
  const gridLocation = locationName(r.grid, x, y);
  if (!r.zone) return gridLocation;
  const zoneName = r.zone.name;
  return r.zone.locationFormat.replace(/\$([^$]*)\$/g, (_, k: string) =>
    k === 'gridLocation' ? gridLocation : k === 'name' ? zoneName : '',
  );
}

/** The board points of a region's hex centres: on the picture, and named by this region. */
export function regionCentres(
  r: GridRegion,
  board: PlacedBoard['board'],
  regions: GridRegion[],
): Array<{ x: number; y: number }> {
  const { grid: g } = r;
  const w = board.width;
  const h = board.height;
  const corners = [rawCell(g, 0, 0), rawCell(g, w, h), rawCell(g, w, 0), rawCell(g, 0, h)];
  const cols = corners.map((c) => c.col);
  const rows = corners.map((c) => c.row);
  const out: Array<{ x: number; y: number }> = [];
  for (let k = Math.min(...cols) - 1; k <= Math.max(...cols) + 1; k++)
    for (let j = Math.min(...rows) - 1; j <= Math.max(...rows) + 1; j++) {
      const c = rawCentre(g, k, j);
      // a hex whose centre lies on the picture's edge is half off it: not the board's
      if (c.x <= 0 || c.y <= 0 || c.x >= w || c.y >= h) continue;
      if (regionAt(regions, board.zones, c.x, c.y) === r) out.push(c);
    }
  return out;
}
