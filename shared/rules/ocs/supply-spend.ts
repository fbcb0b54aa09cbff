import { CommandError } from '../../model/command-error.js';
import type { SpendReason } from '../../engine/events.js';
import type { GameEvent } from './events.js';
import type { OcsDump, OcsUnit } from './state.js';
import { dumpsAvailable, dumpTable, payFrom } from './dump-access.js';
import type { SideContext } from './side-context.js';

/**
 * Barrage, construction, air-base refit and other spending (OCS 12.3, 12.9c): an amount the
 * referee reads off the game's charts, paid from the dumps in draw or throw range of the unit that
 * spends it (or of the hex: an air base, a construction site), nearest first.
 */
export function spendSupply(
  sideCtx: SideContext,
  reason: Exclude<SpendReason, 'eating' | 'fuel' | 'combat' | 'internals' | 'wasted'>,
  units: readonly OcsUnit[],
  hex: number | undefined,
  amount: number,
  note?: string,
): GameEvent[] {
  const table = dumpTable(
    sideCtx,
    sideCtx.state.dumps.filter((d) => d.side === sideCtx.side && d.amount > 0),
  );
  const payer = units[0];
  if (!payer && hex === undefined)
    throw new CommandError(
      'name the unit that spends the supply, or the hex (an air base, a construction site)',
      'units',
    );
  const access = payer
    ? dumpsAvailable(sideCtx, { unit: payer }, table)
    : dumpsAvailable(sideCtx, { hex: hex! }, table);
  const paid = payFrom(access, amount, new Map<OcsDump, number>());
  const where = payer ? `${payer.name} (${payer.hex})` : sideCtx.grid.printedId(hex!);
  if (!paid) {
    const total = [...new Set(access.map((a) => a.dump))].reduce((a, d) => a + d.amount, 0);
    throw new CommandError(
      `the dumps in draw or throw range of ${where} hold ${total}T between them; ${amount}T are needed (OCS 12.3)`,
      'amount',
    );
  }
  return paid.map((p) => ({
    type: 'dumpSpent',
    dump: p.dump.id,
    hex: p.dump.hex,
    tokens: p.tokens,
    reason,
    units: units.map((u) => u.id),
    note: note ?? where,
  }));
}
