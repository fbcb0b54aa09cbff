import type { OcsUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { TOKENS_PER_SP } from './quantity.js';

/** OCS 12.5a: only combat units using Truck or Track MP need fuel to move. */
export function needsFuel(game: GameDefinition, u: OcsUnit): boolean {
  const type = game.unitTypes.find((t) => t.id === u.type);
  return !!type?.combat && (type.mobility === 'truck' || type.mobility === 'track');
}

export interface FuelPlan {
  /** 12.5c A: 1 SP fuels a formation until the next friendly Clean Up Phase */
  formations: Array<{ formation: string; units: string[]; tokens: number }>;
  /** 12.5c B, 12.5e: 1 SP fuels an HQ and the independents in its throw range */
  hqs: Array<{ hq: string; units: string[]; tokens: number }>;
  /** 12.5c C: 1T per unit, this phase only */
  singles: Array<{ unit: string; tokens: number }>;
  tokens: number;
  /** what the same moves would cost with the single-unit method alone, for comparison */
  singleUnitTokens: number;
}

/**
 * The cheapest fuelling for the units the referee wants to move (OCS 12.5c): a formation pays
 * 1 SP or 1T per unit that needs fuel, whichever is less; independents are fuelled by the HQ
 * method where an HQ covers more of them than 1 SP buys singly, else 1T each. HQ coverage
 * (which independents are in whose throw range) comes from the supply determination.
 */
export function proposeFuel(
  game: GameDefinition,
  moving: readonly OcsUnit[],
  hqCover: ReadonlyMap<string, readonly string[]>,
): FuelPlan {
  const SP = TOKENS_PER_SP;
  const fuelled = moving.filter((u) => needsFuel(game, u));
  const plan: FuelPlan = { formations: [], hqs: [], singles: [], tokens: 0, singleUnitTokens: fuelled.length };
  const byFormation = new Map<string, OcsUnit[]>();
  const independents: OcsUnit[] = [];
  for (const u of fuelled) {
    if (u.formation) byFormation.set(u.formation, [...(byFormation.get(u.formation) ?? []), u]);
    else independents.push(u);
  }
  for (const [formation, units] of byFormation) {
    if (units.length > SP) plan.formations.push({ formation, units: units.map((u) => u.id), tokens: SP });
    else for (const u of units) plan.singles.push({ unit: u.id, tokens: 1 });
  }
  // greedy cover of the independents by HQs: fuel the HQ that saves most, while it saves anything
  const left = new Set(independents.map((u) => u.id));
  for (;;) {
    let best: { hq: string; units: string[] } | undefined;
    for (const [hq, covered] of hqCover) {
      const units = covered.filter((id) => left.has(id));
      if (left.has(hq) && !units.includes(hq)) units.push(hq);
      if (units.length > SP && (!best || units.length > best.units.length)) best = { hq, units };
    }
    if (!best) break;
    plan.hqs.push({ hq: best.hq, units: best.units, tokens: SP });
    for (const id of best.units) left.delete(id);
  }
  for (const id of left) plan.singles.push({ unit: id, tokens: 1 });
  plan.tokens = plan.formations.length * SP + plan.hqs.length * SP + plan.singles.length;
  return plan;
}
