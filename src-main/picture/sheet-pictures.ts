import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { LIMITS } from '../../shared/import/import-limits.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { Picture } from '../../shared/model/campaign-schema.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';

/**
 * A sheet's picture as a campaign file keeps it (a row of its pictures table, as the VASSAL
 * import keeps its boards), so a campaign saved from the pictures wizard draws its scans under the
 * map from its backdrop. The scanner's own file is kept where a browser shows it just as the
 * reading saw it (PNG, JPEG or GIF, not turned by a camera's orientation tag); any other (TIFF,
 * WebP) is stored as a PNG of the pixels the reading saw.
 */
export interface SheetSource {
  /** the bytes the referee loaded (or the campaign held), when they can be stored as they are */
  bytes: Uint8Array;
  mime: Picture['mime'] | undefined;
}

const STORED: Record<string, Picture['mime']> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' };

/** What of a loaded picture file (already decoded into `picture`) a campaign can store as it is. */
export async function sheetSource(bytes: Uint8Array, picture: RgbaPicture): Promise<SheetSource> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const same = (meta.orientation ?? 1) === 1 && meta.width === picture.width && meta.height === picture.height;
  return { bytes, mime: same ? STORED[meta.format ?? ''] : undefined };
}

/**
 * Writes one sheet's picture into `dir` as a file a new campaign reads its picture row from (one
 * picture in memory at a time), and returns that row: its own bytes when storable, else the
 * decoded pixels as a PNG of the same size, so the backdrop's boards fit it.
 */
async function writeSheetPicture(
  dir: string,
  id: string,
  picture: RgbaPicture,
  source: SheetSource | undefined,
  k: number,
): Promise<Picture> {
  let mime = source?.mime;
  let bytes: Uint8Array | undefined = mime ? source!.bytes : undefined;
  if (!bytes || !mime) {
    mime = 'image/png';
    bytes = await sharp(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.length), {
      raw: { width: picture.width, height: picture.height, channels: 4 },
      limitInputPixels: LIMITS.picturePixels,
    })
      .png({ compressionLevel: 6 })
      .toBuffer()
      .catch((e: unknown) => {
        throw new CommandError(
          `the picture "${id}" could not be stored in the campaign: ${(e as Error).message}`,
          'file',
        );
      });
  }
  // our own temporary folder, never a file the referee named
  writeFileSync(join(dir, `picture-${k}`), bytes);
  return { id, mime, width: picture.width, height: picture.height, file: join(dir, `picture-${k}`) };
}

/**
 * The pictures a campaign must hold for its backdrop: each sheet's, as files in `dir` to be read
 * into the new campaign one at a time; a board no sheet was loaded from (a VASSAL board holding no
 * sheet of this map) from the open campaign it came with.
 */
export async function backdropPictures(
  game: GameDefinition,
  dir: string,
  sheets: Iterable<{ file: string; picture: RgbaPicture; source?: SheetSource }>,
  stored: (id: string) => { data: Uint8Array; mime: string; width: number; height: number } | undefined,
): Promise<Picture[]> {
  const list = [...sheets];
  const ids = [...new Set((game.map.backdrop?.boards ?? []).map((b) => b.picture))];
  const out: Picture[] = [];
  for (const [k, id] of ids.entries()) {
    const sheet = list.find((s) => s.file === id);
    if (sheet) {
      out.push(await writeSheetPicture(dir, id, sheet.picture, sheet.source, k));
      continue;
    }
    const held = stored(id);
    if (!held)
      throw new CommandError(`the map's backdrop names a picture "${id}" that no sheet was loaded from`, 'file');
    writeFileSync(join(dir, `picture-${k}`), held.data);
    out.push({
      id,
      mime: held.mime as Picture['mime'],
      width: held.width,
      height: held.height,
      file: join(dir, `picture-${k}`),
    });
  }
  return out;
}
