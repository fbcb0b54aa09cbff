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

/** The campaign state with the plan's placements made, or a refusal naming the first bad one. */
export function placedState(
  state: CampaignState,
  plan: readonly Placement[],
  isHex: (id: string) => boolean,
): CampaignState {
  const unitHex = new Map<string, string>();
  const dumpHex = new Map<string, string>();
  const known = idsOf(state);
  plan.forEach((p, k) => {
    const what = `placement ${k + 1}`;
    if (!p.unit === !p.dump) throw new CommandError(`${what}: name either a unit or a dump`, 'moves');
    if (!isHex(p.hex)) throw new CommandError(`${what}: "${p.hex}" is not a hex on this map`, 'hex');
    if (p.unit !== undefined) {
      if (!known.units.has(p.unit)) throw new CommandError(`${what}: there is no unit "${p.unit}" on the map`, 'unit');
      unitHex.set(p.unit, p.hex);
    } else {
      if (!known.dumps.has(p.dump!)) throw new CommandError(`${what}: there is no dump "${p.dump}"`, 'dump');
      dumpHex.set(p.dump!, p.hex);
    }
  });
  return {
    ...state,
    units: state.units.map((u) => (unitHex.has(u.id) ? { ...u, hex: unitHex.get(u.id)! } : u)),
    // SP loaded on a unit go where it goes (OCS 12.1b)
    dumps: state.dumps.map((d) => {
      const hex = dumpHex.get(d.id) ?? (d.on !== undefined ? unitHex.get(d.on) : undefined);
      return hex !== undefined ? { ...d, hex } : d;
    }),
  };
}

/** The ids of a state's units and dumps, kept per state: a drag checks each hover's plan against the same state. */
const ids = new WeakMap<CampaignState, { units: Set<string>; dumps: Set<string> }>();
function idsOf(state: CampaignState): { units: Set<string>; dumps: Set<string> } {
  let known = ids.get(state);
  if (!known) {
    known = { units: new Set(state.units.map((u) => u.id)), dumps: new Set(state.dumps.map((d) => d.id)) };
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
 * differently (how far the nearest HQ was) is no change of verdict.
 */
export function changedUnits(before: SupplyReport, after: SupplyReport, moved: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  // a hover asks this of every unit of each side: reports list their units in the same order, so
  // each row is looked up by its place, and by id only where the orders part
  let was: Map<string, SupplyReport['units'][number]> | undefined;
  after.units.forEach((now, i) => {
    let then = before.units[i];
    if (then?.id !== now.id) then = (was ??= new Map(before.units.map((u) => [u.id, u]))).get(now.id);
    if (!then) return; // a unit the plan cannot add: reports list the same units
    if (moved.has(now.id) || (then !== now && (then.status !== now.status || then.via !== now.via))) ids.push(now.id);
  });
  return ids;
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
  const side = (v: SupplyReport['units'][number]): VerdictSide =>
    reasons
      ? { hex: v.hex, status: v.status, via: v.via, reason: v.reason }
      : { hex: v.hex, status: v.status, via: v.via };
  const wanted = new Set(ids);
  const was = new Map(before.units.filter((u) => wanted.has(u.id)).map((u) => [u.id, u]));
  const is = new Map(after.units.filter((u) => wanted.has(u.id)).map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const then = was.get(id);
    const now = is.get(id);
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
