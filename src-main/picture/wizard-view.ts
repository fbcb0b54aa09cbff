import sharp from 'sharp';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import { LIMITS } from '../../shared/import/import-limits.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { Alignment } from '../../shared/picture/grid-alignment.js';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';
import type { PictureWizardView } from '../../shared/picture/picture-api.js';
import { DOUBTFUL, type PictureReading } from '../../shared/picture/read-picture.js';
import type { SheetSource } from './sheet-pictures.js';

/** One sheet of the game in the making: its picture, how it lies on the grid, and what the screen is sent. */
export interface Sheet {
  picture: RgbaPicture;
  /** the picture's file name, by which the game editor finds the board to place it by */
  file: string;
  dataUrl: string;
  scale: number;
  alignment: Alignment | null;
  /** the bytes it was loaded from, kept for a campaign file to store (sheet-pictures.ts) */
  source?: SheetSource;
}

/**
 * What the wizard's screen shows: the game, each sheet's picture as sent and its alignment, the
 * terrain read in every hex of an aligned sheet with how sure the reading is (and how many hexes
 * are doubtful, for the referee to look at first), and the hexsides proposed, numbered.
 */
export function wizardView(
  game: GameDefinition,
  grid: HexGrid,
  sheets: ReadonlyMap<string, Sheet>,
  reading: PictureReading | undefined,
  fromCampaign: boolean,
): PictureWizardView {
  const hexes: PictureWizardView['hexes'] = [];
  let doubtful = 0;
  // a hex is read where its sheet was aligned when the reading ran
  const isRead = (i: number) => grid.exists[i] && sheets.get(grid.section(i)!.id)?.alignment != null;
  if (reading) {
    for (let i = 0; i < grid.size; i++) {
      if (!isRead(i)) continue;
      const code = game.map.hexes[grid.row(i)]![grid.col(i)];
      const c = reading.confidence[i]!;
      if (c < DOUBTFUL) doubtful++;
      hexes.push({
        hex: grid.printedId(i),
        terrain: game.terrain.find((t) => t.code === code)?.id ?? '',
        confidence: c,
      });
    }
  }
  return {
    game,
    sheets: [...sheets].map(([sheet, s]) => ({
      sheet,
      width: s.picture.width,
      height: s.picture.height,
      dataUrl: s.dataUrl,
      scale: s.scale,
      alignment: s.alignment,
    })),
    hexes,
    proposals: (reading?.proposals ?? []).map((p) => ({
      feature: p.feature,
      kind: p.kind,
      a: grid.printedId(p.a),
      b: grid.printedId(p.b),
      score: Math.round(p.score * 100) / 100,
      confidence: Math.round(p.confidence * 100) / 100,
    })),
    doubtful,
    ...(fromCampaign ? { fromCampaign: true } : {}),
  };
}

/** The longest side of the picture the screen gets (the reading always uses the full picture). */
const SCREEN_MAX = 4000;

/** A sheet's picture as the screen is sent it: a JPEG no longer than SCREEN_MAX on a side, and its scale. */
export async function screenPicture(sheet: string, picture: RgbaPicture): Promise<Pick<Sheet, 'dataUrl' | 'scale'>> {
  const scale = Math.min(1, SCREEN_MAX / Math.max(picture.width, picture.height));
  const jpeg = await sharp(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.length), {
    raw: { width: picture.width, height: picture.height, channels: 4 },
    // decodePicture already held it to the picture caps: the same cap, not sharp's lower default
    limitInputPixels: LIMITS.picturePixels,
  })
    .resize(Math.max(1, Math.round(picture.width * scale)), Math.max(1, Math.round(picture.height * scale)))
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch((e: unknown) => {
      throw new CommandError(
        `the picture of sheet ${sheet} (${picture.width} x ${picture.height} pixels) could not be prepared for the screen: ${(e as Error).message}`,
        'picture',
      );
    });
  return { scale, dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
}
