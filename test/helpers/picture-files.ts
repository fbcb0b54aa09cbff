import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';

/** Writes a rendered map picture as a PNG file, as a scanner would have. */
export async function writePng(picture: RgbaPicture, file: string): Promise<void> {
  const png = await sharp(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.length), {
    raw: { width: picture.width, height: picture.height, channels: 4 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  writeFileSync(file, png);
}
