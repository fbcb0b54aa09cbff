import type { Clock, Dump, UnitMode } from '../model/campaign-schema.js';

/** Events are facts, recorded in the log with what was there before so that they read on their own. */
export type GameEvent =
  | { type: 'unitMoved'; unit: string; from: string; to: string }
  | { type: 'unitStepsSet'; unit: string; from: number; to: number }
  | { type: 'unitEliminated'; unit: string; hex: string }
  | { type: 'unitModeSet'; unit: string; from: UnitMode; to: UnitMode }
  | { type: 'dumpCreated'; dump: Dump }
  | { type: 'dumpAmountSet'; dump: string; from: number; to: number }
  | { type: 'phaseAdvanced'; from: Clock; to: Clock };

export type GameEventType = GameEvent['type'];
