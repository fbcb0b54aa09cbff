import { drawDirection } from '../../engine/readings.js';
import type { SearchMemo } from '../../hex/search-memo.js';
import type { SupplyDetermination } from './determine-supply.js';
import { formationRule } from './formation-rule.js';
import type { PatchedContext } from './side-context-patch.js';
import type { SideContext } from './side-context.js';
import { adjacentServesWalledHex, drawMobility } from './supply-path-rules.js';
import { mayThrow } from './throw-rules.js';
import { sameTraceSources, traceSources } from './trace-sources.js';
import { HexReads, readsAny, sourceReads, StackReaches, throwLists, type Entry } from './trace-patch-index.js';
import { patchedCover, suppliersOf, thrownBy } from './trace-patch-suppliers.js';
import { drawSearch, type Supplier, type ThrowReach, type TraceResult } from './trace-supply.js';
import { drawEnd, drawSupplier } from './draw-supplier.js';

const NO_PATH: string[] = [];

/** A plan's trace (12.6), who lost it to the formation rule (12.6f), and the units whose verdict may differ. */
export interface PatchedTrace {
  trace: TraceResult;
  lostToFormation: Map<number, string>;
  /** 1 for each unit (by its place in ctx.friendly) whose trace was worked out again */
  dirty: Uint8Array;
}

/**
 * The trace of a side (traceSupply, without paths) for what-if plans, worked out again only where a
 * plan reaches: each unit's draw (12.3a) is the campaign's unless the unit moved (a plan that
 * changes what a draw search read is worked out in full instead: its paths may differ); the HQs
 * whose throw (12.3b) the plan reaches — moved, or whose range search read a hex whose overlay or
 * friendly stack changed — throw again, and the units of every stack they reached before or reach
 * now get their suppliers anew, as do the formations (12.6f) of every unit worked out again.
 */
export class TracePatch {
  private readonly base: SideContext;
  private readonly trace0: TraceResult;
  private readonly mobilities: string[];
  /** the HQs that may throw (combat units on the map, not in Strat Mode), by place */
  private readonly hqs: number[];
  private readonly reads: HexReads;
  private readonly reaches: StackReaches;
  /** the side's units per formation, by place, in the side's order */
  private readonly formations = new Map<string, number[]>();
  /** each combat unit's suppliers before the formation rule (12.6f), and who lost theirs to it */
  private readonly pre: Array<Supplier[] | undefined>;
  private readonly lost0 = new Map<number, string>();
  private readonly cover0: Array<ThrowReach[] | undefined> = [];
  private readonly coverKnown: Uint8Array;
  /** the hexes the sources as they stand were found by (none: worked out for each plan) */
  private readonly sourceReads: Uint8Array | undefined;
  private work: PlanArrays | undefined;
  /** the units the last plan worked out again: all it wrote in the plan's arrays */
  private readonly marked: number[] = [];

  constructor(
    det: SupplyDetermination,
    private readonly search: SearchMemo,
  ) {
    const c = (this.base = det.sideCtx);
    this.trace0 = det.trace;
    this.coverKnown = new Uint8Array(c.friendly.length);
    this.sourceReads = sourceReads(c, det.trace.sources);
    const mobilities = new Set<string>();
    this.hqs = [];
    c.friendly.forEach((u, k) => {
      if (c.hexes[k]! < 0 || !c.isCombat(u)) return;
      mobilities.add(drawMobility(u));
      if (mayThrow(u)) this.hqs.push(k);
    });
    this.mobilities = [...mobilities];
    this.reads = new HexReads(c.grid.size);
    this.reaches = new StackReaches();
    throwLists(this.search, c, this.hqs).forEach((l, j) => {
      if (!l.read) throw new Error(`the throw of ${c.friendly[this.hqs[j]!]!.id} as it stands was not kept`);
      this.reads.add(j, l.read);
      for (const r of l.reaches) this.reaches.add(r.t, { q: j, mp: r.mp });
    });
    this.reads.build();
    c.friendly.forEach((u, k) => {
      if (!u.formation) return;
      const list = this.formations.get(u.formation);
      if (list) list.push(k);
      else this.formations.set(u.formation, [k]);
    });
    this.pre = new Array<Supplier[] | undefined>(c.friendly.length).fill(undefined);
    const entries = (t: number) => this.reaches.at(t);
    for (let k = 0; k < c.friendly.length; k++)
      if (c.hexes[k]! >= 0 && c.isCombat(c.friendly[k]!))
        this.pre[k] = suppliersOf(c, this.hqs, k, det.trace.drawOf, entries(c.hexes[k]!));
    const post = this.pre.map((l) => l?.slice());
    for (const [name, units] of this.formations)
      formationRule(
        c,
        post,
        name,
        units.filter((k) => post[k]),
        this.lost0,
      );
  }

