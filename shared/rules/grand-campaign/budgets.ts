import type { CampaignState } from '../../model/campaign-schema.js';
import type { GameDefinition } from '../../model/game-schema.js';

/** GC 19.F: how much of a budget ("smp", "supply-net", "naval:<zone>", "port:<hex>", chits) the side used this turn. */
export function budgetUsed(state: CampaignState, side: string, kind: string): number {
  return (
    state.rules.gc.budgets.find((b) => b.side === side && b.turn === state.clock.turn && b.kind === kind)?.used ?? 0
  );
}

/**
 * GC 19.F.1.b, 19.F.1.d.2: the side's SMP or supply net RE a turn, from the game's table
 * "supply-movement" (a row per side; columns "SMP" and "supply net RE"); undefined where not given.
 */
export function supplyMovementAllowance(
  game: GameDefinition,
  side: string,
  column: 'smp' | 'supply net re',
): number | undefined {
  const table = game.tables.find((t) => t.id === 'supply-movement');
  const row = table?.rows.find((r) => r.key === side);
  const k = table?.columns.findIndex((c) => c.toLowerCase() === column) ?? -1;
  const v = Number(row?.cells[k]);
  return row && k >= 0 && Number.isFinite(v) ? v : undefined;
}
