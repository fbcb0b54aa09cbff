import type { SupplyDetermination } from './determine-supply.js';
import { hungryList, proposeEating, throwingHqs, type EatingProposal } from './eating.js';
import { allocateEating, reachOf } from './eating-allocate.js';
import type { AroundList } from './eating-around.js';
import { eatingStock, noWayReason, waysToEat, type EatingStock, type Way } from './eating-ways.js';
import type { PatchedContext } from './side-context-patch.js';
import type { OcsDump, OcsState } from './state.js';
import type { SupplyVerdict } from './supply-verdict.js';
import { drawMobility } from './supply-path-rules.js';
import type { ThrowReach, TraceResult } from './trace-supply.js';
import { AllocationKept, type ReachingCandidates } from './what-if-eating-allocate.js';
import { AroundIndex } from './what-if-eating-around.js';
import { NearestKept } from './what-if-eating-nearest.js';

/** A unit's ways to eat as kept from plan to plan, and the reach poolEating reads, made from them. */
interface KeptWays {
  ways: Way[];
  thrown: ThrowReach[] | undefined;
  around?: AroundList | undefined;
  reach?: OcsDump[];
}

/**
 * The eating proposal (OCS 12.6c) for what-if plans, made from the campaign's as it stands: each
 * unit's ways to eat (eating-ways.ts) are kept and worked out again only where the plan can change
 * them — the unit moved or traced again, the HQs throwing to it (12.3b) other or their nearest dump
 * another, its own nearest dump's search reaching a hex the plan changed (what-if-eating-nearest.ts),
 * the dumps around it (what-if-eating-around.ts) — and the dumps' Tokens are shared out anew
 * (eating-allocate.ts) only for the dumps those changes reach (what-if-eating-allocate.ts). A
 * plan that moves, adds or empties a dump has its proposal made in full.
 */
export class EatingReuse {
  private readonly stock: EatingStock;
  private readonly nearest: NearestKept | undefined;
  private readonly around: AroundIndex | undefined;
  /** by a unit's place, its ways as the campaign stands */
  private readonly kept: Array<KeptWays | undefined>;
  /** by a unit's place, its verdict without trace supply as it stands */
  private readonly verdicts: Array<SupplyVerdict | undefined>;
  /** the proposal as it stands, made as a plan's is (its ways the kept ones) */
  private readonly eating0: EatingProposal | undefined;
  /** by a unit's place, why it has no way to eat where it stands as the campaign stands (made when first asked) */
  private readonly noWay0: Array<string | undefined> = [];
  /** the units without trace supply as the campaign stands, by their place */
  private readonly hungry0: readonly number[];
  /** the Tokens allocation as it stands, each plan's made from it */
  private allocation: AllocationKept | undefined;
  /** the units the last plan moved or traced again */
  private dirty: Uint8Array | undefined;

  constructor(
    private readonly det: SupplyDetermination,
    /** why a unit lost its trace to the formation rule (12.6f) as it stands */
    private readonly lostBefore: (k: number) => string | undefined,
  ) {
    const { sideCtx, eating } = det;
    this.verdicts = new Array<SupplyVerdict | undefined>(sideCtx.friendly.length).fill(undefined);
    this.kept = new Array<KeptWays | undefined>(sideCtx.friendly.length).fill(undefined);
    const hungry: number[] = [];
    det.verdicts.forEach((v, r) => {
      const k = det.places[r]!;
      if (eating.hungryAt[k]! >= 0) {
        hungry.push(k);
        this.verdicts[k] = v;
      }
    });
    this.hungry0 = hungry;
    this.stock = eatingStock(sideCtx);
    // no dump holds supply: every unit without trace cannot eat, the proposal quickly made
    if (!this.stock.ashore.length && !this.stock.afloat.length) {
      this.eating0 = proposeEating(sideCtx, det.trace, hungry);
      return;
    }
    const { candidates } = hungryList(sideCtx, hungry);
    const units = candidates.map((h) => hungry[h]!);
    this.nearest = new NearestKept(sideCtx, this.stock, units.concat(throwingHqs(sideCtx)));
    this.around = new AroundIndex(
      sideCtx,
      this.stock.dumpAt,
      new Set(units.map((k) => drawMobility(sideCtx.friendly[k]!))),
    );
    for (const k of units) {
      const thrown = det.trace.throwCover.of(k);
      const ways = waysToEat(sideCtx, k, this.nearest.of(k), thrown, (q) => this.nearest!.of(q), this.stock.afloat);
      this.kept[k] = { ways, thrown };
    }
    this.eating0 = this.propose(
      { sideCtx, overlayChanged: [] },
      det.trace,
      new Uint8Array(sideCtx.friendly.length),
      hungry,
    );
  }

