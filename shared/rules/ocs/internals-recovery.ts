import type { GameEvent } from './events.js';
import type { Dump, Unit } from '../../model/campaign-schema.js';
import { availableTokens, dumpsAvailable, dumpTable, onOrganicTruck, payFrom, type DumpAccess } from './dump-access.js';
import type { SideContext } from './side-context.js';

export interface RecoveryPlan {
  recovered: Array<{ unit: string; from: 'low' | 'exhausted'; to: 'low' | null }>;
  /** SP spent on recovery, and SP spent without recovering anything (12.10e C) */
  payments: Array<{ dump: Dump; tokens: number; unit: string; wasted: boolean }>;
}

/** OCS 12.10e: from Low, 2T per unit, or per RE for a multi-step unit; from Exhausted, twice that. */
export function recoveryCost(u: Unit, from: 'low' | 'exhausted'): number {
  const base = u.steps > 1 ? 2 * u.re : 2;
  return from === 'exhausted' ? 2 * base : base;
}

/**
 * OCS 12.10e: in the Supply Phase, units marked Low or Exhausted must recover from the SP they can
 * draw or be thrown (A) — before any SP feed units off the map — from every dump in range except
 * SP loaded on organic trucks (B). Short of the full cost, whatever is available is spent (C): 2T
 * bring an Exhausted unit to Low; the rest is wasted.
 */
export function planRecovery(ctx: SideContext): RecoveryPlan {
  const plan: RecoveryPlan = { recovered: [], payments: [] };
  const units = ctx.friendly.filter((u) => u.ocs?.internals && ctx.isCombat(u) && ctx.hexOf(u) >= 0);
  if (!units.length) return plan;
  const onOrganic = onOrganicTruck(ctx);
  const table = dumpTable(
    ctx,
    ctx.state.dumps.filter((d) => d.side === ctx.side && d.amount > 0 && !onOrganic(d)),
  );
  const left = new Map<Dump, number>();
  const spend = (access: DumpAccess[], tokens: number, unit: string, wasted: boolean) => {
    if (tokens > 0)
      for (const p of payFrom(access, tokens, left)!)
        plan.payments.push({ dump: p.dump, tokens: p.tokens, unit, wasted });
  };
  for (const u of units) {
    const from = u.ocs?.internals!;
    const access = dumpsAvailable(ctx, { unit: u }, table);
    const have = availableTokens(access, left);
    if (have === 0) continue;
    const full = recoveryCost(u, from);
    if (have >= full) {
      spend(access, full, u.id, false);
      plan.recovered.push({ unit: u.id, from, to: null });
      continue;
    }
    // 12.10e C: not enough for full recovery; an Exhausted unit may still come back to Low
    const half = from === 'exhausted' ? recoveryCost(u, 'low') : Infinity;
    if (have >= half) {
      spend(access, half, u.id, false);
      plan.recovered.push({ unit: u.id, from, to: 'low' });
      spend(access, have - half, u.id, true);
    } else spend(access, have, u.id, true);
  }
  return plan;
}

export function recoveryEvents(plan: RecoveryPlan): GameEvent[] {
  const events: GameEvent[] = plan.payments.map((p) => ({
    type: 'dumpSpent',
    dump: p.dump.id,
    hex: p.dump.hex,
    tokens: p.tokens,
    reason: p.wasted ? 'wasted' : 'internals',
    units: [p.unit],
    note: p.wasted
      ? 'not enough to recover internal stocks: spent anyway (OCS 12.10e C)'
      : 'recovering internal stocks (OCS 12.10e)',
  }));
  for (const r of plan.recovered) events.push({ type: 'internalsRecovered', unit: r.unit, from: r.from, to: r.to });
  return events;
}
