import { basename } from 'node:path';
import type {
  VassalBoard,
  VassalMap,
  VassalModule,
  VassalPieceDefinition,
} from '../../../shared/import/vassal/module-model.js';
import { decodeSequence } from '../../../shared/import/vassal/sequence-encoder.js';
import { imageInfo, type ImageInfo } from './image-size.js';
import { ImportError } from './import-error.js';
import { pictureHead, readable, unzipNamed } from './module-entries.js';
import { gridRegions } from '../../../shared/import/vassal/grid-regions.js';
import { readBoardGrids } from './read-board-grids.js';
import { readRosterSides, readSetups } from './read-roster-setups.js';
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
  /** any file of the module by its entry name (a predefined set-up's save, an SVG picture) */
  entry(name: string): Uint8Array | undefined;
  label: string;
}

export { unzipNamed };

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
  const roots = parseXml(Buffer.from(build).toString('utf8'), `${label}: the build file`);
  // VASSAL 3.0-era modules name their root VASSAL.launch.BasicModule; VASSAL reads both
  const root = roots.find((r) => isA(r, 'GameModule', 'BasicModule'));
  if (!root)
    throw new ImportError(
      `${label}: the build file's root is ${roots[0] ? `"${roots[0].tag}"` : 'missing'}, not a GameModule (or the older BasicModule)`,
    );
  const data = files['moduledata']
    ? parseXml(Buffer.from(files['moduledata']).toString('utf8'), `${label}: moduledata`)
    : [];
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
  const notes: string[] = [];
  const { maps, customMaps } = readMaps(root, label, picture, notes);
  const module: VassalModule = {
    name: dataText('name') || root.attrs['name'] || label,
    version: dataText('version') || root.attrs['version'] || '',
    maps,
    sides: readRosterSides(root),
    setups: readSetups(root),
    customMaps,
    notes,
    pieces: readPieceSlots(root),
    prototypes: Object.fromEntries(
      findAll(root, 'PrototypeDefinition').map((p) => [p.attrs['name'] ?? '', slotPiece(p.text)]),
    ),
  };
  return { module, picture, entry: (name) => files[name] ?? files[`images/${name}`], label };
}

/**
 * Every element holding a BoardPicker is a map: VASSAL's Map, PrivateMap, PlayerHand and the
 * WidgetMap of a chart window; any other class is the module's own Java code, noted by name.
 */
function readMaps(root: XmlNode, label: string, picture: ModuleFile['picture'], notes: string[]) {
  const maps: VassalMap[] = [];
  const customMaps: VassalModule['customMaps'] = [];
  const walk = (n: XmlNode) => {
    for (const c of n.children) {
      if (c.children.some((k) => isA(k, 'BoardPicker'))) {
        // VASSAL numbers every map of any class in one sequence ("Map0", "Map1"), for maps without a name
        const k = maps.length + customMaps.length;
        const name = c.attrs['mapName'] ?? `Map${k}`;
        if (c.tag.startsWith('VASSAL.') || !c.tag.includes('.')) maps.push(readMap(c, k, label, picture, notes));
        else customMaps.push({ name, className: c.tag });
      }
      walk(c);
    }
  };
  walk(root);
  return { maps, customMaps };
}

function readMap(m: XmlNode, k: number, label: string, picture: ModuleFile['picture'], notes: string[]): VassalMap {
  const name = m.attrs['mapName'] ?? `Map${k}`;
  const picker = m.children.find((c) => isA(c, 'BoardPicker'));
  const boards = (picker ? picker.children.filter((c) => isA(c, 'Board')) : []).map((b) => {
    const boardName = b.attrs['name'] ?? '';
    const image = b.attrs['image'] || undefined;
    let width = Number(b.attrs['width']) || 0;
    let height = Number(b.attrs['height']) || 0;
    const p = image ? picture(image) : undefined;
    if (p) {
      width = p.info.width;
      height = p.info.height;
    }
    const board: VassalBoard = {
      name: boardName,
      image: p ? image : undefined,
      width,
      height,
      zones: [],
      ...(b.attrs['reversible'] === 'true' ? { reversible: true } : {}),
    };
    readBoardGrids(b, board, `board "${boardName}" of map "${name}"`, notes);
    if (image && !p) {
      // a hex board's picture gives its size (VASSAL ignores the size attributes of a board with a
      // picture), without which no hex can be placed; a chart's picture is only art
      if (gridRegions(board).length > 0)
        throw new ImportError(
          `${label}: board "${boardName}" of map "${name}" needs the picture images/${image}, which the module does not hold (or it is not a PNG, JPEG or GIF)`,
        );
      notes.push(
        `board "${boardName}" of map "${name}": its picture images/${image} is missing or not a PNG, JPEG or GIF; laid without it`,
      );
    }
    return board;
  });
  return {
    name,
    kind: m.tag.slice(m.tag.lastIndexOf('.') + 1),
    fallbackId: `Map${k}`,
    edgeWidth: Number(m.attrs['edgeWidth']) || 0,
    edgeHeight: Number(m.attrs['edgeHeight']) || 0,
    boards,
    defaultSetup: picker?.children.find((c) => c.tag === 'setup')?.text || undefined,
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
