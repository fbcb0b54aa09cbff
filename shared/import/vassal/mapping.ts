import * as z from 'zod';
import { RULESET_IDS } from '../../model/ruleset-ids.js';
import { sidePlaySchema } from '../../model/side-play.js';

/**
 * How a VASSAL module's pieces become a campaign: which map is the game map, which pieces belong
 * to which side (by a marker or property trait, a prototype, a name prefix, the map or window it
 * starts on, or its unit type), which unit type each is (grouped by prototype or by picture),
 * factors corrected by hand, skipped pieces brought back in, and the values the module lacks. The import wizard saves it; `import-vassal --mapping` reads it back.
 */
export const MAPPING_FORMAT = 'quartermaster-vassal-mapping';

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'ids are lower-case letters, digits, "-" and "_"');

export const sideRuleSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('property'), key: z.string().min(1), value: z.string() }),
  z.object({ by: z.literal('prototype'), name: z.string().min(1) }),
  z.object({ by: z.literal('prefix'), prefix: z.string().min(1) }),
  /** every piece that starts on this map or window (a side's own force pool, reinforcement chart) */
  z.object({ by: z.literal('map'), map: z.string().min(1) }),
]);

/** The calendar the module does not have: turn labels given, or dates from a first day and a turn length. */
export const calendarSchema = z.union([
  z.object({ labels: z.array(z.string().min(1).max(60)).min(1).max(2000) }).strict(),
  z
    .object({
      first: z.iso.date(),
      days: z.int().min(1).max(366),
      turns: z.int().min(1).max(2000),
    })
    .strict(),
]);

export const mappingSchema = z.object({
  format: z.literal(MAPPING_FORMAT),
  formatVersion: z.literal(1),
  ruleset: z.enum(RULESET_IDS),
  /** the VASSAL map that becomes the game map */
  map: z.string(),
  sides: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
        rule: sideRuleSchema,
      }),
    )
    .length(2),
  groupTypesBy: z.enum(['prototype', 'image']),
  unitTypes: z.array(
    z.object({
      /** the prototype name or picture file the type gathers */
      key: z.string(),
      id,
      name: z.string().min(1),
      combat: z.boolean().default(true),
      hq: z.boolean().default(false),
      symbol: z
        .enum(['infantry', 'armor', 'mechanized', 'artillery', 'hq', 'transport', 'cavalry', 'other'])
        .default('other'),
      /** false: its pieces are skipped (markers, dice, charts) */
      include: z.boolean(),
      /** the side of this type's pieces that no side rule places */
      side: id.optional(),
    }),
  ),
  /** without a save: the boards the referee picked among the map's alternatives, with their place */
  boards: z
    .array(z.object({ name: z.string().min(1), column: z.int().min(0).max(50), row: z.int().min(0).max(50) }))
    .max(100)
    .optional(),
  /** values the module does not have, set by the referee (absent: the ruleset's default, said so) */
  calendar: calendarSchema.optional(),
  weather: z.string().min(1).max(40).optional(),
  ar: z.int().min(0).max(6).optional(),
  re: z.number().min(0).max(10).optional(),
  /** factors corrected by hand, by piece name */
  factors: z
    .record(z.string(), z.object({ attack: z.int().min(0), defense: z.int().min(0), ma: z.int().min(0) }))
    .default({}),
  /** skipped pieces brought back in as units, by piece name, with the side and type they take */
  include: z.array(z.object({ piece: z.string(), side: id, type: id })).default([]),
  /**
   * How each side (by its id here) traces supply and its sequence of play, as the referee chose them:
   * never copied from a demo game. Absent: no supply rule yet, and the ruleset's phases.
   */
  play: sidePlaySchema.default({ supplyRules: {}, phasesBySide: {} }),
});

export type VassalMapping = z.infer<typeof mappingSchema>;
export type SideRule = z.infer<typeof sideRuleSchema>;
export type VassalCalendar = z.infer<typeof calendarSchema>;