  /** The proposal for this plan's units without trace supply, or undefined where it is made in full. */
  eating(
    p: PatchedContext,
    planned: OcsState,
    pt: { trace: TraceResult; dirty: Uint8Array },
    hungry: readonly number[],
  ): EatingProposal | undefined {
    this.dirty = undefined;
    const dumps = this.det.sideCtx.state.dumps;
    if (planned.dumps.length !== dumps.length) return undefined;
    for (let d = 0; d < dumps.length; d++) if (planned.dumps[d] !== dumps[d]) return undefined;
    const proposal = this.propose(p, pt.trace, pt.dirty, hungry);
    if (proposal) this.dirty = pt.dirty;
    return proposal;
  }

  private propose(
    p: Pick<PatchedContext, 'sideCtx' | 'overlayChanged'>,
    trace: TraceResult,
    dirty: Uint8Array,
    hungry: readonly number[],
  ): EatingProposal | undefined {
    const c = p.sideCtx;
    // the same units without trace supply, none moved: as it stands, where nothing else it read differs (below)
    const alike = this.eating0 !== undefined && sameUnits(this.hungry0, hungry, dirty);
    if (!this.nearest || !this.around) {
      // no dump holds supply: a unit's reason reads only whether it is on the map, and in Strat Mode (12.6e)
      const base = this.det.sideCtx;
      const same =
        sameUnits(this.hungry0, hungry, undefined) && hungry.every((k) => c.hexes[k]! < 0 === base.hexes[k]! < 0);
      return same ? this.eating0 : proposeEating(c, trace, hungry.slice());
    }
    const { proposal, candidates } = hungryList(c, hungry);
    if (!candidates.length) return proposal;
    const around = this.around.view(c, p.overlayChanged);
    if (!around) return undefined;
    const kept = this.kept;
    // a candidate as it stands, the same unit, draws with a mobility the index has lists of
    for (const h of candidates) {
      const k = hungry[h]!;
      const u = c.friendly[k]!;
      if (!(kept[k] && u === this.det.sideCtx.friendly[k]) && !this.around.has(drawMobility(u))) return undefined;
    }
    // the throws each candidate gets, and the nearest dumps of it and of those HQs, as the plan has them
    const n = candidates.length;
    const thrown = new Array<ThrowReach[] | undefined>(n);
    const asked: number[] = [];
    for (let x = 0; x < n; x++) {
      const k = hungry[candidates[x]!]!;
      const t = (thrown[x] = trace.throwCover.of(k));
      asked.push(k);
      if (t) for (let e = 0; e < t.length; e++) asked.push(t[e]!.at);
    }
    const near = this.nearest.forPlan(c, p.overlayChanged, dirty, asked);
    // each candidate's ways as they stand where its nearest dump and its throws, and their HQs' nearest dumps, are
    const ways = new Array<KeptWays>(n);
    let waysKept = true;
    for (let x = 0; x < n; x++) {
      const k = hungry[candidates[x]!]!;
      const was = dirty[k] ? undefined : kept[k];
      if (was && near.same(k) && sameThrows(was.thrown, thrown[x]) && near.allSame(was.thrown)) ways[x] = was;
      else {
        ways[x] = { ways: waysToEat(c, k, near.of(k), thrown[x], near.of, this.stock.afloat), thrown: thrown[x] };
        waysKept = false;
      }
    }
    // the dumps sealed by enemy ZOC (12.3d) as they stood, and every way and list around kept: the Tokens go as they went
    let dumpsSealedAlike = true;
    for (const x of p.overlayChanged) if (this.stock.dumpAt.has(x)) dumpsSealedAlike = false;
    if (alike && dumpsSealedAlike && this.around.untouched && waysKept) return this.eating0;
    const aroundOf = (x: number) =>
      around(c.hexes[hungry[candidates[x]!]!]!, drawMobility(c.friendly[hungry[candidates[x]!]!]!));
    const sealed = new Map<string, number[]>();
    // why a unit has no way to eat reads its hex and which dumps no path leaves (12.3d): kept while both are
    const base = this.det.sideCtx;
    const noWay = (x: number) => {
      const k = hungry[candidates[x]!]!;
      if (!dumpsSealedAlike || c.hexes[k] !== base.hexes[k]) return noWayReason(c, k, this.stock.dumpAt, sealed);
      return (this.noWay0[k] ??= noWayReason(c, k, this.stock.dumpAt, sealed));
    };
    const candidatesOf: ReachingCandidates = {
      candidates,
      ways: (x) => ways[x]!.ways,
      noWay,
      around: aroundOf,
      // in its hex as it stands, where the plan made no list again: the list as it stands, the same object
      aroundAsItStands: (x) => {
        const k = hungry[candidates[x]!]!;
        return c.hexes[k] === base.hexes[k] && !this.around!.madeAgain(c.hexes[k]!);
      },
      reach: (x) => {
        const w = ways[x]!;
        const a = aroundOf(x);
        if (!w.reach || w.around !== a) {
          w.around = a;
          w.reach = reachOf(w.ways, a);
        }
        return w.reach;
      },
    };
    // the allocation as it stands is kept (made when the drag begins): a plan's shares out again only the dumps it reaches
    if (this.allocation) proposal.plans = this.allocation.allocate(c, hungry, candidatesOf, proposal);
    else {
      proposal.plans = allocateEating(c, hungry, candidatesOf, proposal);
      if (this.eating0 === undefined && this.det.sideCtx === c)
        this.allocation = new AllocationKept(c, hungry, candidatesOf, proposal);
    }
    return proposal;
  }

