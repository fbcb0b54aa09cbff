import type { MovementGraph } from './movement-graph.js';
import { PathSearch, type SearchOptions } from './path-search.js';
import { KEY_TOP } from './settle.js';
import { keyOf, RunReaders, sameSources, type KeptRun } from './kept-runs.js';

/** An overlay asked about that equals one recorded except in a few hexes (patched). */
interface OverlayPatch {
  flags: Uint8Array;
  /** the copy of the recorded overlay it was patched from */
  copy: Uint8Array;
  /** its number: the runs that read a patched hex are stale at it */
  at: number;
}

/**
 * A path search that keeps the answers of the runs it made while recording (the campaign as it
 * stands, once per drag) and, asked the same run again later (the same sources, mobility, bound,
 * direction and costs), answers it from them when the overlay of no hex the run read has changed:
 * a cheaper or different path through a changed hex would first have to step into it from a hex
 * the run settled, and every such hex was read (costs are positive, the run deterministic). Any
 * other run is made anew. Callers use it as any PathSearch: a kept run's answers are written back
 * into the search's arrays, for a few hundred hexes, and read as a run's.
 */
export class SearchMemo extends PathSearch {
  /** 1 where some recorded run read the hex (or markAround marked it) */
  readonly touched: Uint8Array;
  /** while true, every run is made and kept; after, runs asked again are answered from what was kept */
  recording = true;
  private readonly kept = new Map<string, KeptRun[]>();
  /** the copy of each overlay's flags taken while recording */
  private readonly copies = new Map<Uint8Array, Uint8Array>();
  /** per overlay asked about after recording, and per recorded copy: 1 where the two differ */
  private readonly diffs = new WeakMap<Uint8Array, Map<Uint8Array, Uint8Array>>();
  /** the overlay last patched from a recorded one, whose few changed hexes say which runs it leaves be */
  private patch: OverlayPatch | undefined;
  private patches = 0;
  /** per hex, the kept runs that read it: built once recording is over */
  private readers: RunReaders | undefined;

  constructor(graph: MovementGraph) {
    super(graph);
    this.touched = new Uint8Array(graph.grid.size);
  }

  /** whether the last run was answered from a kept run (after recording) */
  answered = false;
  /** whether the last run (or settledOf) answered was read on the overlay patched (patched) and read none of its patched hexes */
  answeredUnpatched = false;
  /** the hexes the last run read, when it was kept or answered from a kept run */
  lastRead: Int32Array | undefined;
  /** told of each run after recording: the hexes it read (undefined: made anew, not known) */
  onRun: ((read: Int32Array | undefined) => void) | undefined;

  override run(o: SearchOptions): this {
    const key = keyOf(o);
    this.answered = false;
    this.answeredUnpatched = false;
    this.lastRead = undefined;
    if (this.recording) {
      super.run(o);
      if (key !== undefined) this.lastRead = this.keep(key, o).read;
      return this;
    }
    const run = key === undefined ? undefined : this.find(key, o);
    this.onRun?.(run?.read);
    if (!run) return super.run(o);
    this.answered = true;
    this.lastRead = run.read;
    this.restore(run);
    Object.assign(this.last, run.last, { overlay: o.overlay, sources: o.sources });
    this.hit = run.hit;
    return this;
  }

  /**
   * The hexes settled, cheapest first, and their costs (cost units) by the kept run that answers
   * these options, if one does: read as they were kept, not written back into the search (a caller
   * reading only what a run reached, for many runs). Undefined while recording, or for a run to make.
   */
  settledOf(o: SearchOptions): { order: Int32Array; cost: Int32Array; read: Int32Array } | undefined {
    this.answeredUnpatched = false;
    const key = this.recording ? undefined : keyOf(o);
    if (key === undefined) return undefined;
    const run = this.find(key, o);
    if (run) this.onRun?.(run.read);
    return run;
  }

  /** Writes a kept run's answers back as PathSearch.run leaves them: under a base below every key written so far. */
  private restore(run: KeptRun): void {
    const n = run.order.length;
    let span = 1;
    for (let k = 0; k < n; k++) if (run.cost[k]! >= span) span = run.cost[k]! + 1;
    let base = this.base - 1 - span;
    if (base < -KEY_TOP) {
      this.key.fill(KEY_TOP);
      base = KEY_TOP - span;
    }
    this.base = base;
    this.maxKey = base + span - 1;
    for (let k = 0; k < n; k++) {
      const h = run.order[k]!;
      this.key[h] = base + run.cost[k]!;
      this.parent[h] = run.parent[k]!;
      this.order[k] = h;
    }
    this.count = n;
  }

