import { CommandError } from '../../model/command-error.js';
import type { GameDefinition } from '../../model/game-schema.js';

/** The game's table of rule readings: a row per reading (key its id, cell 1 the value chosen). */
export const READINGS_TABLE = 'rule-readings';

/**
 * Where the grand-campaign text reads two ways, the game chooses (docs/rules-interpretations.md,
 * "Grand campaign"); the first value of each is the default.
 */
export const GC_READINGS = {
  /** 16.H: a friendly unit without a "+# MP" marker in a LOC hex: the lowest marker there is still added, or none is */
  'loc-unmarked-unit': ['lowest-marker', 'nothing-added'],
  /** 17.B, 19.A.1 a: "double ZOC": a hex in the full ZOC of two or more enemy stacks, or only a unit type that says so */
  'double-zoc': ['two-full-zocs', 'unit-type-only'],
  /** 17.C: an attack out of supply on a defender that exerts no ZOC (and so owes no SP): does it raise the attacker? */
  'no-zoc-attack-raises': ['no', 'yes'],
  /** 19.A.1 with 17.B.1 b: does a defender whose marker takes away its ZOC (U6+) still owe attack SP by its printed ZOC? */
  'u6-defender-owes-sp': ['yes', 'no'],
  /** 19.B against 19.D: must a unit drawing SRP from a pool be in full supply, or only unisolated? */
  'srp-pool-draw': ['full-supply-unit', 'unisolated-unit'],
  /** 16.B with 17.C: a unit already at U1 or worse judged in limited supply: keeps its level, or takes the U0 marker */
  'limited-on-marker': ['keeps-level', 'u0'],
  /** 19.A, 19.G: SP moved (railed, shipped, carried) into a dump this phase: held back until the next phase, or spent at once */
  'moved-sp-spent': ['next-phase', 'same-phase'],
  /** 19.F.1.a note: a supply unit distributing part of an SP: +1 MP for the part, or only for each whole SP */
  'distributed-part-sp': ['counts-one', 'whole-sp-only'],
  /** 17.B.1 b against chart note 2: a defender with a double ZOC spends 1/2 SP a stack, or 1/2 SP times its ZOC (1 SP) */
  'double-zoc-defence': ['half-sp-per-stack', 'times-base-zoc'],
  /** 16.A.1, 16.F.2: an HQ's own line to its national source: any length, or no longer than a limited supply line */
  'hq-general-supply': ['any-length', 'limited-range'],
  /** 17.B.1 b: the "additional SPs" that count attackers three levels better: any amount, or as much again as the attack's own */
  'extra-sp-three-levels': ['any-amount', 'as-much-again'],
} as const;

export type GcReading = keyof typeof GC_READINGS;

/** The value the game chose for a reading, or its default; an unknown value is refused naming the choices. */
export function reading<K extends GcReading>(game: GameDefinition, key: K): (typeof GC_READINGS)[K][number] {
  const row = game.tables.find((t) => t.id === READINGS_TABLE)?.rows.find((r) => r.key === key);
  const choices = GC_READINGS[key] as readonly string[];
  if (!row) return choices[0] as (typeof GC_READINGS)[K][number];
  const v = String(row.cells[0] ?? '');
  if (!choices.includes(v))
    throw new CommandError(
      `the game's table "${READINGS_TABLE}" gives "${v}" for ${key}; the choices are ${choices.join(', ')}`,
    );
  return v as (typeof GC_READINGS)[K][number];
}
