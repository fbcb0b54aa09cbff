import type * as z from 'zod';
import type { SideRule } from '../model/side-count.js';
import type { SupplyRuleCase } from '../model/side-play.js';
import type { HexStackCheck } from '../model/stack-problems.js';
import type { RulesetEditKind } from '../model/ruleset-edits.js';
import type { SideReadiness } from './readiness.js';
import type { HexGrid } from '../hex/hex-grid.js';
import type { MovementGraph } from '../hex/movement-graph.js';
import type { CampaignState, Clock, Dump, RulesState, Unit, UnitMode } from '../model/campaign-schema.js';
import type { RuleStateSchemas } from '../model/ruleset-state-schemas.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { Command } from './commands.js';
import type { AnyEvent } from './events.js';
import type { Placement } from './what-if.js';
import type { Capabilities } from './capabilities.js';
import type { UnitAction } from './ruleset-views.js';

/**
 * The one context the engine and every ruleset are given: the game, its grid and movement graph, and
 * the game's ruleset (the engine never imports a ruleset: it asks this one).
 */
export interface RulesContext {
  readonly game: GameDefinition;
  readonly grid: HexGrid;
  readonly graph: MovementGraph;
  readonly ruleset: Ruleset;
}

/**
 * A ruleset's own state: its key (`unit.<key>`, `state.rules.<key>`) and the zod schemas of its
 * unit markers and campaign arrays (shared/rules/<id>/state.ts), joined by the registry.
 */
export type RulesetState<R extends RulesState = RulesState> = RuleStateSchemas<R>;

/** One word a ruleset's supply determination can answer with, for the legend, the panel and `supply --json`. */
export interface StatusWord {
  id: string;
  label: string;
  meaning: string;
  color: string;
  /** the unit counts as supplied (full strength) */
  supplied: boolean;
  /**
   * The referee may untick a unit with this word (OCS 12.6d: let it starve instead of eating):
   * the checkbox's label; unticked units go in the supply.apply command's `starve` list.
   */
  optOut?: string;
}

/**
 * A side's supply determination as every view and the CLI read it, whatever the system: each unit's
 * verdict, and the sources that do not work. A ruleset's capabilities add their own sections beside
 * these (OCS eating off the map, GC isolation): each names its section in `Capability.reportSection`
 * and declares its type in the ruleset's folder, and only that ruleset's panels read it.
 */
export interface SupplyReport {
  side: string;
  turn: number;
  units: Array<{
    id: string;
    name: string;
    hex: string;
    status: string;
    via: string | null;
    reason: string;
    path: string[];
  }>;
  inactiveSources: Array<{ hex: string; label: string; reason: string }>;
}

/** The members every supply report has; anything else in a report is a capability's section. */
export const SUPPLY_REPORT_KEYS: readonly string[] = ['side', 'turn', 'units', 'inactiveSources'];

/** One of a ruleset's commands that the players cannot take back at the table (Undo still can). */
export interface Irreversible {
  /** what happens, for the question the app asks ("the dump is blown up") */
  why: string;
  /** the command itself does away with the dump: no separate "dump ... is emptied" line */
  dumpGone?: boolean;
}

/**
 * A supply report whose units' reasons and paths are the determination's own until `explain`
 * completes them (in place) to what supplyReport gives for the same units.
 */
export interface SupplyReportOnRequest {
  report: SupplyReport;
  /** Completes the reasons and paths of these units (ids); units already complete are left as they are. */
  explain(unitIds: readonly string[]): void;
}

/**
 * A drag's supply answers (what-if): begun once with the campaign as it stands, then asked for each
 * plan while the counter is in the hand. What it keeps between plans is its own. Each answer equals
 * supplyReportOnRequest on the planned state, verdict for verdict and reason for reason once
 * explained, but works out only what the plan's placements can change.
 */
export interface WhatIfDrag<R extends RulesState = RulesState> {
  /** One side's report on `planned`, the campaign as it stands with the plan's placements made. */
  report(planned: CampaignState<R>, plan: readonly Placement[], side: string): SupplyReportOnRequest;
  /** One side's report on the campaign as it stands: the determination the drag keeps to answer plans from. */
  asItStands(side: string): SupplyReportOnRequest;
}

/** A file's JSON object, as an upgrade step reads and writes it (before any schema has checked it). */
export type JsonObject = Record<string, unknown>;

/**
 * One of a ruleset's own steps of a file format's upgrade, from its own folder (as a Foundry system
 * registers its data migrations with its data models): the upgrade chain runs it on a game of this
 * ruleset written before `toVersion` (shared/rules/registered-upgrades.ts), in a game file and in a
 * campaign (its JSON, or its file's game row) alike.
 */
