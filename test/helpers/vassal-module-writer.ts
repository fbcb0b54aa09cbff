import { zipSync } from 'fflate';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import type { VassalNumbering } from '../../shared/import/vassal/hex-numbering.js';
import { obfuscate } from '../../src-main/import/vassal/deobfuscate.js';
import { png } from './png-writer.js';

export { boardPicture, png, pngFromRgb } from './png-writer.js';

/**
 * Writes VASSAL modules and saves for the tests, with our own code (no third-party module in the
 * repository): a buildFile.xml, small PNG boards and counters, an obfuscated savedGame.
 */
/** A trait chain (outermost first, the BasicPiece's text last), encoded as VASSAL nests it. */
export function chain(links: string[]): string {
  return links.reduceRight((inner, link) => encodeSequence([link, inner], '\t'));
}

export function basicType(image: string, name: string): string {
  return 'piece;' + encodeSequence(['', '', image, name], ';');
}

export function basicState(map: string | null, x: number, y: number, gpid = ''): string {
  return encodeSequence([map ?? 'null', String(x), String(y), gpid, '0'], ';');
}

/** "+/id/type/state", as a PieceSlot, PrototypeDefinition or save holds it. */
export function addPiece(id: string, type: string, state: string): string {
  return '+/' + encodeSequence([id, type, state], '/');
}

export interface GridSpec {
  dx: number;
  dy: number;
  x0: number;
  y0: number;
  sideways?: boolean;
  numbering?: Partial<VassalNumbering>;
}

export interface BoardSpec {
  name: string;
  /** picture size; the picture itself is generated unless omitted */
  width: number;
  height: number;
  image?: string;
  grid?: GridSpec;
  zones?: Array<{
    name: string;
    path: Array<[number, number]>;
    locationFormat?: string;
    grid?: GridSpec;
    useParentGrid?: boolean;
    squareGrid?: boolean;
  }>;
  /** a square grid instead of a hex grid (noted and skipped by the import) */
  squareGrid?: boolean;
  /** VASSAL's "reversible": a set-up may lay it turned 180° ("name/rev") */
  reversible?: boolean;
}

