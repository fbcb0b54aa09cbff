import type { Clock, UnitMode } from '../model/campaign-schema.js';
import type { UnitAction } from '../engine/ruleset-views.js';
import type { RulesetDumpViews, RulesetStateViews, RulesetUnitViews } from '../rules/registered-views.js';
import type { ViewDelta } from './view-delta.js';

/*
 * The campaign as the referee's window shows it: units, dumps, the whole state and one hex, each
 * the generic fields with each ruleset's own part (rules/registered-views.ts).
 */

/** A unit as the app shows it: the generic fields, and each ruleset's (rules/registered-views.ts). */
export type UnitView = GenericUnitView & RulesetUnitViews;

export interface GenericUnitView {
  id: string;
  name: string;
  side: string;
  type: string;
  typeName: string;
  symbol: string;
  hex: string;
  steps: number;
  maxSteps: number;
  re: number;
  ar: number;
  /** printed values an import did not find: shown "not in the module: default" until set */
  unread: Array<'ar' | 're' | 'factors'>;
  mode: UnitMode;
  attack: number;
  defense: number;
  combat: boolean;
  /** the counter's art (a picture id), when the campaign keeps one */
  picture?: string;
  throwRange: string | null;
  formation: string | null;
  /** OCS 12.8a: turn the Out of Supply marker was placed, or null */
  outOfSupplySince: number | null;
  /** what the ruleset's markers do to it, for the inspector (OCS 12.8d) */
  effects: string[];
  /** the ruleset's other markers: Low, Exhausted, Fuel (OCS 12.5, 12.10) */
  markers: string[];
  /** Transport Points on the counter, for transport units */
  points: number | null;
  /** what the counter prints at its foot: the ruleset's own (an Extender, a Leader's rating), else its Transport Points or factors */
  foot: string;
  /** the supply marker on its counter ("OOS", "U3 ISO"), or null */
  badge: string | null;
  /** the ruleset's own actions on it now (GC 17.B.1 a: raise the marker to move freely) */
  actions: UnitAction[];
  /** the counter as printed: movement allowance, size, nation colour, factors and marker chits (counter-face.ts) */
  ma: number;
  size: string | null;
  /** the short id printed on the counter ("111/11") */
  shortId: string;
  nationColor: string | null;
  /** "6-5-8" in the game's order attack-defence-movement */
  factors: string;
  /** the Action Rating where the system has one (OCS), else null */
  actionRating: number | null;
  /** the markers on the counter as small chits ("OOS", "U3", "Low", "Fuel", "DG", "Strat", "Iso") */
  chits: string[];
  /** the printed fields the inspector edits (unit.edit) */
  printed: UnitPrinted;
}

/** A unit's printed fields as they are, for the inspector's editor. */
export interface UnitPrinted {
  nation: string | null;
  size: string | null;
  ma: number;
  throwRange: { mp: number; mobility: string } | null;
}

/** A dump as the app shows it: the generic fields, and each ruleset's (rules/registered-views.ts). */
export type DumpView = GenericDumpView & RulesetDumpViews;

export interface GenericDumpView {
  id: string;
  side: string;
  hex: string;
  amount: number;
  amountText: string;
  captured: boolean;
  /** OCS 12.1b: the Transport Point it is loaded on, or null on the ground */
  carriedBy: string | null;
  /** OCS 12.2a: how much arrived here this phase and cannot be loaded again in it */
  arrivedText: string | null;
  /** GC 19: 'sp' (the system's supply), 'srp' or 'chit' */
  resource: string;
}

/** A campaign's state as the app shows it: the generic fields, and each ruleset's part (rules/registered-views.ts). */
export type StateView = GenericStateView & RulesetStateViews<UnitView>;

export interface GenericStateView {
  clock: Clock;
  units: UnitView[];
  dumps: DumpView[];
  /** the turn record track: units due back */
  track: Array<{ turn: number; unit: UnitView; note: string }>;
  deadPile: UnitView[];
  /** who rolls the dice in this campaign */
  dice: 'app' | 'referee';
  /** the sides whose supply was judged in this phase (GC: once a phase) */
  supplyJudged: string[];
}

/**
 * The referee's window following the campaign: the view of `version`, whole, or as its change from
 * the view the window said it holds (the units and dumps it already has are not sent again).
 */
export type StateChange =
  | { version: string; view: StateView; delta?: undefined }
  | { version: string; delta: ViewDelta<StateView>; view?: undefined };

/** One hex as the inspector shows it: its terrain, what stands in it, its hexsides, routes and sources. */
export interface HexView {
  hex: string;
  terrain: { id: string; name: string };
  units: UnitView[];
  dumps: DumpView[];
  hexsides: Array<{ toward: string; feature: string }>;
  routes: string[];
  supplySources: Array<{ side: string; kind: string; name: string | null }>;
}
