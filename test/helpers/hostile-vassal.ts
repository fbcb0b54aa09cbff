import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { basicState, basicType, buildModule } from './vassal-module-writer.js';
import { scenarioModule, type GRID } from './vassal-scenario.js';

/**
 * Hostile VASSAL modules for the caps' tests and the bench: each small on disk, each costing
 * minutes or gigabytes to a reader without caps.
 */

/** A module whose first board's grid has the given steps. */
export function gridModule(grid: Partial<typeof GRID>): Buffer {
  const spec = scenarioModule();
  spec.maps[0]!.boards[0]!.grid = { ...spec.maps[0]!.boards[0]!.grid!, ...grid };
  return buildModule(spec);
}

/**
 * A PNG whose header claims width x height, followed by `body` as its (undecodable) image data:
 * what reads the header sees a picture of that size; nothing in it can be decoded.
 */
export function pngHeader(width: number, height: number, body = deflateSync(Buffer.alloc(1024))): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', body),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** Both boards' pictures claiming 20,000 x 14,000 px (under the picture caps) under a 2 px grid. */
export function hugeGridModule(): Buffer {
  const spec = scenarioModule();
  for (const b of spec.maps[0]!.boards) b.grid = { ...b.grid!, dx: 2, dy: 2 };
  spec.images = { ...spec.images, 'west.png': pngHeader(20_000, 14_000), 'east.png': pngHeader(20_000, 14_000) };
  return buildModule(spec);
}

/** A module whose west board's picture claims the given size. */
export function hugePictureModule(width: number, height: number): Buffer {
  const spec = scenarioModule();
  spec.images = { ...spec.images, 'west.png': pngHeader(width, height) };
  return buildModule(spec);
}

/** A module with one piece of `depth` nested Marker traits, encoded as VASSAL nests them. */
export function nestedTraitsModule(depth: number): Buffer {
  const links = Array.from({ length: depth }, (_, k) => `mark;Level${k}`);
  links.push(basicType('ger-inf.png', 'Deep 4-3-8'));
  // the k-th link's tab escaped by k backslashes, built directly (encoding level by level is n³)
  const type = links.map((l, k) => (k === depth ? l : l + '\\'.repeat(k) + '\t')).join('');
  const spec = scenarioModule();
  spec.slots = [{ entry: 'Deep', gpid: '99', type, state: basicState(null, 0, 0) }];
  return buildModule(spec);
}

interface RawEntry {
  name: string;
  /** the entry's bytes as stored (deflated when method is 8) */
  data: Buffer;
  method: 0 | 8;
  /** the inflated size the zip declares (a bomb may lie) */
  declared: number;
}

/** A zip written entry by entry, declaring whatever sizes it is told to. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(e.method, 10);
    cd.writeUInt32LE(e.data.length, 20);
    cd.writeUInt32LE(e.declared, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    central.push(cd, name);
    offset += 30 + name.length + e.data.length;
  }
  const cdBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBytes, end]);
}

/** `mb` megabytes of zeros, deflated (about a thousandth of that). */
export function zeros(mb: number): Buffer {
  return deflateRawSync(Buffer.alloc(mb * 1024 * 1024), { level: 1 });
}

/**
 * The scenario module with an extra entry that inflates to `mb` MB: unused (a bomb an eager reader
 * inflates anyway), or as the build file itself, declaring its true size or lying.
 */
export function bombModule(mb: number, where: 'unused' | 'build file' | 'build file, lying'): Buffer {
  const entries = Object.entries(unzipSync(buildModule(scenarioModule())))
    .filter(([name]) => where === 'unused' || name !== 'buildFile.xml')
    .map(([name, data]) => ({ name, data: Buffer.from(data), method: 0 as const, declared: data.length }));
  const name = where === 'unused' ? 'images/unused-scan.png' : 'buildFile.xml';
  const declared = where === 'build file, lying' ? 1000 : mb * 1024 * 1024;
  return rawZip([...entries, { name, data: zeros(mb), method: 8, declared }]);
}

/** The scenario module with its west board a picture file of `mb` MB (stored, as VASSAL stores PNGs). */
export function bigBoardModule(mb: number, width = 8000, height = 6000): Buffer {
  const entries = Object.entries(unzipSync(buildModule(scenarioModule())))
    .filter(([name]) => name !== 'images/west.png')
    .map(([name, data]) => ({ name, data: Buffer.from(data), method: 0 as const, declared: data.length }));
  const west = pngHeader(width, height, Buffer.alloc(mb * 1024 * 1024, 7));
  return rawZip([...entries, { name: 'images/west.png', data: west, method: 0, declared: west.length }]);
}
