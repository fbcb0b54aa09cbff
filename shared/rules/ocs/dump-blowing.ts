import { CommandError } from '../../model/command-error.js';
import type { GameDefinition } from '../../model/game-schema.js';

/**
 * OCS 12.11a: one die on the game's Dump Blowing Table (id "dump-blowing", rows by the die, one
 * column of percentages) gives the share of the SP being blown that is destroyed, rounded to the
 * nearest Token.
 */
export function blownTokens(game: GameDefinition, tokens: number, die: number): { percent: number; destroyed: number } {
  const table = game.tables.find((t) => t.id === 'dump-blowing');
  if (!table)
    throw new CommandError(
      'this game has no Dump Blowing Table: add a table with id "dump-blowing" (rows 1-6, a percentage column)',
    );
  const row = table.rows.find((r) => r.key.trim() === String(die));
  const percent = Number(row?.cells[0]);
  if (!row || !Number.isFinite(percent))
    throw new CommandError(`the Dump Blowing Table has no percentage for a roll of ${die}`);
  return { percent, destroyed: Math.round((tokens * percent) / 100) };
}