export interface FormatUpgrade {
  /** the format version whose upgrade this step is part of */
  readonly toVersion: number;
  /** the game definition as this version reads it; `inCampaign`: the game a campaign was made with, not a game file */
  game(game: JsonObject, inCampaign: boolean): JsonObject;
  /**
   * Format 3 only: the ruleset's fields that moved under its key (`unit.<key>`, `state.rules.<key>`),
   * as the list stood then, frozen (shared/model/upgrade-format-v3-ruleset-state.ts moves them).
   */
  readonly movedUnderKey?: { readonly unit: readonly string[]; readonly state: readonly string[] };
  /** what opening the file changes, in words for the referee (docs/formats.md); null: nothing worth saying */
  note?(game: JsonObject, inCampaign: boolean, fromVersion: number): string | null;
}

/**
 * The one boundary between the program and a game system's rules: the engine, the service, the
 * views and the CLI ask this, and nothing outside shared/rules/ branches on a ruleset id
 * (rulesets.test.ts checks both). Optional members are capabilities a system may lack: the views
 * leave out what a ruleset does not provide.
 */
export interface Ruleset<R extends RulesState = RulesState> {
  readonly id: string;
  readonly name: string;
  /** How its rules are cited: the prefix of every section shown beside a rule ("OCS" in "OCS 12.8d"). */
  readonly cites: string;
  /**
   * The system's own words for its pieces and procedures, which a game of another system never shows
   * (with its status words, markers and phases, they are what the browser test of each ruleset's
   * screens looks for in the others'): OCS "Extender", GC "SRP", CL "Leader".
   */
  readonly terms: readonly string[];
  /**
   * What the rules call the reach of an HQ ("throw range", OCS 12.3; "supply range", GC 16.F);
   * absent: the system has no HQs (CL traces through Leaders), so no HQ is marked or asked for.
   */
  readonly hqRange?: string;
  /** The phases of one player turn, in order (a side may have more than one of a kind: CL's German second Movement Phase). */
  readonly phases: readonly { id: string; name: string }[];
  /** Its own steps of the file formats' upgrades (format-upgrades.ts in its folder), oldest first. */
  readonly upgrades?: readonly FormatUpgrade[];
  /** The smallest supply unit's name, and how amounts are shown and typed (integers in that unit). */
  readonly amountUnit: string;
  formatAmount(amount: number): string;
  parseAmount(text: string): number | undefined;
  /** The words a supply determination answers with, with their colours on the map. */
  readonly statusWords: readonly StatusWord[];
  /** the ways a side may trace supply, where the sides of a game differ (CL: road to an edge, or through Leaders) */
  readonly supplyRuleCases?: readonly SupplyRuleCase[];
  /** the number of sides the rules are written for, when fixed, and why (model/side-count.ts; absent: two or more) */
  readonly sides?: SideRule;
  /** accounts the supply ledger keeps off the map (GC 19.A, 19.D: the supply pools), as dumps at the place "pool" */
  offMapAccounts?(state: CampaignState<R>): Dump[];
  /**
   * The modes a unit may be in, in the rules' words (OCS: combat, move, strat, DG, reserve; GC 17.B:
   * in reserve or not); absent: no mode is shown or set. A unit starts in the first.
   */
  readonly unitModes?: readonly { id: UnitMode; label: string }[];
  /** Supply lies in dumps on the map, with ledgers (OCS, GC); absent: no dumps to place and no Ledgers tab (CL). */
  readonly supplyDumps?: boolean;
  /** The rule the Out of Supply marker's effects come from, as cited beside them ("OCS 12.8d"). */
  readonly outOfSupplyRule?: string;
  /** Units belong to formations that the rules read (OCS 12.5c A fuel, 12.6f); absent: no formation is shown or asked. */
  readonly formations?: boolean;
  /** Units' size in regimental equivalents counts in the rules (OCS, GC: supply costs per RE); absent: RE is not shown. */
  readonly regimentEquivalents?: boolean;
  /**
   * GC 16.F: a side's supply is national — each supply source belongs to a nation, each HQ type is
   * of a kind (army, coalition, command) — so the editor asks for both; absent: neither is shown.
   */
  readonly nationalSupply?: boolean;
  /** The system prints an Action Rating on its counters (OCS), shown after the factors. */
  readonly actionRating?: boolean;
  /** What a side still lacks before its supply check means anything, by these rules (CL: a Leader marked and rated). */
  readonly sideReadiness?: SideReadiness;
  /** The markers this system puts on units, for the inspector and the game editor. */
  readonly markers: readonly { id: string; label: string }[];
  /** Tables a game definition of this system must provide (ids in game.tables). */
  readonly requiredTables: readonly string[];
  /** Whether supply determinations are built (the Supply panel and the CLI's supply verb). */
  readonly supplyChecks: boolean;
  /** The named parts of the system (fuel, isolation, resources, ...), each with its commands and report section. */
  readonly capabilities: Capabilities<R>;
  /**
   * Its commands the players cannot take back at the table, with what happens (the app asks first),
   * and those that only move points about (they can be moved back: never asked about).
   */
  readonly irreversible: Readonly<Record<string, Irreversible>>;
  readonly movesOnly: readonly string[];
  /** The phases in which the side's supply.apply command records a determination. */
  readonly supplyPhases: readonly string[];
  /** A side's supply now, every unit with its reason (changes nothing). */
  supplyReport?(ctx: RulesContext, state: CampaignState<R>, side: string): SupplyReport;
  /**
   * The same report with the failures left unexplained until asked for, a page of units at a time
   * (the verdict list). Systems without it answer pages from supplyReport.
   */
  supplyReportOnRequest?(ctx: RulesContext, state: CampaignState<R>, side: string): SupplyReportOnRequest;
  /** A drag's what-if answers, worked out incrementally from the campaign as it stands. Systems without it run supplyReportOnRequest per plan. */
  whatIfDrag?(ctx: RulesContext, base: CampaignState<R>): WhatIfDrag<R>;
  /** Effects of the system's markers and supply state on a unit, as lines for the inspector (now: the campaign's phase). */
  unitEffects?(unit: Unit<R>, game: GameDefinition, now?: CampaignState<R>): string[];
  /** The other markers on a unit (fuel, internal stocks), as lines for the inspector. */
  unitMarkers?(unit: Unit<R>): string[];
  /** The supply marker drawn on the unit's counter ("OOS", "U3"), or null. */
  unitBadge?(unit: Unit<R>): string | null;
  /** The system's own actions on a unit now, for the inspector. */
  unitActions?(unit: Unit<R>, state: CampaignState<R>): UnitAction[];
  /** The hexes in a side's ZOC as this system counts them, and those the other side negates, for the map overlay. */
  zocHexes?(ctx: RulesContext, state: CampaignState<R>, side: string): { hexes: string[]; negated: string[] };
  /** Where supply reaches from an HQ or a dump, for the map overlay. */
  reach?(
    game: GameDefinition,
    graph: MovementGraph,
    state: CampaignState<R>,
    what: { unit?: string; dump?: string },
  ): { hexes: string[]; label: string };
  /** Refuses a move the rules do not allow yet (OCS 12.5a: fuel first). */
  checkMove?(ctx: RulesContext, state: CampaignState<R>, unit: Unit<R>, to: string): void;
  /** Events that follow from a unit's move (OCS 12.7h: Extenders collapse). */
  afterMove?(ctx: RulesContext, state: CampaignState<R>, unit: Unit<R>, to: string): AnyEvent[];
  /**
   * What the rules do by themselves when the clock moves on, so that advancing is one action: OCS
   * 12.5d removes Fuel markers at the end of the Clean Up Phase; CL judges supply at the start of
   * each Movement Phase. `state` is as it stands once the clock reads `to`.
   */
  afterAdvance?(ctx: RulesContext, state: CampaignState<R>, from: Clock, to: Clock): AnyEvent[];
  /** The system's own per-unit and per-campaign state, under its key (absent: it keeps none). */
  readonly state?: RulesetState<R>;
  /**
   * Its own fields of the game definition: of the game itself, and of each unit type (joined to the
   * generic ones by the registry); and what its rules refuse in one hex of a setup or import besides
   * opposing combat units (model/stack-problems.ts).
   */
  readonly game?: {
    readonly fields?: z.ZodObject;
    readonly unitType?: z.ZodObject;
    readonly stack?: HexStackCheck;
    /** its edits of its own fields, each its payload's schema and what it does (GC: its major depots) */
    readonly edits?: readonly RulesetEditKind[];
    /** its own fields of the game as one side's players may see them (GC: their own major depots only) */
    forSide?(game: GameDefinition, side: string): object;
    /** its own fields of a game made on another map from this one (GC: no major depots, which stood on its places) */
    forNewMap?(game: GameDefinition): object;
  };
  /** Refuses Next phase past a step the rules want done (OCS: a Supply Phase not applied), unless told to skip it. */
  checkAdvance?(ctx: RulesContext, state: CampaignState<R>, skip: boolean): void;
  /** What Next phase would skip now, for the app to ask before it does; null when nothing. */
  advanceWarning?(ctx: RulesContext, state: CampaignState<R>): string | null;
  /** The system's own commands (its supply phase, attrition, ...): events, or a CommandError. */
  readonly commands: readonly string[];
  applyCommand?(ctx: RulesContext, state: CampaignState<R>, command: Command): AnyEvent[];
}
