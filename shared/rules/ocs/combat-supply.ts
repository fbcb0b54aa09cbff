import { CommandError } from '../../model/command-error.js';
import type { GameEvent } from './events.js';
import type { OcsDump, OcsUnit } from './state.js';
import { availableTokens, dumpsAvailable, dumpTable, onOrganicTruck, payFrom, type DumpAccess } from './dump-access.js';
import type { SideContext } from './side-context.js';
import { ocsUnitType } from './game-parts.js';

export interface CombatSupplyPlan {
  role: 'attack' | 'defend';
  cost: number;
  payments: Array<{ dump: OcsDump; tokens: number; units: string[] }>;
  /** 12.10h: SP that must still be spent by a multi-step unit that falls back on internal stocks */
  wasted: Array<{ dump: OcsDump; tokens: number; unit: string }>;
  internals: Array<{ unit: string; from: 'low' | 'exhausted' | null; to: 'low' | 'exhausted' }>;
  /** defenders that defend without combat supply (Exhausted, 12.10c) */
  unsupplied: string[];
  withheld: boolean;
  note: string;
}

/** OCS 12.4: 1T per attacking step, unless the game sets a unit type's own cost (DAK: a 2-step brigade costs 1T). */
export function attackCost(sideCtx: SideContext, u: OcsUnit): number {
  const t = sideCtx.game.unitTypes.find((x) => x.id === u.type);
  return (t && ocsUnitType(t).attackSupply) ?? u.steps;
}

/** OCS 12.4: the defender pays 2T per combat, 1T when the defenders are 1 RE or less. */
export function defenceCost(units: readonly OcsUnit[]): number {
  return units.reduce((a, u) => a + u.re, 0) <= 1 ? 1 : 2;
}

/**
 * Combat supply for one combat (OCS 12.4, 12.10): each unit draws, or is thrown, from the dumps in
 * its range, nearest first. A unit that cannot get it uses its internal stocks (Low, then
 * Exhausted, 12.10b) — and a multi-step unit still spends what SP it could reach (12.10h); an
 * attacker already Exhausted cannot attack (12.10c). SP on organic trucks are left for last: a
 * unit may use internal stocks rather than them (12.10a). The defender may withhold supply.
 */
export function planCombatSupply(
  sideCtx: SideContext,
  units: readonly OcsUnit[],
  role: 'attack' | 'defend',
  withhold: boolean,
): CombatSupplyPlan {
  const onOrganic = onOrganicTruck(sideCtx);
  const table = dumpTable(
    sideCtx,
    sideCtx.state.dumps.filter((d) => d.side === sideCtx.side && d.amount > 0),
  );
  const left = new Map<OcsDump, number>();
  const plan: CombatSupplyPlan = {
    role,
    cost: 0,
    payments: [],
    wasted: [],
    internals: [],
    unsupplied: [],
    withheld: withhold,
    note: '',
  };
  const useInternals = (u: OcsUnit) =>
    plan.internals.push({ unit: u.id, from: u.ocs?.internals ?? null, to: u.ocs?.internals ? 'exhausted' : 'low' });
  const access = (u: OcsUnit, withOrganic: boolean): DumpAccess[] =>
    dumpsAvailable(sideCtx, { unit: u }, table).filter((a) => withOrganic || !onOrganic(a.dump));
  const record = (paid: Array<{ dump: OcsDump; tokens: number }>, ids: string[]) => {
    for (const p of paid) plan.payments.push({ dump: p.dump, tokens: p.tokens, units: ids });
  };

  if (role === 'attack') {
    for (const u of units) {
      const cost = attackCost(sideCtx, u);
      plan.cost += cost;
      const exhausted = u.ocs?.internals === 'exhausted';
      const mine = access(u, exhausted);
      const paid = payFrom(mine, cost, left);
      if (paid) record(paid, [u.id]);
      else if (exhausted)
        throw new CommandError(
          `${u.name} cannot attack: no dump in draw or throw range holds its ${cost}T of combat supply, and its internal stocks are Exhausted (OCS 12.10c)`,
          'units',
        );
      else {
        useInternals(u);
        // 12.10h: a multi-step unit spends the SP it could reach even so (they are wasted)
        const some = availableTokens(mine, left);
        if (u.steps > 1 && some > 0)
          for (const p of payFrom(mine, some, left)!) plan.wasted.push({ dump: p.dump, tokens: p.tokens, unit: u.id });
      }
    }
    plan.note = attackNote(plan, units);
    return plan;
  }

  plan.cost = defenceCost(units);
  if (withhold) {
    plan.note = 'the defender withholds combat supply: half strength (OCS 12.4)';
    return plan;
  }
  // the defender's 2T may come from any dump that can reach any of the defending units
  const all = units.flatMap((u) => access(u, false)).sort((a, b) => a.mp - b.mp);
  const paid = payFrom(all, plan.cost, left);
  if (paid) {
    record(
      paid,
      units.map((u) => u.id),
    );
    return plan;
  }
  for (const u of units) {
    if (u.ocs?.internals === 'exhausted') plan.unsupplied.push(u.id);
    else useInternals(u);
  }
  plan.note = plan.unsupplied.length
    ? 'Exhausted units defend without combat supply, at half strength (OCS 12.10c)'
    : 'no SP in range: internal stocks used (OCS 12.10b)';
  return plan;
}