  /** The throws reaching a unit's stack as it stands (12.3b), each asked once per drag: the plans' eating reads them again and again. */
  private coverAsItStands(k: number): ThrowReach[] | undefined {
    if (!this.coverKnown[k]) {
      this.coverKnown[k] = 1;
      this.cover0[k] = this.trace0.throwCover.of(k);
    }
    return this.cover0[k];
  }

  /**
   * The plan's arrays of the trace (which units are worked out again, their draws and suppliers),
   * made once per drag and patched in place for each plan: the last plan's units put back as
   * they stand first (a plan's trace holds until the next, as its context does).
   */
  private restore(): PlanArrays {
    const t = this.trace0;
    this.work ??= {
      dirty: new Uint8Array(this.base.friendly.length),
      drawOf: t.drawOf.slice(),
      suppliers: t.suppliers.slice(),
    };
    const { dirty, drawOf, suppliers } = this.work;
    for (const k of this.marked) {
      dirty[k] = 0;
      drawOf[k] = t.drawOf[k];
      suppliers[k] = t.suppliers[k];
    }
    this.marked.length = 0;
    return this.work;
  }

  /** Why a unit lost its trace to the formation rule (12.6f) as it stands. */
  lostBefore(k: number): string | undefined {
    return this.lost0.size ? this.lost0.get(k) : undefined;
  }

