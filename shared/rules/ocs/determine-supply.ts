import type { MovementGraph } from '../../hex/movement-graph.js';
import { PathSearch } from '../../hex/path-search.js';
import type { OcsState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { EatingProposal } from './eating.js';
import { planRecovery, type RecoveryPlan } from './internals-recovery.js';
import { sideContext, type SideContext } from './side-context.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { applyFormationRule } from './formation-rule.js';
import { determineVerdicts } from './determine-verdicts.js';
import { traceSupply, type TraceResult } from './trace-supply.js';
import { requireTruck } from './supply-path-rules.js';

export interface SupplyDetermination {
  side: string;
  turn: number;
  verdicts: SupplyVerdict[];
  eating: EatingProposal;
  trace: TraceResult;
  sideCtx: SideContext;
  /** each verdict's unit, by its place in ctx.friendly */
  places: Int32Array;
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
  state: OcsState,
  side: string,
  search?: PathSearch,
  options: { paths?: boolean; sideCtx?: SideContext } = {},
): SupplyDetermination {
  requireTruck(game);
  // one search for both contexts (the determination keeps it: callers done with it may release it)
  search ??= PathSearch.lease(graph);
  // 12.10e A: recovery of internal stocks comes before SP feed anyone off the map (a context made
  // already for this state and side, with this search, is the one sideContext would make)
  const first = options.sideCtx ?? sideContext(game, graph, state, side, search);
  const recovery = first.friendly.some((u) => u.ocs?.internals) ? planRecovery(first) : { recovered: [], payments: [] };
  const spent = new Map<string, number>();
  for (const p of recovery.payments) spent.set(p.dump.id, (spent.get(p.dump.id) ?? 0) + p.tokens);
  const sideCtx = spent.size
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
  const trace = traceSupply(sideCtx, options.paths ?? true);
  const lostToFormation = applyFormationRule(sideCtx, trace);
  return determineVerdicts({ sideCtx, first, recovery, trace, lostToFormation, withPaths: options.paths ?? true });
}
