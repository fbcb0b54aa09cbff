import type { MapLayout, MapSection } from '../../hex/map-layout.js';
import { gridRegions, regionAt, regionCentres, regionHexName, zoneAt, type GridRegion } from './grid-regions.js';
import { checkLatticeBounds } from './lattice-bounds.js';
import type { PlacedBoard } from './module-model.js';

/**
 * A VASSAL map's boards as one Quartermaster hex map. The first gridded board's grid fixes the
 * global lattice (column c of the lattice is its raw column c + base); every hex of every board and
 * zone grid lands on the lattice cell whose centre is nearest. A grid whose hexes do not fall on
 * that lattice (another size, or shifted by part of a hex) is left out and named, never misnumbered.
 * Each board becomes a map section; every hex keeps the name VASSAL gives it (zones with their own
 * grid name the hexes inside them).
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
  /** grids left out because their hexes do not line up with the map's, each named */
  notes: string[];
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

/** A board point on the map: a board laid turned 180° has its point (x, y) at (width - x, height - y). */
function toMap(p: PlacedBoard, x: number, y: number): { x: number; y: number } {
  return p.reversed ? { x: p.x + p.board.width - x, y: p.y + p.board.height - y } : { x: p.x + x, y: p.y + y };
}

/** The board point under a map point (VASSAL Board.localCoordinates). */
function toLocal(p: PlacedBoard, x: number, y: number): { x: number; y: number } {
  return p.reversed ? { x: p.board.width - (x - p.x), y: p.board.height - (y - p.y) } : { x: x - p.x, y: y - p.y };
}

