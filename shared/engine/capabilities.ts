import type { CampaignState, Dump, RulesState } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { MovementGraph } from '../hex/movement-graph.js';

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

/**
 * A named part of a game system that the generic program offers only where a ruleset has it
 * (fuel, isolation, resources, ...): the commands it brings, and the section it adds to a side's
 * supply report. The panels for it live in the ruleset's own folder (src-renderer/rules/<id>/).
 */
export interface Capability {
  /** what it is, for the reader ("OCS 12.5: fuel before moving") */
  readonly summary: string;
  /** the ruleset's own commands it brings (each also in Ruleset.commands) */
  readonly commands: readonly string[];
  /** the member it adds to a side's supply report, if any */
  readonly reportSection?: string;
}

/** OCS 12.5: fuel is paid before units move; the app proposes the cheapest payment. */
export interface FuelCapability<R extends RulesState = RulesState> extends Capability {
  propose(
    ctx: { game: GameDefinition; graph: MovementGraph },
    state: CampaignState<R>,
    side: string,
    units: readonly string[],
  ): FuelProposalView;
}

/** One dump a unit could eat from, as the referee picks it: its id, and what it is and how it is reached. */
export interface EatingDumpView {
  dump: string;
  label: string;
}

/** OCS 12.6c: a unit without trace supply eats from any dump within its draw or throw range; the referee may pick which. */
export interface EatingCapability<R extends RulesState = RulesState> extends Capability {
  /** every dump holding supply that the unit could eat from, nearest first */
  dumpsFor(
    ctx: { game: GameDefinition; graph: MovementGraph },
    state: CampaignState<R>,
    side: string,
    unit: string,
  ): EatingDumpView[];
}

/** One conversion between kinds of points (GC 19.G: 10 SP make 1 SRP), as the panels offer it. */
export interface ResourceConversion {
  from: string;
  to: string;
  /** the button's label ("→ SRP") */
  label: string;
  /** the rate in words, with its rule ("10 SP make 1 SRP (GC 19.G)") */
  hint: string;
  /** the amount of `from` offered by default (one conversion's worth, in the game's notation) */
  unitText: string;
}

/** GC 19: kinds of points dumps may hold besides the system's supply, each with its own ledger. */
export interface ResourcesCapability<R extends RulesState = RulesState> extends Capability {
  /** a dump's kind of points: one of `kinds` (the system's own supply, "sp", where it holds no other) */
  kindOf(d: Dump<R>): string;
  readonly kinds: readonly { id: string; label: string }[];
  /** An amount of one of those kinds, in the game's notation ("1 1/3 SRP"). */
  format(resource: string, amount: number): string;
  /** the conversions between kinds, with their rates */
  readonly conversions: readonly ResourceConversion[];
}

/** The named capabilities a ruleset may have; the views leave out what it lacks. */
export interface Capabilities<R extends RulesState = RulesState> {
  /** OCS 12.5: fuel */
  readonly fuel?: FuelCapability<R>;
  /** OCS 12.6c: eating off the map */
  readonly eating?: EatingCapability<R>;
  /** OCS 12.8: attrition and breakout of units out of supply */
  readonly attrition?: Capability;
  /** OCS 12.7: Extenders formed from Transport Points */
  readonly extenders?: Capability;
  /** OCS 12.2-12.11: spending, blowing, shipping and capturing supply in a hex */
  readonly logistics?: Capability;
  /** GC 16.G, 17.E: isolated pockets, their pools, elimination rolls */
  readonly isolation?: Capability;
  /** GC 17.D.2: special supply spent on stacks out of supply */
  readonly specialSupply?: Capability;
  /** GC 19: SP, SRP and Offensive Chits, conversions and movement budgets */
  readonly resources?: ResourcesCapability<R>;
}
