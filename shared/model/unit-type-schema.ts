import * as z from 'zod';
import { gameIdSchema } from './game-ids.js';
import { refuseBeforeRegistry, refuseLateRegistration } from './registry-guard.js';

/** The unit size printed above the NATO symbol: company (I), battalion (II) ... army (XXXX). */
export const unitSizes = ['I', 'II', 'III', 'X', 'XX', 'XXX', 'XXXX'] as const;

/** A unit type's usual counter: steps, factors, size and an HQ's throw range in MP (its mobility: the type's). */
export const unitTypeDefaultsSchema = z.object({
  steps: z.int().min(1).max(99).optional(),
  attack: z.int().min(0).max(999).optional(),
  defense: z.int().min(0).max(999).optional(),
  ma: z.int().min(0).max(99).optional(),
  ar: z.int().min(0).max(5).optional(),
  re: z.number().min(0).max(99).multipleOf(0.5).optional(),
  size: z.enum(unitSizes).optional(),
  throwRange: z.int().min(0).max(99).optional(),
});

/** A unit type's fields every system knows; a ruleset's own are joined to them (registerUnitTypeFields). */
export const genericUnitTypeSchema = z.object({
  id: gameIdSchema,
  name: z.string().min(1),
  mobility: gameIdSchema,
  /** Combat units need supply; trucks, markers, aircraft and ships do not (OCS 12.0, 12.9). */
  combat: z.boolean(),
  hq: z.boolean().default(false),
  symbol: z
    .enum(['infantry', 'armor', 'mechanized', 'artillery', 'hq', 'transport', 'cavalry', 'other'])
    .default('other'),
  /** GC 17.B, 19.A.1: the ZOC this type exerts in full supply (absent: full for combat units, none otherwise); double and triple as the charts print them. */
  zoc: z.enum(['triple', 'double', 'full', 'partial', 'none']).optional(),
  /** The counter art new units of this type are drawn with (a picture in the campaign file). */
  picture: z.string().min(1).max(200).optional(),
  /** What a new unit of this type starts with (placed in the app or read from a CSV without them). */
  defaults: unitTypeDefaultsSchema.optional(),
});

/**
 * The unit type as files are read: the generic fields with every registered ruleset's own
 * (shared/rules/<id>/game-parts.ts), which the registry registers when it loads
 * (shared/rules/rulesets.ts), as it registers side rules (side-count.ts). The model names no
 * ruleset's field; each ruleset reads its own through its own typed view of a unit type.
 */
let unitTypeSchema: z.ZodObject = genericUnitTypeSchema;
const unitTypeOwners = new Map<string, string>();
const unitTypeParts = new Map<string, z.ZodObject>();

/** Joins a ruleset's own unit-type fields to every unit type; a field two rulesets both claim is refused. */
export function registerUnitTypeFields(ruleset: string, fields: z.ZodObject): void {
  refuseLateRegistration(ruleset);
  for (const f of Object.keys(fields.shape)) {
    const owner = unitTypeOwners.get(f) ?? (f in genericUnitTypeSchema.shape ? 'the generic unit type' : undefined);
    if (owner && owner !== ruleset) throw new Error(`unit type field "${f}" of ${ruleset} is already ${owner}'s`);
    unitTypeOwners.set(f, ruleset);
  }
  unitTypeSchema = unitTypeSchema.extend(fields.shape);
  unitTypeParts.set(ruleset, fields);
}

/** A new unit type with every field's default filled in, the registered rulesets' own included. */
export function newUnitType(t: z.input<typeof genericUnitTypeSchema>): UnitType {
  refuseBeforeRegistry();
  return unitTypeSchema.parse(t) as UnitType;
}

/** A ruleset's own unit-type fields as it registered them (none: an empty object). */
export function unitTypePartOf(ruleset: string): z.ZodObject {
  return unitTypeParts.get(ruleset) ?? z.object({});
}

/** The registered rulesets' own unit-type fields, with their owner (the boundary test reads them). */
export function registeredUnitTypeFields(): ReadonlyMap<string, string> {
  return unitTypeOwners;
}

/** The unit type as files are read now: the generic fields with those registered so far. */
export function registeredUnitTypeSchema(): z.ZodObject {
  return unitTypeSchema;
}

export type UnitType = z.infer<typeof genericUnitTypeSchema>;
