import type { GameEvent } from './events.js';
import type { OcsDump, OcsState, OcsUnit } from './state.js';
import { dumpsAvailable, dumpsInReach, dumpTable, payFrom, searchThrow } from './dump-access.js';
import { needsFuel, proposeFuel, type FuelPlan } from './fuel.js';
import { commonSource } from './fuel-common-source.js';
import { TOKENS_PER_SP as SP } from './quantity.js';
import type { SideContext } from './side-context.js';
import { mayThrow } from './throw-rules.js';

export interface FuelProposal {
  plan: FuelPlan;
  payments: Array<{ dump: OcsDump; tokens: number; for: string }>;
  /** units that need no payment now, and why; `hq` when an HQ's Fuel marker runs it (12.5e) */
  free: Array<{ unit: string; why: string; hq?: string }>;
  /** what cannot be paid: no dump in range holds enough */
  problems: string[];
}

/**
 * The cheapest fuelling of the units the referee wants to move (OCS 12.5), and where each payment
 * comes from: units that need no fuel (Leg, 12.5a), or already have it (a Fueled formation,
 * 12.5c A; a Fuel marker on the unit; an HQ with a Fuel marker in throw range of an independent,
 * 12.5e — throwing from one hex a phase) are left out; the rest go to proposeFuel (fuel.ts).
 */
export function proposeFuelPayment(sideCtx: SideContext, state: OcsState, moving: readonly OcsUnit[]): FuelProposal {
  const free: FuelProposal['free'] = [];
  const table = dumpTable(
    sideCtx,
    state.dumps.filter((d) => d.side === sideCtx.side && d.amount > 0),
  );
  const fuelled = fuelledAlready(sideCtx, state);
  const need: OcsUnit[] = [];
  for (const u of moving) {
    const f = fuelled(u);
    if (f) free.push({ unit: u.id, ...f });
    else need.push(u);
  }
  // which independents each HQ able to draw could fuel (12.5c B)
  const hqCover = new Map<string, string[]>();
  const independents = need.filter((u) => !u.formation);
  for (const hq of sideCtx.friendly) {
    if (!mayThrow(hq) || !sideCtx.isCombat(hq) || sideCtx.hexOf(hq) < 0) continue;
    if (!dumpsInReach(sideCtx, hq, table, true).length) continue;
    const covered = independents
      .filter((u) => u !== hq && throwReaches(sideCtx, state, hq, sideCtx.hexOf(u)))
      .map((u) => u.id);
    if (covered.length) hqCover.set(hq.id, covered);
  }
  const plan = proposeFuel(sideCtx.game, need, hqCover);
  const left = new Map<OcsDump, number>();
  const payments: FuelProposal['payments'] = [];
  const problems: string[] = [];
  const byId = new Map(sideCtx.friendly.map((u) => [u.id, u]));
  const pay = (payer: OcsUnit, tokens: number, what: string) => {
    const paid = payFrom(dumpsAvailable(sideCtx, { unit: payer }, table), tokens, left);
    if (paid) for (const p of paid) payments.push({ dump: p.dump, tokens: p.tokens, for: what });
    else problems.push(`${what}: no dump in draw or throw range of ${payer.name} (${payer.hex}) holds ${tokens}T`);
  };
  // 12.5c A: a formation over several hexes pays from one common source; who cannot reach it pays singly
  const formations = plan.formations;
  plan.formations = [];
  for (const f of formations) {
    const units = f.units.map((id) => byId.get(id)!);
    const common = commonSource(sideCtx, table, units, f.tokens, left);
    if (!common) {
      plan.formations.push(f);
      pay(units[0]!, f.tokens, `formation ${f.formation}`);
      continue;
    }
    // the formation method only where it is cheaper than 1T for each unit it covers (fuel.ts)
    const worth = common.covered.length > f.tokens;
    if (worth) {
      plan.formations.push({ ...f, units: common.covered.map((u) => u.id) });
      payments.push({ dump: common.dump, tokens: f.tokens, for: `formation ${f.formation}` });
      left.set(common.dump, (left.get(common.dump) ?? common.dump.amount) - f.tokens);
    }
    for (const u of worth ? common.outliers : units) plan.singles.push({ unit: u.id, tokens: 1 });
  }
  plan.tokens = plan.formations.length * SP + plan.hqs.length * SP + plan.singles.length;
  for (const h of plan.hqs) pay(byId.get(h.hq)!, h.tokens, `Fuel marker on ${byId.get(h.hq)!.name}`);
  for (const s of plan.singles) pay(byId.get(s.unit)!, s.tokens, byId.get(s.unit)!.name);
  return { plan, payments, free, problems };
}

