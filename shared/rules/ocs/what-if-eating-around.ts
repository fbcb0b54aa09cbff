import type { SideContext } from './side-context.js';
import type { DumpTable } from './dump-access.js';
import { aroundRun, sealedAt, type AroundList, type AroundRun } from './eating-around.js';
import { cheapestFirst } from './trace-supply.js';

/**
 * The dumps around each unit (eating-around.ts: every dump within its own draw range, 12.3a,
 * 12.3c) kept for a what-if drag: the search towards each dump as the campaign stands, indexed by
 * the hexes it settled. A plan that changes the overlay of a hex no such search settled or stepped
 * next to leaves that search as it was (costs are positive and the search deterministic: a path
 * through a changed hex would first have to step into it from a hex it settled); the searches the
 * plan reaches are run again, and only the units in the hexes they settle, before or now, or next
 * to their dump (12.3d), get their list made again.
 */
export class AroundIndex {
  private readonly byMobility = new Map<string, MobilityRuns>();
  /** 1 in the hexes whose lists a plan made again, and those hexes, to clear for the next plan */
  private readonly affected: Uint8Array;
  private marked: number[] = [];

  constructor(
    private readonly base: SideContext,
    private readonly dumpAt: DumpTable,
    mobilities: Iterable<string>,
  ) {
    this.affected = new Uint8Array(base.grid.size);
    for (const m of mobilities) this.byMobility.set(m, new MobilityRuns(base, dumpAt, m));
  }

  /** The lists as a plan has them (undefined: a draw mobility the campaign as it stands had no list for). */
  view(
    c: SideContext,
    overlayChanged: readonly number[],
  ): ((i: number, m: string) => AroundList | undefined) | undefined {
    for (const h of this.marked) this.affected[h] = 0;
    this.marked = [];
    const nb = c.grid.neighbours;
    const fresh = new Map<string, Map<number, Map<number, number>>>();
    for (const [m, runs] of this.byMobility) {
      // the searches that settled a changed hex or one next to it
      const again = new Map<number, Map<number, number>>();
      for (const x of overlayChanged)
        for (let d = -1; d < 6; d++) {
          const y = d < 0 ? x : nb[6 * x + d]!;
          if (y < 0) continue;
          for (let e = runs.start[y]!; e < runs.start[y + 1]!; e++) again.set(runs.runAt[e]!, new Map());
        }
      for (const [j, costs] of again) {
        const h = runs.hexes[j]!;
        const run = aroundRun(c, h, m);
        for (let r = 0; r < run.order.length; r++) costs.set(run.order[r]!, run.cost[r]!);
        for (const i of run.order) this.mark(i);
        for (const i of runs.runs[j]!.order) this.mark(i);
        for (let d = 0; d < 6; d++) if (nb[6 * h + d]! >= 0) this.mark(nb[6 * h + d]!);
      }
      fresh.set(m, again);
    }
    const lists = new Map<string, Map<number, AroundList | undefined>>();
    return (i, m) => {
      const runs = this.byMobility.get(m);
      if (!runs) return undefined;
      if (!this.affected[i]) return runs.listAt(this.base, i, this.dumpAt);
      let byHex = lists.get(m);
      if (!byHex) lists.set(m, (byHex = new Map()));
      if (!byHex.has(i)) byHex.set(i, runs.makeList(c, i, this.dumpAt, fresh.get(m)));
      return byHex.get(i);
    };
  }

  /** whether the last plan's view made no list again: every list as the campaign stands */
  get untouched(): boolean {
    return this.marked.length === 0;
  }

  /** Whether the last plan's view made the lists at hex i again (else they are the lists as the campaign stands). */
  madeAgain(i: number): boolean {
    return this.affected[i] === 1;
  }

  /** Whether the index has the lists of draw mobility m. */
  has(m: string): boolean {
    return this.byMobility.has(m);
  }

  private mark(i: number): void {
    if (this.affected[i]) return;
    this.affected[i] = 1;
    this.marked.push(i);
  }
}

