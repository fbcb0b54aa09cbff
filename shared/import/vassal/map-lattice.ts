import type { MapLayout, MapSection } from '../../hex/map-layout.js';
import { locationName, rawCell, rawCentre, type VassalHexGrid } from './hex-numbering.js';
import type { PlacedBoard, VassalZone } from './module-model.js';
import { checkLatticeBounds } from './lattice-bounds.js';
import { pointInPolygon } from './point-in-polygon.js';

/**
 * A VASSAL map's boards as one Quartermaster hex map. Every board's grid must share the first
 * board's hex size; the first board's grid fixes the global lattice (column c of the lattice is the
 * first board's raw column c + base), and every hex of every board lands on the lattice cell whose
 * centre is nearest. Each board becomes a map section; every hex keeps the name VASSAL gives it
 * (zones with their own grid name the hexes inside them).
 */
export interface MapLattice {
  layout: MapLayout;
  /** printed id per global cell, row-major ('' for holes) */
  ids: string[][];
  /** where the lattice lies in map pixels: centre of cell (0, 0), column and row steps, and orientation */
  pixel: LatticePixels;
  /** the hex a map point lies in, or undefined when it is off every board grid */
  hexAt(x: number, y: number): string | undefined;
  /** the location VASSAL would name for a point that is off every grid (a zone's name), or '' */
  offGridName(x: number, y: number): string;
  /** which placed board a map point lies on */
  boardAt(x: number, y: number): PlacedBoard | undefined;
  placed: PlacedBoard[];
}

export interface LatticePixels {
  sideways: boolean;
  dx: number;
  dy: number;
  /** map-pixel centre of lattice cell (0, 0) and of the shift of shoved columns (rows) */
  x0: number;
  y0: number;
  /** true when lattice column (row) 0 is the shoved one (VASSAL's odd raw columns) */
  shiftedFirst: boolean;
}

