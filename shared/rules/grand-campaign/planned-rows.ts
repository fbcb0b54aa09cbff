import type { SupplyReport } from '../../engine/ruleset.js';

type Row = SupplyReport['units'][number];
/** Per drag's rows as the campaign stands, the one list its plans' rows are patched in, and the places set since it was put back. */
const patchedRows = new WeakMap<readonly Row[], { rows: Row[]; set: number[] }>();
/** The same, by the patched list. */
const patchOf = new WeakMap<readonly Row[], { set: number[] }>();

/**
 * A drag's plan's rows: those as the campaign stands, the last plan's places put back (those it
 * made anew and those its explanation copied: rowReplaced), `places` to be set. One list a side,
 * not a copy per plan: it holds until the drag's next plan, whose answer is explained before it.
 */
export function plannedRows(like: readonly Row[], places: readonly number[]): Row[] {
  let p = patchedRows.get(like);
  if (!p) {
    patchedRows.set(like, (p = { rows: like.slice(), set: [] }));
    patchOf.set(p.rows, p);
  }
  for (const k of p.set) p.rows[k] = like[k]!;
  p.set = places.slice();
  return p.rows;
}

/** A row of a list plannedRows made replaced (an explanation's copy of it): put back at the next plan. */
export function rowReplaced(rows: readonly Row[], k: number): void {
  patchOf.get(rows)?.set.push(k);
}
