import type { GameDefinition } from '../../model/game-schema.js';
import { supplyEffects } from './supply-effects.js';
import type { SupplyLevel } from './unsupplied-level.js';

/**
 * GC 17.E: elimination due to isolation. The game's Elimination Roll Modifiers chart is a table with
 * id "elimination-modifiers": one row per condition (key: a short id such as "fortress" or
 * "partial-zoc", cells: [the modifier, the chart's wording]). The referee (or the isolation check)
 * names the conditions that hold; every modifier is itemised, and they are cumulative.
 */
export function eliminationModifiers(
  game: GameDefinition,
  conditions: readonly string[],
): { items: Array<{ condition: string; label: string; modifier: number }>; total: number } {
  const table = game.tables.find((t) => t.id === 'elimination-modifiers');
  if (!table)
    throw new RangeError(
      'this game has no Elimination Roll Modifiers chart: add a table with id "elimination-modifiers"',
    );
  const items = conditions.map((condition) => {
    const row = table.rows.find((r) => r.key === condition);
    if (!row)
      throw new RangeError(
        `the Elimination Roll Modifiers chart has no row "${condition}" (rows: ${table.rows.map((r) => r.key).join(', ')})`,
      );
    return { condition, label: String(row.cells[1] ?? condition), modifier: Number(row.cells[0]) };
  });
  return { items, total: items.reduce((a, i) => a + i.modifier, 0) };
}

/** GC 17.E: fortress modifiers count only for a fortress the player started with and never lost, or improved himself. */
export function fortressCounts(f: { startedOwned: boolean; everLost: boolean; improvedByOwner: boolean }): boolean {
  return (f.startedOwned && !f.everLost) || f.improvedByOwner;
}

/**
 * GC 17.E: isolated, in an enemy ZOC and at U1 or worse: one die plus every modifier against the
 * chart's elimination number for the unit's level ("7+": eliminated on 7 or more).
 */
export function eliminationRoll(
  game: GameDefinition,
  level: SupplyLevel,
  die: number,
  conditions: readonly string[],
): {
  needed: number;
  modified: number;
  eliminated: boolean;
  items: Array<{ condition: string; label: string; modifier: number }>;
} {
  if (level === 'full' || level < 1) throw new RangeError('only units at U1 or worse check for elimination (GC 17.E)');
  const needed = parseInt(supplyEffects(game, level).elimination, 10);
  const { items, total } = eliminationModifiers(game, conditions);
  const modified = die + total;
  return { needed, modified, eliminated: modified >= needed, items };
}
