import sharp from 'sharp';
import { CommandError } from '../../shared/model/command-error.js';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';

/**
 * Decodes a map sheet's picture (PNG, JPEG, TIFF, WebP: what scanners write) into RGBA pixels for
 * the classifier in shared/. A file that is missing or not a picture is refused with its name.
 */
export async function loadPicture(file: string): Promise<RgbaPicture> {
  return decodePicture(file, file);
}

/** a scan of a large sheet at 600 dpi is about 300 million pixels; four bytes each must fit in memory */
export const MAX_PIXELS = 500_000_000;

/** Decodes a picture from a file path or from its bytes (the app sends the bytes). */
export async function decodePicture(input: string | Uint8Array, label: string): Promise<RgbaPicture> {
  // its size first, from the header: a picture too large to hold is refused by name, not run out of memory on
  const size = await sharp(input, { limitInputPixels: false })
    .metadata()
    .then((m) => (m.width ?? 0) * (m.height ?? 0))
    .catch(() => 0);
  if (size > MAX_PIXELS)
    throw new CommandError(
      `the picture ${label} is too large: ${Math.round(size / 1e6)} million pixels, and at most ${MAX_PIXELS / 1e6} million can be read. Scale it down and load it again`,
      'picture',
    );
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 1_000_000_000 })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } catch (e) {
    const why = (e as Error).message.replace(/^Input file is missing: .*/, 'no such file');
    throw new CommandError(`the picture ${label} could not be read: ${why}`, 'picture');
  }
}
