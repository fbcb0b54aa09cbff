import { CommandError } from '../../model/command-error.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { SupplyLevel } from './unsupplied-level.js';

/** One row of the game's Supply Effects Chart (GC 17.B, 17.B.1): multipliers, 1 where the chart says "---". */
export interface SupplyEffects {
  zoc: string;
  elimination: string;
  movementCm: string;
  movementOther: string;
  attack: number;
  defence: number;
  aec: number;
  atec: number;
  aa: number;
}

/** A chart cell as a multiplier: "---" (no effect) is 1, "3/4" is 0.75, "0" is 0. */
function factor(cell: string | number | undefined): number {
  const t = String(cell ?? '').trim();
  if (t === '' || /^-+$/.test(t)) return 1;
  const m = /^(\d+)\/(\d+)$/.exec(t);
  return m ? Number(m[1]) / Number(m[2]) : Number(t);
}

/**
 * The effects of an unsupplied level, read off the game's Supply Effects Chart: a table with id
 * "supply-effects", rows keyed U0 to U8, columns ZOC, ELIM, C/M, OTHER, ATT, DEF, AEC, ATEC, AA
 * (the chart's own order). Full supply has none.
 */
export function supplyEffects(game: GameDefinition, level: SupplyLevel): SupplyEffects {
  if (level === 'full')
    return {
      zoc: 'Full ZOC',
      elimination: '---',
      movementCm: '---',
      movementOther: '---',
      attack: 1,
      defence: 1,
      aec: 1,
      atec: 1,
      aa: 1,
    };
  const table = game.tables.find((t) => t.id === 'supply-effects');
  if (!table)
    throw new CommandError('this game has no Supply Effects Chart: add a table with id "supply-effects" (rows U0-U8)');
  const row = table.rows.find((r) => r.key.trim().toUpperCase() === `U${level}`);
  if (!row) throw new CommandError(`the Supply Effects Chart has no row U${level}`);
  const c = row.cells;
  return {
    zoc: String(c[0] ?? ''),
    elimination: String(c[1] ?? ''),
    movementCm: String(c[2] ?? ''),
    movementOther: String(c[3] ?? ''),
    attack: factor(c[4]),
    defence: factor(c[5]),
    aec: factor(c[6]),
    atec: factor(c[7]),
    aa: factor(c[8]),
  };
}

/** GC 17.B.1 b: SP spent for a combat improve the U# of the units in it by three levels, for that combat. */
export function combatLevel(level: SupplyLevel, spSpent: boolean): SupplyLevel {
  if (!spSpent || level === 'full') return level;
  return level - 3 <= 0 ? (level - 3 === 0 ? 0 : 'full') : level - 3;
}

/**
 * GC 17.B.1 b: the defender spends 1/2 SP times its base ZOC (full 1, partial 1/2) — in twelfths
 * of an SP. A double ZOC counts 2 only where the game reads 17.B.1 b over chart note 2's "1/2 SP
 * per defending stack" (reading double-zoc-defence); otherwise as full.
 */
export function defenceSpend(baseZoc: 'double' | 'full' | 'partial', doubleCountsTwo = false): number {
  if (baseZoc === 'double' && doubleCountsTwo) return 12;
  return baseZoc === 'partial' ? 3 : 6;
}

/** A stack's attack strength at its level (GC 17.B.1), rounded down; halved again without the normal attack supply. */
export function unsuppliedAttack(
  game: GameDefinition,
  strength: number,
  level: SupplyLevel,
  opts: { extraSp: boolean; attackSpPaid: boolean },
): number {
  const effects = supplyEffects(game, combatLevel(level, opts.extraSp));
  return Math.floor(strength * effects.attack * (opts.attackSpPaid ? 1 : 0.5));
}
