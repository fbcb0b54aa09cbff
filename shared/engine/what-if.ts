import { CommandError } from '../model/command-error.js';
import type { CampaignState } from '../model/campaign-schema.js';

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
