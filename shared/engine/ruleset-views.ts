import type { CampaignState, Dump, RulesState, Unit } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { Command } from './commands.js';

/** A command a ruleset offers on one unit in the inspector (GC 17.B.1 a: raise the marker to move freely). */
export interface UnitAction {
  label: string;
  title: string;
  command: Command;
}

/** How the generic views show what a ruleset's view parts hold: units as they show them (U), amounts in the game's notation. */
export interface ViewShow<U, R extends RulesState = RulesState> {
  readonly game: GameDefinition;
  unit(u: Unit<R>): U;
  /** an amount of a kind of points ("sp", or a ResourcesCapability kind) */
  amount(resource: string, n: number): string;
}

/**
 * A ruleset's parts of the views the app shows, from its own folder (shared/rules/<id>/views.ts):
 * the registry joins every ruleset's (rules/registered-views.ts), as it joins their state, so that
 * the generic views never read a ruleset's part by name.
 */
export interface RulesetViews<R extends RulesState = RulesState> {
  /** its fields of a unit's view (the game: its unit types) */
  unit?(u: Unit<R>, game: GameDefinition): object;
  /** its fields of a dump's view */
  dump?(d: Dump<R>): object;
  /** its markers on a unit, as chits on the counter (after the supply badge) */
  chits?(u: Unit<R>): string[];
  /** what its counter prints at its foot instead of the factors (an OCS Extender's "Ext"); null: the factors */
  counterFoot?(u: Unit<R>, game: GameDefinition): string | null;
  /** its part of the campaign's view */
  state?(state: CampaignState<R>, show: ViewShow<never, R>): object;
  /** its ledger accounts off the map (Ruleset.offMapAccounts), by id, as the Ledgers view names them */
  offMapAccountNames?(state: CampaignState<R>): ReadonlyMap<string, string>;
  /** what else is due on the turn record track in a turn, besides units */
  arrivals?(
    state: CampaignState<R>,
    turn: number,
    show: ViewShow<unknown, R>,
  ): Array<{ unit: string; name: string; note: string }>;
}
