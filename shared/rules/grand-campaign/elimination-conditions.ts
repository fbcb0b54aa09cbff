import type { HexGrid } from '../../hex/hex-grid.js';
import type { GcState, GcUnit } from './state.js';
import type { GameDefinition, GameTable } from '../../model/game-schema.js';
import { fortressCounts } from './elimination-roll.js';
import { zocName } from './supply-lines.js';

/**
 * Which rows of the Elimination Roll Modifiers chart (GC 17.E) hold for a unit, read from the
 * game's data, never from code:
 * - table "elimination-terrain": row key a terrain id (its rows in any weather), "terrain@weather"
 *   (in that weather), "*@weather" (any terrain without a row of its own in that weather), and
 *   "fortress" / "fortress@weather" (a fortress whose modifiers count); cell 1: chart row keys,
 *   comma-separated;
 * - table "elimination-units": row key a nation id or a unit type id; cells: chart row key, and
 *   the first and last turn it applies (blank: always) — "Soviet units before March 1942";
 * - table "fortresses": row key a hex, cell 1 the side that owned it when the game began, cell 2
 *   the side that improved it, if any;
 * - the enemy ZOC in the hex: chart rows "double-zoc", "full-zoc", "partial-zoc", "no-zoc".
 * The referee may name more rows for a unit (Italian units stacked with German units).
 */
export function eliminationConditions(
  game: GameDefinition,
  grid: HexGrid,
  state: GcState,
  u: GcUnit,
  weather: string,
  enemyZoc: number,
  extra: readonly string[] = [],
): string[] {
  const out: string[] = [];
  const terrainTable = game.tables.find((t) => t.id === 'elimination-terrain');
  const i = grid.indexOf(u.hex);
  const code = i >= 0 ? game.map.hexes[grid.row(i)]?.[grid.col(i)] : undefined;
  const terrain = game.terrain.find((t) => t.code === code)?.id;
  const fortress = terrainTable ? countingFortress(game, state, u) : false;
  if (terrainTable && terrain) {
    out.push(...cellList(terrainTable, terrain));
    const own = terrainTable.rows.some((r) => r.key === `${terrain}@${weather}`);
    if (own) out.push(...cellList(terrainTable, `${terrain}@${weather}`));
    else if (!(fortress && fortressHasWeatherRow(terrainTable, weather)))
      out.push(...cellList(terrainTable, `*@${weather}`));
  }
  if (fortress && terrainTable)
    out.push(...cellList(terrainTable, 'fortress'), ...cellList(terrainTable, `fortress@${weather}`));
  const unitsTable = game.tables.find((t) => t.id === 'elimination-units');
  for (const row of unitsTable?.rows ?? []) {
    if (row.key !== u.nation && row.key !== u.type) continue;
    const first = Number(row.cells[1]) || 1;
    const last = Number(row.cells[2]) || Infinity;
    if (state.clock.turn >= first && state.clock.turn <= last) out.push(String(row.cells[0]));
  }
  out.push(`${zocName(enemyZoc)}-zoc`);
  out.push(...extra);
  return out;
}

/**
 * GC 17.E: a fortress the player started with and never lost, or one the current owner improved
 * (cell 2 of the table "fortresses": the side that improved it, as the referee records it).
 */
function countingFortress(game: GameDefinition, state: GcState, u: GcUnit): boolean {
  const fortress = game.tables.find((t) => t.id === 'fortresses')?.rows.find((r) => r.key === u.hex);
  if (!fortress) return false;
  return fortressCounts({
    startedOwned: String(fortress.cells[0] ?? '') === u.side,
    everLost: state.rules.gc.fortressesLost.includes(u.hex),
    improvedByOwner: String(fortress.cells[1] ?? '') === u.side,
  });
}

/**
 * GC 17.E chart: in frost and snow a fortress has a weather row of its own ("Major city or
 * fortress"), so a fortress on open ground is not also "other terrain" in that weather.
 */
function fortressHasWeatherRow(table: GameTable, weather: string): boolean {
  return table.rows.some((r) => r.key === `fortress@${weather}`);
}

function cellList(table: GameTable, key: string): string[] {
  const row = table.rows.find((r) => r.key === key);
  return row
    ? String(row.cells[0] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}
