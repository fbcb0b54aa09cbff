import sharp from 'sharp';
import { turnedPicture } from '../../../shared/import/vassal/board-placement.js';
import type { MapLattice } from '../../../shared/import/vassal/map-lattice.js';
import type { Picture } from '../../../shared/model/campaign-schema.js';
import type { ModuleFile } from './read-module.js';

/**
 * The pictures of the boards a set-up lays turned 180° (VASSAL draws a reversed board's picture
 * upside down, and its grid with it), by their turned key (turnedPicture). `turn` false — the
 * wizard's preview, which draws no board — keeps each picture as it is rather than decode it.
 * The picture's size was checked against the picture caps when the module was read.
 */
export async function turnedBoardPictures(
  file: ModuleFile,
  lattice: MapLattice,
  turn: boolean,
): Promise<Map<string, Picture>> {
  const out = new Map<string, Picture>();
  for (const p of lattice.placed) {
    const image = p.board.image;
    if (!p.reversed || !image || out.has(turnedPicture(image))) continue;
    const found = file.picture(image);
    if (!found) continue;
    const id = turnedPicture(image).slice(0, 200);
    const { info } = found;
    const bytes = turn
      ? await sharp(Buffer.from(found.bytes), { limitInputPixels: false }).rotate(180).png().toBuffer()
      : Buffer.from(found.bytes);
    out.set(turnedPicture(image), {
      id,
      mime: turn ? 'image/png' : info.mime,
      width: info.width,
      height: info.height,
      data: bytes.toString('base64'),
    });
  }
  return out;
}
