import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { Inflate } from 'fflate';
import { LIMITS, LimitError, checkCount } from '../../shared/import/import-limits.js';

/**
 * A zip file read lazily: only its central directory up front, each entry inflated when it is used
 * (a module holds hundreds of pictures an import never needs), each under the per-entry cap and all
 * of them under the total cap. The declared sizes are checked first and the inflation itself is
 * bounded too, since a zip bomb declares whatever it likes.
 */
export interface ZipSource {
  size: number;
  read(position: number, length: number): Uint8Array;
  close(): void;
}

export function fileSource(path: string): ZipSource {
  const fd = openSync(path, 'r');
  return {
    size: fstatSync(fd).size,
    read(position, length) {
      const b = Buffer.alloc(length);
      const n = readSync(fd, b, 0, length, position);
      return n === length ? b : b.subarray(0, n);
    },
    close: () => closeSync(fd),
  };
}

export function bytesSource(bytes: Uint8Array): ZipSource {
  return { size: bytes.length, read: (p, n) => bytes.subarray(p, p + n), close() {} };
}

interface Entry {
  method: number;
  compressed: number;
  size: number;
  header: number;
}

export class LazyZip {
  private readonly entries = new Map<string, Entry>();
  private inflated = 0;

  constructor(
    private readonly src: ZipSource,
    readonly label: string,
  ) {
    const tailLength = Math.min(src.size, 65_557);
    const tail = Buffer.from(src.read(src.size - tailLength, tailLength));
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0) throw new Error('no end of central directory (truncated, or not a zip)');
    const count = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (count === 0xffff || cdOffset === 0xffffffff) throw new Error('a ZIP64 file (over 4 GB or 65,535 entries)');
    checkCount('zipEntries', count, `${label} lists too many entries`);
    if (cdOffset + cdSize > src.size) throw new Error('the central directory lies past the end of the file');
    const cd = Buffer.from(src.read(cdOffset, cdSize));
    let p = 0;
    for (let k = 0; k < count; k++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50) throw new Error('the central directory is damaged');
      const nameLength = cd.readUInt16LE(p + 28);
      const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
      this.entries.set(name, {
        method: cd.readUInt16LE(p + 10),
        compressed: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        header: cd.readUInt32LE(p + 42),
      });
      p += 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    }
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** An entry's bytes, inflated whole (under the caps), or undefined when the zip lacks it. */
  read(name: string, cap: number = LIMITS.zipEntryBytes): Uint8Array | undefined {
    const e = this.entries.get(name);
    if (!e) return undefined;
    const limit = cap === LIMITS.textEntryBytes ? 'textEntryBytes' : 'zipEntryBytes';
    if (e.size > cap) throw new LimitError(limit, `${this.label}: entry ${name} declares ${e.size} bytes`);
    if (this.inflated + e.size > LIMITS.zipTotalBytes)
      throw new LimitError(
        'zipTotalBytes',
        `${this.label}: entry ${name} would bring the bytes inflated to ${this.inflated + e.size}`,
      );
    const raw = this.src.read(this.dataStart(name, e), e.compressed);
    let out: Uint8Array;
    if (e.method === 0) out = raw;
    else if (e.method === 8) {
      try {
        out = inflateRawSync(raw, { maxOutputLength: Math.min(cap, LIMITS.zipTotalBytes - this.inflated) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new LimitError(limit, `${this.label}: entry ${name} inflates past its declared ${e.size} bytes`);
        throw new Error(`entry ${name} is damaged (${(err as Error).message})`);
      }
    } else throw new Error(`entry ${name} uses compression method ${e.method} (only stored and deflate are read)`);
    this.inflated += out.length;
    return out;
  }

  /** The first bytes of an entry (a picture's header), inflating no more than that. */
  head(name: string, bytes: number): Uint8Array | undefined {
    const e = this.entries.get(name);
    if (!e) return undefined;
    const start = this.dataStart(name, e);
    if (e.method === 0) return this.src.read(start, Math.min(bytes, e.compressed));
    if (e.method !== 8) return undefined;
    const chunks: Uint8Array[] = [];
    let got = 0;
    const inflate = new Inflate((chunk) => {
      chunks.push(chunk);
      got += chunk.length;
    });
    for (let pos = 0; pos < e.compressed && got < bytes; pos += 16_384) {
      const n = Math.min(16_384, e.compressed - pos);
      try {
        inflate.push(this.src.read(start + pos, n), pos + n >= e.compressed);
      } catch {
        break;
      }
    }
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  close(): void {
    this.src.close();
  }

  private dataStart(name: string, e: Entry): number {
    const local = Buffer.from(this.src.read(e.header, 30));
    if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50)
      throw new Error(`the local header of entry ${name} is damaged`);
    return e.header + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  }
}
