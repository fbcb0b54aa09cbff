import * as z from 'zod';

/**
 * What a side is shown of another side's units, from least to most: nothing, a marker that
 * something stands in the hex, the unit's type and size, or the whole counter.
 */
export const sightLevels = ['none', 'marker', 'type', 'full'] as const;
export type SightLevel = (typeof sightLevels)[number];

const terrainId = z.string().min(1).max(64);

/**
 * Fog of war as game data (docs/formats.md, "Fog of war"): each ruleset has defaults
 * (shared/rules/fog-defaults.ts) and a game overrides any of them. Ranges count hexes from the
 * nearest unit of the side that looks, as the OCS VASSAL module's flattened, concealed and hidden
 * ranges do.
 */
export const fogRulesSchema = z.object({
  /** within this many hexes an enemy unit is seen as its whole counter */
  full: z.int().min(0).max(99),
  /** within this many, its type and size */
  type: z.int().min(0).max(99),
  /** within this many, a marker that something is there; beyond, nothing */
  marker: z.int().min(0).max(99),
  /** terrain ids in which a unit is seen one level less (woods, swamp, city) */
  concealing: z.array(terrainId).max(200),
  /** whether a side sees the other side's dumps (never their amounts) where it sees units in full */
  enemyDumps: z.enum(['hidden', 'marker']),
  /** the referee's reveals by hand: this unit is seen at least at this level by every other side */
  reveal: z.array(z.object({ unit: z.string().min(1).max(64), level: z.enum(sightLevels) })).max(10_000),
});
export type FogRules = z.infer<typeof fogRulesSchema>;

/** A game's own fog: any field given replaces the ruleset's default. */
export const gameFogSchema = fogRulesSchema.partial();
export type GameFog = z.infer<typeof gameFogSchema>;