/** The searches towards every dump hex with one draw mobility, and the hexes each settled, by hex. */
class MobilityRuns {
  /** per search (in the dump table's order): its dump hex, and what it settled */
  readonly hexes: number[];
  readonly runs: AroundRun[];
  /** by hex, the searches that settled it (in their order) and its cost in each: entries start[i] to start[i + 1] */
  readonly start: Int32Array;
  readonly runAt: Int32Array;
  readonly costAt: Int32Array;
  /** a dump hex's search */
  private readonly runOf = new Map<number, number>();
  /** the lists as the campaign stands, made when first asked */
  private readonly kept = new Map<number, AroundList | undefined>();

  constructor(
    base: SideContext,
    dumpAt: DumpTable,
    private readonly m: string,
  ) {
    this.hexes = [...dumpAt.keys()];
    this.runs = this.hexes.map((h) => aroundRun(base, h, m));
    this.hexes.forEach((h, j) => this.runOf.set(h, j));
    const size = base.grid.size;
    this.start = new Int32Array(size + 1);
    let total = 0;
    for (const run of this.runs) {
      total += run.order.length;
      for (const i of run.order) this.start[i + 1]!++;
    }
    for (let i = 0; i < size; i++) this.start[i + 1]! += this.start[i]!;
    this.runAt = new Int32Array(total);
    this.costAt = new Int32Array(total);
    const fill = this.start.slice(0, size);
    this.runs.forEach((run, j) => {
      for (let r = 0; r < run.order.length; r++) {
        const e = fill[run.order[r]!]!++;
        this.runAt[e] = j;
        this.costAt[e] = run.cost[r]!;
      }
    });
  }

  /** The list at hex i as the campaign stands. */
  listAt(base: SideContext, i: number, dumpAt: DumpTable): AroundList | undefined {
    if (!this.kept.has(i)) this.kept.set(i, this.makeList(base, i, dumpAt, undefined));
    return this.kept.get(i);
  }

  /**
   * The list at hex i as dumpsAround makes it: per dump hex in the table's order, its search's cost
   * to i, then 0 MP when i is next to it and no path leaves it (12.3d); cheapest first. `again`:
   * the searches a plan ran again, by search, each's cost per hex settled.
   */
  makeList(
    c: SideContext,
    i: number,
    dumpAt: DumpTable,
    again: Map<number, Map<number, number>> | undefined,
  ): AroundList | undefined {
    // (2j: search j reached i; 2j + 1: i is next to its sealed dump) and the cost
    const keys: number[] = [];
    const costs: number[] = [];
    const add = (key: number, cost: number) => {
      let b = keys.length;
      for (; b > 0 && keys[b - 1]! > key; b--) {
        keys[b] = keys[b - 1]!;
        costs[b] = costs[b - 1]!;
      }
      keys[b] = key;
      costs[b] = cost;
    };
    for (let e = this.start[i]!; e < this.start[i + 1]!; e++)
      if (!again?.has(this.runAt[e]!)) add(2 * this.runAt[e]!, this.costAt[e]!);
    if (again)
      for (const [j, byHex] of again) {
        const cost = byHex.get(i);
        if (cost !== undefined) add(2 * j, cost);
      }
    const nb = c.grid.neighbours;
    for (let d = 0; d < 6; d++) {
      const n = nb[6 * i + d]!;
      const j = n >= 0 ? this.runOf.get(n) : undefined;
      if (j !== undefined && sealedAt(c, n, this.m)) add(2 * j + 1, 0);
    }
    if (!keys.length) return undefined;
    const scale = c.graph.costScale;
    const list: AroundList = [];
    for (let e = 0; e < keys.length; e++) {
      const mp = costs[e]! / scale;
      for (const dump of dumpAt.get(this.hexes[keys[e]! >> 1]!)!) list.push({ dump, mp });
    }
    cheapestFirst(list);
    return list;
  }
}
