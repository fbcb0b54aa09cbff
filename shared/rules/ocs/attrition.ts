import { CommandError } from '../../model/command-error.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { OcsUnit } from './state.js';

/**
 * OCS 12.8b: attrition on the game's Attrition Table (a table with id "attrition": rows keyed by
 * the 2d6 total, one column per Action Rating). The column is that of the highest AR among the
 * Out of Supply units in the hex (12.8c: adjusted for Strat Mode, not for DG); the result, in steps, never exceeds
 * the steps that are Out of Supply.
 */
export function attritionResult(
  game: GameDefinition,
  oosUnits: readonly OcsUnit[],
  diceTotal: number,
): { column: string; result: number; steps: number } {
  const table = game.tables.find((t) => t.id === 'attrition');
  if (!table)
    throw new CommandError(
      'this game has no Attrition Table: add a table with id "attrition" (rows 2-12, a column per AR) to the game definition',
    );
  // 12.8c: adjust for Strat Mode (by the game's own figure), never for DG
  const ar = Math.max(
    ...oosUnits.map((u) => Math.max(0, u.ar + (u.mode === 'dg' ? 0 : (game.arAdjustments[u.mode] ?? 0)))),
  );
  let col = table.columns.findIndex((c) => new RegExp(`\\b${ar}\\b`).test(c));
  if (col < 0) col = Math.min(ar, table.columns.length - 1);
  const row = table.rows.find((r) => r.key.trim() === String(diceTotal));
  if (!row) throw new CommandError(`the Attrition Table has no row for a roll of ${diceTotal}`);
  const cell = row.cells[col];
  const value = typeof cell === 'number' ? cell : Number.parseInt(String(cell), 10);
  if (!Number.isFinite(value))
    throw new CommandError(
      `the Attrition Table's cell for ${diceTotal}, ${table.columns[col]} is "${String(cell)}", not a number of steps`,
    );
  const steps = oosUnits.reduce((a, u) => a + u.steps, 0);
  return { column: table.columns[col]!, result: Math.min(value, steps), steps };
}
