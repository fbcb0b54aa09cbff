import { hexLists } from './hex-lists.js';
import type { PathSearch, SearchOptions } from './path-search.js';

/*
 * The runs a search memo keeps (search-memo.ts): what each answered, the key it is asked again
 * by, and per hex the runs that read it.
 */

/** A kept search run as far as its readers are concerned: the hexes it read, and when it went stale. */
export interface ReadingRun {
  /** the hexes whose overlay the run could have read: every hex it settled and the six around each */
  readonly read: Int32Array;
  /** the number of the last overlay patch that changed a hex the run read */
  staleAt: number;
}

/**
 * One run kept: what it was asked, what it answered (each settled hex, cheapest first, with its
 * cost and the direction it was entered from), and the overlay it read (search-overlay.ts).
 */
export interface KeptRun extends ReadingRun {
  sources: Int32Array;
  order: Int32Array;
  cost: Int32Array;
  parent: Uint8Array;
  last: PathSearch['last'];
  hit: number;
  /** the overlay flags the run read (a copy, shared by the runs on one overlay) */
  flags: Uint8Array | undefined;
}

/**
 * Per hex, the kept runs of a search memo (search-memo.ts) that read it: lists per hex (CSR), each
 * run listed once per hex, built once the runs are recorded. An overlay patched in a few hexes for
 * a what-if plan marks the runs it makes stale from those hexes, in proportion to what the plan
 * changed, instead of comparing every hex each run read.
 */
export class RunReaders {
  private readonly start: Int32Array;
  private readonly runsAt: Int32Array;

  constructor(
    size: number,
    private readonly runs: readonly ReadingRun[],
  ) {
    // a run reads most hexes more than once (each hex settled and the six around it): listed once
    const seen = new Int32Array(size);
    ({ start: this.start, values: this.runsAt } = hexLists(size, (add) => {
      seen.fill(-1);
      runs.forEach((run, r) => {
        for (let k = 0; k < run.read.length; k++) {
          const h = run.read[k]!;
          if (seen[h] === r) continue;
          seen[h] = r;
          add(h, r);
        }
      });
    }));
  }

  /** Marks every run that read one of these hexes stale at patch number `at`. */
  markStale(hexes: readonly number[], at: number): void {
    for (const h of hexes)
      for (let p = this.start[h]!; p < this.start[h + 1]!; p++) this.runs[this.runsAt[p]!]!.staleAt = at;
  }
}

/** What a run depends on besides its sources and the overlay, as a key; undefined: never kept. */
export function keyOf(o: SearchOptions): string | undefined {
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

/** Whether a kept run's sources are those asked, in the same order. */
export function sameSources(a: Int32Array, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
