import type { MovementGraph } from '../../hex/movement-graph.js';
import { PathSearch } from '../../hex/path-search.js';
import type { OcsState, OcsUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { proposeEating, type EatingPlan, type EatingProposal } from './eating.js';
import { emptiedByRecovery, planRecovery, type RecoveryPlan } from './internals-recovery.js';
import { sideContext, type SideContext } from './side-context.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { legNotes, supplierPathNotes } from './supply-path-notes.js';
import { readingNote } from '../../engine/readings.js';
import { dumpName } from '../../engine/referee-names.js';
import { applyFormationRule } from './formation-rule.js';
import { describeSupplier, traceSupply, type Supplier, type TraceResult } from './trace-supply.js';
import { requireTruck } from './supply-path-rules.js';
import { hqOwnSupply } from './throw-rules.js';
import { mayEatOffTheMap, standingWithoutTrace } from './trace-rules.js';

const NO_PATH: string[] = [];
const NO_NOTES: string[] = [];

export { supplierPathNotes };

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
  const turn = state.clock.turn;
  const withPaths = options.paths ?? true;
  const trace = traceSupply(sideCtx, withPaths);
  const lostToFormation = applyFormationRule(sideCtx, trace);
  const verdicts: SupplyVerdict[] = [];
  // one object shape for every verdict (no spreads): thousands are built per phase
  const verdict = (
    u: OcsUnit,
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
  // the units without trace supply, by their place in ctx.friendly
  const hungry: number[] = [];
  const drawReading = readingNote(game, 'drawCounted');
  // the units an HQ throws to at one MP, or that draw from one source (or to one hex next to it)
  // at one MP, read alike: one reason string each, shared (thousands of units, few suppliers).
  // A draw ending next to a source names the source nearest that hex (nearestSource): by the hex.
  const reasons: Record<'hq' | 'draw' | 'adjacent', Map<string, Map<number, { via: string; reason: string }>>> = {
    hq: new Map(),
    draw: new Map(),
    adjacent: new Map(),
  };
  const describe = (s: Supplier): { via: string; reason: string } => {
    if (s.reading) return describeSupplier(s, drawReading);
    const hq = s.key.startsWith('hq:');
    const byName = reasons[hq ? 'hq' : s.adjacentAt ? 'adjacent' : 'draw'];
    const name = hq || !s.adjacentAt ? s.label : s.adjacentAt;
    let byMp = byName.get(name);
    if (!byMp) byName.set(name, (byMp = new Map()));
    let d = byMp.get(s.mp);
    if (!d) byMp.set(s.mp, (d = describeSupplier(s, drawReading)));
    return d;
  };
  const { friendly } = sideCtx;
  for (let k = 0; k < friendly.length; k++) {
    const u = friendly[k]!;
    const box = sideCtx.hexes[k]! < 0 ? sideCtx.offMap.get(u.id) : undefined;
    // 12.9a, 12.3e, 12.6g, 12.6h: settled without a trace
    const standing = standingWithoutTrace(u, sideCtx.isCombat(u), box, turn);
    if (standing) verdicts.push(verdict(u, standing.status, standing.via, standing.reason, NO_PATH));
    else {
      const list = trace.suppliers[k];
      const best = list?.[0];
      if (!best) hungry.push(k);
      else {
        // 12.3b C-D: an HQ's verdict names the draw it throws on
        const own = hqOwnSupply(u, list!);
        const s = own.supplier ?? best;
        const d = describe(s);
        const notes = s.path.length ? supplierPathNotes(sideCtx, s) : NO_NOTES;
        // most units have neither an HQ note nor path notes: their reason is the supplier's
        const reason = own.note || notes.length ? [d.reason, own.note, ...notes].filter(Boolean).join('; ') : d.reason;
        verdicts.push(verdict(u, 'in-supply', d.via, reason, s.path));
      }
    }
  }
  const eating = proposeEating(sideCtx, trace, hungry);
  // a dump on a unit (a wagon, a truck) is named by that unit: friendly units by id, built once
  let byId: Map<string, OcsUnit> | undefined;
  const carrier = (id: string) => {
    if (!byId) {
      byId = new Map();
      for (const x of sideCtx.friendly) if (!byId.has(x.id)) byId.set(x.id, x);
    }
    return byId.get(id)?.name ?? id;
  };
  const dumpNames = new Map<EatingPlan, string>();
  for (let h = 0; h < hungry.length; h++) {
    const k = hungry[h]!;
    const u = friendly[k]!;
    const why =
      lostToFormation.get(k) ??
      'no trace supply: no supply source within draw range, and no HQ that draws trace supply itself reaches it';
    const e = eating.fed[h];
    if (e) {
      const n = e.units.length;
      const how = eating.how[h];
      let via = dumpNames.get(e);
      if (via === undefined) dumpNames.set(e, (via = dumpName(e.dump, carrier)));
      // SP thrown, not trace: an HQ that draws no trace may still throw a dump's SP (12.3b, 12.6c)
      const thrower = how?.hq ? `, the dump's SP thrown by ${how.hq.name} (${how.hq.hex}) (OCS 12.3b)` : '';
      // the path to the dump itemised like a trace path: hexside costs, negated enemy ZOC
      const notes = withPaths && how?.path.length && how.legs ? legNotes(sideCtx, how.legs) : NO_NOTES;
      const reason = [
        `${why}; can eat off the map from ${via}${thrower} (${e.tokens}T for ${n} unit${n > 1 ? 's' : ''}, OCS 12.6c)`,
        ...notes,
      ].join('; ');
      verdicts.push(
        verdict(u, 'eats', via, reason, how?.path ?? NO_PATH, {
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
          `${why}; cannot eat off the map: ${(mayEatOffTheMap(u) && emptiedByRecovery(first, recovery, u)) || eating.cannot[h] || 'no dump in range'}`,
          NO_PATH,
        ),
      );
    }
  }
  // the verdicts run through the side's units, those without trace supply last
  const places = new Int32Array(verdicts.length);
  const last = new Uint8Array(friendly.length);
  for (const k of hungry) last[k] = 1;
  let v = 0;
  for (let k = 0; k < friendly.length; k++) if (!last[k]) places[v++] = k;
  for (const k of hungry) places[v++] = k;
  return { side, turn, verdicts, eating, trace, sideCtx, places, recovery };
}
