import type { MovementGraph } from '../../hex/movement-graph.js';
import type { PathSearch } from '../../hex/path-search.js';
import type { CampaignState, Unit } from '../../model/campaign-schema.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { proposeEating, type EatingPlan, type EatingProposal } from './eating.js';
import { planRecovery, type RecoveryPlan } from './internals-recovery.js';
import { sideContext, type SideContext } from './side-context.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { applyFormationRule, describeSupplier, traceSupply, type TraceResult } from './trace-supply.js';

const NO_PATH: string[] = [];

export interface SupplyDetermination {
  side: string;
  turn: number;
  verdicts: SupplyVerdict[];
  eating: EatingProposal;
  trace: TraceResult;
  ctx: SideContext;
  /** OCS 12.10e: internal stocks recovered first; eating is proposed from what is left */
  recovery: RecoveryPlan;
}

/**
 * A side's Supply Phase determination (OCS 12.6, 12.9): every friendly unit's verdict with its
 * reason (with the supply path of each unit unless options.paths is false — the Supply Phase
 * command records verdicts, not paths). Pure: reads the state, changes nothing. Out-of-supply reasons name the failure only
 * briefly here; explain-no-trace.ts gives the cheapest path and where it failed, on request.
 */
export function determineSupply(
  game: GameDefinition,
  graph: MovementGraph,
  state: CampaignState,
  side: string,
  search?: PathSearch,
  options: { paths?: boolean } = {},
): SupplyDetermination {
  // 12.10e A: recovery of internal stocks comes before SP feed anyone off the map
  const first = sideContext(game, graph, state, side, search);
  const recovery = first.friendly.some((u) => u.ocs?.internals) ? planRecovery(first) : { recovered: [], payments: [] };
  const spent = new Map<string, number>();
  for (const p of recovery.payments) spent.set(p.dump.id, (spent.get(p.dump.id) ?? 0) + p.tokens);
  const ctx = spent.size
    ? sideContext(
        game,
        graph,
        {
          ...state,
          dumps: state.dumps.map((d) => (spent.has(d.id) ? { ...d, amount: d.amount - spent.get(d.id)! } : d)),
        },
        side,
        search,
      )
    : first;
  const turn = state.clock.turn;
  const trace = traceSupply(ctx, options.paths ?? true);
  const lostToFormation = applyFormationRule(ctx, trace);
  const verdicts: SupplyVerdict[] = [];
  // one object shape for every verdict (no spreads): thousands are built per phase
  const verdict = (
    u: Unit,
    status: SupplyVerdict['status'],
    via: string | null,
    reason: string,
    path: string[],
    eat?: SupplyVerdict['eat'],
  ): SupplyVerdict => ({
    unit: u.id,
    name: u.name,
    hex: u.hex,
    status,
    via,
    reason,
    path,
    eat,
  });
  const hungry: Unit[] = [];
  for (const u of ctx.friendly) {
    const box = ctx.offMap.get(u.id);
    if (!ctx.isCombat(u))
      verdicts.push(verdict(u, 'exempt', null, 'non-combat units never need trace supply (OCS 12.9a)', NO_PATH));
    else if (box?.supplied)
      verdicts.push(
        verdict(u, 'in-supply', box.name, `draws from within the off-map holding box ${box.name} (OCS 12.3e)`, NO_PATH),
      );
    else if (box)
      verdicts.push(
        verdict(
          u,
          'out-of-supply',
          null,
          `the off-map holding box ${box.name} holds no supply, and units there draw only from within it (OCS 12.3e)`,
          NO_PATH,
        ),
      );
    else if (u.ocs?.onLandingCraft)
      verdicts.push(
        verdict(
          u,
          'in-supply',
          'Landing Craft',
          'ground units on a Landing Craft are always in trace supply (OCS 12.6g)',
          NO_PATH,
        ),
      );
    else if (u.ocs?.airDroppedTurn === turn)
      verdicts.push(
        verdict(u, 'exempt', null, 'made a planned air drop this turn: no trace supply needed (OCS 12.6h)', NO_PATH),
      );
    else {
      const best = trace.suppliers.get(u.id)?.[0];
      if (!best) hungry.push(u);
      else {
        const d = describeSupplier(best);
        verdicts.push(verdict(u, 'in-supply', d.via, d.reason, best.path));
      }
    }
  }
  const eating = proposeEating(ctx, trace, hungry);
  const eatsFrom = new Map<string, EatingPlan>();
  for (const p of eating.plans) for (const u of p.units) eatsFrom.set(u.id, p);
  for (const u of hungry) {
    const why =
      lostToFormation.get(u.id) ?? 'no trace supply: no supply source within draw range and no HQ able to throw to it';
    const e = eatsFrom.get(u.id);
    if (e) {
      const n = e.units.length;
      const reason = `${why}; can eat off the map from dump ${e.dump.id} at ${e.dump.hex} (${e.tokens}T for ${n} unit${n > 1 ? 's' : ''}, OCS 12.6c)`;
      verdicts.push(
        verdict(u, 'eats', `dump ${e.dump.id} (${e.dump.hex})`, reason, NO_PATH, {
          dump: e.dump.id,
          dumpHex: e.dump.hex,
        }),
      );
    } else {
      verdicts.push(
        verdict(
          u,
          'out-of-supply',
          null,
          `${why}; cannot eat off the map: ${eating.cannot.get(u.id) ?? 'no dump in range'}`,
          NO_PATH,
        ),
      );
    }
  }
  return { side, turn, verdicts, eating, trace, ctx, recovery };
}
