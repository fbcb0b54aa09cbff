import type { MovementGraph } from '../../hex/movement-graph.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { CampaignState } from '../../model/campaign-schema.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { proposeEating, type EatingProposal } from './eating.js';
import { sideContext, type SideContext } from './side-context.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { applyFormationRule, describeSupplier, traceSupply, type TraceResult } from './trace-supply.js';

export interface SupplyDetermination {
  side: string;
  turn: number;
  verdicts: SupplyVerdict[];
  eating: EatingProposal;
  trace: TraceResult;
  ctx: SideContext;
}

/**
 * A side's Supply Phase determination (OCS 12.6, 12.9): every friendly unit's verdict with its
 * reason. Pure: reads the state, changes nothing. Out-of-supply reasons name the failure only
 * briefly here; explain-no-trace.ts gives the cheapest path and where it failed, on request.
 */
export function determineSupply(game: GameDefinition, graph: MovementGraph, state: CampaignState, side: string, search?: PathSearch): SupplyDetermination {
  const ctx = sideContext(game, graph, state, side, search);
  const turn = state.clock.turn;
  const trace = traceSupply(ctx);
  const lostToFormation = applyFormationRule(ctx, trace);
  const verdicts: SupplyVerdict[] = [];
  const hungry = [];
  for (const u of ctx.friendly) {
    const base = { unit: u.id, name: u.name, hex: u.hex, via: null, path: [] as string[] };
    if (!ctx.isCombat(u)) {
      verdicts.push({ ...base, status: 'exempt', reason: 'non-combat units never need trace supply (OCS 12.9a)' });
      continue;
    }
    if (u.onLandingCraft) {
      verdicts.push({ ...base, status: 'in-supply', via: 'Landing Craft', reason: 'ground units on a Landing Craft are always in trace supply (OCS 12.6g)' });
      continue;
    }
    if (u.airDroppedTurn === turn) {
      verdicts.push({ ...base, status: 'exempt', reason: 'made a planned air drop this turn: no trace supply needed (OCS 12.6h)' });
      continue;
    }
    const best = trace.suppliers.get(u.id)?.[0];
    if (best) {
      const d = describeSupplier(best);
      verdicts.push({ ...base, status: 'in-supply', via: d.via, reason: d.reason, path: best.path });
      continue;
    }
    hungry.push(u);
  }
  const eating = proposeEating(ctx, trace, hungry);
  const eatsFrom = new Map<string, { dump: string; dumpHex: string; tokens: number; with: number }>();
  for (const p of eating.plans) for (const u of p.units) eatsFrom.set(u.id, { dump: p.dump.id, dumpHex: p.dump.hex, tokens: p.tokens, with: p.units.length });
  for (const u of hungry) {
    const base = { unit: u.id, name: u.name, hex: u.hex, path: [] as string[] };
    const lost = lostToFormation.get(u.id);
    const why = lost ?? 'no trace supply: no supply source within draw range and no HQ able to throw to it';
    const e = eatsFrom.get(u.id);
    if (e) {
      verdicts.push({
        ...base,
        status: 'eats',
        via: `dump ${e.dump} (${e.dumpHex})`,
        reason: `${why}; can eat off the map from dump ${e.dump} at ${e.dumpHex} (${e.tokens}T for ${e.with} unit${e.with > 1 ? 's' : ''}, OCS 12.6c)`,
        eat: { dump: e.dump, dumpHex: e.dumpHex },
      });
    } else {
      verdicts.push({ ...base, status: 'out-of-supply', via: null, reason: `${why}; cannot eat off the map: ${eating.cannot.get(u.id) ?? 'no dump in range'}` });
    }
  }
  return { side, turn, verdicts, eating, trace, ctx };
}
