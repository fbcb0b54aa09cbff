import type { SearchOptions } from '../../hex/search-options.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import type { TriedSupplier } from './explain-out-of-supply.js';
import type { GcUnit } from './state.js';
import type { SupplyLineRanges } from './supply-lines.js';
import type { Reasons } from './verdict-words.js';
import type { SideUnits } from './side-units.js';
import type { LineRun } from './line-runs.js';
import type { SpecialRun } from './special-sources.js';
import type { ChangedPlaces } from './changed-places.js';

/** GC 16.A: a unit is in full or limited supply, out of supply, or needs none (not a combat unit). */
export type GcStatus = 'full' | 'limited' | 'out' | 'exempt';

export interface GcVerdict {
  id: string;
  name: string;
  hex: string;
  status: GcStatus;
  via: string | null;
  reason: string;
  path: string[];
}

export interface GcSupply {
  side: string;
  weather: string;
  ranges: SupplyLineRanges;
  verdicts: GcVerdict[];
  /** each verdict's unit, at the verdict's place (the side's units on the map, in the state's order) */
  units: GcUnit[];
  /** the side's units as the judgement read them (side-units.ts): a drag's plans read theirs from it */
  roster: SideUnits;
  /** the supply-line searches as the verdicts read them, by what they ask ("full:" or "limited:" and the nation): a drag's plans tell by them which verdicts stand */
  lineRuns: ReadonlyMap<string, LineRun>;
  /** by the verdict's place, its unit's hex index */
  hexes: readonly number[];
  /**
   * by the verdict's place, the search in `searches` its supply line was found by (-1: none), to
   * read the path again on request; kept apart, a verdict reads as its report row (supply-report.ts)
   */
  lineSearch: Int32Array;
  /** by the verdict's place, GC 16.A.6: the hex of a friendly SP dump within special supply range (SP may be spent on the unit, 17.D.2) */
  special: Array<string | null>;
  /** hexes in general supply (within a limited supply line of a source or an HQ in general supply): where LOCs start (16.H) */
  general: Uint8Array;
  /**
   * the same hexes, each listed once (in no order); none for a drag's plan whose area is the
   * standing one patched (loc-asked.ts patchedArea keeps its edge, what the plan reads of it)
   */
  generalList: number[];
  /** the suppliers' Reasons by their words (verdict-words.ts), for a drag's plans to share */
  reasons: Map<string, Reasons>;
  /** friendly and enemy ZOC for the searches: the overlay supply lines use */
  overlay: SearchOverlay;
  /** the enemy ZOC in every hex (supply-lines.ts enemyZocStrength), for isolation and elimination (a drag's plan's: until its next plan) */
  zoc: Uint8Array;
  inactive: Array<{ hex: string; label: string; reason: string }>;
  /** HQs in general supply (a line of any length to a national source of their nation): GC 19.A.1.a's attached HQs */
  activeHqs: GcUnit[];
  /** the bounded searches the verdicts' supply lines were found by, nation by nation (verdict-paths.ts) */
  searches: SearchOptions[];
  /** GC 16.A.2: the suppliers an out-of-supply verdict's line was tried from (explain-out-of-supply.ts) */
  tried: TriedSupplier[];
  /**
   * whether the out-of-supply verdicts say why (16.A.2); without, each reads the bare words ending
   * " (GC 16.A.2)", and the nearest supplier's words go before that end when asked for
   */
  explained: boolean;
  /** which searches each nation ran (determine-supply.ts): a plan's verdicts keep their searches' places where it is the same */
  searchPlan: string;
  /** the words of a verdict out of supply, before why (16.A.2) */
  outWords: string;
  /** the search for special supply sources (16.A.6), if run */
  specialRun: SpecialRun | null;
  /**
   * a drag's plan judged where it may change things (changed-places.ts): the places whose verdict
   * or special supply were made again, every other being the campaign's as it stands; null where
   * every unit was judged
   */
  changed: ChangedPlaces | null;
}
