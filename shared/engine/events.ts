import type { CampaignState, Clock, Dump, RulesState, Unit, UnitMode } from '../model/campaign-schema.js';
import type { DiceRoll } from './dice.js';
import type { FoldDraft } from './fold.js';
import type { LedgerReason } from './ledger.js';
import type { RefereeNames } from './referee-names.js';
import type { UnitCommandEvent } from './unit-commands.js';
import type { GameEditEvent } from './game-edit-command.js';

export interface VerdictRecord {
  unit: string;
  hex: string;
  /** OCS and CL: in-supply, eats, out-of-supply, exempt; a ruleset may write its own words (RulesetEvents.verdictWords) */
  status: string;
  via: string | null;
  reason: string;
}

/** Why supply left a dump (OCS 12.3): each is a column of the ledger's totals. */
export const spendReasons = [
  'eating',
  'fuel',
  'combat',
  'barrage',
  'internals',
  'construction',
  'refit',
  'resupply',
  'reserve',
  'wasted',
  'other',
] as const;
export type SpendReason = (typeof spendReasons)[number];

/** How supply was moved (OCS 12.2): one type of transport per SP per phase. */
export const transportKinds = ['tp', 'rail', 'air', 'sea', 'slp'] as const;
export type TransportKind = (typeof transportKinds)[number];

/** Events are facts, recorded in the log with what was there before so that they read on their own. */
export type EngineEvent =
  | UnitCommandEvent
  | GameEditEvent
  | { type: 'unitMoved'; unit: string; from: string; to: string }
  | { type: 'unitCreated'; unit: Unit }
  | { type: 'unitStepsSet'; unit: string; from: number; to: number }
  | { type: 'unitEliminated'; unit: string; hex: string }
  | { type: 'unitModeSet'; unit: string; from: UnitMode; to: UnitMode }
  | { type: 'dumpCreated'; dump: Dump }
  | { type: 'dumpAmountSet'; dump: string; from: number; to: number }
  | { type: 'phaseAdvanced'; from: Clock; to: Clock }
  | { type: 'diceSet'; from: 'app' | 'referee'; to: 'app' | 'referee' }
  | { type: 'supplyDetermined'; side: string; turn: number; verdicts: VerdictRecord[] }
  | {
      type: 'dumpSpent';
      dump: string;
      hex: string;
      tokens: number;
      reason: SpendReason;
      units: string[];
      note?: string;
      /** the amount in the resource's own unit where it is not SP (GC 19.A.2: "1 OC") */
      spentAs?: string;
    }
  | {
      type: 'dumpCaptured';
      /** GC 19.H: the points' own unit where they are not SP ("SRP") */
      shownIn?: string;
      dump: string;
      hex: string;
      by: string;
      side: string;
      dice: DiceRoll;
      percent: number;
      captured: number;
      destroyed: number;
      into: Dump;
      note?: string;
    }
  | {
      type: 'supplyMoved';
      /** GC 19.F: the points' own unit where they are not SP ("SRP") */
      shownIn?: string;
      from: string;
      to: string;
      newDump?: Dump;
      tokens: number;
      by: TransportKind;
      action: 'load' | 'unload' | 'ship';
      note?: string;
    }
  | {
      type: 'combatSupplied';
      side: string;
      role: 'attack' | 'defend';
      hex: string;
      units: string[];
      tokens: number;
      internals: string[];
      withheld: boolean;
      note: string;
    }
  | { type: 'outOfSupplyMarked'; unit: string; turn: number }
  | { type: 'outOfSupplyCleared'; unit: string };

/**
 * The events the engine itself applies, folds and books: the generic ones and those of the shared
 * commands. Each ruleset's own events are declared in shared/rules/<id>/events.ts.
 */
export type GameEvent = EngineEvent;

/** A ruleset's own event, as the engine passes it on (its ruleset folds, describes and books it). */
export interface RulesetEvent {
  readonly type: string;
}
/** Any event as far as the engine knows it: its own or a ruleset's. */
export type AnyEvent = GameEvent | RulesetEvent;

const ENGINE_EVENT_TYPES: ReadonlySet<string> = new Set<EngineEvent['type']>([
  'unitMoved',
  'unitCreated',
  'unitStepsSet',
  'unitEliminated',
  'unitModeSet',
  'dumpCreated',
  'dumpAmountSet',
  'phaseAdvanced',
  'diceSet',
  'supplyDetermined',
  'dumpSpent',
  'dumpCaptured',
  'supplyMoved',
  'combatSupplied',
  'outOfSupplyMarked',
  'outOfSupplyCleared',
  'unitsImported',
  'unitEdited',
  'gameEdited',
]);
/** Whether the engine itself folds, books and describes the event (the rest belong to a ruleset). */
export function isEngineEvent(e: { type: string }): e is EngineEvent {
  return ENGINE_EVENT_TYPES.has(e.type);
}

/** Which log a referee files an event under (the Log's filters). */
export type LogKind = 'supply' | 'attrition' | 'breakout' | 'elimination' | 'isolation' | 'other';

/** How a ruleset's own events change a dump's ledger: entries, and dumps the events create. */
export interface LedgerBook {
  entry(dump: string, amount: number, reason: LedgerReason, units?: string[], when?: number | Clock): void;
  add(d: Dump): void;
}

/** A ruleset's own events: which are its, and how each is folded, described, filed and booked. */
export interface RulesetEvents<E extends RulesetEvent, R extends RulesState = RulesState> {
  owns(e: RulesetEvent): e is E;
  fold(f: FoldDraft<R>, e: E): void;
  /** What the ruleset's state forgets when the clock moves on (the engine's phaseAdvanced). */
  phaseAdvanced?(draft: CampaignState<R>, e: { from: Clock; to: Clock }): void;
  /** The ruleset's own status words in a supplyDetermined event, as the log names them ("in limited supply"). */
  readonly verdictWords?: Readonly<Record<string, string>>;
  describe(e: E, amount: (n: number) => string, name: RefereeNames): string;
  kind(e: E): LogKind;
  ledger?(e: E, book: LedgerBook): void;
}
