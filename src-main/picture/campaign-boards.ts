import { HexGrid } from '../../shared/hex/hex-grid.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { GameEdit } from '../../shared/rules/registered-game-edits.js';
import { backdropSheet } from '../../shared/picture/backdrop-alignment.js';
import type { Alignment } from '../../shared/picture/grid-alignment.js';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';
import { decodePicture } from './load-picture.js';
import type { SheetSource } from './sheet-pictures.js';

/** What the pictures wizard needs of the open campaign: its game now and its stored pictures. */
export interface OpenCampaign {
  game: GameDefinition;
  picture(id: string): { data: Uint8Array; mime: string; width: number; height: number } | undefined;
  /** runs one game edit as a logged command of the campaign */
  edit(edit: GameEdit): void;
}

/** A board's picture as the campaign holds it, under the id its backdrop names it by. */
export interface BoardSource extends SheetSource {
  id: string;
}

/**
 * A campaign made by the VASSAL import starts "new game from pictures" with every sheet
 * aligned: each map section gets the board picture it lies on, decoded, and the alignment the
 * module's grid gives (the one three clicked hex centres would give, exact).
 * A campaign without board pictures is refused with the reason.
 */
export async function alignedBoards(
  open: OpenCampaign,
): Promise<Array<{ sheet: string; picture: RgbaPicture; alignment: Alignment; source: BoardSource }>> {
  const b = open.game.map.backdrop;
  if (!b || b.boards.length === 0)
    throw new CommandError(
      'this campaign has no board pictures under its map (only a campaign made by the VASSAL import has them): start from a game file and pictures instead',
      'campaign',
    );
  const grid = new HexGrid(open.game.map);
  const out: Array<{ sheet: string; picture: RgbaPicture; alignment: Alignment; source: BoardSource }> = [];
  for (const section of open.game.map.sections) {
    const found = backdropSheet(grid, b, section.id);
    if (!found) continue;
    const stored = open.picture(found.board.picture);
    if (!stored)
      throw new CommandError(`the campaign file holds no picture "${found.board.picture}" for its board`, 'campaign');
    const picture = await decodePicture(stored.data, `of board "${found.board.name || found.board.picture}"`);
    // in the picture's own pixels: the module may give the board a size other than the file's
    const { alignment } = backdropSheet(grid, b, section.id, () => picture)!;
    const mime = (['image/png', 'image/jpeg', 'image/gif'] as const).find((m) => m === stored.mime);
    out.push({ sheet: section.id, picture, alignment, source: { id: found.board.picture, bytes: stored.data, mime } });
  }
  if (!out.length) throw new CommandError('no sheet of this map lies on one of its board pictures', 'campaign');
  return out;
}
