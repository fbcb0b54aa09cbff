import { accessSync, constants } from 'node:fs';
import { LIMITS, checkPictureSize } from '../../../shared/import/import-limits.js';
import { LazyZip, bytesSource, fileSource, type ZipSource } from '../lazy-zip.js';
import { imageInfo } from './image-size.js';
import { ImportError } from './import-error.js';

/**
 * The entries of a module, save or log as a record whose values are inflated only when read (and
 * again at each read: nothing large is kept by the record), under the zip caps. A picture's header
 * is read on its own, so its size is known and capped before its bytes are inflated.
 */
const zips = new WeakMap<object, LazyZip>();
const PICTURE = /\.(png|jpe?g|gif|bmp|svg|webp|tiff?)$/i;
/** enough of a JPEG to reach its start-of-frame past the usual EXIF and colour profile */
const HEADER_BYTES = 256 * 1024;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/** Refuses a file that cannot be opened, naming it as given. */
export function readable(path: string): string {
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw new ImportError(`${path} could not be read (no such file, or no permission)`);
  }
  return path;
}

export function unzipNamed(input: Uint8Array | string, label: string, what: string): Record<string, Uint8Array> {
  const src: ZipSource = typeof input === 'string' ? fileSource(input) : bytesSource(input);
  let zip: LazyZip;
  try {
    if (!isZip(src.read(0, 4))) throw new ImportError(`${label} is not a zip file (${what})`);
    zip = new LazyZip(src, label);
  } catch (e) {
    src.close();
    throw e instanceof ImportError ? e : importError(e, label);
  }
  const files: Record<string, Uint8Array> = {};
  for (const name of zip.names())
    Object.defineProperty(files, name, {
      enumerable: true,
      get: () => {
        try {
          return zip.read(name, PICTURE.test(name) ? LIMITS.zipEntryBytes : LIMITS.textEntryBytes);
        } catch (e) {
          throw importError(e, label);
        }
      },
    });
  zips.set(files, zip);
  return files;
}

/** A picture entry's first bytes, refused when its header claims more pixels than the caps allow. */
export function pictureHead(files: Record<string, Uint8Array>, name: string, label: string): Uint8Array {
  const zip = zips.get(files);
  const head = zip ? zip.head(name, HEADER_BYTES) : files[name];
  if (!head) return new Uint8Array(0);
  const info = imageInfo(head);
  if (info) {
    try {
      checkPictureSize(info.width, info.height, `picture ${name}`);
    } catch (e) {
      throw importError(e, label);
    }
  }
  return head;
}

function importError(e: unknown, label: string): ImportError {
  const message = (e as Error).message;
  if (e instanceof ImportError) return e;
  if ((e as Error).name === 'LimitError') return new ImportError(`${label}: ${message}`);
  return new ImportError(`${label} is a damaged zip file: ${message}`);
}
