import type { SearchMemo } from '../../hex/search-memo.js';
import { drawDirection } from '../../engine/readings.js';
import { nearestFrom, ownNearest, searchesOwnWay, type EatingStock, type Nearest } from './eating-ways.js';
import type { SideContext } from './side-context.js';
import { drawMobility } from './supply-path-rules.js';
import type { ThrowReach } from './trace-supply.js';
import { NearbyDraws } from './what-if-eating-nearby.js';

/** A plan's nearest dumps: of(k), and whether unit k's is the one kept from the campaign as it stands. */
export interface PlanNearest {
  of: (k: number) => Nearest | undefined;
  same: (k: number) => boolean;
  /** whether each of these HQs throwing to a unit (12.3b) has its nearest dump as it stands */
  allSame: (thrown: readonly ThrowReach[] | undefined) => boolean;
}

/**
 * Each unit's nearest dump to eat from (eating-ways.ts, OCS 12.3a) as the campaign stands, kept
 * for what-if plans. A unit the plan leaves be keeps it unless the search that found it may
 * answer otherwise:
 * - a unit searching out of its own hex (a Leg or Track HQ): when the plan changed the overlay of
 *   a hex that search read;
 * - any other, read from one search out of every dump per mobility: when its hex cost at least
 *   the least cost at which that search settled a changed hex or a hex next to one. The search
 *   (settle.ts) pops its bucket queue in order of cost, last pushed first within a cost, and sets
 *   a hex's cost and the move into it only on a strictly cheaper push. Until the first hex next
 *   to a changed one is popped, at cost t, every pop, push and test reads the same keys and
 *   overlay as before, so each bucket holds the same hexes in the same order; the hexes pushed
 *   from there on go to costs above t. So every hex of cost below t — and, when no changed hex
 *   lies next to a settled one, every hex — keeps its cost, its source and its path, whatever
 *   breaks the ties. The starts (drawStarts) and the checks next to dumps (12.3c-d) read only
 *   dump hexes, settled at 0, and the hexes next to them.
 * Of the others, a unit in its hex as it stands keeps it too when no changed hex lies within a
 * draw's reach of that hex (what-if-eating-nearby.ts); the rest are found by a search out of the
 * dumps near them only.
 */
export class NearestKept {
  private readonly near0: Array<Nearest | undefined>;
  private readonly has0: Uint8Array;
  /** by a unit's place, its hex as the campaign stands */
  private readonly hex0: Int32Array;
  /** the searches out of every dump as the campaign stands, and out of those near a plan's changes */
  private readonly nearby: NearbyDraws;
  /** per draw mobility, the search out of every dump as the campaign stands: each hex's cost (cost units; -1: not reached) */
  private readonly cost0ByHex: Int32Array[] = [];
  /** by a unit's place: whether it searches out of its own hex; else its mobility's place in search0 (-1: none) and its cost there */
  private readonly own0: Uint8Array;
  private readonly mob0: Int32Array;
  private readonly cost0: Int32Array;
  /** per unit searching out of its own hex, what that search read (undefined: not known) */
  private readonly read0 = new Map<number, Int32Array | undefined>();
  private readonly changed: Uint8Array;
  private readonly outward: boolean;
  /** the last plan's answers by a unit's place, and which plan each is of */
  private readonly now: Array<Nearest | undefined>;
  private readonly stamp: Int32Array;
  private gen = 0;

  constructor(
    base: SideContext,
    private readonly stock: EatingStock,
    units: readonly number[],
  ) {
    const n = base.friendly.length;
    this.near0 = new Array<Nearest | undefined>(n).fill(undefined);
    this.has0 = new Uint8Array(n);
    this.own0 = new Uint8Array(n);
    this.mob0 = new Int32Array(n).fill(-1);
    this.cost0 = new Int32Array(n).fill(-1);
    this.hex0 = Int32Array.from(base.hexes);
    this.now = new Array<Nearest | undefined>(n).fill(undefined);
    this.stamp = new Int32Array(n);
    this.changed = new Uint8Array(base.grid.size);
    this.outward = drawDirection(base.game) === 'from-sources';
    const byMobility = new Map<string, number[]>();
    for (const k of units) {
      this.has0[k] = 1;
      const u = base.friendly[k]!;
      if (searchesOwnWay(u)) {
        this.own0[k] = 1;
        this.near0[k] = ownNearest(base, u, stock.dumpAt);
        this.read0.set(k, (base.search as Partial<Pick<SearchMemo, 'lastRead'>>).lastRead);
        continue;
      }
      const m = drawMobility(u);
      const list = byMobility.get(m);
      if (list) list.push(k);
      else byMobility.set(m, [k]);
    }
    this.nearby = new NearbyDraws(base, stock, this.outward);
    for (const [m, list] of byMobility) {
      const search = this.nearby.asItStands(m, base.search);
      const cost = new Int32Array(base.grid.size).fill(-1);
      for (let r = 0; r < search.reachedCount; r++) cost[search.reachedAt(r)] = search.costUnits(search.reachedAt(r));
      for (const k of list) {
        this.mob0[k] = this.cost0ByHex.length;
        this.cost0[k] = search.costUnits(base.hexes[k]!);
        this.near0[k] = nearestFrom(base, search, base.hexes[k]!, m, stock.dumpAt, this.outward);
      }
      this.cost0ByHex.push(cost);
    }
  }

