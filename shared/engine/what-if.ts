import { CommandError } from '../model/command-error.js';
import type { CampaignState } from '../model/campaign-schema.js';
import type { SupplyReport } from './ruleset.js';

/**
 * "What if I move this?": counters and dumps set down in other hexes without a command, and the
 * supply verdicts that would change. A plan is a list of placements, applied in order; nothing
 * is logged, and the campaign is untouched. The referee moves for real afterwards, or not.
 */
export interface Placement {
  /** a unit's id, or a dump's (exactly one of them) */
  unit?: string;
  dump?: string;
  /** the printed hex id it is set down in */
  hex: string;
}

/**
 * The campaign state with the plan's placements made, or a refusal naming the first bad one. Made
 * in proportion to the plan (a hover asks it of a campaign of thousands of units): the unit and
 * dump lists copied, the placed ones replaced, found by id in an index kept per state.
 */
export function placedState(
  state: CampaignState,
  plan: readonly Placement[],
  isHex: (id: string) => boolean,
): CampaignState {
  const unitHex = new Map<number, string>();
  const dumpHex = new Map<number, string>();
  const known = idsOf(state);
  plan.forEach((p, k) => {
    const what = `placement ${k + 1}`;
    if (!p.unit === !p.dump) throw new CommandError(`${what}: name either a unit or a dump`, 'moves');
    if (!isHex(p.hex)) throw new CommandError(`${what}: "${p.hex}" is not a hex on this map`, 'hex');
    if (p.unit !== undefined) {
      const at = known.units.get(p.unit);
      if (at === undefined) throw new CommandError(`${what}: there is no unit "${p.unit}" on the map`, 'unit');
      unitHex.set(at, p.hex);
    } else {
      const at = known.dumps.get(p.dump!);
      if (at === undefined) throw new CommandError(`${what}: there is no dump "${p.dump}"`, 'dump');
      dumpHex.set(at, p.hex);
    }
  });
  const units = state.units.slice();
  for (const [k, hex] of unitHex) units[k] = { ...units[k]!, hex };
  // SP loaded on a unit go where it goes (OCS 12.1b), unless placed themselves
  for (const [k, hex] of unitHex)
    for (const d of known.loaded.get(units[k]!.id) ?? []) if (!dumpHex.has(d)) dumpHex.set(d, hex);
  const dumps = state.dumps.slice();
  for (const [d, hex] of dumpHex) dumps[d] = { ...dumps[d]!, hex };
  const planned = { ...state, units, dumps };
  const sorted = (m: Map<number, string>) => [...m.keys()].sort((a, b) => a - b);
  placed.set(planned, { base: state, units: sorted(unitHex), dumps: sorted(dumpHex) });
  return planned;
}

/**
 * The places (in state.units, state.dumps) of the units and dumps placedState set down anew in
 * making `planned` from `base`, in order; undefined when `planned` was not made so (then every
 * unit and dump is compared).
 */
export function placedIndices(base: CampaignState, planned: CampaignState): PlacedIndices | undefined {
  const p = placed.get(planned);
  return p?.base === base ? p : undefined;
}
interface PlacedIndices {
  readonly units: readonly number[];
  readonly dumps: readonly number[];
}
const placed = new WeakMap<CampaignState, PlacedIndices & { base: CampaignState }>();

/** Per state, each unit's and dump's place by id, and the dumps loaded on each unit: a drag checks each hover's plan against the same state. */
interface StateIds {
  units: Map<string, number>;
  dumps: Map<string, number>;
  loaded: Map<string, number[]>;
}
const ids = new WeakMap<CampaignState, StateIds>();
function idsOf(state: CampaignState): StateIds {
  let known = ids.get(state);
  if (!known) {
    known = { units: new Map(), dumps: new Map(), loaded: new Map() };
    state.units.forEach((u, k) => known!.units.has(u.id) || known!.units.set(u.id, k));
    state.dumps.forEach((d, k) => {
      if (!known!.dumps.has(d.id)) known!.dumps.set(d.id, k);
      if (d.on === undefined) return;
      const list = known!.loaded.get(d.on);
      if (list) list.push(k);
      else known!.loaded.set(d.on, [k]);
    });
    ids.set(state, known);
  }
  return known;
}

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
 * reports' orders part or for the moved units (the report as it stands indexed once, kept).
 */
export function changedUnits(before: SupplyReport, after: SupplyReport, moved: ReadonlySet<string>): string[] {
  const at = new Set<number>();
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
    if (was !== now && (was.status !== now.status || was.via !== now.via)) at.add(i);
  });
  for (const id of moved) {
    const i = placeOf(after, id, before);
    if (i >= 0 && rowOf(before, id)) at.add(i);
  }
  return [...at].sort((a, b) => a - b).map((i) => after.units[i]!.id);
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
