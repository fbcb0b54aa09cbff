/**
 * The campaign file's generic parts: its format, and the units, dumps, clock, state, log and
 * pictures every system knows, as zod schemas and the types read from them, with the RulesState
 * a ruleset's own part fills in. Joining the rulesets' parts to these is ruleset-state-schemas.ts.
 */
import * as z from 'zod';
import { gameDefinitionSchema } from './game-schema.js';
import { unitSizes } from './unit-type-schema.js';

export { unitSizes };

/** A campaign: a game definition, the state it starts from, and the append-only event log. */
export const CAMPAIGN_FORMAT = 'quartermaster-campaign';
/**
 * 2: pictures, unit `size` and nation `color` (upgrade-format-v2.ts); 3: each ruleset's own fields
 * under its key (upgrade-format-v3-ruleset-state.ts), the OCS sequence of play
 * (the OCS rules' own step, shared/rules/ocs/format-upgrades.ts), the game's `readings` and `zoc` (upgrade-format-v3-readings.ts);
 * 4: dumps without `movedBy` (upgrade-format-v4-moved-by.ts)
 */
export const CAMPAIGN_FORMAT_VERSION = 4;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'ids are letters, digits, ".", "-" and "_"');

export const unitModes = ['combat', 'move', 'strat', 'dg', 'reserve'] as const;

/**
 * A unit's fields every system knows: what is printed on the counter, where it is, its mode, and
 * the markers more than one system reads. A ruleset's own markers live under the ruleset's key
 * (`unit.<key>`: see RulesState below).
 */
export const genericUnitSchema = z.object({
  id,
  name: z.string().min(1).max(120),
  side: z.string().min(1),
  type: z.string().min(1),
  hex: z.string().min(2).max(16),
  steps: z.int().min(1).max(99),
  maxSteps: z.int().min(1).max(99),
  /** Size in regimental equivalents; halves occur (a battalion is 1/2 RE), so multiples of 0.5. */
  re: z.number().min(0).max(99).multipleOf(0.5),
  /** Action Rating 0-5 (OCS). */
  ar: z.int().min(0).max(5).default(3),
  ma: z.int().min(0).max(99).default(0),
  mode: z.enum(unitModes).default('combat'),
  attack: z.int().min(0).max(999).default(0),
  defense: z.int().min(0).max(999).default(0),
  /** HQ throw range in MP with its mobility type (OCS 12.3b). */
  throwRange: z.object({ mp: z.int().min(0).max(99), mobility: z.string().min(1) }).optional(),
  formation: z.string().optional(),
  /** The size printed on the counter (II battalion, III regiment, X brigade, XX division, ...). */
  size: z.enum(unitSizes).optional(),
  /** Transport Points on the counter (trucks, wagons); 1 when not given. */
  points: z.int().min(1).max(99).optional(),
  /** OCS 12.8a: the turn the Out of Supply marker was placed; absent when in supply. Generic: OCS and CL mark it (engine events). */
  outOfSupplySince: z.int().min(1).optional(),
  /** OCS 12.3e: the holding box the unit is in (its hex is the box's hex). Generic: the game's holding boxes, checked here. */
  box: z.string().optional(),
  /** A Leader's rating (CL Soviet supply: the longest Line of Communications to it, in hexes). Generic: printed on the counter. */
  rating: z.int().min(0).max(99).optional(),
  /** The turn the unit entered the game (CL: in supply during its first player-turn). Generic: set by the engine and the OOB import. */
  enteredTurn: z.int().min(1).optional(),
  /** GC 16.F: the unit's nation (game.nations). Generic: printed on the counter (its colour). */
  nation: z.string().max(64).optional(),
  /** The counter's art (a picture in the campaign file), drawn on the map. */
  picture: z.string().min(1).max(200).optional(),
  /**
   * Printed values an import did not find (a VASSAL module without AR, RE or factors): the unit
   * holds defaults, shown "not in the module: default" until the referee sets them (unit.edit).
   */
  unread: z
    .array(z.enum(['ar', 're', 'factors']))
    .max(3)
    .optional(),
});

