import { basename } from 'node:path';
import {
  DEFAULT_NUMBERING,
  type VassalHexGrid,
  type VassalNumbering,
} from '../../../shared/import/vassal/hex-numbering.js';
import type {
  VassalBoard,
  VassalMap,
  VassalModule,
  VassalPieceDefinition,
  VassalZone,
} from '../../../shared/import/vassal/module-model.js';
import { decodeSequence } from '../../../shared/import/vassal/sequence-encoder.js';
import { imageInfo, type ImageInfo } from './image-size.js';
import { ImportError } from './import-error.js';
import { isZip, pictureHead, readable, unzipNamed } from './module-entries.js';
import { findAll, isA, parseXml, type XmlNode } from './xml-tree.js';

/**
 * Reads a VASSAL module (.vmod, a zip): its buildFile.xml (or the older buildFile) and moduledata,
 * and the pictures its boards and pieces use. Only what Quartermaster needs is taken: maps, boards,
 * hex grids with their numbering, zones, piece slots and prototypes.
 */
export interface ModuleFile {
  module: VassalModule;
  /** a picture of the module by its file name (images/ folder), with its kind and size */
  picture(name: string): { bytes: Uint8Array; info: ImageInfo } | undefined;
  label: string;
}

export { isZip, unzipNamed };

export function readModuleFile(path: string): ModuleFile {
  return readModule(readable(path), basename(path));
}

/** A module from its file (read lazily) or its bytes. */
export function readModule(bytes: Uint8Array | string, label: string): ModuleFile {
  const files = unzipNamed(bytes, label, 'a VASSAL module is a zip holding buildFile.xml');
  const build = files['buildFile.xml'] ?? files['buildFile'];
  if (!build)
    throw new ImportError(
      `${label} has no build file (neither buildFile.xml nor buildFile): it is not a VASSAL module`,
    );
  const roots = parseXml(Buffer.from(build).toString('utf8'));
  const root = roots.find((r) => isA(r, 'GameModule'));
  if (!root) throw new ImportError(`${label}: the build file has no GameModule element`);
  const data = files['moduledata'] ? parseXml(Buffer.from(files['moduledata']).toString('utf8')) : [];
  const dataText = (tag: string) => data[0]?.children.find((c) => c.tag === tag)?.text.trim();
  // the size from the header, checked against the picture caps; the bytes inflated only when used
  const picture = (name: string) => {
    const key = [`images/${name}`, name].find((k) => k in files);
    const info = key === undefined ? undefined : imageInfo(pictureHead(files, key, label));
    return key !== undefined && info
      ? {
          info,
          get bytes() {
            return files[key]!;
          },
        }
      : undefined;
  };
  const maps = findAll(root, 'Map', 'PrivateMap', 'PlayerHand').map((m, k) => readMap(m, k, label, picture));
  const module: VassalModule = {
    name: dataText('name') || root.attrs['name'] || label,
    version: dataText('version') || root.attrs['version'] || '',
    maps,
    pieces: readPieceSlots(root),
    prototypes: Object.fromEntries(
      findAll(root, 'PrototypeDefinition').map((p) => [p.attrs['name'] ?? '', slotPiece(p.text)]),
    ),
  };
  return { module, picture, label };
}