export function buildLattice(placed: PlacedBoard[]): MapLattice {
  checkLatticeBounds(placed);
  const regionsOf = placed.map((p) => gridRegions(p.board));
  const firstBoard = regionsOf.findIndex((r) => r.length > 0);
  if (firstBoard < 0) throw new Error('no board of this map has a hex grid (directly or in a zone)');
  const first = placed[firstBoard]!;
  // the background grid fixes the lattice when the first gridded board has one, else its first zone's
  const ref = regionsOf[firstBoard]!.find((r) => !r.zone) ?? regionsOf[firstBoard]![0]!;
  const g0 = ref.grid;
  const sw = g0.sideways;
  const { dx, dy } = g0;
  // u runs across columns, v along them (a sideways grid swaps x and y, as VASSAL does)
  const uv = (x: number, y: number) => (sw ? { u: y, v: x } : { u: x, v: y });
  // the reference grid's origin hex where it lies on the map (a sideways grid keeps its origin swapped)
  const originAt = toMap(first, sw ? g0.y0 : g0.x0, sw ? g0.x0 : g0.y0);
  const { u: refU, v: refV } = uv(originAt.x, originAt.y);
  // raw column k of the reference grid is shoved when k is odd; lattice column c = k - base
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
    const offU = u - (refU + k * dx);
    const offV = v - (refV + r * dy + (shifted ? dy / 2 : 0));
    return { c: k, r, off: Math.hypot(offU, offV) };
  };
  const notes: string[] = [];
  const skipped = new Set<GridRegion>();
  const perBoard: Array<{ c0: number; r0: number; c1: number; r1: number }> = [];
  placed.forEach((p, bi) => {
    const box = { c0: Infinity, r0: Infinity, c1: -Infinity, r1: -Infinity };
    perBoard.push(box);
    for (const region of regionsOf[bi]!) {
      const g = region.grid;
      const centres = regionCentres(region, p.board, regionsOf[bi]!);
      const found = centres.map((centre) => {
        const at = toMap(p, centre.x, centre.y);
        const { u, v } = uv(at.x, at.y);
        return { centre, ...latticeOf(u, v) };
      });
      const sameSize = g.sideways === sw && Math.abs(g.dx - dx) <= 0.02 * dx && Math.abs(g.dy - dy) <= 0.02 * dy;
      const worst = Math.max(0, ...found.map((f) => f.off));
      // a region whose hexes do not fall on the map's lattice would be misnumbered: named and left out
      if (!sameSize || worst > 0.2 * Math.min(dx, dy)) {
        skipped.add(region);
        notes.push(
          sameSize
            ? `${region.label}: its hexes lie up to ${fmt(worst)} px off the hexes of ${ref.label}; its hexes are left out of the map and its pieces listed off the map`
            : `${region.label} has a hex grid of ${fmt(g.dx)} x ${fmt(g.dy)} px${g.sideways ? ' (sideways)' : ''}, ${ref.label} one of ${fmt(dx)} x ${fmt(dy)} px${sw ? ' (sideways)' : ''}: its hexes are left out of the map and its pieces listed off the map`,
        );
        continue;
      }
      for (const { centre, c, r } of found) {
        cells.set(key(c, r), { board: bi, name: regionHexName(region, centre.x, centre.y), c, r });
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
  if (cells.size === 0)
    throw new Error(`no hex of this map lies on a board picture${notes.length ? ` (${notes.join('; ')})` : ''}`);
  // shift the lattice by an even number of columns, so odd lattice columns stay the shoved ones
  const cShift = minC - (((minC % 2) + 2) % 2);
  // a sideways grid's VASSAL columns are our rows
  const toOur = (c: number, r: number) =>
    sw ? { col: r - minR, row: c - cShift } : { col: c - cShift, row: r - minR };
  const size = toOur(maxC, maxR);
  const columns = size.col + 1;
  const rows = size.row + 1;
  const ids: string[][] = Array.from({ length: rows }, () => new Array<string>(columns).fill(''));
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
    const regions = regionsOf[bi]!;
    if (b.c0 === Infinity) return;
    for (let c = b.c0; c <= b.c1; c++)
      for (let r = b.r0; r <= b.r1; r++) {
        if (cells.has(key(c, r))) continue;
        const u = refU + c * dx;
        const v = refV + r * dy + (c % 2 !== 0 ? dy / 2 : 0);
        const { x, y } = toLocal(p, sw ? v : u, sw ? u : v);
        const region = regionAt(regions, p.board.zones, x, y);
        if (region && !skipped.has(region))
          cells.set(key(c, r), { board: bi, name: regionHexName(region, x, y), c, r });
      }
  });
  const byName = new Set<string>();
  const counts = new Map<string, number>();
  for (const cell of cells.values()) counts.set(cell.name, (counts.get(cell.name) ?? 0) + 1);
  // the names must be unique; when boards repeat a numbering, each id gets its section letter
  const clash = [...counts.values()].some((n) => n > 1);
  const idOf = (board: number, name: string) => (clash ? `${sectionOfBoard.get(board)}${name}` : name);
  for (const cell of cells.values()) {
    const o = toOur(cell.c, cell.r);
    const id = idOf(cell.board, cell.name);
    ids[o.row]![o.col] = id;
    byName.add(id);
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
  const boardIndexAt = (x: number, y: number) =>
    placed.findIndex((p) => x >= p.x && y >= p.y && x < p.x + p.board.width && y < p.y + p.board.height);
  return {
    layout,
    ids,
    pixel,
    placed,
    notes,
    boardAt: (x, y) => placed[boardIndexAt(x, y)],
    hexAt(x, y) {
      // the piece's hex is the one VASSAL names at its point, found among the map's hexes by name
      const bi = boardIndexAt(x, y);
      const p = placed[bi];
      if (!p) return undefined;
      const at = toLocal(p, x, y);
      const region = regionAt(regionsOf[bi]!, p.board.zones, at.x, at.y);
      if (!region || skipped.has(region)) return undefined;
      const id = idOf(bi, regionHexName(region, at.x, at.y));
      return byName.has(id) ? id : undefined;
    },
    offGridName(x, y) {
      const p = placed[boardIndexAt(x, y)];
      if (!p) return '';
      const at = toLocal(p, x, y);
      const zone = zoneAt(p.board.zones, at.x, at.y);
      return zone ? zone.name : p.board.name;
    },
  };
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}