/**
 * A dump's fields every system knows; a ruleset's own are registered beside them (RuleStateSchemas.dump),
 * written on the dump itself as files always wrote them.
 */
export const dumpSchema = z.object({
  id,
  side: z.string().min(1),
  hex: z.string().min(2).max(16),
  /** Integer amount in the ruleset's smallest unit (OCS: Tokens, 1 SP = 4 T). */
  amount: z.int().min(0).max(1_000_000_000),
  captured: z.boolean().default(false),
  /** OCS 12.1b: SP loaded on a Transport Point are a dump too; the unit carrying them (they move with it). */
  on: z.string().optional(),
  /** OCS 12.2a: Tokens unloaded here, or brought by rail, air or sea, this phase: they cannot be loaded again this phase. */
  arrived: z.int().min(0).optional(),
});

export const clockSchema = z.object({
  turn: z.int().min(1),
  side: z.string().min(1),
  phase: z.string().min(1),
});

/** The state every system knows; each ruleset's own arrays are under `rules.<key>` (RulesState). */
export const genericStateSchema = z.object({
  clock: clockSchema,
  units: z.array(genericUnitSchema),
  dumps: z.array(dumpSchema),
  /** Eliminated units (OCS 12.8e: a failed breakout goes to the Dead Pile and can be rebuilt). */
  deadPile: z.array(genericUnitSchema).default([]),
  /** The turn record track: units due back on a later turn (OCS 12.8e: a successful breakout). */
  track: z.array(z.object({ turn: z.int().min(1), unit: genericUnitSchema, note: z.string() })).default([]),
  /** The sides whose supply was judged in this phase (OCS and GC: once a phase; the engine's supplyDetermined). */
  supplyJudged: z.array(z.string()).default([]),
  /** Who rolls the dice in this campaign: the app (seeded, seed and faces recorded) or the referee, typing in physical dice. */
  dice: z.enum(['app', 'referee']).default('app'),
});

export const eventRecordSchema = z.object({
  seq: z.int().min(1),
  command: z.string().min(1),
  status: z.enum(['done', 'undone', 'discarded']),
  at: z.string(),
  events: z.array(z.object({ type: z.string().min(1) }).passthrough()),
});

/**
 * A picture kept in the campaign: a blob in the campaign file; in JSON, a file beside it (`file`,
 * relative to the JSON's folder: what export and archive write, so no picture is ever a string)
 * or its bytes as base64 (`data`: older exports).
 */
export const pictureSchema = z
  .object({
    id: z.string().min(1).max(200),
    mime: z.enum(['image/png', 'image/jpeg', 'image/gif']),
    width: z.int().min(1),
    height: z.int().min(1),
    data: z.string().optional(),
    file: z.string().min(1).max(4096).optional(),
  })
  .refine((p) => (p.data === undefined) !== (p.file === undefined), {
    message: 'a picture has either its bytes (data) or a file beside the campaign (file), not both',
  });

export const genericCampaignSchema = z.object({
  format: z.literal(CAMPAIGN_FORMAT),
  formatVersion: z.int().min(1),
  name: z.string().min(1).max(200),
  game: gameDefinitionSchema,
  setup: genericStateSchema,
  log: z.array(eventRecordSchema).default([]),
  /** the rules version whose engine wrote the log (shared/engine/rules-version.ts); absent: an older one */
  rulesVersion: z.int().min(1).optional(),
  /** Board pictures and counter art the game refers to, so one file holds the whole campaign. */
  pictures: z.array(pictureSchema).optional(),
});