export interface ModuleSpec {
  name: string;
  version?: string;
  maps: Array<{
    name: string;
    boards: BoardSpec[];
    setup?: string;
    edgeWidth?: number;
    edgeHeight?: number;
    /** the map's class: a Map (default), a chart window's WidgetMap, or the module's own Java class */
    className?: string;
  }>;
  /** the build file's root: GameModule, or the VASSAL 3.0-era BasicModule */
  root?: 'VASSAL.build.GameModule' | 'VASSAL.launch.BasicModule';
  /** the PlayerRoster's sides */
  roster?: string[];
  /** predefined set-ups: a menu path ("Scenarios/First Day") and the save's commands */
  setups?: Array<{ name: string; file: string; commands: string[]; menu?: string }>;
  prototypes?: Record<string, { type: string; state: string }>;
  slots?: Array<{ entry: string; gpid: string; type: string; state: string; folder?: string }>;
  images?: Record<string, Buffer>;
  /** pictures the boards name that the module leaves out (bad-input tests) */
  omitImages?: string[];
  /** leave out the build file (bad-input tests) */
  noBuildFile?: boolean;
  /** name the build file "buildFile" (modules before VASSAL 3.5) */
  oldBuildFile?: boolean;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;');

function gridXml(g: GridSpec): string {
  const n = g.numbering;
  const numbering = n
    ? `<VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering ${Object.entries(n)
        .map(([k, v]) => `${k === 'hDescend' ? 'hDescend' : k}="${esc(String(v))}"`)
        .join(' ')}/>`
    : '';
  return `<VASSAL.build.module.map.boardPicker.board.HexGrid dx="${g.dx}" dy="${g.dy}" x0="${g.x0}" y0="${g.y0}" sideways="${g.sideways ? 'true' : 'false'}">${numbering}</VASSAL.build.module.map.boardPicker.board.HexGrid>`;
}

const SQUARE = '<VASSAL.build.module.map.boardPicker.board.SquareGrid dx="50" dy="50"/>';

function boardXml(b: BoardSpec): string {
  let grid = b.grid ? gridXml(b.grid) : b.squareGrid ? SQUARE : '';
  if (b.zones?.length) {
    const zones = b.zones
      .map(
        (z) =>
          `<VASSAL.build.module.map.boardPicker.board.mapgrid.Zone name="${esc(z.name)}" path="${z.path.map(([x, y]) => `${x},${y}`).join(';')}" locationFormat="${esc(z.locationFormat ?? '$name$')}" useParentGrid="${z.useParentGrid ? 'true' : 'false'}">${z.grid ? gridXml(z.grid) : ''}${z.squareGrid ? SQUARE : ''}</VASSAL.build.module.map.boardPicker.board.mapgrid.Zone>`,
      )
      .join('');
    grid = `<VASSAL.build.module.map.boardPicker.board.ZonedGrid>${zones}${grid}</VASSAL.build.module.map.boardPicker.board.ZonedGrid>`;
  }
  return `<VASSAL.build.module.map.boardPicker.Board name="${esc(b.name)}" image="${esc(b.image ?? '')}" width="${b.width}" height="${b.height}"${b.reversible ? ' reversible="true"' : ''}>${grid}</VASSAL.build.module.map.boardPicker.Board>`;
}

function mapXml(m: ModuleSpec['maps'][number]): string {
  const tag = m.className ?? 'VASSAL.build.module.Map';
  const xml = `<${tag} mapName="${esc(m.name)}" edgeWidth="${m.edgeWidth ?? 0}" edgeHeight="${m.edgeHeight ?? 0}"><VASSAL.build.module.map.BoardPicker>${m.setup ? `<setup>${esc(m.setup)}</setup>` : ''}${m.boards.map(boardXml).join('')}</VASSAL.build.module.map.BoardPicker></${tag}>`;
  // a chart window's map sits inside its MapWidget, inside a ChartWindow, as VASSAL nests them
  return tag.endsWith('WidgetMap')
    ? `<VASSAL.build.widget.ChartWindow name="${esc(m.name)}"><VASSAL.build.widget.MapWidget entryName="${esc(m.name)}">${xml}</VASSAL.build.widget.MapWidget></VASSAL.build.widget.ChartWindow>`
    : xml;
}

function setupsXml(spec: ModuleSpec): string {
  const menus = new Map<string, string[]>();
  for (const s of spec.setups ?? []) {
    const xml = `<VASSAL.build.module.PredefinedSetup name="${esc(s.name)}" file="${esc(s.file)}" useFile="true" isMenu="false"/>`;
    menus.set(s.menu ?? '', [...(menus.get(s.menu ?? '') ?? []), xml]);
  }
  return [...menus]
    .map(([menu, items]) =>
      menu
        ? `<VASSAL.build.module.PredefinedSetup name="${esc(menu)}" isMenu="true" useFile="false">${items.join('')}</VASSAL.build.module.PredefinedSetup>`
        : items.join(''),
    )
    .join('\n');
}

export function buildFileXml(spec: ModuleSpec): string {
  const maps = spec.maps.map(mapXml).join('\n');
  const roster = spec.roster
    ? `<VASSAL.build.module.PlayerRoster>${spec.roster.map((r) => `<entry>${esc(r)}</entry>`).join('')}</VASSAL.build.module.PlayerRoster>`
    : '';
  const root = spec.root ?? 'VASSAL.build.GameModule';
  const protos = Object.entries(spec.prototypes ?? {})
    .map(
      ([name, p]) =>
        `<VASSAL.build.module.PrototypeDefinition name="${esc(name)}">${esc(addPiece('null', p.type, p.state))}</VASSAL.build.module.PrototypeDefinition>`,
    )
    .join('\n');
  const slots = (spec.slots ?? [])
    .map(
      (s) =>
        `<VASSAL.build.widget.PieceSlot entryName="${esc(s.entry)}" gpid="${s.gpid}" width="75" height="75">${esc(addPiece('null', s.type, s.state))}</VASSAL.build.widget.PieceSlot>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<${root} name="${esc(spec.name)}" version="${spec.version ?? '1.0'}" VassalVersion="3.7.0">
${roster}
${maps}
${setupsXml(spec)}
<VASSAL.build.module.PieceWindow name="Counters"><VASSAL.build.widget.ListWidget entryName="Units">
${slots}
</VASSAL.build.widget.ListWidget></VASSAL.build.module.PieceWindow>
<VASSAL.build.module.PrototypesContainer>${protos}</VASSAL.build.module.PrototypesContainer>
</${root}>`;
}

export function moduledata(name: string, version = '1.0'): string {
  return `<?xml version="1.0" encoding="UTF-8"?><data version="1"><version>${version}</version><VassalVersion>3.7.0</VassalVersion><name>${esc(name)}</name></data>`;
}

/** The module as a .vmod (zip); board pictures are generated for boards that name one. */
export function buildModule(spec: ModuleSpec): Buffer {
  const files: Record<string, Uint8Array> = { moduledata: Buffer.from(moduledata(spec.name, spec.version)) };
  if (!spec.noBuildFile) files[spec.oldBuildFile ? 'buildFile' : 'buildFile.xml'] = Buffer.from(buildFileXml(spec));
  for (const m of spec.maps)
    for (const b of m.boards)
      if (b.image && !(b.image in (spec.images ?? {})) && !spec.omitImages?.includes(b.image))
        files[`images/${b.image}`] = png(b.width, b.height, [200, 190, 150]);
  for (const [name, bytes] of Object.entries(spec.images ?? {})) files[`images/${name}`] = bytes;
  for (const s of spec.setups ?? []) files[s.file] = buildSave(spec.name, s.commands);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** A save (.vsav): begin_save, the commands, end_save, joined as VASSAL joins commands (ESC), obfuscated unless plain. */
export function buildSave(
  moduleName: string,
  commands: string[],
  opts: { plain?: boolean; raw?: Buffer } = {},
): Buffer {
  const text = encodeSequence(['begin_save', ...commands, 'end_save'], '\u001b');
  const saved = opts.raw ?? (opts.plain ? Buffer.from(text, 'utf8') : obfuscate(text));
  return Buffer.from(zipSync({ savedGame: saved, moduledata: Buffer.from(moduledata(moduleName)) }, { level: 0 }));
}
