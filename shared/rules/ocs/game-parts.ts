import * as z from 'zod';
import { gameIdSchema } from '../../model/game-ids.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { UnitType } from '../../model/unit-type-schema.js';

/**
 * The OCS rules' own fields of a game definition's unit types, joined to the generic ones by the
 * registry (Ruleset.game, rules/rulesets.ts). OCS code reads them through ocsUnitType.
 */
export const ocsUnitTypeFields = z.object({
  /**
   * OCS 12.4: what one unit of this type costs to attack, in the smallest supply unit, where the
   * game makes an exception to 1T per attacking step (DAK: a 2-step brigade costs 1T).
   */
  attackSupply: z.int().min(0).max(99).optional(),
  /**
   * OCS 12.0 (its Important Note, after 18.5e): a Landing Craft. SP loaded on it are drawn only by
   * a unit in a hex next to it, and no HQ throws supply drawn from it.
   */
  landingCraft: z.boolean().optional(),
  /** OCS 12.7: the Extender on the back of this type's 5-point Transport Points (absent: none in the counter mix) */
  extender: z.object({ mp: z.int().min(1).max(99), mobility: gameIdSchema }).optional(),
  /**
   * OCS 12.1b: how much supply one Transport Point of this type carries, in Tokens (a truck point: 1 SP
   * = 4T). Only the OCS rules move SP on transports; GC's "capacity" is an airbase's (GC 19.A.4).
   */
  capacity: z.int().min(0).max(1_000_000).optional(),
  /** OCS 12.7: organic trucks never form Extenders */
  organic: z.boolean().default(false),
});

export type OcsUnitType = UnitType & Partial<z.infer<typeof ocsUnitTypeFields>>;
/** The OCS fields as a game file writes them (GameDefinitionInput<OcsUnitTypeInput>). */
export type OcsUnitTypeInput = z.input<typeof ocsUnitTypeFields>;

/** A unit type with the OCS fields the registry joined to it (absent when the file gives none). */
export function ocsUnitType(t: UnitType): OcsUnitType {
  return t;
}

/** The OCS rules' own fields of a game definition, joined to the generic ones by the registry. */
export const ocsGameFields = z.object({
  /**
   * A reading (docs/rules-interpretations.md): an Extender in an un-negated enemy ZOC gives no trace
   * supply (OCS 12.6b). 'inactive' (default): it does not work at all, so no Extender links through it
   * and it makes no rail line detrainable; 'relays': it still passes a daisy chain or rail line on.
   */
  extenderInEnemyZoc: z.enum(['inactive', 'relays']).default('inactive'),
});

export type OcsGame = GameDefinition & Partial<z.infer<typeof ocsGameFields>>;
/** The OCS fields of a game as a file writes them (GameDefinitionInput<..., OcsGameInput>). */
export type OcsGameInput = z.input<typeof ocsGameFields>;

/** A game with the OCS fields the registry joined to it (absent where it was not read through the registry). */
export function ocsGame(g: GameDefinition): OcsGame {
  return g;
}