/**
 * DESIGN: each ruleset's own state sits under the ruleset's short key (its RulesetState.key):
 * per-unit markers in `unit.<key>` (e.g. `unit.ocs.internals`, `unit.gc.uLevel`), per-campaign
 * arrays in `state.rules.<key>` (e.g. `state.rules.ocs.pendingAttrition`, `state.rules.gc.pools`).
 * The model imports no ruleset and names none of their fields: the generic types take the
 * rulesets' part as a type parameter R (as boardgame.io's Game<G> takes its G). Each ruleset
 * exports its own R from its folder (shared/rules/<id>/state.ts) with the zod schema of the same
 * part (Ruleset.state); the registry composes both (shared/rules/registered-state.ts), and that
 * composed check is the one files and rows are read with. Without R a state is what the core
 * knows: the generic fields only. A unit's ruleset object is replaced, never changed in place
 * (setUnitRules), so copies of the state may share it (engine/fold.ts copyState). Fields read by
 * more than one system, or printed on the counter, stay on the unit itself.
 */
export interface RulesState {
  /** the ruleset's markers on a unit, under its key */
  readonly unit: object;
  /** the ruleset's arrays of the campaign, under its key */
  readonly campaign: object;
  /** the ruleset's own fields of a dump, on the dump itself (absent: none) */
  readonly dump?: object;
  /** the ruleset's own fields of a unit that files write on the unit itself, not under its key (absent: none) */
  readonly unitFields?: object;
}

export type Unit<R extends RulesState = RulesState> = z.infer<typeof genericUnitSchema> & R['unit'] & UnitPart<R>;
type UnitPart<R extends RulesState> = R['unitFields'] extends object ? R['unitFields'] : object;
/** A dump: the generic fields, and the rulesets' own (R). */
export type Dump<R extends RulesState = RulesState> = z.infer<typeof dumpSchema> & DumpPart<R>;
type DumpPart<R extends RulesState> = R['dump'] extends object ? R['dump'] : object;
export type Clock = z.infer<typeof clockSchema>;
export type CampaignState<R extends RulesState = RulesState> = Omit<
  z.infer<typeof genericStateSchema>,
  'units' | 'dumps' | 'deadPile' | 'track'
> & {
  units: Unit<R>[];
  dumps: Dump<R>[];
  deadPile: Unit<R>[];
  track: Array<{ turn: number; unit: Unit<R>; note: string }>;
  /** each ruleset's own arrays, under its key */
  rules: R['campaign'];
};
export type Campaign<R extends RulesState = RulesState> = Omit<z.infer<typeof genericCampaignSchema>, 'setup'> & {
  setup: CampaignState<R>;
};
/** A unit as a file may write it: fields with defaults may be left out. */
export type UnitInput<R extends RulesState = RulesState> = z.input<typeof genericUnitSchema> & R['unit'] & UnitPart<R>;
/** A campaign as a file may write it (the demo scripts build theirs so). */
export type CampaignInput<R extends RulesState = RulesState> = Omit<z.input<typeof genericCampaignSchema>, 'setup'> & {
  setup: Omit<z.input<typeof genericStateSchema>, 'units' | 'dumps' | 'deadPile' | 'track'> & {
    units: UnitInput<R>[];
    dumps: Array<z.input<typeof dumpSchema> & DumpPart<R>>;
    deadPile?: UnitInput<R>[];
    track?: Array<{ turn: number; unit: UnitInput<R>; note: string }>;
    rules?: { [K in keyof R['campaign']]?: Partial<R['campaign'][K]> };
  };
};
export type LogEntry = z.infer<typeof eventRecordSchema>;
export type Picture = z.infer<typeof pictureSchema>;
export type UnitMode = (typeof unitModes)[number];

/**
 * Sets (undefined: removes) fields of a unit's ruleset part: a new object, never the old one
 * changed, so that copies of the state may share it; the key goes when nothing is left under it.
 */
export function setUnitRules<U extends Unit, K extends Exclude<keyof U, keyof Unit> & string>(
  u: U,
  key: K,
  patch: { [F in keyof NonNullable<U[K]>]?: NonNullable<U[K]>[F] | undefined },
): void {
  const next: Record<string, unknown> = { ...(u[key] as object | undefined) };
  for (const [f, v] of Object.entries(patch)) {
    if (v === undefined) delete next[f];
    else next[f] = v;
  }
  const x = u as unknown as Record<string, unknown>;
  if (Object.keys(next).length) x[key] = next;
  else delete x[key];
}
