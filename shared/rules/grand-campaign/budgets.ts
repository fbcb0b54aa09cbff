import type { GcState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';

/** GC 19.F: how much of a budget ("smp", "supply-net", "naval:<zone>", "port:<hex>", chits) the side used this turn. */
export function budgetUsed(state: GcState, side: string, kind: string): number {
  return (
    state.rules.gc.budgets.find((b) => b.side === side && b.turn === state.clock.turn && b.kind === kind)?.used ?? 0
  );
}

/**
 * GC 19.F.1.b, 19.F.1.d.2: the side's SMP or supply net RE a turn, from the game's table
 * "supply-movement" (a row per side, or per front or command as "side@front"; columns "SMP" and
 * "supply net RE"); undefined where not given.
 */
export function supplyMovementAllowance(
  game: GameDefinition,
  side: string,
  column: 'smp' | 'supply net re',
  front?: string,
): number | undefined {
  const table = game.tables.find((t) => t.id === 'supply-movement');
  const row = table?.rows.find((r) => r.key === (front === undefined ? side : `${side}@${front}`));
  const k = table?.columns.findIndex((c) => c.toLowerCase() === column) ?? -1;
  const v = Number(row?.cells[k]);
  return row && k >= 0 && Number.isFinite(v) ? v : undefined;
}

/**
 * GC 19.F.1.b: "The number of SPs times the number of supply line points moved cannot exceed a
 * player's SMP number in a front/command during a turn." The fronts or commands the game budgets
 * SMP for (rows "side@front" of "supply-movement" with an SMP); none: one budget for the side.
 */
export function smpFronts(game: GameDefinition, side: string): string[] {
  const rows = game.tables.find((t) => t.id === 'supply-movement')?.rows ?? [];
  return rows
    .filter((r) => r.key.startsWith(`${side}@`))
    .map((r) => r.key.slice(side.length + 1))
    .filter((front) => supplyMovementAllowance(game, side, 'smp', front) !== undefined);
}

/** The budget kind of a front's SMP: "smp:<front>", or "smp" where the side has one budget. */
export const smpKind = (front: string | undefined) => (front === undefined ? 'smp' : `smp:${front}`);
