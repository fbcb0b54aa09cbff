import type { Clock, Dump, Unit, UnitMode } from '../model/campaign-schema.js';
import type { DiceRoll } from './dice.js';
import type { UnitCommandEvent } from './unit-commands.js';
import type { GameEditEvent } from './game-edit-command.js';

export interface VerdictRecord {
  unit: string;
  hex: string;
  status: 'in-supply' | 'eats' | 'out-of-supply' | 'exempt';
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
export type GameEvent =
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
    }
  | {
      type: 'dumpBlown';
      dump: string;
      hex: string;
      attempted: number;
      dice: DiceRoll;
      percent: number;
      destroyed: number;
    }
  | {
      type: 'dumpCaptured';
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
      type: 'transportCaptured';
      unit: string;
      hex: string;
      by: string;
      dice: DiceRoll;
      percent: number;
      captured: number;
      destroyed: number;
      into: Unit | null;
    }
  | {
      type: 'supplyMoved';
      from: string;
      to: string;
      newDump?: Dump;
      tokens: number;
      by: TransportKind;
      action: 'load' | 'unload' | 'ship';
      note?: string;
    }
  | {
      type: 'fuelPaid';
      side: string;
      method: 'formation' | 'hq' | 'phase';
      units: string[];
      formation?: string;
      hq?: string;
      hex?: string;
    }
  | { type: 'fuelExpired'; side: string }
  | { type: 'internalsUsed'; unit: string; from: 'low' | 'exhausted' | null; to: 'low' | 'exhausted' }
  | { type: 'internalsRecovered'; unit: string; from: 'low' | 'exhausted'; to: 'low' | null }
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
  | { type: 'outOfSupplyCleared'; unit: string }
  | { type: 'noTraceStarted'; unit: string; turn: number }
  | { type: 'noTraceEnded'; unit: string }
  | {
      type: 'attritionRolled';
      hex: string;
      side: string;
      dice: DiceRoll;
      column: string;
      outOfSupplySteps: number;
      result: number;
      units: string[];
    }
  | { type: 'attritionLossesTaken'; hex: string; losses: Array<{ unit: string; steps: number }> }
  | {
      type: 'breakoutRolled';
      unit: string;
      hex: string;
      dice: DiceRoll;
      drm: number;
      total: number;
      outcome: 'dead-pile' | 'returns';
      returnDice?: DiceRoll;
      returnTurn?: number;
      conditions: string;
    }
  | { type: 'unitReturned'; unit: Unit; hex: string }
  | { type: 'extenderCreated'; extender: Unit; from: string[] }
  | { type: 'extenderDisbanded'; extender: string; into: Unit }
  | { type: 'extenderCollapsed'; extender: string; hex: string; by: string | null }
  // GC: the Supply Status marker (null: none, full supply), isolation, elimination, pockets
  | { type: 'supplyLevelSet'; unit: string; from: number | null; to: number | null; why: string; resupply?: boolean }
  | { type: 'isolationSet'; unit: string; from: 'combat' | 'supply' | null; to: 'combat' | 'supply' | null }
  | {
      type: 'eliminationRolled';
      unit: string;
      hex: string;
      level: number;
      dice: DiceRoll;
      items: Array<{ condition: string; label: string; modifier: number }>;
      total: number;
      modified: number;
      needed: number;
      outcome: 'survives' | 'reduced' | 'eliminated';
      pool?: string;
    }
  | { type: 'poolFormed'; pool: string; side: string; hexes: string[] }
  | { type: 'pocketEliminated'; pool: string; side?: string; units: string[]; rp: number }
  | { type: 'poolRpSet'; pool: string; side: string; from: number; to: number }
  | { type: 'poolUnitRebuilt'; pool: string; side: string; unit: Unit; rp: number }
  | { type: 'poolUnitEvacuated'; pool: string; side: string; unit: string }
  // GC 19.F.1.b, 19.F.1.d.2: supply movement points and supply net capacity used this turn
  | { type: 'budgetUsed'; side: string; turn: number; kind: string; amount: number; note: string }
  | { type: 'fortressLost'; hex: string; side: string }
  // GC 19: strategic resources — conversion (19.A.2, 19.G), recovery on the turn track (19.B.1)
  | {
      type: 'resourceConverted';
      side: string;
      hex: string;
      from: string;
      spent: number;
      to: string;
      got: number;
      newDump?: Dump;
      what: 'sp-to-srp' | 'srp-to-sp' | 'sp-to-chit' | 'chit-to-sp';
    }
  | { type: 'resourceScheduled'; side: string; hex: string; amount: number; turn: number; note: string }
  | { type: 'resourceArrived'; side: string; hex: string; to: string; amount: number; newDump?: Dump; note: string };

export type GameEventType = GameEvent['type'];
