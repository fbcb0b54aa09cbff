import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import type { VassalNumbering } from '../../shared/import/vassal/hex-numbering.js';
import { obfuscate } from '../../src-main/import/vassal/deobfuscate.js';

/**
 * Writes VASSAL modules and saves for the tests, with our own code (no third-party module in the
 * repository): a buildFile.xml, small PNG boards and counters, an obfuscated savedGame.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An 8-bit RGB PNG from its scanlines, each a filter byte (0, none) and the row's RGB. */
function pngFromScanlines(width: number, height: number, raw: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG from raw RGB rows. */
export function pngFromRgb(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((1 + width * 3) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
  return pngFromScanlines(width, height, raw);
}

/**
 * A board picture as a printed map would look to the test: paper colour, a river band, and a dark
 * dot on every hex centre of a (flat-top) VASSAL grid, so a screen can show whether the grid lines up.
 */
export function boardPicture(
  width: number,
  height: number,
  g: { dx: number; dy: number; x0: number; y0: number },
): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const river = Math.abs(y - (height * 0.55 + 40 * Math.sin(x / 60))) < 6;
      rgb.set(river ? [70, 120, 200] : [222, 208, 170], (y * width + x) * 3);
    }
  for (let k = 0; g.x0 + k * g.dx < width; k++)
    for (let j = -1; g.y0 + j * g.dy < height; j++) {
      const cx = Math.round(g.x0 + k * g.dx);
      const cy = Math.round(g.y0 + j * g.dy + (k % 2 ? g.dy / 2 : 0));
      for (let y = cy - 4; y <= cy + 4; y++)
        for (let x = cx - 4; x <= cx + 4; x++)
          if (x >= 0 && y >= 0 && x < width && y < height && (x - cx) ** 2 + (y - cy) ** 2 <= 16)
            rgb.set([30, 30, 30], (y * width + x) * 3);
    }
  return pngFromRgb(width, height, rgb);
}

/** A PNG of one colour with a darker one-pixel frame (boards and counters). */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const framed = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) {
    row.set(x === 0 || x === width - 1 ? rgb.map((v) => v >> 1) : rgb, 1 + 3 * x);
    framed.set(
      rgb.map((v) => v >> 1),
      1 + 3 * x,
    );
  }
  const raw = Buffer.alloc((1 + width * 3) * height);
  for (let y = 0; y < height; y++) (y === 0 || y === height - 1 ? framed : row).copy(raw, y * row.length);
  return pngFromScanlines(width, height, raw);
}

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
  zones?: Array<{ name: string; path: Array<[number, number]>; locationFormat?: string; grid?: GridSpec }>;
}

export interface ModuleSpec {
  name: string;
  version?: string;
  maps: Array<{ name: string; boards: BoardSpec[]; setup?: string; edgeWidth?: number; edgeHeight?: number }>;
  prototypes?: Record<string, { type: string; state: string }>;
  slots?: Array<{ entry: string; gpid: string; type: string; state: string; folder?: string }>;
  images?: Record<string, Buffer>;
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

function boardXml(b: BoardSpec): string {
  let grid = b.grid ? gridXml(b.grid) : '';
  if (b.zones?.length) {
    const zones = b.zones
      .map(
        (z) =>
          `<VASSAL.build.module.map.boardPicker.board.mapgrid.Zone name="${esc(z.name)}" path="${z.path.map(([x, y]) => `${x},${y}`).join(';')}" locationFormat="${esc(z.locationFormat ?? '$name$')}" useParentGrid="false">${z.grid ? gridXml(z.grid) : ''}</VASSAL.build.module.map.boardPicker.board.mapgrid.Zone>`,
      )
      .join('');
    grid = `<VASSAL.build.module.map.boardPicker.board.ZonedGrid>${zones}${grid}</VASSAL.build.module.map.boardPicker.board.ZonedGrid>`;
  }
  return `<VASSAL.build.module.map.boardPicker.Board name="${esc(b.name)}" image="${esc(b.image ?? '')}" width="${b.width}" height="${b.height}">${grid}</VASSAL.build.module.map.boardPicker.Board>`;
}

export function buildFileXml(spec: ModuleSpec): string {
  const maps = spec.maps
    .map(
      (m) =>
        `<VASSAL.build.module.Map mapName="${esc(m.name)}" edgeWidth="${m.edgeWidth ?? 0}" edgeHeight="${m.edgeHeight ?? 0}"><VASSAL.build.module.map.BoardPicker>${m.setup ? `<setup>${esc(m.setup)}</setup>` : ''}${m.boards.map(boardXml).join('')}</VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map>`,
    )
    .join('\n');
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
<VASSAL.build.GameModule name="${esc(spec.name)}" version="${spec.version ?? '1.0'}" VassalVersion="3.7.0">
${maps}
<VASSAL.build.module.PieceWindow name="Counters"><VASSAL.build.widget.ListWidget entryName="Units">
${slots}
</VASSAL.build.widget.ListWidget></VASSAL.build.module.PieceWindow>
<VASSAL.build.module.PrototypesContainer>${protos}</VASSAL.build.module.PrototypesContainer>
</VASSAL.build.GameModule>`;
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
      if (b.image && !(b.image in (spec.images ?? {})))
        files[`images/${b.image}`] = png(b.width, b.height, [200, 190, 150]);
  for (const [name, bytes] of Object.entries(spec.images ?? {})) files[`images/${name}`] = bytes;
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