function readMap(m: XmlNode, k: number, label: string, picture: ModuleFile['picture']): VassalMap {
  const name = m.attrs['mapName'] ?? `Map${k}`;
  const picker = m.children.find((c) => isA(c, 'BoardPicker'));
  const boards = (picker ? picker.children.filter((c) => isA(c, 'Board')) : []).map((b) => {
    const boardName = b.attrs['name'] ?? '';
    const image = b.attrs['image'] || undefined;
    let width = Number(b.attrs['width']) || 0;
    let height = Number(b.attrs['height']) || 0;
    if (image) {
      const p = picture(image);
      if (!p)
        throw new ImportError(
          `${label}: board "${boardName}" of map "${name}" needs the picture images/${image}, which the module does not hold (or it is not a PNG, JPEG or GIF)`,
        );
      width = p.info.width;
      height = p.info.height;
    }
    const board: VassalBoard = { name: boardName, image, width, height, zones: [] };
    for (const g of b.children) {
      if (isA(g, 'HexGrid')) board.grid = hexGrid(g, width, height);
      if (isA(g, 'ZonedGrid')) {
        const bg = g.children.find((c) => isA(c, 'HexGrid'));
        if (bg) board.grid = hexGrid(bg, width, height);
        board.zones = g.children.filter((c) => isA(c, 'Zone')).map((z) => zone(z));
      }
    }
    return board;
  });
  return {
    name,
    fallbackId: `Map${k}`,
    edgeWidth: Number(m.attrs['edgeWidth']) || 0,
    edgeHeight: Number(m.attrs['edgeHeight']) || 0,
    boards,
    defaultSetup: picker?.children.find((c) => c.tag === 'setup')?.text || undefined,
  };
}

function zone(z: XmlNode): VassalZone {
  const polygon = (z.attrs['path'] ?? '')
    .split(';')
    .filter(Boolean)
    .map((xy) => {
      const [x, y] = xy.split(',').map(Number);
      return { x: x ?? 0, y: y ?? 0 };
    });
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const w = xs.length ? Math.max(...xs) - Math.min(...xs) : 0;
  const h = ys.length ? Math.max(...ys) - Math.min(...ys) : 0;
  const g = z.children.find((c) => isA(c, 'HexGrid'));
  return {
    name: z.attrs['name'] ?? '',
    polygon,
    locationFormat: z.attrs['locationFormat'] ?? '$name$',
    useParentGrid: z.attrs['useParentGrid'] === 'true',
    grid: g ? hexGrid(g, w, h) : undefined,
  };
}

const SQRT3_2 = Math.sqrt(3) / 2;

function hexGrid(g: XmlNode, width: number, height: number): VassalHexGrid {
  const a = g.attrs;
  const dy = a['dy'] !== undefined ? Number(a['dy']) : 64;
  const dx = a['dx'] !== undefined ? Number(a['dx']) : SQRT3_2 * dy;
  const n = g.children.find((c) => isA(c, 'HexGridNumbering'));
  return {
    sideways: a['sideways'] === 'true',
    dx,
    dy,
    x0: a['x0'] !== undefined ? Number(a['x0']) : 0,
    y0: a['y0'] !== undefined ? Number(a['y0']) : 32,
    width,
    height,
    numbering: n ? numbering(n) : undefined,
  };
}

function numbering(n: XmlNode): VassalNumbering {
  const a = n.attrs;
  const d = DEFAULT_NUMBERING;
  const int = (k: string, def: number) => (a[k] !== undefined && a[k] !== '' ? Number(a[k]) : def);
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

/** A slot's text is an AddPiece command: "+/" id "/" type "/" state. */
export function slotPiece(text: string): { type: string; state: string } {
  const t = text.trim().startsWith('+/') ? text.trim().slice(2) : text;
  const [, type = '', state = ''] = decodeSequence(t, '/');
  return { type, state };
}

function readPieceSlots(root: XmlNode): VassalPieceDefinition[] {
  const out: VassalPieceDefinition[] = [];
  const walk = (n: XmlNode, folder: string[]) => {
    for (const c of n.children) {
      if (isA(c, 'PrototypesContainer', 'PrototypeDefinition')) continue;
      if (isA(c, 'PieceSlot', 'CardSlot')) {
        const { type, state } = slotPiece(c.text);
        out.push({ entry: c.attrs['entryName'] ?? '', gpid: c.attrs['gpid'] ?? '', type, state, folder });
      } else walk(c, c.attrs['entryName'] ? [...folder, c.attrs['entryName']] : folder);
    }
  };
  walk(root, []);
  return out;
}