  /** A unit's nearest dump as the campaign stands. */
  of(k: number): Nearest | undefined {
    return this.near0[k];
  }

  /** The nearest dumps of the units `asked` on a plan's context (`dirty`: the units it moved or traced again). */
  forPlan(c: SideContext, overlayChanged: readonly number[], dirty: Uint8Array, asked: readonly number[]): PlanNearest {
    const nb = c.grid.neighbours;
    // per mobility, the least cost at which the search settled a changed hex or one next to it
    const below = this.cost0ByHex.map((cost) => {
      let t = Infinity;
      for (const x of overlayChanged)
        for (let d = -1; d < 6; d++) {
          const y = d < 0 ? x : nb[6 * x + d]!;
          const at = y >= 0 ? cost[y]! : -1;
          if (at >= 0 && at < t) t = at;
        }
      return t;
    });
    for (const x of overlayChanged) this.changed[x] = 1;
    this.nearby.plan(overlayChanged);
    // this plan's answers by a unit's place, told from the last plan's by their stamp
    const gen = ++this.gen;
    const again = new Map<string, number[]>();
    try {
      for (const k of asked) {
        if (this.stamp[k] === gen) continue;
        // a unit the plan left be is the unit, in the hex, as it stands
        if (!dirty[k] && this.has0[k] && this.keeps(k, below)) {
          this.set(k, this.near0[k]);
          continue;
        }
        const u = c.friendly[k]!;
        if (searchesOwnWay(u)) {
          this.set(k, this.alike(k, ownNearest(c, u, this.stock.dumpAt)));
          continue;
        }
        const m = drawMobility(u);
        // in its hex as it stands, no change within reach: its nearest dump as it stands
        if (this.has0[k] && c.hexes[k] === this.hex0[k] && this.nearby.far(c.hexes[k]!, m)) {
          this.set(k, this.near0[k]);
          continue;
        }
        this.set(k, undefined);
        const list = again.get(m);
        if (list) list.push(k);
        else again.set(m, [k]);
      }
    } finally {
      for (const x of overlayChanged) this.changed[x] = 0;
    }
    for (const [m, list] of again) {
      const found = this.nearby.nearDraws(
        c,
        m,
        list.map((k) => c.hexes[k]!),
        (x) => this.near0[list[x]!],
      );
      list.forEach((k, x) => this.set(k, found[x]));
    }
    const of = (k: number) => (this.stamp[k] === gen ? this.now[k] : undefined);
    const same = (k: number) => of(k) === this.near0[k];
    const allSame = (thrown: readonly ThrowReach[] | undefined) => {
      if (thrown) for (let e = 0; e < thrown.length; e++) if (!same(thrown[e]!.at)) return false;
      return true;
    };
    return { of, same, allSame };
  }

  private set(k: number, near: Nearest | undefined): void {
    this.stamp[k] = this.gen;
    this.now[k] = near;
  }

  /** The nearest dump as it stood when the one found again is the same dump by the same path: the ways made from it are kept too. */
  private alike(k: number, found: Nearest | undefined): Nearest | undefined {
    const was = this.near0[k];
    if (!was || !found || was.dump !== found.dump || was.mp !== found.mp) return found;
    const a = was.path ?? [];
    const b = found.path ?? [];
    if (a.length !== b.length || was.leg?.reverse !== found.leg?.reverse || was.leg?.mobility !== found.leg?.mobility)
      return found;
    for (let e = 0; e < a.length; e++) if (a[e] !== b[e]) return found;
    return was;
  }

  private keeps(k: number, below: readonly number[]): boolean {
    if (this.own0[k]) {
      const read = this.read0.get(k);
      if (!read) return false;
      for (let e = 0; e < read.length; e++) if (this.changed[read[e]!]) return false;
      return true;
    }
    const t = this.mob0[k]! < 0 ? undefined : below[this.mob0[k]!]!;
    if (t === undefined) return false;
    if (t === Infinity) return true;
    const cost = this.cost0[k]!;
    return cost >= 0 && cost < t;
  }
}
