import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import type { Picture } from '../../shared/model/campaign-schema.js';
import { CommandError } from '../../shared/model/command-error.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { parseGame } from '../../shared/parse-campaign.js';
import { applyReading } from '../../shared/picture/apply-reading.js';
import { backdropOfSheets } from '../../shared/picture/backdrop-alignment.js';
import type { HexsideProposal } from '../../shared/picture/read-picture.js';
import { guardOutput, writeOutput } from '../service/output-guard.js';
import { backdropPictures } from './sheet-pictures.js';
import type { Sheet } from './wizard-view.js';

/** The game in the making as the picture wizard holds it when the referee saves it. */
interface MadeGame {
  game: GameDefinition;
  grid: HexGrid;
  sheets: ReadonlyMap<string, Sheet>;
  /** the hexsides of the last reading the referee accepted */
  accepted: HexsideProposal[];
  /** makes a campaign file of a game file and the pictures its backdrop names, and opens it */
  newCampaign: (gameFile: string, file: string, pictures: Picture[]) => void;
  /** a picture the open campaign holds (a sheet read from a campaign's board keeps its bytes there) */
  stored: Parameters<typeof backdropPictures>[3];
}

/**
 * Saves the picture wizard's game apart from the wizard, whose job is the game in the making: a
 * game file, or (named .qmc) a campaign file that is then opened, never over a file that exists.
 */
export async function saveMadeGame(file: string, made: MadeGame): Promise<{ file: string; campaign: boolean }> {
  const empty = { terrain: [], cls: new Int16Array(0), confidence: new Float32Array(0), proposals: [] };
  const out = applyReading(made.game, made.grid, empty, made.accepted);
  const final = parseGame(out, 'the game read from the pictures');
  const path = resolve(file);
  if (existsSync(path)) throw new CommandError(`${path} already exists; choose another name`, 'file');
  // the output guard: never a name a campaign's write-ahead log goes by, written whole or not at all
  guardOutput(path, undefined, false);
  if (!path.endsWith('.qmc')) {
    writeOutput(path, JSON.stringify(withBackdrop(final, made), null, 1) + '\n', undefined, false);
    return { file: path, campaign: false };
  }
  // a campaign holds its sheets' pictures, so its backdrop lays them under the map as aligned here
  const dir = mkdtempSync(join(tmpdir(), 'qm-picture-'));
  try {
    const placed = withBackdrop(final, made);
    writeFileSync(join(dir, 'game.json'), JSON.stringify(placed));
    made.newCampaign(
      join(dir, 'game.json'),
      path,
      await backdropPictures(placed, dir, made.sheets.values(), made.stored),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { file: path, campaign: true };
}

/**
 * A game file keeps where its sheets' pictures lie on the grid (its backdrop), so the game
 * editor lays each picture under the map from the alignment made in the wizard; a campaign file
 * keeps the same backdrop and the pictures it names (sheet-pictures.ts).
 */
function withBackdrop(game: GameDefinition, made: MadeGame): GameDefinition {
  if (game.map.backdrop) return game;
  const sheets = [...made.sheets]
    .filter(([, s]) => s.alignment)
    .map(([id, s]) => ({
      sectionId: id,
      picture: s.file,
      width: s.picture.width,
      height: s.picture.height,
      alignment: s.alignment!,
    }));
  const backdrop = backdropOfSheets(made.grid, sheets);
  return backdrop ? parseGame({ ...game, map: { ...game.map, backdrop } }, 'the game read from the pictures') : game;
}
