import * as z from 'zod';
import type { UnitType } from '../../model/game-schema.js';

/**
 * The grand campaign's own fields of a game definition's unit types, joined to the generic ones by
 * the registry (Ruleset.game, rules/rulesets.ts). GC code reads them through gcUnitType.
 */
export const gcUnitTypeFields = z.object({
  /** GC 16.F.2: what kind of HQ this is (army/front HQs supply their own nation in full; coalition and command HQs their side's nations). */
  hqKind: z.enum(['army', 'coalition', 'command']).optional(),
  /** GC 17.B.2: an air unit (or airbase): judged for supply, with the effects of the air units' chart. */
  air: z.boolean().default(false),
});

export type GcUnitType = UnitType & Partial<z.infer<typeof gcUnitTypeFields>>;
/** The GC fields as a game file writes them (GameDefinitionInput<GcUnitTypeInput>). */
export type GcUnitTypeInput = z.input<typeof gcUnitTypeFields>;

/** A unit type with the GC fields the registry joined to it (absent when the file gives none). */
export function gcUnitType(t: UnitType): GcUnitType {
  return t;
}
