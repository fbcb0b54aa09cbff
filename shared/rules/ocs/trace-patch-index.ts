import { hexLists } from '../../hex/hex-lists.js';
import type { SearchMemo } from '../../hex/search-memo.js';
import type { SideContext } from './side-context.js';
import { suppliesSide } from './source-rules.js';
import { rangeSearch } from './supply-path-rules.js';
import type { TraceSources } from './trace-sources.js';
import { leaseThrowMarks, markAround, stacksReached } from './throw-marks.js';

/** A stack an HQ's throw reaches (12.3b, 12.3c): its hex, and the MP from the HQ. */
export interface Reach {
  t: number;
  mp: number;
}

/** An HQ (by its number in the patch's list of HQs) whose throw reaches a stack, and the MP. */
export interface Entry {
  q: number;
  mp: number;
}

/**
 * Per hex, the HQs whose throw search read it (trace-patch.ts): lists per hex (CSR), built once
 * per drag from each search's read hexes, so a plan finds the throws it reaches from the hexes it
 * changed, not by asking every HQ.
 */
export class HexReads {
  private readonly pairs: Array<{ hq: number; read: Int32Array }> = [];
  private start: Int32Array | undefined;
  private hqs: Int32Array | undefined;

  constructor(private readonly size: number) {}

  add(hq: number, read: Int32Array): void {
    this.pairs.push({ hq, read });
    this.start = undefined;
  }

  /** The HQs whose search read any of these hexes. */
  readersOf(hexes: readonly number[]): Set<number> {
    if (!this.start) this.build();
    const out = new Set<number>();
    for (const h of hexes) for (let p = this.start![h]!; p < this.start![h + 1]!; p++) out.add(this.hqs![p]!);
    return out;
  }

  /** Builds the lists (else done at the first readersOf): at the drag's start, not its first hover. */
  build(): void {
    const lists = hexLists(this.size, (add) => {
      for (const { hq, read } of this.pairs) for (let k = 0; k < read.length; k++) add(read[k]!, hq);
    });
    this.start = lists.start;
    this.hqs = lists.values;
  }
}

/** Per stack hex, the HQs whose throw reaches it, in the order they throw (their order in the side). */
export class StackReaches {
  private readonly byHex = new Map<number, Entry[]>();
  private readonly byHq = new Map<number, number[]>();

  add(t: number, e: Entry): void {
    const list = this.byHex.get(t);
    if (list) list.push(e);
    else this.byHex.set(t, [e]);
    const hexes = this.byHq.get(e.q);
    if (hexes) hexes.push(t);
    else this.byHq.set(e.q, [t]);
  }

  at(t: number): readonly Entry[] | undefined {
    return this.byHex.get(t);
  }

  /** The stack hexes HQ q reaches. */
  ofHq(q: number): readonly number[] {
    return this.byHq.get(q) ?? [];
  }

  /** The throws reaching t once the HQs in `redone` threw again (`now`): in the HQs' order. */
  merged(t: number, redone: ReadonlySet<number>, now: StackReaches): readonly Entry[] | undefined {
    const was = this.byHex.get(t);
    const added = now.at(t);
    if (!redone.size) return was;
    const out: Entry[] = [];
    if (was) for (const e of was) if (!redone.has(e.q)) out.push(e);
    if (added) {
      out.push(...added);
      out.sort((a, b) => a.q - b.q);
    }
    return out.length ? out : undefined;
  }
}

/** Whether a run that read `read` (undefined: not known) read any of these hexes. */
export function readsAny(read: Int32Array | undefined, hexes: readonly number[]): boolean {
  if (!read) return true;
  if (!hexes.length) return false;
  const wanted = new Set(hexes);
  for (let k = 0; k < read.length; k++) if (wanted.has(read[k]!)) return true;
  return false;
}

/**
 * Each HQ's throw (12.3b) on `c`: the stacks it reaches, and the hexes its search read (known
 * for the runs kept as the campaign stands; undefined for a run made anew).
 */
export function throwLists(
  search: SearchMemo,
  c: SideContext,
  places: readonly number[],
): Array<{ reaches: Reach[]; read: Int32Array | undefined }> {
  const marks = leaseThrowMarks(c.grid);
  // a plan's few throws look around every hex they reach: marking every stack would cost more
  const near = places.length > 16;
  if (near) markAround(c.grid, c, marks.near, 1);
  try {
    const out: Array<{ reaches: Reach[]; read: Int32Array | undefined }> = [];
    for (const q of places) {
      search.run(rangeSearch(c, [c.hexes[q]!], c.friendly[q]!.throwRange!));
      const read = search.lastRead;
      const reaches: Reach[] = [];
      stacksReached(c, search, marks, (t, _stack, via) => reaches.push({ t, mp: search.costMP(via) }), near);
      out.push({ reaches, read });
    }
    return out;
  } finally {
    if (near) markAround(c.grid, c, marks.near, 0);
  }
}

/**
 * 1 on every hex whose overlay the side's sources as they stand were found by (12.6a-b): the
 * game's sources of the side, and each working source or detrainable hex with the six around it
 * (the rail line spreads from each to the next). A plan that changes none of them leaves the
 * sources as they were. Undefined for a side with Extenders (12.7), whose links are searched:
 * their sources are worked out for each plan.
 */
export function sourceReads(c: SideContext, sources: TraceSources): Uint8Array | undefined {
  if (c.friendly.some((u) => u.extender)) return undefined;
  const { grid } = c;
  const read = new Uint8Array(grid.size);
  for (const s of c.game.supplySources)
    if (suppliesSide(s, c.side) && grid.indexOf(s.hex) >= 0) read[grid.indexOf(s.hex)] = 1;
  for (const s of sources.sources) {
    read[s.hex] = 1;
    for (let d = 0; d < 6; d++) if (grid.neighbours[6 * s.hex + d]! >= 0) read[grid.neighbours[6 * s.hex + d]!] = 1;
  }
  return read;
}
