import type { MovementGraph } from './movement-graph.js';
import { PathSearch, type SearchOptions } from './path-search.js';
import { SearchSnapshot } from './search-snapshot.js';

/** One run kept: what it was asked, what it answered, and the overlay it read (search-overlay.ts). */
interface KeptRun {
  sources: Int32Array;
  answers: SearchSnapshot;
  /** the hexes whose overlay the run could have read: every hex it settled and the six around each */
  read: Int32Array;
  /** the overlay flags the run read (a copy, shared by the runs on one overlay) */
  flags: Uint8Array | undefined;
}

/**
 * A path search that keeps the answers of the runs it made while recording (the campaign as it
 * stands, once per drag) and, asked the same run again later (the same sources, mobility, bound,
 * direction and costs), answers it from them when the overlay of no hex the run read has changed:
 * a cheaper or different path through a changed hex would first have to step into it from a hex
 * the run settled, and every such hex was read (costs are positive, the run deterministic). Any
 * other run is made anew. Callers use it as any PathSearch: they read the answers off the search
 * after run().
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
  private answers: SearchSnapshot | undefined;

  constructor(graph: MovementGraph) {
    super(graph);
    this.touched = new Uint8Array(graph.grid.size);
  }

  override run(o: SearchOptions): this {
    this.answers = undefined;
    const key = keyOf(o);
    if (this.recording) {
      super.run(o);
      if (key !== undefined) this.keep(key, o);
      return this;
    }
    const run = key === undefined ? undefined : this.find(key, o);
    if (!run) return super.run(o);
    this.answers = run.answers;
    Object.assign(this.last, run.answers.last, { overlay: o.overlay, sources: o.sources });
    this.hit = run.answers.hit;
    return this;
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

  private keep(key: string, o: SearchOptions): void {
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
    for (let k = 0; k < super.reachedCount; k++) mark(super.reachedAt(k));
    for (let k = 0; k < o.sources.length; k++) if (o.sources[k]! >= 0) mark(o.sources[k]!);
    let flags: Uint8Array | undefined;
    if (o.overlay) {
      flags = this.copies.get(o.overlay.flags);
      if (!flags) this.copies.set(o.overlay.flags, (flags = o.overlay.flags.slice()));
    }
    const run: KeptRun = {
      sources: Int32Array.from(o.sources),
      answers: new SearchSnapshot(this),
      read: Int32Array.from(read),
      flags,
    };
    const list = this.kept.get(key);
    if (list) list.push(run);
    else this.kept.set(key, [run]);
  }

  /** A kept run asked exactly so, whose read hexes' overlay is as it was. */
  private find(key: string, o: SearchOptions): KeptRun | undefined {
    const list = this.kept.get(key);
    if (!list) return undefined;
    for (const run of list) {
      if (!sameSources(run.sources, o.sources)) continue;
      if (!run.flags || !o.overlay) return run;
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

  override get reachedCount(): number {
    return this.answers ? this.answers.reachedCount : super.reachedCount;
  }
  override reachedAt(k: number): number {
    return this.answers ? this.answers.reachedAt(k) : super.reachedAt(k);
  }
  override reachedHexes(): Int32Array {
    return this.answers ? this.answers.reachedHexes() : super.reachedHexes();
  }
  override reached(i: number): boolean {
    return this.answers ? this.answers.reached(i) : super.reached(i);
  }
  override costUnits(i: number): number {
    return this.answers ? this.answers.costUnits(i) : super.costUnits(i);
  }
  override sourceOf(i: number): number {
    return this.answers ? this.answers.sourceOf(i) : super.sourceOf(i);
  }
  override parentOf(i: number): number {
    return this.answers ? this.answers.parentOf(i) : super.parentOf(i);
  }
  override coveredVia(i: number): number {
    return this.answers ? this.answers.coveredVia(i) : super.coveredVia(i);
  }
}

/** What a run depends on besides its sources and the overlay, as a key; undefined: never kept. */
function keyOf(o: SearchOptions): string | undefined {
  if (o.targets || o.extraCost) return undefined;
  return [
    o.mobility,
    o.maxMP ?? '',
    o.overlay ? 'o' : '',
    o.zocBlocks ? 'z' : '',
    o.direction ?? 'from-sources',
    o.target ?? -1,
    o.adjacentOk ? 'a' : '',
    o.weather ?? '',
    o.reducedOnly ? 'r' : '',
    o.variant ?? 'normal',
    o.sources.length,
    o.sources.length ? o.sources[0] : '',
  ].join('|');
}

function sameSources(a: Int32Array, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
