import { CommandError } from '../../model/command-error.js';
import type { HexGrid } from '../../hex/hex-grid.js';
import type { GcState, GcUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { reading } from './readings.js';
import { supplyEffects } from './supply-effects.js';

/**
 * GC 16.F: supply lines are counted in supply line points (SLP). A GC game counts them with the
 * mobility "slp": its terrain and route costs (and their weather variants) are SLP per hex.
 */
export const SLP = 'slp';

/** The Supply Line Points table: a row per weather, its four ranges in SLP. */
export const SUPPLY_LINE_TABLE = 'supply-line-points';

export interface SupplyLineRanges {
  weather: string;
  /** a full supply line from an HQ (GC 16.F.2; 16.H: "the distance a unit may trace overland from an HQ") */
  hq: number;
  /** a limited supply line (GC 16.A.4) */
  limited: number;
  /** how far SP in a depot or on a unit reach as a special supply source (GC 16.A.6, 19.A.2) */
  special: number;
  /** SLP added for each hex of enemy ZOC on a line of communication (GC 16.H) */
  enemyZoc: number;
}

/** The weather of a turn, from the game's turn record track. */
export function weatherOf(game: GameDefinition, turn: number): string {
  return game.turns.find((t) => t.number === turn)?.weather ?? 'clear';
}

/**
 * The game's supply line ranges in a weather: table "supply-line-points", one row per weather id,
 * columns "HQ range", "limited range", "special range", "enemy ZOC" (numbers in SLP).
 */
export function supplyLineRanges(game: GameDefinition, weather: string): SupplyLineRanges {
  if (!game.mobilities.some((m) => m.id === SLP))
    throw new CommandError(
      `this game counts no supply line points: add a mobility "${SLP}" with a cost for every terrain and route (GC 16.F)`,
    );
  const table = game.tables.find((t) => t.id === SUPPLY_LINE_TABLE);
  if (!table)
    throw new CommandError(
      `this game has no Supply Line Points table: add a table with id "${SUPPLY_LINE_TABLE}" (a row per weather: HQ range, limited range, special range, enemy ZOC)`,
    );
  const row = table.rows.find((r) => r.key === weather);
  if (!row)
    throw new CommandError(
      `the Supply Line Points table has no row for the weather "${weather}" (rows: ${table.rows.map((r) => r.key).join(', ')})`,
    );
  const cell = (name: string) => {
    const k = table.columns.findIndex((c) => c.toLowerCase() === name);
    const v = Number(row.cells[k]);
    if (k < 0 || !Number.isFinite(v) || v < 0)
      throw new CommandError(
        `the Supply Line Points table needs a number in column "${name}" for the weather "${weather}"`,
      );
    return v;
  };
  return {
    weather,
    hq: cell('hq range'),
    limited: Math.max(cell('hq range'), cell('limited range')),
    special: cell('special range'),
    enemyZoc: cell('enemy zoc'),
  };
}

export type ZocStrength = 'double' | 'full' | 'partial' | 'none';

/**
 * The ZOC a unit exerts now: its type's (full for combat units unless the game says otherwise;
 * triple counts as double, GC 19.A.1 a), reduced one step at "Red. ZOC" and to none at "No ZOC" on
 * the Supply Effects Chart (GC 17.B).
 */
export function unitZoc(game: GameDefinition, u: GcUnit): ZocStrength {
  const type = game.unitTypes.find((t) => t.id === u.type);
  const printed = type?.zoc ?? (type?.combat ? 'full' : 'none');
  const base: ZocStrength = printed === 'triple' ? 'double' : printed;
  if (base === 'none' || u.gc?.uLevel === undefined) return base;
  const chart = supplyEffects(game, u.gc?.uLevel).zoc.toLowerCase();
  if (chart.startsWith('no')) return 'none';
  if (chart.startsWith('red')) return base === 'double' ? 'full' : base === 'full' ? 'partial' : 'none';
  return base;
}

/**
 * The enemy ZOC in every hex, as one byte per hex (0 none, 1 partial, 2 full, 3 double): the best
 * ZOC of the adjacent enemy stacks (a type's own double or triple ZOC counting double), double where
 * two or more of them exert a full ZOC unless the game reads "double ZOC" otherwise (readings.ts), then limited by the terrain of the hex (17.E note 3).
 */
export function enemyZocStrength(game: GameDefinition, grid: HexGrid, state: GcState, side: string): Uint8Array {
  const best = new Uint8Array(grid.size);
  // each enemy stack's best ZOC, by hex (1 + the ZOC, 0 no stack), and its hexes in a list: a Map
  // keyed by hex over thousands of stacks grew slower than the map
  const stack = new Uint8Array(grid.size);
  const stacks: number[] = [];
  for (let n = 0; n < state.units.length; n++) {
    const u = state.units[n]!;
    if (u.side === side) continue;
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    if (!stack[i]) stacks.push(i);
    stack[i] = Math.max(stack[i]!, zocByte(game, u) + 1);
  }
  const fullCount = new Uint8Array(grid.size);
  for (let s = 0; s < stacks.length; s++) {
    const i = stacks[s]!;
    const v = stack[i]! - 1;
    if (v === 0) continue;
    for (let d = 0; d < 6; d++) {
      const j = grid.neighbours[6 * i + d]!;
      if (j < 0) continue;
      if (v > best[j]!) best[j] = v;
      if (v >= 2 && fullCount[j]! < 255) fullCount[j] = fullCount[j]! + 1;
    }
  }
  const twoFull = reading(game, 'double-zoc') === 'two-full-zocs';
  const limit = terrainLimit(game, grid);
  for (let j = 0; j < grid.size; j++) if (best[j]) best[j] = limit(j, twoFull && fullCount[j]! >= 2 ? 3 : best[j]!);
  return best;
}

/**
 * The enemy ZOC (as enemyZocStrength) in a few hexes only, from the units given, which must hold
 * every unit in and next to those hexes: a drag's plan changes the ZOC of the hexes around the
 * hexes things leave and enter, and working it out there alone costs the plan's hexes, not the map.
 */
export function enemyZocAt(
  game: GameDefinition,
  grid: HexGrid,
  units: readonly GcUnit[],
  side: string,
  hexes: readonly number[],
): Uint8Array {
  const stack = new Map<number, number>();
  for (const u of units) {
    if (u.side === side) continue;
    const i = grid.indexOf(u.hex);
    if (i >= 0) stack.set(i, Math.max(stack.get(i) ?? 0, zocByte(game, u)));
  }
  const twoFull = reading(game, 'double-zoc') === 'two-full-zocs';
  const limit = terrainLimit(game, grid);
  return Uint8Array.from(hexes, (j) => {
    let best = 0;
    let full = 0;
    for (let d = 0; d < 6; d++) {
      const v = stack.get(grid.neighbours[6 * j + d]!) ?? 0;
      if (v > best) best = v;
      if (v >= 2) full++;
    }
    return best ? limit(j, twoFull && full >= 2 ? 3 : best) : 0;
  });
}

/** A unit's ZOC as enemyZocStrength counts it: 0 none, 1 partial, 2 full, 3 double. */
function zocByte(game: GameDefinition, u: GcUnit): number {
  const z = unitZoc(game, u);
  return z === 'double' ? 3 : z === 'full' ? 2 : z === 'partial' ? 1 : 0;
}

/**
 * Terrain that limits the ZOC exerted into it: the game's table "zoc-terrain" (row key a terrain
 * id; cell 1 "reduced" — one step less — or "none"), as a function of the hex and the ZOC there.
 */
function terrainLimit(game: GameDefinition, grid: HexGrid): (j: number, zoc: number) => number {
  const limits = game.tables.find((t) => t.id === 'zoc-terrain')?.rows ?? [];
  if (!limits.length) return (_j, zoc) => zoc;
  const codes = new Map(game.terrain.map((t) => [t.code, t.id]));
  const rule = new Map(limits.map((r) => [r.key, String(r.cells[0] ?? '').toLowerCase()]));
  return (j, zoc) => {
    const r = rule.get(codes.get(game.map.hexes[grid.row(j)]?.[grid.col(j)] ?? '') ?? '');
    return r === 'none' ? 0 : r === 'reduced' ? (zoc === 3 ? 2 : zoc - 1) : zoc;
  };
}

export function zocName(v: number): ZocStrength {
  return v >= 3 ? 'double' : v === 2 ? 'full' : v === 1 ? 'partial' : 'none';
}
