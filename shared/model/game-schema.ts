import * as z from 'zod';
import {
  colourSchema as colour,
  costTableSchema as costTable,
  gameIdSchema as id,
  hexIdSchema as hexId,
} from './game-ids.js';
import { mapSchema } from './map-schema.js';
import { genericUnitTypeSchema, registeredUnitTypeSchema } from './unit-type-schema.js';
import { RULESET_IDS } from './ruleset-ids.js';
import { readingsSchema, zocRulesSchema } from './game-readings-schema.js';
import { gameFogSchema } from './fog-schema.js';
import { importNotesSchema } from './import-notes-schema.js';
import { refuseBeforeRegistry, refuseLateRegistration, registeredPart } from './registry-guard.js';

/**
 * The game definition: everything that comes from a game's map and charts. Tables are data the
 * referee can read and edit, never constants in code. Documented in docs/formats.md.
 */
export const GAME_FORMAT = 'quartermaster-game';
/**
 * 2: pictures, unit `size` and nation `color` (upgrade-format-v2.ts); 3: the OCS sequence of play
 * (the OCS rules' own step, shared/rules/ocs/format-upgrades.ts), `readings` and `zoc` (upgrade-format-v3-readings.ts), GC major
 * depots (the grand campaign's own step, shared/rules/grand-campaign/format-upgrades.ts)
 */
export const GAME_FORMAT_VERSION = 3;

export const terrainTypeSchema = z.object({
  id,
  code: z.string().length(1),
  name: z.string().min(1),
  color: colour,
  cost: costTable,
  /** Costs in other weather, per weather id (e.g. "mud"); mobilities not listed keep the normal cost. */
  weather: z.record(z.string().min(1), costTable).optional(),
});

export const hexsideFeatureSchema = z.object({
  id,
  name: z.string().min(1),
  color: colour,
  /** MP added for crossing the hexside; "P" = cannot be crossed. */
  cost: costTable,
});

export const routeTypeSchema = z.object({
  id,
  name: z.string().min(1),
  kind: z.enum(['road', 'rail', 'track']),
  color: colour,
  /** MP per hex when moving along the route (replaces the terrain cost); "P" = cannot use it. */
  cost: costTable,
  /** Moving along the route crosses hexside features (a bridge) without their cost. */
  bridges: z.boolean().default(true),
});

export const tableSchema = z.object({
  id,
  name: z.string().min(1),
  /** What the rows are keyed by, e.g. "2d6" or "die roll". */
  rowHeader: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.object({ key: z.string(), cells: z.array(z.union([z.number(), z.string()])) })).min(1),
  note: z.string().optional(),
});

