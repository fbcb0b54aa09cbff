import type { SideContext } from './side-context.js';
import type { Entry } from './trace-patch-index.js';
import { throwServes } from './throw-rules.js';
import { cheapestFirst, type Supplier, type ThrowCover, type ThrowReach } from './trace-supply.js';

const NO_PATH: string[] = [];

/*
 * What the trace patch (trace-patch.ts) gives a unit from the throws reaching its stack, worded
 * as traceSupply words it (trace-supply.ts), without paths: a what-if hover builds none.
 */

/**
 * A combat unit's suppliers: its draw (12.3a), then the trace thrown to its stack by HQs other
 * than itself that draw trace themselves (12.3b), cheapest first. `hqs` numbers the HQs of the
 * entries.
 */
export function suppliersOf(
  c: SideContext,
  hqs: readonly number[],
  k: number,
  drawOf: ReadonlyArray<Supplier | undefined>,
  entries: readonly Entry[] | undefined,
): Supplier[] | undefined {
  const draw = drawOf[k];
  const list: Supplier[] = draw ? [draw] : [];
  if (entries)
    for (const e of entries) {
      const q = hqs[e.q]!;
      if (drawOf[q] && throwServes(q, k)) list.push(thrownBy(c, q, e.mp));
    }
  if (!list.length) return undefined;
  if (list.length > 1) cheapestFirst(list);
  return list;
}

/**
 * The throws covering each unit on a plan (12.3b; what eating reads, 12.6c): as they stood for a
 * unit `asItStands` says the plan left be, else from the entries reaching its stack now.
 */
export function patchedCover(
  c: SideContext,
  hqs: readonly number[],
  drawOf: ReadonlyArray<Supplier | undefined>,
  entries: (t: number) => readonly Entry[] | undefined,
  asItStands: (k: number) => boolean,
  coverAsItStands: (k: number) => ThrowReach[] | undefined,
): ThrowCover {
  return {
    of(k) {
      if (asItStands(k)) return coverAsItStands(k);
      if (c.hexes[k]! < 0 || !c.isCombat(c.friendly[k]!)) return undefined;
      const out: ThrowReach[] = [];
      for (const e of entries(c.hexes[k]!) ?? []) {
        const q = hqs[e.q]!;
        if (!throwServes(q, k)) continue;
        const thrown = drawOf[q] ? thrownBy(c, q, e.mp) : undefined;
        out.push({ hq: c.friendly[q]!, at: q, path: NO_PATH, mp: e.mp, thrown });
      }
      return out.length ? out : undefined;
    },
  };
}

/** The trace an HQ throws (12.3b), `mp` from it, as traceSupply words it. */
export function thrownBy(c: SideContext, q: number, mp: number): Supplier {
  const hq = c.friendly[q]!;
  return { key: `hq:${hq.id}`, label: `${hq.name} (${hq.hex})`, path: NO_PATH, mp, mobility: hq.throwRange!.mobility };
}
