import * as z from 'zod';
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

/** An id within a game definition (a mobility's, a side's, a unit type's); a ruleset's own fields use it too. */
export const gameIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'ids are lower-case letters, digits, "-" and "_"');
const id = gameIdSchema;
/** A hex as the map prints it. */
export const hexIdSchema = z.string().min(2).max(16);
const hexId = hexIdSchema;
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb');
/** MP cost per mobility type; "P" = prohibited. Costs are multiples of 1 / costScale MP. */
const costTable = z.record(id, z.union([z.number().min(0).max(1000), z.literal('P')]));

export const mapSectionSchema = z.object({
  id: z.string().max(4),
  column: z.int().min(0),
  row: z.int().min(0),
  columns: z.int().min(1),
  rows: z.int().min(1),
  firstColumn: z.int().min(0),
  firstRow: z.int().min(0),
});

/**
 * Board pictures in picture pixels: (x0, y0) is the centre of hex (column 0, row 0) of the grid,
 * dx the distance between the centres of neighbouring columns (pointy maps: rows), dy between
 * hexes along a column (row); each board's picture has its top-left corner at (x, y).
 */
export const backdropSchema = z.object({
  sideways: z.boolean(),
  dx: z.number().positive(),
  dy: z.number().positive(),
  x0: z.number(),
  y0: z.number(),
  boards: z.array(
    z.object({
      picture: z.string().min(1).max(200),
      name: z.string().max(200).default(''),
      x: z.number(),
      y: z.number(),
      width: z.number().positive(),
      height: z.number().positive(),
      /**
       * A scan turned or skewed on the grid: where one unit of the board's box along the picture's
       * own x axis (ux, uy) and y axis (vx, vy) goes, from the box's top-left corner at (x, y).
       * Absent: the box lies square, as every board did before (ux 1, uy 0, vx 0, vy 1).
       */
      axes: z
        .object({ ux: z.number(), uy: z.number(), vx: z.number(), vy: z.number() })
        .refine((m) => m.ux * m.vy - m.uy * m.vx > 1e-6, {
          message: "a board's axes must not mirror or flatten its picture",
        })
        .optional(),
    }),
  ),
});

export const mapSchema = z.object({
  orientation: z.enum(['flat', 'pointy']),
  offset: z.enum(['odd', 'even']),
  columns: z.int().min(1).max(2000),
  rows: z.int().min(1).max(2000),
  sections: z.array(mapSectionSchema).min(1),
  /** One string per global row, one terrain code per hex; a space is a hole in the map. */
  hexes: z.array(z.string()),
  /** Printed ids hex by hex (labels[row][col]) where the map is numbered its own way (a VASSAL module's grid). */
  labels: z.array(z.array(z.string().max(16))).optional(),
  /** The board pictures under the grid (a VASSAL module's boards), aligned with the hexes. */
  backdrop: backdropSchema.optional(),
});

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

export const tableSchema = z.object({
  id,
  name: z.string().min(1),
  /** What the rows are keyed by, e.g. "2d6" or "die roll". */
  rowHeader: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.object({ key: z.string(), cells: z.array(z.union([z.number(), z.string()])) })).min(1),
  note: z.string().optional(),
});

/** A unit type's fields every system knows; a ruleset's own are joined to them (registerUnitTypeFields). */
export const genericUnitTypeSchema = z.object({
  id,
  name: z.string().min(1),
  mobility: id,
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
    .array(z.lazy(() => registeredPart(() => unitTypeSchema as unknown as typeof genericUnitTypeSchema)))
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
export type UnitType = GameDefinition['unitTypes'][number];