  /** Marks hex i and the six around it (what a determination reads there without a search). */
  markAround(i: number): void {
    if (i < 0) return;
    this.touched[i] = 1;
    const nb = this.graph.grid.neighbours;
    for (let d = 0; d < 6; d++) {
      const n = nb[6 * i + d]!;
      if (n >= 0) this.touched[n] = 1;
    }
  }

  private keep(key: string, o: SearchOptions): KeptRun {
    const nb = this.graph.grid.neighbours;
    const read: number[] = [];
    const mark = (h: number) => {
      read.push(h);
      this.touched[h] = 1;
      for (let d = 0; d < 6; d++) {
        const n = nb[6 * h + d]!;
        if (n >= 0) {
          read.push(n);
          this.touched[n] = 1;
        }
      }
    };
    const n = this.count;
    const order = this.order.slice(0, n);
    const cost = new Int32Array(n);
    const parent = new Uint8Array(n);
    for (let k = 0; k < n; k++) {
      const h = order[k]!;
      cost[k] = this.key[h]! - this.base;
      parent[k] = this.parent[h]!;
      mark(h);
    }
    for (let k = 0; k < o.sources.length; k++) if (o.sources[k]! >= 0) mark(o.sources[k]!);
    let flags: Uint8Array | undefined;
    if (o.overlay) {
      flags = this.copies.get(o.overlay.flags);
      if (!flags) this.copies.set(o.overlay.flags, (flags = o.overlay.flags.slice()));
    }
    const run: KeptRun = {
      sources: Int32Array.from(o.sources),
      order,
      cost,
      parent,
      last: { ...this.last },
      hit: this.hit,
      read: Int32Array.from(read),
      flags,
      staleAt: 0,
    };
    const list = this.kept.get(key);
    if (list) list.push(run);
    else this.kept.set(key, [run]);
    return run;
  }

  /**
   * Tells the memo that `flags` (an overlay the runs will be asked on, patched in place for each
   * what-if plan) now equal the overlay `recorded` on except in `hexes`: a kept run on `recorded`
   * is stale on `flags` only where it read one of them, found from the hexes, not by comparing
   * every hex each run read. Holds until the next call: `flags` must not change meanwhile.
   */
  patched(flags: Uint8Array, recorded: Uint8Array, hexes: readonly number[]): void {
    // a comparison cached for this array read it as it was before this patch
    this.diffs.delete(flags);
    const copy = this.copies.get(recorded);
    this.patch = copy && { flags, copy, at: ++this.patches };
    if (!copy) return;
    this.indexReads().markStale(hexes, this.patches);
  }

  /** Indexes the hexes the kept runs read (once recording is over): made at the first patch unless asked for before. */
  indexReads(): RunReaders {
    return (this.readers ??= new RunReaders(this.graph.grid.size, [...this.kept.values()].flat()));
  }

  /** A kept run asked exactly so, whose read hexes' overlay is as it was. */
  private find(key: string, o: SearchOptions): KeptRun | undefined {
    const list = this.kept.get(key);
    if (!list) return undefined;
    const patch = this.patch;
    for (const run of list) {
      if (!sameSources(run.sources, o.sources)) continue;
      if (!run.flags || !o.overlay) return run;
      if (patch && o.overlay.flags === patch.flags && run.flags === patch.copy) {
        if (run.staleAt === patch.at) continue;
        this.answeredUnpatched = true;
        return run;
      }
      const diff = this.diffOf(o.overlay.flags, run.flags);
      let same = true;
      for (let k = 0; k < run.read.length && same; k++) same = diff[run.read[k]!] === 0;
      if (same) return run;
    }
    return undefined;
  }

  private diffOf(now: Uint8Array, was: Uint8Array): Uint8Array {
    let byCopy = this.diffs.get(now);
    if (!byCopy) this.diffs.set(now, (byCopy = new Map()));
    let diff = byCopy.get(was);
    if (!diff) {
      diff = new Uint8Array(now.length);
      for (let h = 0; h < now.length; h++) if (now[h] !== was[h]) diff[h] = 1;
      byCopy.set(was, diff);
    }
    return diff;
  }
}