/** The game definition's fields every system knows; a ruleset's own are joined to them (registerGameFields). */
export const genericGameSchema = z.object({
  format: z.literal(GAME_FORMAT),
  formatVersion: z.int().min(1),
  id,
  name: z.string().min(1).max(200),
  ruleset: z.enum(RULESET_IDS),
  /** Cost units per MP: 2 means costs are counted exactly in half-MP. */
  costScale: z.int().min(1).max(12).default(2),
  mobilities: z.array(z.object({ id, name: z.string().min(1) })).min(1),
  map: mapSchema,
  terrain: z.array(terrainTypeSchema).min(1),
  hexsideFeatures: z.array(hexsideFeatureSchema).default([]),
  hexsides: z.array(z.object({ a: hexId, b: hexId, feature: id })).default([]),
  routeTypes: z.array(routeTypeSchema).default([]),
  routes: z.array(z.object({ type: id, hexes: z.array(hexId).min(2) })).default([]),
  /** Two or more (side-count.ts: some rulesets take exactly two). */
  sides: z
    .array(z.object({ id, name: z.string().min(1), color: colour }))
    .min(2)
    .max(8),
  unitTypes: z
    .array(z.lazy(() => registeredPart(() => registeredUnitTypeSchema() as unknown as typeof genericUnitTypeSchema)))
    .min(1),
  /**
   * GC 16.F: the nations of each side. A unit traces full supply from its own nation's sources and
   * army HQs; from another nation's HQ only limited supply, except from nations in fullFrom
   * (Commonwealth units from a British HQ) or, when the nation has no army HQ of its own, from any
   * HQ of its contingent.
   * Generic, not GC's own: a nation is what a counter prints (unit.nation, its colour on the map),
   * which the OOB CSV, the unit check, the VASSAL import and the editor read for every ruleset; only
   * `contingent` and `fullFrom` are GC's supply rules, and they mean nothing where nothing reads them.
   */
  nations: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        side: id,
        contingent: z.string().max(64).optional(),
        fullFrom: z.array(id).default([]),
        /** the colour of this nation's counters (absent: a shade of its side's colour) */
        color: colour.optional(),
      }),
    )
    .default([]),
  supplySources: z
    .array(
      z.object({
        hex: hexId,
        side: id,
        kind: z.enum(['map-edge', 'port', 'city', 'other']),
        name: z.string().optional(),
        /** GC 16.F.1: the nation whose national supply source this is (absent: every nation of the side). */
        nation: id.optional(),
      }),
    )
    .default([]),
  /**
   * OCS 12.3e holding boxes: an on-map box stands for one hex (its units draw as if there); an
   * off-map box is placed by a hex at the map edge, and its units draw only from within it.
   * Generic, not OCS's own: a box is a place on the game's map (unit.box), where the VASSAL import
   * puts any module's pools and reserves, which the setup and stacking checks and the players' fog
   * read in every ruleset; only how its units draw supply (`supplied`) is OCS's rule.
   */
  holdingBoxes: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        hex: hexId,
        offMap: z.boolean(),
        /** off-map boxes usually hold unlimited supply dumps */
        supplied: z.boolean().default(true),
      }),
    )
    .default([]),
  turns: z.array(z.object({ number: z.int().min(1), label: z.string(), weather: z.string().default('clear') })).min(1),
  tables: z.array(tableSchema).default([]),
  /**
   * The phases each side has in its player turn, in order, where a side differs from the ruleset's
   * list (CL: the Germans have a second Movement Phase). Absent: the ruleset's phases.
   */
  phasesBySide: z.record(z.string(), z.array(id).min(1)).default({}),
  /**
   * How each side traces supply, for systems where the sides differ (CL: German trace to a west-edge
   * road within 20 hexes or 20 MP; Soviet trace through Leaders). Numbers are the game's.
   * Generic, not classic's own: each ruleset offers its cases (Ruleset.supplyRuleCases, side-play.ts),
   * and the new-game, picture and VASSAL wizards, the editor, the readiness check and the readings
   * ask for and read a side's choice whatever the ruleset; today the cases are classic's.
   */
  supplyRules: z
    .array(
      z.object({
        side: id,
        method: z.enum(['road-edge', 'leader-line']),
        /** road-edge: hexes to a source road hex; leader-line: unused (each Leader's rating) */
        hexes: z.int().min(0).max(999).optional(),
        /** road-edge: MP, counted by the unit's own type, to a road that leads to a source */
        mp: z.int().min(0).max(999).optional(),
      }),
    )
    .default([]),
  /**
   * Action Rating adjustments by unit mode, from the game's rules (OCS 12.8c: attrition uses the AR
   * adjusted for Strat Mode but not for DG). Absent modes adjust by 0.
   */
  arAdjustments: z
    .partialRecord(z.enum(['combat', 'move', 'strat', 'dg', 'reserve']), z.int().min(-5).max(5))
    .default({}),
  /** where a rule text reads two ways, the reading used (game-readings-schema.ts, docs/rules-interpretations.md) */
  readings: readingsSchema.default(readingsSchema.parse({})),
  /** who exerts a ZOC, across which hexsides, and what negates it (game-readings-schema.ts) */
  zoc: zocRulesSchema.default(zocRulesSchema.parse({})),
  /** what each side may see of the others when players follow the campaign (fog-schema.ts; absent: the ruleset's defaults) */
  fog: gameFogSchema.optional(),
  /** what the import that made the game left out or doubted (import-notes-schema.ts; absent: made by hand, or older) */
  importNotes: importNotesSchema.optional(),
});

/**
 * The game definition as files are read: the generic fields with every registered ruleset's own
 * (shared/rules/<id>/game-parts.ts), registered by the registry when it loads, as its unit-type
 * fields are. A ruleset reads its own through its typed view of the game.
 */
let gameSchema: z.ZodObject = genericGameSchema;
const gameFieldOwners = new Map<string, string>();

/** Joins a ruleset's own fields to every game definition; a field another already has is refused. */
export function registerGameFields(ruleset: string, fields: z.ZodObject): void {
  refuseLateRegistration(ruleset);
  for (const f of Object.keys(fields.shape)) {
    const owner = gameFieldOwners.get(f) ?? (f in genericGameSchema.shape ? 'the generic game' : undefined);
    if (owner && owner !== ruleset) throw new Error(`game field "${f}" of ${ruleset} is already ${owner}'s`);
    gameFieldOwners.set(f, ruleset);
  }
  gameSchema = gameSchema.extend(fields.shape);
}

/** Refused before the registry is done (registry-guard.ts), before zod reads the registered parts. */
export const gameDefinitionSchema = z.preprocess(
  (game) => {
    refuseBeforeRegistry();
    return game;
  },
  z.lazy(() => registeredPart(() => gameSchema)),
) as unknown as typeof genericGameSchema;

export type GameDefinition = z.infer<typeof genericGameSchema>;
/**
 * A game as a file may write it; R: a ruleset's own unit-type fields, G: its own fields of the game
 * (its game-parts.ts), which a game of that ruleset may give (the generic game knows none of them).
 */
export type GameDefinitionInput<R extends object = object, G extends object = object> = Omit<
  z.input<typeof genericGameSchema>,
  'unitTypes'
> &
  G & {
    unitTypes: Array<z.input<typeof genericUnitTypeSchema> & R>;
  };
export type TerrainType = z.infer<typeof terrainTypeSchema>;
export type GameTable = z.infer<typeof tableSchema>;
