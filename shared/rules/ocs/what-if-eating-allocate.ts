import { allocateEating, type EatingCandidates, type EatingOutcome, type EatingPlan } from './eating-allocate.js';
import type { AroundList } from './eating-around.js';
import { wayTaken, type Way } from './eating-ways.js';
import type { SideContext } from './side-context.js';
import type { OcsDump, OcsUnit } from './state.js';

/** The candidates of an allocation with each one's reach (the dumps of its ways, then those around it). */
export interface ReachingCandidates extends EatingCandidates {
  reach(c: number): readonly OcsDump[];
  /** whether the candidate's list of dumps around it is the one as the campaign stands, for the unit as it stands */
  aroundAsItStands?(c: number): boolean;
}

/**
 * The Tokens allocation (eating-allocate.ts, OCS 12.6c) as the campaign stands, kept for what-if
 * plans: a plan's allocation shares out again only the dumps its changes reach.
 *
 * Why that is exact. Call a candidate's reach the dumps of its ways and those around it (reachOf),
 * and group the candidates that share a dump, directly or through others. allocateEating reads and
 * writes the RE a dump feeds only for dumps in the reach of the candidate it is placing: the
 * greedy tries its ways, then the dumps around it; shortOf names its reach; poolEating moves a unit
 * only to a dump in its reach and weighs only its own dump and that one. A candidate without ways
 * reads no dump at all (its reason is noWay's). So the candidates of one group see only the RE
 * that candidates of their group put on their group's dumps, in candidate order: the greedy run
 * over all candidates does, within a group, what it does run over that group alone. The pooling
 * passes do too: a pass moves a unit only by the RE of its group's dumps; a group in which a pass
 * moved nothing has nothing to move in the next (its RE are as they were), so each group stops
 * after the same moves, whichever other group still moves. The pool runs only when more than one
 * dump feeds; with one dump fed in a group no unit of it can move (a move needs a second dump
 * already feeding), so running the pool or not leaves the group alike. The units of each dump's
 * plan are listed in candidate order either way (the greedy and the pool's re-feeding both go in
 * that order), and the Tokens are those of its RE.
 *
 * So a group whose candidates are, in the plan, the same units (the same objects: the same RE),
 * in the same order, each with ways to the same dumps in the same order and the same dumps around
 * it in the same order, gets the same plans and the same answer per unit as it stands; the dumps
 * are the same (a plan that moves, adds or empties one is proposed in full). Of a way the
 * allocation reads only its dump, but for the one a fed unit is told it eats by: the first of its
 * ways to the dump that feeds it (the greedy tries them in order, and a dump that fails once
 * fails again at once; the pool takes the first way to the dump it moves a unit to), or none when
 * no way leads there (fed from a dump around it). So a unit whose ways are other objects with
 * the same dumps is told the way of its own in that place: the HQ and path may be others.
 * Every other candidate is allocated again together with all the members of the groups, as the
 * campaign stands, whose dumps its reach (now or as it stood) meets, and of the groups that lost
 * or changed a member: those candidates share no dump with a group kept (a kept group's members
 * reach only its own dumps), so that allocation is exact too.
 */
export class AllocationKept {
  /** by a unit's place in the side, its place among the candidates as it stands (-1: none) */
  private readonly xAt: Int32Array;
  /** by a candidate's place as it stands: its place in the hungry list, unit, ways, dumps around, group (-1: no ways) */
  private readonly h0: number[] = [];
  private readonly unit0: OcsUnit[] = [];
  private readonly ways0: Array<readonly Way[]> = [];
  private readonly around0: Array<AroundList | undefined> = [];
  private readonly groupOf: Int32Array;
  /** by group: its members and the plans of its dumps */
  private readonly groupSize: number[] = [];
  private readonly plansOf: EatingPlan[][] = [];
  private readonly groupOfDump = new Map<OcsDump, number>();
  /** a dump's place in the state's list: the order of the plans */
  private readonly dumpOrder = new Map<OcsDump, number>();
  /** per plan: the groups allocated again, each group's members met so far and the last one's place as it stands */
  private readonly again: Uint8Array;
  private readonly met: Int32Array;
  private readonly last: Int32Array;

