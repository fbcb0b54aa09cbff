import type { GameDefinition } from '../model/game-schema.js';
import type { ViewShow } from '../engine/ruleset-views.js';
import { CLASSIC_VIEWS, type ClassicUnitView } from './classic/views.js';
import { GC_VIEWS, type GcStateView, type GcUnitView } from './grand-campaign/views.js';
import { OCS_VIEWS, type OcsDumpView, type OcsStateView, type OcsUnitView } from './ocs/views.js';
import type { RegisteredDump, RegisteredState, RegisteredUnit } from './registered-state.js';

/**
 * Every ruleset's parts of the views, joined: the generic views (src-main/service/views.ts) show
 * a campaign's state with these and read no ruleset's part by name. Every state holds every
 * registered ruleset's part (rules/registered-state.ts), so each part's view is always given.
 */
// in the order of their chits on a counter, worst first: isolation before internal stocks and fuel
const VIEWS = [GC_VIEWS, OCS_VIEWS] as const;

/** The rulesets' fields of a unit's view. */
export type RulesetUnitViews = GcUnitView & OcsUnitView & ClassicUnitView;
/** The rulesets' parts of a campaign's view, with units shown as U. */
export type RulesetStateViews<U> = OcsStateView & GcStateView<U>;

export function rulesetUnitViews(u: RegisteredUnit, game: GameDefinition): RulesetUnitViews {
  return { ...GC_VIEWS.unit(u), ...OCS_VIEWS.unit(u, game), ...CLASSIC_VIEWS.unit(u, game) };
}

/** What a ruleset prints at a counter's foot instead of its factors (an Extender, a Leader's rating), or null. */
export function rulesetCounterFoot(u: RegisteredUnit, game: GameDefinition): string | null {
  return OCS_VIEWS.counterFoot(u) ?? CLASSIC_VIEWS.counterFoot(u, game);
}

/** The rulesets' fields of a dump's view. */
export type RulesetDumpViews = OcsDumpView;

export function rulesetDumpViews(d: RegisteredDump): RulesetDumpViews {
  return { ...OCS_VIEWS.dump(d) };
}

/** The rulesets' markers on a unit, as chits. */
export function rulesetChits(u: RegisteredUnit): string[] {
  return VIEWS.flatMap((v) => v.chits(u));
}

export function rulesetStateViews<U>(state: RegisteredState, show: ViewShow<U>): RulesetStateViews<U> {
  return { ...OCS_VIEWS.state(state), ...GC_VIEWS.state(state, show) };
}

/** What the rulesets have due on the turn record track in a turn, besides units. */
export function rulesetArrivals(
  state: RegisteredState,
  turn: number,
  show: ViewShow<unknown>,
): Array<{ unit: string; name: string; note: string }> {
  return GC_VIEWS.arrivals(state, turn, show);
}

/** The rulesets' ledger accounts off the map (GC 19.A, 19.D: the supply pools), by id, as the Ledgers view names them. */
export function rulesetOffMapAccountNames(state: RegisteredState): ReadonlyMap<string, string> {
  return new Map(VIEWS.flatMap((v) => ('offMapAccountNames' in v ? [...v.offMapAccountNames(state)] : [])));
}
