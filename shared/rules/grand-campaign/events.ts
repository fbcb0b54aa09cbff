import type { EngineEvent, LogKind, RulesetEvents } from '../../engine/events.js';
import type { DiceRoll } from '../../engine/dice.js';
import type { LedgerReason } from '../../engine/ledger.js';
import { describe, ledger } from './events-words.js';
import { fold, phaseAdvanced } from './events-fold.js';
import type { GcRules, GcState, GcUnit, GcDump } from './state.js';
import type { Clock } from '../../model/campaign-schema.js';

/** The grand-campaign rules' own events: facts in the log, with what was there before, so that they read alone. */
export type GcOwnEvent =
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
  | {
      type: 'pocketEliminated';
      pool: string;
      side?: string;
      units: string[];
      rp: number;
      /** GC 16.G.3: the units eliminated earlier and kept in the pocket's pool, by name: they go to the box too */
      poolUnits?: string[];
    }
  | { type: 'poolRpSet'; pool: string; side: string; from: number; to: number }
  | { type: 'poolUnitRebuilt'; pool: string; side: string; unit: GcUnit; rp: number }
  | { type: 'poolUnitEvacuated'; pool: string; side: string; unit: string }
  | { type: 'budgetUsed'; side: string; turn: number; kind: string; amount: number; note: string }
  | { type: 'fortressLost'; hex: string; side: string }
  | {
      type: 'resourceConverted';
      side: string;
      hex: string;
      from: string;
      spent: number;
      to: string;
      got: number;
      newDump?: GcDump;
      what: 'sp-to-srp' | 'srp-to-sp' | 'sp-to-chit' | 'chit-to-sp';
    }
  | { type: 'resourceScheduled'; side: string; hex: string; amount: number; turn: number; note: string }
  | {
      type: 'resourceArrived';
      side: string;
      hex: string;
      to: string;
      amount: number;
      newDump?: GcDump;
      note: string;
      /** the turn they arrive at the start of: their ledger rows' turn (GC 19.B.1) */
      turn?: number;
      /** the phase they arrive in (the first of that turn): their ledger rows' side and phase */
      at?: Clock;
    }
  /** GC 16.H, 19.F.1.a: a unit's "+# MP" marker */
  | { type: 'plusMpSet'; unit: string; from: number | null; to: number | null; why: string }
  /** GC 19.A.4: a Supplied Airbase marker for the turn (its U# unchanged) */
  | { type: 'airbaseSupplied'; unit: string; turn: number; level: number }
  /** GC 19.A.4: the referee set a unit's airbase capacity and strategic flag (null: no airbase) */
  | { type: 'airbaseSet'; unit: string; from: AirbaseData | null; to: AirbaseData | null }
  /** GC 19.A, 19.D: the referee added a national or theatre pool, with its opening amount */
  | { type: 'supplyPoolAdded'; pool: SupplyPool }
  /** GC 19.A, 19.D: the referee set a pool's amount (twelfths), from what it held */
  | { type: 'supplyPoolSet'; pool: string; side: string; from: number; to: number; note?: string }
  | {
      /** GC 19.A.1.a, 19.D: points leave a national or theatre pool (for a depot on the map, or spent) */
      type: 'poolDrawn';
      pool: string;
      side: string;
      before: number;
      amount: number;
      to?: string;
      newDump?: GcDump;
      /** what the pool holds where it is not SP: the log reads it in its own unit */
      resource?: 'srp';
      reason: LedgerReason;
      note: string;
    };

export type AirbaseData = { capacity: number; strategic: boolean };
type SupplyPool = NonNullable<GcState['rules']['gc']['supplyPools']>[number];

/** The events the grand-campaign rules emit and read: the engine's and their own. */
export type GameEvent = EngineEvent | GcOwnEvent;

const TYPES: ReadonlySet<string> = new Set<GcOwnEvent['type']>([
  'supplyLevelSet',
  'isolationSet',
  'eliminationRolled',
  'poolFormed',
  'pocketEliminated',
  'poolRpSet',
  'poolUnitRebuilt',
  'poolUnitEvacuated',
  'budgetUsed',
  'fortressLost',
  'resourceConverted',
  'resourceScheduled',
  'resourceArrived',
  'poolDrawn',
  'airbaseSupplied',
  'plusMpSet',
  'airbaseSet',
  'supplyPoolAdded',
  'supplyPoolSet',
]);

/** The grand-campaign rules' events, as the registry hands them to fold, the ledger and the log. */
export const GC_EVENTS: RulesetEvents<GcOwnEvent, GcRules> = {
  owns: (e): e is GcOwnEvent => TYPES.has(e.type),
  fold,
  phaseAdvanced,
  describe,
  verdictWords: { full: 'in full supply', limited: 'in limited supply', out: 'out of supply' },
  kind: (e) => KINDS[e.type] ?? 'other',
  ledger,
};

/** Which log a referee files each event under (the Log's filters). */
const KINDS: Partial<Record<GcOwnEvent['type'], LogKind>> = {
  supplyLevelSet: 'supply',
  isolationSet: 'isolation',
  eliminationRolled: 'isolation',
  poolFormed: 'isolation',
  pocketEliminated: 'isolation',
};
