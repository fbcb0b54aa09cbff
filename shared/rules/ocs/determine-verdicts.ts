import type { OcsUnit } from './state.js';
import { proposeEating, type EatingPlan, type EatingProposal } from './eating.js';
import { emptiedByRecovery, type RecoveryPlan } from './internals-recovery.js';
import type { SideContext } from './side-context.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { legNotes, supplierPathNotes } from './supply-path-notes.js';
import { readingNote } from '../../engine/readings.js';
import { dumpName } from '../../engine/referee-names.js';
import { describeSupplier, type Supplier, type TraceResult } from './trace-supply.js';
import { hqOwnSupply } from './throw-rules.js';
import { mayEatOffTheMap, standingWithoutTrace } from './trace-rules.js';
import type { SupplyDetermination } from './determine-supply.js';

const NO_PATH: string[] = [];
const NO_NOTES: string[] = [];

/** What the verdicts are made from: the side's context, its trace (12.6), and who lost it to 12.6f. */
export interface VerdictInput {
  sideCtx: SideContext;
  /** the context before internal stocks were recovered (12.10e), and that recovery */
  first: SideContext;
  recovery: RecoveryPlan;
  trace: TraceResult;
  lostToFormation: Map<number, string>;
  withPaths: boolean;
  /**
   * A what-if plan's verdicts made from the campaign's: each unit not `dirty` keeps its verdict
   * (verdictAt; undefined: it had no trace supply, and its eating is proposed again).
   */
  reuse?: {
    dirty: Uint8Array;
    verdictAt(k: number): SupplyVerdict | undefined;
    /** the eating proposal for these units without trace, made from the one as it stood (undefined: made in full) */
    eating?(hungry: readonly number[]): EatingProposal | undefined;
    /**
     * a unit's verdict without trace supply as it stood, if it lost its trace for the same reason
     * (12.6f) and eats the same (`h`: its place in the hungry list of `eating`, the kept proposal)
     */
    hungryVerdictAt(
      k: number,
      lostTo: string | undefined,
      eating: EatingProposal,
      h: number,
    ): SupplyVerdict | undefined;
  };
}

/**
 * Every friendly unit's verdict with its reason (OCS 12.6, 12.9): settled without a trace (12.9a,
 * 12.3e, 12.6g-h), in supply by its cheapest supplier, or — without trace supply — eating off the
 * map as proposed (12.6c) or Out of Supply; those without trace supply listed last.
 */
export function determineVerdicts(input: VerdictInput): SupplyDetermination {
  const { sideCtx, first, recovery, trace, lostToFormation, withPaths, reuse } = input;
  const { game, side } = sideCtx;
  const turn = sideCtx.state.clock.turn;
  const { friendly } = sideCtx;
  // one verdict a unit, those without trace supply last, and each one's unit by its place in
  // friendly: made to length at once, not grown (thousands of units, at every hover of a drag)
  const verdicts = new Array<SupplyVerdict>(friendly.length);
  const places = new Int32Array(friendly.length);
  let placed = 0;
  const put = (k: number, v: SupplyVerdict) => {
    places[placed] = k;
    verdicts[placed++] = v;
  };
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
  for (let k = 0; k < friendly.length; k++) {
    // a unit the plan leaves be keeps its verdict, the same object (the eating verdicts are made again)
    if (reuse && !reuse.dirty[k]) {
      const v = reuse.verdictAt(k);
      if (v) put(k, v);
      else hungry.push(k);
      continue;
    }
    const u = friendly[k]!;
    const box = sideCtx.hexes[k]! < 0 ? sideCtx.offMap.get(u.id) : undefined;
    // 12.9a, 12.3e, 12.6g, 12.6h: settled without a trace
    const standing = standingWithoutTrace(u, sideCtx.isCombat(u), box, turn);
    if (standing) put(k, verdict(u, standing.status, standing.via, standing.reason, NO_PATH));
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
        put(k, verdict(u, 'in-supply', d.via, reason, s.path));
      }
    }
  }
  // 12.6c: the proposal made from the one as it stood, where the plan moved no dump
  const kept = reuse?.eating?.(hungry);
  const eating = kept ?? proposeEating(sideCtx, trace, hungry);
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
  // few units lose their trace to 12.6f, and most sides none: a look-up per unit only when some did
  const anyLost = lostToFormation.size > 0;
  for (let h = 0; h < hungry.length; h++) {
    const k = hungry[h]!;
    const lostTo = anyLost ? lostToFormation.get(k) : undefined;
    const kept1 = kept && reuse!.hungryVerdictAt(k, lostTo, kept, h);
    if (kept1) {
      put(k, kept1);
      continue;
    }
    const u = friendly[k]!;
    const why =
      lostTo ??
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
      put(
        k,
        verdict(u, 'eats', via, reason, how?.path ?? NO_PATH, {
          dump: e.dump.id,
          dumpHex: e.dump.hex,
        }),
      );
    } else {
      put(
        k,
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
  return { side, turn, verdicts, eating, trace, sideCtx, places, recovery };
}