/** The plan as events: the ledger's combat and wasted entries, the Low and Exhausted markers, and a summary for the log. */
export function combatSupplyEvents(
  plan: CombatSupplyPlan,
  side: string,
  hex: string,
  units: readonly OcsUnit[],
): GameEvent[] {
  const events: GameEvent[] = [];
  for (const p of plan.payments)
    events.push({
      type: 'dumpSpent',
      dump: p.dump.id,
      hex: p.dump.hex,
      tokens: p.tokens,
      reason: 'combat',
      units: p.units,
      note: `${plan.role} at ${hex}`,
    });
  for (const w of plan.wasted)
    events.push({
      type: 'dumpSpent',
      dump: w.dump.id,
      hex: w.dump.hex,
      tokens: w.tokens,
      reason: 'wasted',
      units: [w.unit],
      note: 'a multi-step unit on internal stocks still spends the SP it reached (OCS 12.10h)',
    });
  for (const i of plan.internals) events.push({ type: 'internalsUsed', unit: i.unit, from: i.from, to: i.to });
  const tokens = plan.payments.reduce((a, p) => a + p.tokens, 0);
  events.push({
    type: 'combatSupplied',
    side,
    role: plan.role,
    hex,
    units: units.map((u) => u.id),
    tokens,
    internals: plan.internals.map((i) => i.unit),
    withheld: plan.withheld,
    note: plan.note,
  });
  return events;
}

/**
 * What the log says of an attack that goes ahead: paid in full from the dumps (OCS 12.4), or which
 * units attack on their internal stocks (12.10b) — and which of those still spent the SP they
 * reached (12.10h). ("Cannot attack" is said only where an attack is refused.)
 */
function attackNote(plan: CombatSupplyPlan, units: readonly OcsUnit[]): string {
  const name = (id: string) => units.find((u) => u.id === id)?.name ?? id;
  if (!plan.internals.length) return `combat supply paid in full: ${plan.cost}T (OCS 12.4)`;
  const onStocks = plan.internals.map((i) => `${name(i.unit)} → ${i.to === 'low' ? 'Low' : 'Exhausted'}`).join(', ');
  const wasted = plan.wasted.length
    ? `; SP reached by ${[...new Set(plan.wasted.map((w) => name(w.unit)))].join(', ')} spent anyway (OCS 12.10h)`
    : '';
  return `on internal stocks, no SP in range for them: ${onStocks} (OCS 12.10b)${wasted}`;
}
