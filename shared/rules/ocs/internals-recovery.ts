import type { GameEvent } from './events.js';
import type { OcsDump, OcsUnit } from './state.js';
import { availableTokens, dumpsAvailable, dumpTable, onOrganicTruck, payFrom, type DumpAccess } from './dump-access.js';
import type { SideContext } from './side-context.js';
import { dumpName } from '../../engine/referee-names.js';
import { DRAW_MP } from './supply-path-rules.js';

export interface RecoveryPlan {
  recovered: Array<{ unit: string; from: 'low' | 'exhausted'; to: 'low' | null }>;
  /** SP spent on recovery, and SP spent without recovering anything (12.10e C) */
  payments: Array<{ dump: OcsDump; tokens: number; unit: string; wasted: boolean }>;
}

/** OCS 12.10e: from Low, 2T per unit, or per RE for a multi-step unit; from Exhausted, twice that. */
export function recoveryCost(u: OcsUnit, from: 'low' | 'exhausted'): number {
  const base = u.steps > 1 ? 2 * u.re : 2;
  return from === 'exhausted' ? 2 * base : base;
}

/**
 * OCS 12.10e: in the Supply Phase, units marked Low or Exhausted must recover from the SP they can
 * draw or be thrown (A) — before any SP feed units off the map — from every dump in range except
 * SP loaded on organic trucks (B). Short of the full cost, whatever is available is spent (C): 2T
 * bring an Exhausted unit to Low; the rest is wasted.
 *
 * The order of the units on the counter list must not decide who recovers: full recoveries come
 * first, cheapest first (a single-step Low unit before a division); then Exhausted units short of
 * their full cost come back to Low; only what is still left in reach of a unit not recovered is
 * wasted (12.10e C: "expend whatever supply is available").
 */
export function planRecovery(sideCtx: SideContext): RecoveryPlan {
  const plan: RecoveryPlan = { recovered: [], payments: [] };
  const units = sideCtx.friendly.filter((u) => u.ocs?.internals && sideCtx.isCombat(u) && sideCtx.hexOf(u) >= 0);
  if (!units.length) return plan;
  const onOrganic = onOrganicTruck(sideCtx);
  const table = dumpTable(
    sideCtx,
    sideCtx.state.dumps.filter((d) => d.side === sideCtx.side && d.amount > 0 && !onOrganic(d)),
  );
  const left = new Map<OcsDump, number>();
  const spend = (access: DumpAccess[], tokens: number, unit: string, wasted: boolean) => {
    if (tokens > 0)
      for (const p of payFrom(access, tokens, left)!)
        plan.payments.push({ dump: p.dump, tokens: p.tokens, unit, wasted });
  };
  const needs = units
    .map((u) => ({ u, from: u.ocs!.internals!, access: dumpsAvailable(sideCtx, { unit: u }, table) }))
    .filter((n) => n.access.length > 0)
    .sort((a, b) => recoveryCost(a.u, a.from) - recoveryCost(b.u, b.from));
  const done = new Set<OcsUnit>();
  for (const { u, from, access } of needs) {
    const full = recoveryCost(u, from);
    if (availableTokens(access, left) < full) continue;
    spend(access, full, u.id, false);
    plan.recovered.push({ unit: u.id, from, to: null });
    done.add(u);
  }
  for (const { u, from, access } of needs) {
    if (done.has(u) || !backToLow(u, from, availableTokens(access, left))) continue;
    spend(access, recoveryCost(u, 'low'), u.id, false);
    plan.recovered.push({ unit: u.id, from, to: 'low' });
  }
  for (const { u, access } of needs) if (!done.has(u)) spend(access, availableTokens(access, left), u.id, true);
  return plan;
}

/** OCS 12.10e C: short of its full cost, an Exhausted unit comes back to Low for the cost from Low. */
function backToLow(u: OcsUnit, from: 'low' | 'exhausted', have: number): boolean {
  return from === 'exhausted' && have >= recoveryCost(u, 'low');
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

/**
 * Why a unit that cannot eat finds its dumps empty, when recovery of internal stocks took them
 * first (OCS 12.10e A): the dumps in its reach that recovery spent from, named. `ctx` is the
 * phase before recovery; undefined when recovery took nothing in its reach.
 */
export function emptiedByRecovery(sideCtx: SideContext, plan: RecoveryPlan, u: OcsUnit): string | undefined {
  if (!plan.payments.length) return undefined;
  // only dumps a draw and a throw could span in hexes (a cost unit, 1/costScale MP, per hex at least)
  const at = sideCtx.hexOf(u);
  const span = (DRAW_MP + longestThrow(sideCtx)) * sideCtx.graph.costScale + 2;
  const spent = [...new Set(plan.payments.map((p) => p.dump))].filter(
    (d) => at >= 0 && sideCtx.grid.distance(at, sideCtx.grid.indexOf(d.hex)) <= span,
  );
  if (!spent.length) return undefined;
  const inReach = new Set(dumpsAvailable(sideCtx, { unit: u }, dumpTable(sideCtx, spent)).map((a) => a.dump));
  const names = spent.filter((d) => inReach.has(d)).map((d) => dumpName(d));
  if (!names.length) return undefined;
  return `${names.join(', ')} in its reach went to recovering internal stocks first (OCS 12.10e A)`;
}

const longest = new WeakMap<SideContext, number>();

/** The longest printed throw range of the side's HQs (asked once per phase, for every unit). */
function longestThrow(sideCtx: SideContext): number {
  let mp = longest.get(sideCtx);
  if (mp === undefined) {
    mp = 0;
    for (const h of sideCtx.friendly) if (h.throwRange) mp = Math.max(mp, h.throwRange.mp);
    longest.set(sideCtx, mp);
  }
  return mp;
}
