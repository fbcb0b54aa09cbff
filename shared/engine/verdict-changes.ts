import type { SupplyReport } from './ruleset.js';

export interface VerdictSide {
  hex: string;
  status: string;
  via: string | null;
  /** why, in words; left out when the question asked for none (a drag's hover) */
  reason?: string;
}

/** One unit whose verdict the plan changes (its status, what supplies it, or why), or that the plan moves. */
export interface VerdictChange {
  side: string;
  id: string;
  name: string;
  /** the plan sets this unit down elsewhere */
  moved: boolean;
  before: VerdictSide;
  after: VerdictSide;
}

/**
 * The units of one side whose verdict a plan changes: another status word, or another source, HQ
 * or dump supplying them (`via`), or the plan moves them. A reason that only words the same verdict
 * differently (how far the nearest HQ was) is no change of verdict. A hover asks this of every
 * unit of each side: a row the planned report shares with the report as it stands (the same
 * object, in the same place) is passed over at once, and rows are found by id only where the two
 * reports' orders part or for the moved units (the report as it stands indexed once, kept). A
 * planned report whose ruleset said which rows it made anew (rowsMadeAnew) is compared there only.
 */
export function changedUnits(before: SupplyReport, after: SupplyReport, moved: ReadonlySet<string>): string[] {
  const at = new Set<number>();
  const anew = madeAnew.get(after);
  // the very report as it stands (a plan that changes nothing of the side's): no row differs
  if (after !== before && !(anew && comparedAt(before, after, anew.like, anew.places, at)))
    comparedAll(before, after, at);
  for (const id of moved) {
    const i = placeOf(after, id, before);
    if (i >= 0 && rowOf(before, id)) at.add(i);
  }
  return [...at].sort((a, b) => a - b).map((i) => after.units[i]!.id);
}

/** Does a row's verdict differ: its status or what supplies it. */
const differs = (was: Row, now: Row) => was !== now && (was.status !== now.status || was.via !== now.via);

/** Every row of `after` compared with the same unit's in `before`, the places of those that differ put in `at`. */
function comparedAll(before: SupplyReport, after: SupplyReport, at: Set<number>): void {
  // where the orders part (a unit gains or loses trace, listed elsewhere), by how far
  let off = 0;
  after.units.forEach((now, i) => {
    let was = before.units[i + off];
    if (was === now) return;
    if (was?.id !== now.id) {
      const p = indexOf(before).get(now.id);
      // a unit the plan cannot add: reports list the same units
      if (p === undefined) return;
      off = p - i;
      was = before.units[p]!;
    }
    if (differs(was, now)) at.add(i);
  });
}

/**
 * The rows a ruleset made anew compared, at their places; false (nothing put in `at`) where the
 * planned report was not made from `before` or its rows do not stand in the same places.
 */
function comparedAt(
  before: SupplyReport,
  after: SupplyReport,
  like: SupplyReport,
  places: readonly number[],
  at: Set<number>,
): boolean {
  if (like !== before || after.units.length !== before.units.length) return false;
  const found: number[] = [];
  for (const i of places) {
    const was = before.units[i];
    const now = after.units[i];
    if (!was || !now || was.id !== now.id) return false;
    if (differs(was, now)) found.push(i);
  }
  for (const i of found) at.add(i);
  return true;
}

/** Per planned report, the report as it stands it was made from and the places of the rows made anew. */
const madeAnew = new WeakMap<SupplyReport, { like: SupplyReport; places: readonly number[] }>();

/**
 * A ruleset's word that `planned` lists the units of `like` (the report as it stands) in the same
 * places, its rows other than those at `places` reading the same verdict (status and via) as
 * like's: changedUnits then compares those places only, not each unit of the side.
 */
export function rowsMadeAnew(planned: SupplyReport, like: SupplyReport, places: readonly number[]): void {
  madeAnew.set(planned, { like, places });
}

type Row = SupplyReport['units'][number];
/** Per report, each unit's place by id: the report as it stands is asked at every hover of a drag. */
const places = new WeakMap<SupplyReport, Map<string, number>>();
function indexOf(r: SupplyReport): Map<string, number> {
  let index = places.get(r);
  if (!index) {
    index = new Map();
    for (let i = r.units.length - 1; i >= 0; i--) index.set(r.units[i]!.id, i);
    places.set(r, index);
  }
  return index;
}
/**
 * A unit's place in `r`, a report listing the units as `like` does but for a few listed elsewhere:
 * looked for outward from its place in `like` (the planned report is not indexed at each hover).
 */
function placeOf(r: SupplyReport, id: string, like: SupplyReport): number {
  const i = indexOf(like).get(id);
  if (i === undefined) return -1;
  const n = r.units.length;
  for (let d = 0; d < n; d++) {
    if (r.units[i + d]?.id === id) return i + d;
    if (d && r.units[i - d]?.id === id) return i - d;
    if (i + d >= n && i - d < 0) break;
  }
  return -1;
}
function rowOf(r: SupplyReport, id: string): Row | undefined {
  const i = indexOf(r).get(id);
  return i === undefined ? undefined : r.units[i];
}

/** The changes of these units (changedUnits), each with its verdict before and after, and its reasons unless `reasons` is false. */
export function verdictChanges(
  before: SupplyReport,
  after: SupplyReport,
  ids: readonly string[],
  moved: ReadonlySet<string>,
  reasons = true,
): VerdictChange[] {
  if (ids.length === 0) return [];
  const side = (v: Row): VerdictSide =>
    reasons
      ? { hex: v.hex, status: v.status, via: v.via, reason: v.reason }
      : { hex: v.hex, status: v.status, via: v.via };
  return ids.flatMap((id) => {
    const then = rowOf(before, id);
    const now = after.units[placeOf(after, id, before)];
    if (!then || !now) return [];
    return [
      {
        side: after.side,
        id,
        name: now.name,
        moved: moved.has(id),
        before: side(then),
        after: side(now),
      },
    ];
  });
}

/** Per side: how many verdicts change, and how many of those change status (in the ruleset's words). */
export function changeCounts(changes: readonly VerdictChange[]): Record<string, { changed: number; status: number }> {
  const counts: Record<string, { changed: number; status: number }> = {};
  for (const c of changes) {
    const n = (counts[c.side] ??= { changed: 0, status: 0 });
    n.changed++;
    if (c.before.status !== c.after.status) n.status++;
  }
  return counts;
}
