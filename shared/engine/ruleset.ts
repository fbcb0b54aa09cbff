import type { HexGrid } from '../hex/hex-grid.js';
import type { MovementGraph } from '../hex/movement-graph.js';
import type { CampaignState, Clock, Unit } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { Command } from './commands.js';
import type { AnyEvent } from './events.js';

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

/** What the app shows before the referee pays for fuel: the plan, its cost beside the single-unit cost, and the dumps it draws on. */
export interface FuelProposalView {
  tokensText: string;
  tokens: number;
  singleUnitText: string;
  lines: string[];
  payments: Array<{ dump: string; hex: string; amountText: string; for: string }>;
  free: Array<{ unit: string; why: string }>;
  problems: string[];
}

/** One word a ruleset's supply determination can answer with, for the legend, the panel and `supply --json`. */
export interface StatusWord {
  id: string;
  label: string;
  meaning: string;
  color: string;
  /** the unit counts as supplied (full strength) */
  supplied: boolean;
}

/** A side's supply determination as every view and the CLI read it, whatever the system. */
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
  /** OCS 12.6c only: the proposed eating off the map; empty elsewhere */
  eating: Array<{ dump: string; hex: string; tokens: number; tokensText: string; units: string[] }>;
  /**
   * GC 16.G only: the side's isolation now — the longest LOC, the isolated pockets (with their
   * pool, if formed), and the units that would roll for elimination (17.E).
   */
  isolation?: {
    limit: number;
    pockets: Array<{ hexes: string[]; units: string[]; pool: string | null }>;
    rollers: Array<{ id: string; name: string; hex: string; level: number }>;
  };
  /** GC 19.F only: what the side has used this turn of its supply movement budgets, and of how much */
  budgets?: Array<{ label: string; used: string; of: string }>;
  /** GC 17.D.2 only: stacks out of supply with SP in special supply range, and the SP that may be spent on them. */
  resupply?: Array<{
    hex: string;
    units: string[];
    re: number;
    level: number;
    dumps: Array<{ id: string; hex: string; amountText: string }>;
  }>;
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

/** A command a ruleset offers on one unit in the inspector (GC 17.B.1 a: raise the marker to move freely). */
export interface UnitAction {
  label: string;
  title: string;
  command: Command;
}

/**
 * The one boundary between the program and a game system's rules: the engine, the service, the
 * views and the CLI ask this, and nothing outside shared/rules/ branches on a ruleset id
 * (rulesets.test.ts checks both). Optional members are capabilities a system may lack: the views
 * leave out what a ruleset does not provide.
 */
export interface Ruleset {
  readonly id: string;
  readonly name: string;
  /** The phases of one player turn, in order (a side may have more than one of a kind: CL's German second Movement Phase). */
  readonly phases: readonly { id: string; name: string }[];
  /** The smallest supply unit's name, and how amounts are shown and typed (integers in that unit). */
  readonly amountUnit: string;
  formatAmount(amount: number): string;
  parseAmount(text: string): number | undefined;
  /** The words a supply determination answers with, with their colours on the map. */
  readonly statusWords: readonly StatusWord[];
  /** The system prints an Action Rating on its counters (OCS), shown after the factors. */
  readonly actionRating?: boolean;
  /** The markers this system puts on units, for the inspector and the game editor. */
  readonly markers: readonly { id: string; label: string }[];
  /** Tables a game definition of this system must provide (ids in game.tables). */
  readonly requiredTables: readonly string[];
  /** Whether supply determinations are built (the Supply panel and the CLI's supply verb). */
  readonly supplyChecks: boolean;
  /** Whether supply is spent and moved with commands (the inspector's logistics actions, the Ledgers). */
  readonly logistics: boolean;
  /** GC 19: kinds of points dumps may hold besides the system's supply (absent: supply only), each with its own ledger. */
  readonly resources?: readonly { id: string; label: string }[];
  /** An amount of one of those kinds, in the game's notation ("1 1/3 SRP"). */
  formatResource?(resource: string, amount: number): string;
  /** The phases in which the side's supply.apply command records a determination. */
  readonly supplyPhases: readonly string[];
  /** A side's supply now, every unit with its reason (changes nothing). */
  supplyReport?(ctx: RulesContext, state: CampaignState, side: string): SupplyReport;
  /**
   * The same report with the failures left unexplained until asked for, a page of units at a time
   * (the verdict list; issue 18). Systems without it answer pages from supplyReport.
   */
  supplyReportOnRequest?(ctx: RulesContext, state: CampaignState, side: string): SupplyReportOnRequest;
  /** Effects of the system's markers and supply state on a unit, as lines for the inspector. */
  unitEffects?(unit: Unit, game: GameDefinition): string[];
  /** The other markers on a unit (fuel, internal stocks), as lines for the inspector. */
  unitMarkers?(unit: Unit): string[];
  /** The supply marker drawn on the unit's counter ("OOS", "U3"), or null. */
  unitBadge?(unit: Unit): string | null;
  /** The system's own actions on a unit now, for the inspector. */
  unitActions?(unit: Unit, state: CampaignState): UnitAction[];
  /** The cheapest fuelling for units about to move (OCS 12.5). */
  proposeFuel?(
    ctx: { game: GameDefinition; graph: MovementGraph },
    state: CampaignState,
    side: string,
    units: readonly string[],
  ): FuelProposalView;
  /** The hexes in a side's ZOC as this system counts them, and those the other side negates, for the map overlay. */
  zocHexes?(ctx: RulesContext, state: CampaignState, side: string): { hexes: string[]; negated: string[] };
  /** Where supply reaches from an HQ or a dump, for the map overlay. */
  reach?(
    game: GameDefinition,
    graph: MovementGraph,
    state: CampaignState,
    what: { unit?: string; dump?: string },
  ): { hexes: string[]; label: string };
  /** Refuses a move the rules do not allow yet (OCS 12.5a: fuel first). */
  checkMove?(ctx: RulesContext, state: CampaignState, unit: Unit, to: string): void;
  /** Events that follow from a unit's move (OCS 12.7h: Extenders collapse). */
  afterMove?(ctx: RulesContext, state: CampaignState, unit: Unit, to: string): AnyEvent[];
  /**
   * What the rules do by themselves when the clock moves on, so that advancing is one action: OCS
   * 12.5d removes Fuel markers at the end of the Clean Up Phase; CL judges supply at the start of
   * each Movement Phase. `state` is as it stands once the clock reads `to`.
   */
  afterAdvance?(ctx: RulesContext, state: CampaignState, from: Clock, to: Clock): AnyEvent[];
  /** The system's own commands (its supply phase, attrition, ...): events, or a CommandError. */
  readonly commands: readonly string[];
  applyCommand?(ctx: RulesContext, state: CampaignState, command: Command): AnyEvent[];
}