  constructor(
    sideCtx: SideContext,
    hungry: readonly number[],
    c: ReachingCandidates,
    private readonly base: EatingOutcome & { plans: EatingPlan[] },
  ) {
    const n = c.candidates.length;
    this.xAt = new Int32Array(sideCtx.friendly.length).fill(-1);
    sideCtx.state.dumps.forEach((d, j) => this.dumpOrder.set(d, j));
    // the groups: candidates joined through the dumps they reach (union-find over their places)
    const up = Array.from({ length: n }, (_, x) => x);
    const root = (x: number): number => {
      while (up[x] !== x) x = up[x] = up[up[x]!]!;
      return x;
    };
    const firstAt = new Map<OcsDump, number>();
    for (let x = 0; x < n; x++) {
      const k = hungry[c.candidates[x]!]!;
      this.xAt[k] = x;
      this.h0.push(c.candidates[x]!);
      this.unit0.push(sideCtx.friendly[k]!);
      this.ways0.push(c.ways(x));
      this.around0.push(this.ways0[x]!.length ? c.around(x) : undefined);
      if (!this.ways0[x]!.length) continue;
      for (const d of c.reach(x)) {
        const y = firstAt.get(d);
        if (y === undefined) firstAt.set(d, x);
        else up[root(x)] = root(y);
      }
    }
    this.groupOf = new Int32Array(n).fill(-1);
    const groupAt = new Map<number, number>();
    for (let x = 0; x < n; x++) {
      if (!this.ways0[x]!.length) continue;
      let g = groupAt.get(root(x));
      if (g === undefined) {
        groupAt.set(root(x), (g = this.groupSize.length));
        this.groupSize.push(0);
        this.plansOf.push([]);
      }
      this.groupOf[x] = g;
      this.groupSize[g]!++;
    }
    for (const [d, x] of firstAt) this.groupOfDump.set(d, this.groupOf[x]!);
    for (const p of base.plans) this.plansOf[this.groupOfDump.get(p.dump)!]!.push(p);
    const groups = this.groupSize.length;
    this.again = new Uint8Array(groups);
    this.met = new Int32Array(groups);
    this.last = new Int32Array(groups);
  }

  /** allocateEating's answer for a plan with the same dumps: writes `out`, returns the plans. */
  allocate(sideCtx: SideContext, hungry: readonly number[], c: ReachingCandidates, out: EatingOutcome): EatingPlan[] {
    const { candidates } = c;
    const { again, met, last, groupOf } = this;
    again.fill(0);
    met.fill(0);
    last.fill(-1);
    // per candidate of the plan: its place as it stands when it may keep its answer, else -1
    const was = new Int32Array(candidates.length).fill(-1);
    for (let x = 0; x < candidates.length; x++) {
      const k = hungry[candidates[x]!]!;
      const bx = this.xAt[k]!;
      const ways = c.ways(x);
      // a candidate without ways reads no dump: told why here, as allocateEating tells it
      if (!ways.length) {
        out.cannot[candidates[x]!] = c.noWay(x);
        was[x] = NO_WAYS;
        continue;
      }
      if (bx >= 0 && groupOf[bx]! >= 0 && sameDumps(ways, this.ways0[bx]!) && sideCtx.friendly[k] === this.unit0[bx]) {
        const g = groupOf[bx]!;
        if (c.aroundAsItStands?.(x) || sameDumps(c.around(x), this.around0[bx])) {
          // a member met out of its order as it stands changes the group's order
          if (bx < last[g]!) again[g] = 1;
          last[g] = bx;
          met[g]!++;
          was[x] = bx;
          continue;
        }
      }
      for (const d of c.reach(x)) {
        const g = this.groupOfDump.get(d);
        if (g !== undefined) again[g] = 1;
      }
    }
    // a group with a member no longer met unchanged (changed, or no longer a candidate) is allocated again too
    for (let g = 0; g < again.length; g++) if (met[g] !== this.groupSize[g]) again[g] = 1;
    const redo: number[] = [];
    const plans: EatingPlan[] = [];
    for (let x = 0; x < candidates.length; x++) {
      const bx = was[x]!;
      if (bx === NO_WAYS) continue;
      if (bx < 0 || again[groupOf[bx]!]) {
        redo.push(x);
        continue;
      }
      const h = candidates[x]!;
      const h0 = this.h0[bx]!;
      out.cannot[h] = this.base.cannot[h0];
      out.how[h] = this.howOf(bx, c.ways(x), h0);
      out.fed[h] = this.base.fed[h0];
    }
    for (let g = 0; g < again.length; g++) if (!again[g]) for (const p of this.plansOf[g]!) plans.push(p);
    if (!redo.length) return plans.sort(this.byDump);
    const made = allocateEating(
      sideCtx,
      hungry,
      {
        candidates: redo.map((x) => candidates[x]!),
        ways: (y) => c.ways(redo[y]!),
        noWay: (y) => c.noWay(redo[y]!),
        around: (y) => c.around(redo[y]!),
        reach: (y) => c.reach(redo[y]!),
      },
      out,
    );
    for (const p of made) plans.push(p);
    return plans.sort(this.byDump);
  }

  /** How a kept candidate eats, given its ways now (to the same dumps as its ways as it stands). */
  private howOf(bx: number, ways: readonly Way[], h0: number) {
    const how = this.base.how[h0];
    const fed = this.base.fed[h0];
    const ways0 = this.ways0[bx]!;
    if (ways === ways0 || !fed) return how;
    const e = ways0.findIndex((w) => w.dump === fed.dump);
    return e < 0 ? how : wayTaken(ways[e]!);
  }

  private readonly byDump = (a: EatingPlan, b: EatingPlan): number =>
    this.dumpOrder.get(a.dump)! - this.dumpOrder.get(b.dump)!;
}

/** A candidate's mark in allocate() when it has no way to eat (told why at once) */
const NO_WAYS = -2;

/** The same dumps in the same order (what the allocation reads of a unit's ways, and of the list around it)? */
function sameDumps(
  a: ReadonlyArray<{ dump: OcsDump }> | undefined,
  b: ReadonlyArray<{ dump: OcsDump }> | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let e = 0; e < a.length; e++) if (a[e]!.dump !== b[e]!.dump) return false;
  return true;
}
