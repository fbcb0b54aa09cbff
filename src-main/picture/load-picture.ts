import sharp from 'sharp';
import { LIMITS, checkPictureSize } from '../../shared/import/import-limits.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';

/**
 * Decodes a map sheet's picture (PNG, JPEG, TIFF, WebP: what scanners write) into RGBA pixels for
 * the classifier in shared/. A file that is missing or not a picture is refused with its name; so
 * is one whose header claims more pixels than the picture caps, before a byte of it is decoded.
 */
export async function loadPicture(file: string): Promise<RgbaPicture> {
  return decodePicture(file, file);
}

/** Decodes a picture from a file path or from its bytes (the app sends the bytes). */
export async function decodePicture(input: string | Uint8Array, label: string): Promise<RgbaPicture> {
  try {
    // the header only: sharp reads the size without decoding the pixels
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    checkPictureSize(meta.width ?? 0, meta.height ?? 0, `the picture ${label}`);
    const { data, info } = await sharp(input, { limitInputPixels: LIMITS.picturePixels })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // in shared memory: reading terrain runs in a worker thread, which reads the pixels where they are
    const shared = new Uint8Array(new SharedArrayBuffer(data.length));
    shared.set(data);
    return { data: shared, width: info.width, height: info.height };
  } catch (e) {
    if ((e as Error).name === 'LimitError')
      throw new CommandError(`${(e as Error).message}. Scale it down and load it again`, 'picture');
    const why = (e as Error).message.replace(/^Input file is missing: .*/, 'no such file');
    throw new CommandError(`the picture ${label} could not be read: ${why}`, 'picture');
  }
}