const SECTION_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function buildLattice(placed: PlacedBoard[]): MapLattice {
  checkLatticeBounds(placed);
  const gridded = placed.filter((p) => p.board.grid);
  const first = gridded[0];
  if (!first) throw new Error('no board of this map has a hex grid');
  const g0 = first.board.grid!;
  for (const p of gridded) {
    const g = p.board.grid!;
    if (g.sideways !== g0.sideways || Math.abs(g.dx - g0.dx) > 0.02 * g0.dx || Math.abs(g.dy - g0.dy) > 0.02 * g0.dy)
      throw new Error(
        `board "${p.board.name}" has a hex grid of ${fmt(g.dx)} x ${fmt(g.dy)} px${g.sideways ? ' (sideways)' : ''}, board "${first.board.name}" one of ${fmt(g0.dx)} x ${fmt(g0.dy)} px${g0.sideways ? ' (sideways)' : ''}: the boards of one map must share their hex size`,
      );
  }
  const sw = g0.sideways;
  const { dx, dy } = g0;
  // u runs across columns, v along them (a sideways grid swaps x and y, as VASSAL does)
  const uv = (x: number, y: number) => (sw ? { u: y, v: x } : { u: x, v: y });
  const refU = (sw ? first.y : first.x) + g0.x0;
  const refV = (sw ? first.x : first.y) + g0.y0;
  // raw column k of the first board is shoved when k is odd; lattice column c = k - base
  const cells = new Map<number, { board: number; name: string; c: number; r: number }>();
  let minC = Infinity;
  let minR = Infinity;
  let maxC = -Infinity;
  let maxR = -Infinity;
  const key = (c: number, r: number) => c * 1_000_003 + r;
  const latticeOf = (u: number, v: number) => {
    const k = Math.floor((u - refU) / dx + 0.5);
    const shifted = k % 2 !== 0;
    const r = Math.round((v - refV - (shifted ? dy / 2 : 0)) / dy);
    return { c: k, r };
  };
  const perBoard: Array<{ c0: number; r0: number; c1: number; r1: number }> = [];
  placed.forEach((p, bi) => {
    const g = p.board.grid;
    const box = { c0: Infinity, r0: Infinity, c1: -Infinity, r1: -Infinity };
    perBoard.push(box);
    if (!g) return;
    const w = p.board.width;
    const h = p.board.height;
    const corner = rawCell(g, 0, 0);
    const far = rawCell(g, w, h);
    for (let k = Math.min(corner.col, far.col) - 1; k <= Math.max(corner.col, far.col) + 1; k++) {
      for (let j = Math.min(corner.row, far.row) - 1; j <= Math.max(corner.row, far.row) + 1; j++) {
        const centre = rawCentre(g, k, j);
        // a hex whose centre lies on the picture's edge is half off it: not the board's
        if (centre.x <= 0 || centre.y <= 0 || centre.x >= w || centre.y >= h) continue;
        const { u, v } = uv(centre.x + p.x, centre.y + p.y);
        const { c, r } = latticeOf(u, v);
        const zone = zoneAt(p.board.zones, centre.x, centre.y);
        const name = zone ? zoneHexName(zone, g, centre.x, centre.y) : locationName(g, centre.x, centre.y);
        if (name === undefined) continue;
        cells.set(key(c, r), { board: bi, name, c, r });
        box.c0 = Math.min(box.c0, c);
        box.c1 = Math.max(box.c1, c);
        box.r0 = Math.min(box.r0, r);
        box.r1 = Math.max(box.r1, r);
        minC = Math.min(minC, c);
        maxC = Math.max(maxC, c);
        minR = Math.min(minR, r);
        maxR = Math.max(maxR, r);
      }
    }
  });
  if (cells.size === 0) throw new Error('no hex of this map lies on a board picture');
  // shift the lattice by an even number of columns, so odd lattice columns stay the shoved ones
  const cShift = minC - (((minC % 2) + 2) % 2);
  // a sideways grid's VASSAL columns are our rows
  const toOur = (c: number, r: number) =>
    sw ? { col: r - minR, row: c - cShift } : { col: c - cShift, row: r - minR };
  const size = toOur(maxC, maxR);
  const columns = size.col + 1;
  const rows = size.row + 1;
  const ids: string[][] = Array.from({ length: rows }, () => new Array<string>(columns).fill(''));
  // the names must be unique; when boards repeat a numbering, each id gets its section letter
  const counts = new Map<string, number>();
  const sections: MapSection[] = [];
  const sectionOfBoard = new Map<number, string>();
  placed.forEach((_, bi) => {
    const b = perBoard[bi]!;
    if (b.c0 === Infinity) return;
    const a = toOur(b.c0, b.r0);
    const z = toOur(b.c1, b.r1);
    const id = placed.length > 1 ? (SECTION_LETTERS[sections.length] ?? `S${sections.length}`) : '';
    sectionOfBoard.set(bi, id);
    sections.push({
      id,
      column: a.col,
      row: a.row,
      columns: z.col - a.col + 1,
      rows: z.row - a.row + 1,
      firstColumn: 1,
      firstRow: 1,
    });
  });
  // cells of a board's rectangle whose centre lies just off its picture are named by its grid too
  placed.forEach((p, bi) => {
    const b = perBoard[bi]!;
    const g = p.board.grid;
    if (!g || b.c0 === Infinity) return;
    for (let c = b.c0; c <= b.c1; c++)
      for (let r = b.r0; r <= b.r1; r++) {
        if (cells.has(key(c, r))) continue;
        const u = refU + c * dx;
        const v = refV + r * dy + (c % 2 !== 0 ? dy / 2 : 0);
        const x = (sw ? v : u) - p.x;
        const y = (sw ? u : v) - p.y;
        const zone = zoneAt(p.board.zones, x, y);
        const name = zone ? zoneHexName(zone, g, x, y) : locationName(g, x, y);
        if (name !== undefined) cells.set(key(c, r), { board: bi, name, c, r });
      }
  });
  const byName = new Map<string, string>();
  counts.clear();
  for (const cell of cells.values()) counts.set(cell.name, (counts.get(cell.name) ?? 0) + 1);
  const clash = [...counts.values()].some((n) => n > 1);
  const idOf = (board: number, name: string) => (clash ? `${sectionOfBoard.get(board)}${name}` : name);
  for (const cell of cells.values()) {
    const o = toOur(cell.c, cell.r);
    const id = idOf(cell.board, cell.name);
    ids[o.row]![o.col] = id;
    byName.set(id, id);
  }
  const layout: MapLayout = { orientation: sw ? 'pointy' : 'flat', offset: 'odd', columns, rows, sections };
  const centreU = refU + cShift * dx;
  const centreV = refV + minR * dy;
  const pixel: LatticePixels = {
    sideways: sw,
    dx,
    dy,
    x0: sw ? centreV : centreU,
    y0: sw ? centreU : centreV,
    shiftedFirst: false,
  };
  const boardAt = (x: number, y: number) =>
    placed.find((p) => x >= p.x && y >= p.y && x < p.x + p.board.width && y < p.y + p.board.height);
  return {
    layout,
    ids,
    pixel,
    placed,
    boardAt,
    hexAt(x, y) {
      // the piece's hex is the one VASSAL names at its point, found among the map's hexes by name
      const bi = placed.findIndex((p) => x >= p.x && y >= p.y && x < p.x + p.board.width && y < p.y + p.board.height);
      const p = placed[bi];
      if (!p?.board.grid) return undefined;
      const zone = zoneAt(p.board.zones, x - p.x, y - p.y);
      const name = zone
        ? zoneHexName(zone, p.board.grid, x - p.x, y - p.y)
        : locationName(p.board.grid, x - p.x, y - p.y);
      return name === undefined ? undefined : byName.get(idOf(bi, name));
    },
    offGridName(x, y) {
      const p = boardAt(x, y);
      if (!p) return '';
      const zone = zoneAt(p.board.zones, x - p.x, y - p.y);
      return zone ? zone.name : p.board.name;
    },
  };
}

function zoneAt(zones: VassalZone[], x: number, y: number): VassalZone | undefined {
  return zones.find((z) => pointInPolygon(z.polygon, x, y));
}

/** A zone names its hexes with its own grid, or the board's when it uses its parent grid; a zone with no grid has no hexes (a holding box). */
function zoneHexName(zone: VassalZone, boardGrid: VassalHexGrid, x: number, y: number): string | undefined {
  const g = zone.grid ?? (zone.useParentGrid ? boardGrid : undefined);
  if (!g) return undefined;
  const gridLocation = locationName(g, x, y);
  return zone.locationFormat.replace(/\$([^$]*)\$/g, (_, k: string) =>
    k === 'gridLocation' ? gridLocation : k === 'name' ? zone.name : '',
  );
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}