  /** The plan's trace, or undefined where it is worked out in full (other sources, or a draw search reached). */
  traceFor(p: PatchedContext): PatchedTrace | undefined {
    const c = p.sideCtx;
    const { search, base, trace0 } = this;
    const { dirty, drawOf, suppliers } = this.restore();
    const mark = (k: number) => {
      if (!dirty[k]) this.marked.push(k);
      dirty[k] = 1;
    };
    // 12.6a: the sources as they stood (a source in the moved ZOC stops or works again otherwise)
    const reads = this.sourceReads;
    const sources = reads && !p.overlayChanged.some((h) => reads[h]) ? trace0.sources : traceSources(c);
    if (!sameTraceSources(sources, trace0.sources)) return undefined;
    for (const k of p.moved) mark(k);
    // 12.3a: each draw search as it ran, overlay and negated ZOC alike where it read
    const direction = drawDirection(c.game);
    const adjacentIfWalled = adjacentServesWalledHex(c.game);
    const sourceHexes = sources.sources.map((s) => s.hex);
    const draws = (k: number, m: string) =>
      c.hexes[k]! >= 0 && c.isCombat(c.friendly[k]!) && drawMobility(c.friendly[k]!) === m;
    for (const m of this.mobilities) {
      const o = drawSearch(c, sourceHexes, m, direction);
      // a run kept answers where the plan changed no hex it read (written back only for a moved unit's draw)
      const moves = p.moved.some((k) => draws(k, m));
      const ran = moves ? search.run(o) && search.answered && search.lastRead : search.settledOf(o)?.read;
      if (!ran || (!search.answeredUnpatched && readsAny(ran, p.overlayChanged))) return undefined;
      for (const k of p.moved) {
        if (!draws(k, m)) continue;
        const end = drawEnd(c, search, c.hexes[k]!, m, adjacentIfWalled, direction);
        drawOf[k] = end
          ? drawSupplier(c, sources, search.sourceOf(end.i), search.costMP(end.i), m, end.reading, NO_PATH)
          : undefined;
      }
    }
    // 12.3b: the HQs the plan reaches throw again
    const stackChanged = p.moved.flatMap((k) => [base.hexes[k]!, c.hexes[k]!]).filter((h) => h >= 0);
    const redo = this.reads.readersOf(p.overlayChanged.concat(stackChanged));
    for (let j = 0; j < this.hqs.length; j++) if (dirty[this.hqs[j]!]) redo.add(j);
    const redone = [...redo].sort((a, b) => a - b);
    const lists = throwLists(
      search,
      c,
      redone.map((j) => this.hqs[j]!),
    );
    const now = new StackReaches();
    const hit = new Set<number>(stackChanged);
    redone.forEach((j, r) => {
      for (const x of this.reaches.ofHq(j)) hit.add(x);
      for (const x of lists[r]!.reaches) {
        hit.add(x.t);
        now.add(x.t, { q: j, mp: x.mp });
      }
    });
    // the throws reaching a stack, merged once per stack for its units
    const merged = new Map<number, readonly Entry[] | undefined>();
    const entries = (t: number) => {
      if (!merged.has(t)) merged.set(t, this.reaches.merged(t, redo, now));
      return merged.get(t);
    };
    // the units of every stack reached otherwise, and those moved, get their suppliers anew
    const fresh = new Map<number, Supplier[] | undefined>();
    const renew = (k: number) => {
      mark(k);
      if (c.hexes[k]! >= 0 && c.isCombat(c.friendly[k]!))
        fresh.set(k, suppliersOf(c, this.hqs, k, drawOf, entries(c.hexes[k]!)));
      else fresh.set(k, undefined);
    };
    for (const k of p.moved) renew(k);
    const inHit: number[] = [];
    for (const h of hit) p.friendlyIn(h, (k) => inHit.push(k));
    inHit.sort((a, b) => a - b);
    for (const k of inHit) if (!dirty[k]) renew(k);
    for (const [k, list] of fresh) suppliers[k] = list;
    // 12.6f: the formations of the units worked out again choose their supplier again
    const lost = new Map(this.lost0);
    const formations = new Set<string>();
    for (const k of fresh.keys()) if (c.friendly[k]!.formation) formations.add(c.friendly[k]!.formation!);
    for (const name of formations) {
      const units = this.formations.get(name)!;
      const some: number[] = [];
      for (const k of units) {
        mark(k);
        lost.delete(k);
        const list = fresh.has(k) ? fresh.get(k) : this.pre[k];
        suppliers[k] = list?.slice();
        if (list) some.push(k);
      }
      formationRule(c, suppliers, name, some, lost);
    }
    const throwingHqs = new Map(trace0.throwingHqs);
    for (const k of p.moved) {
      const hq = c.friendly[k]!;
      throwingHqs.delete(hq.id);
      const own = drawOf[k];
      if (own && this.hqs.includes(k)) {
        const t = thrownBy(c, k, 0);
        throwingHqs.set(hq.id, { ...t, path: own.path, mp: own.mp, mobility: drawMobility(hq) });
      }
    }
    // a stack no HQ that threw again reached, before or now, is thrown to as it stood
    const asItStands = (k: number) => !dirty[k] && !hit.has(c.hexes[k]!);
    const throwCover = patchedCover(c, this.hqs, drawOf, entries, asItStands, (k) => this.coverAsItStands(k));
    return { trace: { sources, suppliers, throwingHqs, throwCover, drawOf }, lostToFormation: lost, dirty };
  }
}

type PlanArrays = Pick<PatchedTrace, 'dirty'> & Pick<TraceResult, 'drawOf' | 'suppliers'>;
