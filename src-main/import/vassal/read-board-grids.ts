import {
  DEFAULT_NUMBERING,
  type VassalHexGrid,
  type VassalNumbering,
} from '../../../shared/import/vassal/hex-numbering.js';
import type { VassalBoard, VassalZone } from '../../../shared/import/vassal/module-model.js';
import { isA, type XmlNode } from './xml-tree.js';

/**
 * A board's grids as VASSAL 3.x builds them: a HexGrid directly under the Board, or a ZonedGrid
 * whose background grid and any of whose zones may each hold their own HexGrid (with its own
 * numbering, origin and size). Square and region grids are noted and skipped: Quartermaster maps
 * are hex maps, and pieces on them are listed off the map.
 */
export function readBoardGrids(b: XmlNode, board: VassalBoard, where: string, notes: string[]): void {
  for (const g of b.children) {
    if (isA(g, 'HexGrid')) board.grid = hexGrid(g, board.width, board.height);
    else if (isA(g, 'ZonedGrid')) {
      for (const c of g.children) {
        if (isA(c, 'HexGrid')) board.grid = hexGrid(c, board.width, board.height);
        else if (isA(c, 'SquareGrid', 'RegionGrid')) notes.push(skippedGrid(c, `${where} (outside its zones)`));
      }
      board.zones = g.children.filter((c) => isA(c, 'Zone')).map((z) => zone(z, where, notes));
    } else if (isA(g, 'SquareGrid', 'RegionGrid')) notes.push(skippedGrid(g, where));
  }
}

function skippedGrid(g: XmlNode, where: string): string {
  const kind = isA(g, 'SquareGrid') ? 'a square grid' : 'a region grid';
  return `${where} has ${kind}: skipped (only hex grids become map hexes; pieces on it are listed off the map)`;
}

function zone(z: XmlNode, where: string, notes: string[]): VassalZone {
  const polygon = (z.attrs['path'] ?? '')
    .split(';')
    .filter(Boolean)
    .map((xy) => {
      const [x, y] = xy.split(',').map(Number);
      return { x: x ?? 0, y: y ?? 0 };
    });
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  // a zone's grid counts descending numbers from the zone's bounding box, as VASSAL's Zone.getSize
  const w = xs.length ? Math.max(...xs) - Math.min(...xs) : 0;
  const h = ys.length ? Math.max(...ys) - Math.min(...ys) : 0;
  const name = z.attrs['name'] ?? '';
  const g = z.children.find((c) => isA(c, 'HexGrid'));
  const other = z.children.find((c) => isA(c, 'SquareGrid', 'RegionGrid'));
  if (other) notes.push(skippedGrid(other, `zone "${name}" of ${where}`));
  return {
    name,
    polygon,
    locationFormat: z.attrs['locationFormat'] ?? '$name$',
    useParentGrid: z.attrs['useParentGrid'] === 'true',
    grid: g ? hexGrid(g, w, h) : undefined,
  };
}

const SQRT3_2 = Math.sqrt(3) / 2;

function hexGrid(g: XmlNode, width: number, height: number): VassalHexGrid {
  const a = g.attrs;
  const num = (k: string, def: number) => {
    const v = a[k] !== undefined && a[k] !== '' ? Number(a[k]) : def;
    return Number.isFinite(v) ? v : def;
  };
  const dy = num('dy', 64);
  const n = g.children.find((c) => isA(c, 'HexGridNumbering'));
  return {
    sideways: a['sideways'] === 'true',
    dx: num('dx', SQRT3_2 * dy),
    dy,
    x0: num('x0', 0),
    y0: num('y0', 32),
    width,
    height,
    numbering: n ? numbering(n) : undefined,
  };
}

/** Every HexGridNumbering attribute, with VASSAL's defaults (RegularGridNumbering) where one is absent. */
function numbering(n: XmlNode): VassalNumbering {
  const a = n.attrs;
  const d = DEFAULT_NUMBERING;
  const int = (k: string, def: number) => {
    const v = a[k] !== undefined && a[k] !== '' ? Number.parseInt(a[k]!, 10) : def;
    return Number.isFinite(v) ? v : def;
  };
  const bool = (k: string, def: boolean) => (a[k] !== undefined ? a[k] === 'true' : def);
  const ch = <T extends string>(k: string, def: T): T => (a[k] ? (a[k]!.charAt(0) as T) : def);
  return {
    first: ch('first', d.first),
    sep: a['sep'] ?? d.sep,
    hType: ch('hType', d.hType),
    vType: ch('vType', d.vType),
    hOff: int('hOff', d.hOff),
    vOff: int('vOff', d.vOff),
    hDescend: bool('hDescend', d.hDescend),
    vDescend: bool('vDescend', d.vDescend),
    stagger: bool('stagger', d.stagger),
    hLeading: int('hLeading', d.hLeading),
    vLeading: int('vLeading', d.vLeading),
    locationFormat: a['locationFormat'] ?? d.locationFormat,
  };
}
