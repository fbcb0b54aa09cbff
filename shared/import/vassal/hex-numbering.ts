/**
 * A VASSAL HexGrid with its HexGridNumbering: where hex centres lie on a board picture and what
 * VASSAL calls the hex at a point. The arithmetic follows VASSAL's own (HexGrid, HexGridNumbering,
 * RegularGridNumbering): a sideways grid is the same grid with x and y swapped; odd raw columns sit
 * half a hex lower; "stagger" numbers odd columns one row further; descending axes count back from
 * the grid container's size; alphabetic axes go A..Z, AA, BB, ...
 */
export interface VassalHexGrid {
  sideways: boolean;
  /** distance between column centres (a sideways grid: between row centres) */
  dx: number;
  /** distance between hex centres along a column */
  dy: number;
  x0: number;
  y0: number;
  /** the grid container's size (the board picture, or a zone's bounding box): descending numbering counts from it */
  width: number;
  height: number;
  numbering?: VassalNumbering;
}

export interface VassalNumbering {
  first: 'H' | 'V';
  sep: string;
  hType: 'N' | 'A';
  vType: 'N' | 'A';
  hOff: number;
  vOff: number;
  hDescend: boolean;
  vDescend: boolean;
  stagger: boolean;
  hLeading: number;
  vLeading: number;
  locationFormat: string;
}

export const DEFAULT_NUMBERING: VassalNumbering = {
  first: 'H',
  sep: '',
  hType: 'N',
  vType: 'N',
  hOff: 1,
  vOff: 1,
  hDescend: false,
  vDescend: false,
  stagger: true,
  hLeading: 1,
  vLeading: 1,
  locationFormat: '$gridLocation$',
};

/** The grid's raw column and row of the hex centre nearest to a board point (before numbering). */
export function rawCell(g: VassalHexGrid, x: number, y: number): { col: number; row: number } {
  const u = g.sideways ? y : x;
  const v = g.sideways ? x : y;
  const col = Math.floor((u - g.x0) / g.dx + 0.5);
  const row = col % 2 === 0 ? Math.round((v - g.y0) / g.dy) : Math.round((v - g.y0 - g.dy / 2) / g.dy);
  return { col, row };
}

/** The board point of a raw cell's centre (unrounded). */
export function rawCentre(g: VassalHexGrid, col: number, row: number): { x: number; y: number } {
  const u = g.x0 + col * g.dx;
  const v = g.y0 + row * g.dy + (col % 2 !== 0 ? g.dy / 2 : 0);
  return g.sideways ? { x: v, y: u } : { x: u, y: v };
}

function maxRows(g: VassalHexGrid): number {
  return Math.floor(g.height / g.dx + 0.5);
}

function maxColumns(g: VassalHexGrid): number {
  return Math.floor(g.width / g.dy + 0.5);
}

/** VASSAL's numbered column and row (before hOff/vOff) of the hex at a board point. */
export function numberedCell(g: VassalHexGrid, x: number, y: number): { col: number; row: number } {
  const n = g.numbering ?? DEFAULT_NUMBERING;
  const raw = rawCell(g, x, y);
  let col = raw.col;
  if (n.vDescend && g.sideways) col = maxRows(g) - col;
  if (n.hDescend && !g.sideways) col = maxColumns(g) - col;
  let row = raw.row;
  if (n.vDescend && !g.sideways) row = maxRows(g) - row;
  if (n.hDescend && g.sideways) row = maxColumns(g) - row;
  if (n.stagger && raw.col % 2 !== 0) {
    const descending = g.sideways ? n.hDescend : n.vDescend;
    row += descending ? -1 : 1;
  }
  return { col, row };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** One axis's label: numbers with leading zeros, or letters A..Z then AA, BB, ... (VASSAL's own scheme). */
export function axisName(value: number, type: 'N' | 'A', leading: number): string {
  let out = value < 0 ? '-' : '';
  let n = Math.abs(value);
  if (type === 'A') {
    do {
      out += ALPHABET.charAt(n % 26);
      n -= 26;
    } while (n >= 0);
    return out;
  }
  for (let k = leading; k > 0 && n < 10 ** k; k--) out += '0';
  return out + String(n);
}

/** The location name VASSAL shows for a board point: the numbering's locationFormat filled in. */
export function locationName(g: VassalHexGrid, x: number, y: number): string {
  const n = g.numbering ?? DEFAULT_NUMBERING;
  const { col, row } = numberedCell(g, x, y);
  const rowName = axisName(row + n.vOff, n.vType, n.vLeading);
  const colName = axisName(col + n.hOff, n.hType, n.hLeading);
  const grid = n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
  return fillFormat(n.locationFormat, { gridLocation: grid, row: rowName, column: colName });
}

/** Fills $name$ properties of a VASSAL FormattedString; unknown properties become empty, as in VASSAL. */
export function fillFormat(format: string, props: Record<string, string>): string {
  return format.replace(/\$([^$]*)\$/g, (_, key: string) => props[key] ?? '');
}
