import * as z from 'zod';
import type { UnitType } from '../../model/unit-type-schema.js';

/**
 * The classic rules' own fields of a game definition's unit types, joined to the generic ones by
 * the registry (Ruleset.game, rules/rulesets.ts). Classic code reads them through classicUnitType.
 */
export const classicUnitTypeFields = z.object({
  /** A Leader (CL Soviet supply): units trace their Line of Communications to one, within its rating. */
  leader: z.boolean().default(false),
});

export type ClassicUnitType = UnitType & Partial<z.infer<typeof classicUnitTypeFields>>;
/** The classic fields as a game file writes them (GameDefinitionInput<ClassicUnitTypeInput>). */
export type ClassicUnitTypeInput = z.input<typeof classicUnitTypeFields>;

/** A unit type with the classic fields the registry joined to it (absent when the file gives none). */
export function classicUnitType(t: UnitType): ClassicUnitType {
  return t;
}

/** Whether units of this type are Leaders, whose rating is printed on the counter (CL Soviet supply). */
export function isLeaderType(t: UnitType | undefined): boolean {
  return !!t && !!classicUnitType(t).leader;
}
