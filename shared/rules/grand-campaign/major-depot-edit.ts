import { CommandError } from '../../model/command-error.js';
import type { MajorDepotEdit } from '../../model/major-depot-edit.js';
import type { RulesetEdit } from '../../model/ruleset-edits.js';
import { gcGame, majorDepotsOf } from './game-parts.js';

/**
 * GC 19.A.1.a, 15.H.1, in the game editor: sets a major depot (replacing the one of its id), or
 * removes it; its side must be one of the game's, its hex one of the map's.
 */
export const applyMajorDepotEdit: RulesetEdit<MajorDepotEdit> = (game, next, edit, hexId) => {
  const depots = majorDepotsOf(next).filter((d) => d.id !== edit.id);
  gcGame(next).majorDepots = depots;
  if (edit.remove) return;
  if (!game.sides.some((s) => s.id === edit.side)) throw new CommandError(`there is no side "${edit.side}"`, 'side');
  depots.push({ id: edit.id, name: edit.name, side: edit.side, hex: hexId(edit.hex), hqs: edit.hqs });
};
