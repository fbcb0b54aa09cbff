import * as z from 'zod';
import type { GameDefinition } from './game-schema.js';

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'ids are lower-case letters, digits, "-" and "_"');

/**
 * Where a rule text reads two ways, the reading this game uses (docs/rules-interpretations.md says
 * why each default was chosen). Every default but dumpInEnemyZoc's is the behaviour Quartermaster
 * had before the choice was made explicit, so old files judge as before.
 */
export const readingsSchema = z.object({
  /**
   * OCS 12.3a/12.3c: a unit whose own hex every move out of is prohibited (a lake shore, an
   * uncrossable hexside all round). 'path-leaves-hex': the draw path is counted as a move out of
   * the unit's hex, so it fails; 'adjacent-is-close-enough': 12.3c's "regardless of terrain (even
   * if prohibited)" — supply that reaches a hex next to the unit reaches the unit.
   */
  walledOffHex: z.enum(['path-leaves-hex', 'adjacent-is-close-enough']).default('path-leaves-hex'),
  /**
   * OCS 12.6f "the same direct-draw source" for a formation: 'any-map-edge' — every supply source
   * and detrainable hex of the side's network is one source (each Extender its own);
   * 'same-source-hex' — each source hex is a source of its own.
   */
  formationSource: z.enum(['any-map-edge', 'same-source-hex']).default('any-map-edge'),
  /**
   * OCS 12.3a "counting the path back to a dump": 'unit-to-source' counts the MP of a move from the
   * unit to the source (the wording); 'source-outward' counts a move from the source to the unit.
   * They differ where a hex costs more to enter than to leave.
   */
  drawCounted: z.enum(['unit-to-source', 'source-outward']).default('unit-to-source'),
  /**
   * CL German supply case 2: "twenty hexes of a Road", then "These Movement Points are counted as
   * per the type of unit". 'mp-by-unit-type': supplyRules' mp, in the unit's own MP; 'hexes': the
   * same number counted in hexes.
   */
  clGermanCase2: z.enum(['mp-by-unit-type', 'hexes']).default('mp-by-unit-type'),
  /**
   * OCS 12.3d against 12.3c: a dump in an un-negated enemy ZOC, drawn from with Truck MP.
   * 'no-path-out': 12.3d's ZOC "blocks all kinds of supply paths in or out of a hex", so no Truck
   * path leaves the dump's hex: only a unit (or HQ) in that hex or next to it draws from it;
   * 'path-from-next-hex': 12.3c's "adjacent is close enough" at the dump's end, so a path may start
   * next to the dump as if it were outside the ZOC. The one default that is not the earlier
   * behaviour (docs/rules-interpretations.md says why).
   */
  dumpInEnemyZoc: z.enum(['no-path-out', 'path-from-next-hex']).default('no-path-out'),
});

export const zocModes = ['combat', 'move', 'strat', 'dg', 'reserve'] as const;

/**
 * Zones of control as game data (OCS 4.5, CL). Defaults: every combat unit exerts a ZOC into its
 * hex and the six around it, whatever its mode or attack strength, across every hexside; a friendly
 * unit in a hex negates enemy ZOC there for supply paths — a combat unit in OCS (4.5b), any unit in
 * CL. Whether units out of supply keep their ZOC stays the system's (OCS 12.8d none, CL Effects 5).
 */
export const zocRulesSchema = z.object({
  /** unit type ids that exert a ZOC; absent: every combat type */
  unitTypes: z.array(id).optional(),
  /** modes in which a unit exerts none (e.g. "strat") */
  noZocModes: z.array(z.enum(zocModes)).default([]),
  /** do units with an attack strength of 0 exert a ZOC? */
  zeroAttack: z.boolean().default(true),
  /** hexside feature ids a ZOC does not extend across */
  blockingHexsides: z.array(id).default([]),
  /** which friendly units negate an enemy ZOC in their hex for supply paths; absent: the system's */
  negatedBy: z.enum(['combat-units', 'any-units', 'none']).optional(),
});

export type Readings = z.infer<typeof readingsSchema>;
export type ZocRules = z.infer<typeof zocRulesSchema>;

/** The defaults, for code that builds a game without parsing (and for the v3 upgrade). */
export const DEFAULT_READINGS: Readings = readingsSchema.parse({});
export const DEFAULT_ZOC_RULES: ZocRules = zocRulesSchema.parse({});

/** Problems with a game's zoc rules: unknown unit types or hexside features, named. */
export function zocRuleProblems(game: GameDefinition): string[] {
  const rules = game.zoc ?? DEFAULT_ZOC_RULES;
  const types = new Set(game.unitTypes.map((t) => t.id));
  const features = new Set(game.hexsideFeatures.map((f) => f.id));
  return [
    ...(rules.unitTypes ?? []).filter((t) => !types.has(t)).map((t) => `zoc.unitTypes: there is no unit type "${t}"`),
    ...rules.blockingHexsides
      .filter((f) => !features.has(f))
      .map((f) => `zoc.blockingHexsides: there is no hexside feature "${f}"`),
  ];
}
