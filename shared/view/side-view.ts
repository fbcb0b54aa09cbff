import type { Clock, Dump, Unit } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import type { SightLevel } from '../model/fog-schema.js';
import type { SupplyReport } from '../engine/ruleset.js';

/**
 * An enemy unit as a side sees it. A marker is only a hex; at 'type' its side, type and size; at
 * 'full' the printed counter. Never its id (which would let a side follow one unit out of sight),
 * its ruleset markers, or anything not printed on the counter.
 */
export interface SeenEnemy {
  hex: string;
  level: Exclude<SightLevel, 'none'>;
  side?: string;
  type?: string;
  size?: Unit['size'];
  name?: string;
  steps?: number;
  maxSteps?: number;
  attack?: number;
  defense?: number;
  ma?: number;
  ar?: number;
  mode?: Unit['mode'];
}

/** One line of a side's own log. */
export interface SideLogEntry {
  seq: number;
  clockText: string;
  status: 'done' | 'undone';
  command: string | null;
  lines: string[];
}

/** One row of a side's own ledger, with the running balances. */
export interface SideLedgerRow {
  seq: number | null;
  turn: number;
  phase: string;
  dump: string;
  hex: string;
  amount: number;
  reason: string;
  units: string[];
  dumpBalance: number;
  sideBalance: number;
}

/** A side's own supply verdicts: its report's units, as the referee's check gives them. */
export type SideVerdicts = Pick<SupplyReport, 'turn' | 'units'>;

/** What a side may know of the campaign now: the whole of what is sent to its players. */
export interface SideView {
  side: string;
  clock: Clock;
  units: Unit[];
  dumps: Dump[];
  deadPile: Unit[];
  track: Array<{ turn: number; unit: Unit; note: string }>;
  enemies: SeenEnemy[];
  /** hexes holding another side's dumps the side can see (never their amounts) */
  enemyDumps: string[];
  verdicts: SideVerdicts | null;
  ledger: SideLedgerRow[];
  log: SideLogEntry[];
}

/** The map and charts as every side may see them: the game without the referee's fog settings or the import's notes (a ruleset's own fields as it lets the side see them, view-for.ts). */
export type PublicGame = Omit<GameDefinition, 'fog' | 'importNotes'>;
