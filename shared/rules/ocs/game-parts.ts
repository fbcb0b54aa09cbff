import * as z from 'zod';
import type { UnitType } from '../../model/game-schema.js';

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
});

export type OcsUnitType = UnitType & z.infer<typeof ocsUnitTypeFields>;

/** A unit type with the OCS fields the registry joined to it (absent when the file gives none). */
export function ocsUnitType(t: UnitType): OcsUnitType {
  return t;
}