  /**
   * A unit's verdict without trace supply as it stands, when the plan left it be and its eating
   * the same: the same dump, Tokens and units fed with it, by the same HQ and path, or the same
   * reason it cannot eat; and it lost its trace for the same reason (12.6f).
   */
  verdictAt(k: number, lostTo: string | undefined, eating: EatingProposal, h: number): SupplyVerdict | undefined {
    const was = this.eating0;
    if (!was) return undefined;
    const h0 = was.hungryAt[k]!;
    if (!this.dirty || this.dirty[k] || h0 < 0 || lostTo !== this.lostBefore(k)) return undefined;
    const f0 = was.fed[h0];
    const f1 = eating.fed[h];
    if (!f0 || !f1) return !f0 && !f1 && was.cannot[h0] === eating.cannot[h] ? this.verdicts[k] : undefined;
    if (f0.dump !== f1.dump || f0.tokens !== f1.tokens || f0.units.length !== f1.units.length) return undefined;
    const a = was.how[h0];
    const b = eating.how[h];
    if (a === b) return this.verdicts[k];
    return a && b && a.hq === b.hq && samePath(a.path, b.path) ? this.verdicts[k] : undefined;
  }
}

/** The same units, in the same order, none of them moved or traced again (`dirty`, if given)? */
function sameUnits(was: readonly number[], now: readonly number[], dirty: Uint8Array | undefined): boolean {
  if (was.length !== now.length) return false;
  for (let h = 0; h < now.length; h++) if (was[h] !== now[h] || dirty?.[now[h]!]) return false;
  return true;
}

/** The same HQs throwing to a unit at the same MP (12.3b)? */
function sameThrows(a: readonly ThrowReach[] | undefined, b: readonly ThrowReach[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (a.length !== b.length) return false;
  for (let e = 0; e < a.length; e++)
    if (a[e]!.at !== b[e]!.at || a[e]!.mp !== b[e]!.mp || a[e]!.hq !== b[e]!.hq || !samePath(a[e]!.path, b[e]!.path))
      return false;
  return true;
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let e = 0; e < a.length; e++) if (a[e] !== b[e]) return false;
  return true;
}
