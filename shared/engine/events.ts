import type { Clock, Dump, Unit, UnitMode } from '../model/campaign-schema.js';
import type { DiceRoll } from './dice.js';

export interface VerdictRecord {
  unit: string;
  hex: string;
  status: 'in-supply' | 'eats' | 'out-of-supply' | 'exempt';
  via: string | null;
  reason: string;
}

/** Events are facts, recorded in the log with what was there before so that they read on their own. */
export type GameEvent =
  | { type: 'unitMoved'; unit: string; from: string; to: string }
  | { type: 'unitStepsSet'; unit: string; from: number; to: number }
  | { type: 'unitEliminated'; unit: string; hex: string }
  | { type: 'unitModeSet'; unit: string; from: UnitMode; to: UnitMode }
  | { type: 'dumpCreated'; dump: Dump }
  | { type: 'dumpAmountSet'; dump: string; from: number; to: number }
  | { type: 'phaseAdvanced'; from: Clock; to: Clock }
  | { type: 'supplyDetermined'; side: string; turn: number; verdicts: VerdictRecord[] }
  | { type: 'dumpSpent'; dump: string; hex: string; tokens: number; reason: 'eating'; units: string[] }
  | { type: 'outOfSupplyMarked'; unit: string; turn: number }
  | { type: 'outOfSupplyCleared'; unit: string }
  | { type: 'noTraceStarted'; unit: string; turn: number }
  | { type: 'noTraceEnded'; unit: string }
  | { type: 'attritionRolled'; hex: string; side: string; dice: DiceRoll; column: string; outOfSupplySteps: number; result: number; units: string[] }
  | { type: 'attritionLossesTaken'; hex: string; losses: Array<{ unit: string; steps: number }> }
  | { type: 'breakoutRolled'; unit: string; hex: string; dice: DiceRoll; drm: number; total: number; outcome: 'dead-pile' | 'returns'; returnDice?: DiceRoll; returnTurn?: number; conditions: string }
  | { type: 'unitReturned'; unit: Unit; hex: string }
  | { type: 'extenderCreated'; extender: Unit; from: string[] }
  | { type: 'extenderDisbanded'; extender: string; into: Unit }
  | { type: 'extenderCollapsed'; extender: string; hex: string; by: string | null };

export type GameEventType = GameEvent['type'];