/** The proposal as events: fuel entries in the ledger, then the markers (OCS 12.5c-e). */
export function fuelEvents(sideCtx: SideContext, state: OcsState, p: FuelProposal): GameEvent[] {
  const events: GameEvent[] = p.payments.map((x) => ({
    type: 'dumpSpent',
    dump: x.dump.id,
    hex: x.dump.hex,
    tokens: x.tokens,
    reason: 'fuel',
    units: [],
    note: x.for,
  }));
  for (const f of p.plan.formations)
    events.push({ type: 'fuelPaid', side: sideCtx.side, method: 'formation', units: f.units, formation: f.formation });
  for (const h of p.plan.hqs) {
    const hq = sideCtx.friendly.find((u) => u.id === h.hq)!;
    events.push({ type: 'fuelPaid', side: sideCtx.side, method: 'hq', units: [hq.id], hq: hq.id, hex: hq.hex });
    const others = h.units.filter((id) => id !== hq.id);
    if (others.length) events.push({ type: 'fuelPaid', side: sideCtx.side, method: 'phase', units: others });
  }
  if (p.plan.singles.length)
    events.push({ type: 'fuelPaid', side: sideCtx.side, method: 'phase', units: p.plan.singles.map((s) => s.unit) });
  // 12.5e: independents moving on an HQ's Fuel marker, and where that HQ throws from this phase
  const viaMarker = p.free.filter((f) => f.hq);
  if (viaMarker.length)
    events.push({ type: 'fuelPaid', side: sideCtx.side, method: 'phase', units: viaMarker.map((f) => f.unit) });
  for (const id of new Set(viaMarker.map((f) => f.hq!))) {
    const hq = sideCtx.friendly.find((u) => u.id === id)!;
    if (!state.rules.ocs.fuelThrownFrom.some((t) => t.hq === id))
      events.push({ type: 'fuelPaid', side: sideCtx.side, method: 'hq', units: [], hq: id, hex: hq.hex });
  }
  return events;
}

/**
 * Whether a unit may move without paying fuel now, and why (OCS 12.5): it needs none (Leg,
 * 12.5a), has its own marker, belongs to a Fueled formation (12.5c A), or is an independent in
 * throw range of an HQ with a Fuel marker (12.5e — then `hq` names it). Undefined: it must pay.
 */
export function fuelledAlready(
  sideCtx: SideContext,
  state: OcsState,
): (u: OcsUnit) => { why: string; hq?: string } | undefined {
  const fueledFormations = new Set(
    state.rules.ocs.fueledFormations.filter((f) => f.side === sideCtx.side).map((f) => f.formation),
  );
  const markerHqs = sideCtx.friendly.filter((u) => u.ocs?.fuel === 'hq' && u.throwRange && sideCtx.hexOf(u) >= 0);
  return (u) => {
    if (!needsFuel(sideCtx.game, u))
      return { why: 'needs no fuel: not a combat unit using Truck or Track MP (OCS 12.5a)' };
    if (u.ocs?.fuel)
      return {
        why: u.ocs?.fuel === 'phase' ? 'already fuelled this phase' : 'already fuelled until the Clean Up Phase',
      };
    if (u.formation && fueledFormations.has(u.formation))
      return { why: `formation ${u.formation} is Fueled (OCS 12.5c A)` };
    const hq = u.formation ? undefined : markerHqs.find((h) => throwReaches(sideCtx, state, h, sideCtx.hexOf(u)));
    return hq
      ? { why: `independent in the throw range of ${hq.name}, which has a Fuel marker (OCS 12.5e)`, hq: hq.id }
      : undefined;
  };
}

/** Does the HQ's throw reach the hex or a hex next to it (12.3b-c) — from where it threw fuel this phase, if it has (12.5e)? */
function throwReaches(sideCtx: SideContext, state: OcsState, hq: OcsUnit, at: number): boolean {
  const tr = hq.throwRange;
  if (!tr || !mayThrow(hq) || at < 0) return false;
  const thrown = state.rules.ocs.fuelThrownFrom.find((t) => t.hq === hq.id);
  const from = thrown ? sideCtx.grid.indexOf(thrown.hex) : sideCtx.hexOf(hq);
  if (from < 0) return false;
  return searchThrow(sideCtx, from, tr, at);
}
