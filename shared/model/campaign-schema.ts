import { z } from 'zod';
import { gameDefinitionSchema, unitSizes } from './game-schema.js';

export { unitSizes };

/** A campaign: a game definition, the state it starts from, and the append-only event log. */
export const CAMPAIGN_FORMAT = 'quartermaster-campaign';
/** 2: pictures, unit `size` and nation `color` (upgrade-format-v2.ts); 3: GC pools, airbases (upgrade-format-v3-gc-data.ts) */
export const CAMPAIGN_FORMAT_VERSION = 3;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'ids are letters, digits, ".", "-" and "_"');

export const unitModes = ['combat', 'move', 'strat', 'dg', 'reserve'] as const;

export const unitSchema = z.object({
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
  /** An Extender (OCS 12.7): range in MP back to the hex it connects to, and its mobility type. */
  extender: z.object({ mp: z.int().min(0).max(99), mobility: z.string().min(1) }).optional(),
  /** OCS 12.8a: the turn the Out of Supply marker was placed; absent when in supply. */
  outOfSupplySince: z.int().min(1).optional(),
  /** OCS 12.8e: the first turn of the current spell without trace supply (eating or not). */
  noTraceSince: z.int().min(1).optional(),
  /** OCS 12.3e: the holding box the unit is in (its hex is the box's hex). */
  box: z.string().optional(),
  /** OCS 12.6g: on a Landing Craft, always in trace supply. */
  onLandingCraft: z.boolean().optional(),
  /** OCS 12.6h: the turn the unit made a planned air drop (no trace needed that turn). */
  airDroppedTurn: z.int().min(1).optional(),
  /** A Leader's rating (CL Soviet supply: the longest Line of Communications to it, in hexes). */
  rating: z.int().min(0).max(99).optional(),
  /** The turn the unit entered the game (CL: in supply during its first player-turn). */
  enteredTurn: z.int().min(1).optional(),
  /** OCS 12.10b: internal stocks used (a Low or Exhausted marker under the unit). */
  internals: z.enum(['low', 'exhausted']).optional(),
  /**
   * OCS 12.5c-d: fuel paid: 'formation' and 'hq' (a Fuel marker on an HQ) last until the next
   * friendly Clean Up Phase; 'phase' (the single-unit method) this phase only.
   */
  fuel: z.enum(['formation', 'hq', 'phase']).optional(),
  /** GC 16.F: the unit's nation (game.nations). */
  nation: z.string().max(64).optional(),
  /** GC 16.B: the Supply Status marker, U0 (limited supply) to U8; absent in full supply. */
  uLevel: z.int().min(0).max(8).optional(),
  /** GC 16.G: combat isolated (checked at each combat phase) or supply isolated (at the supply judgement phase). */
  isolated: z.enum(['combat', 'supply']).optional(),
  /** GC 16.H, 19.H: the "+# MP" marker on the unit. */
  plusMp: z.int().min(1).max(99).optional(),
  /** GC 17.D.2: SP were spent on it in this supply expenditure step (once a phase). */
  resupplied: z.boolean().optional(),
  /** GC 16.G.3: eliminated while isolated (in the Eliminated Isolated box, or its pocket's pool). */
  eliminatedIsolated: z.boolean().optional(),
  /** The counter's art (a picture in the campaign file), drawn on the map. */
  picture: z.string().min(1).max(200).optional(),
  /** GC 19.A.4: an airbase's capacity (air units it serves), and whether it is a strategic airbase. */
  airbase: z.object({ capacity: z.int().min(0).max(99), strategic: z.boolean().default(false) }).optional(),
  /** GC 19.A.4: the turn SP gave this airbase a Supplied Airbase marker (full supply that turn, its U# unchanged). */
  suppliedAirbase: z.int().min(1).optional(),
});

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
  /** OCS 12.2a: how the SP loaded here were moved this phase (one type of transport per phase). */
  movedBy: z.enum(['tp', 'rail', 'air', 'sea']).optional(),
  /** OCS 12.11a: blown this phase (a dump is blown at most once a phase). */
  blown: z.boolean().optional(),
  /** GC 19: what the dump holds when it is not SP: strategic resource points, or Offensive Chits (12 = one chit). */
  resource: z.enum(['srp', 'chit']).optional(),
});

export const clockSchema = z.object({
  turn: z.int().min(1),
  side: z.string().min(1),
  phase: z.string().min(1),
});

export const campaignStateSchema = z.object({
  clock: clockSchema,
  units: z.array(unitSchema),
  dumps: z.array(dumpSchema),
  /** Eliminated units (OCS 12.8e: a failed breakout goes to the Dead Pile and can be rebuilt). */
  deadPile: z.array(unitSchema).default([]),
  /** The turn record track: units due back on a later turn (OCS 12.8e: a successful breakout). */
  track: z.array(z.object({ turn: z.int().min(1), unit: unitSchema, note: z.string() })).default([]),
  /**
   * OCS 12.8b: attrition rolled this Supply Phase, per hex: the steps still to be taken by the
   * owner's choice (done once taken). Cleared when the phase ends, so each hex rolls once a phase.
   */
  pendingAttrition: z
    .array(
      z.object({
        hex: z.string(),
        side: z.string(),
        steps: z.int().min(0),
        units: z.array(z.string()),
        done: z.boolean().default(false),
      }),
    )
    .default([]),
  /** OCS 12.5c A: formations whose Formation marker is on its Fueled side, until their side's Clean Up Phase. */
  fueledFormations: z.array(z.object({ formation: z.string(), side: z.string() })).default([]),
  /** OCS 12.5e: HQs with a Fuel marker that have thrown fuel this phase, and from which hex. */
  fuelThrownFrom: z.array(z.object({ hq: z.string(), hex: z.string() })).default([]),
  /** GC 16.G.3: isolated pockets with their own pools (A, B, C) of replacement points and eliminated units. */
  pools: z
    .array(
      z.object({
        id: z.string().min(1).max(8),
        side: z.string().min(1),
        hexes: z.array(z.string()),
        rp: z.int().min(0).default(0),
        units: z.array(unitSchema).default([]),
      }),
    )
    .default([]),
  /** GC 19.B.1: SRPs on the turn record track, due to arrive (recovered from dismantled forts and airfields). */
  resourceTrack: z
    .array(
      z.object({ turn: z.int().min(1), side: z.string(), hex: z.string(), amount: z.int().min(1), note: z.string() }),
    )
    .default([]),
  /** GC 19.F.1.b, d.2, e.2: per side and turn, the SMP (SP × SLP, in twelfths), supply net RE, naval supply net RE by sea zone ("naval:<zone>") and RE landed by port ("port:<hex>") used. */
  budgets: z
    .array(
      z.object({ side: z.string(), turn: z.int().min(1), kind: z.string().min(1).max(80), used: z.number().min(0) }),
    )
    .default([]),
  /**
   * GC 19.A, 19.D: each nation's national supply point pool and each theatre's pool of SP or SRP,
   * in twelfths of a point, off the map (their changes are ledger rows of their own).
   */
  supplyPools: z
    .array(
      z.object({
        id,
        name: z.string().min(1).max(120),
        side: z.string().min(1),
        kind: z.enum(['national', 'theatre']),
        nation: z.string().max(64).optional(),
        resource: z.enum(['srp']).optional(),
        amount: z.int().min(0).max(1_000_000_000),
      }),
    )
    .optional(),
  /** The sides whose supply was judged in this phase (GC: once a supply judgement phase). */
  supplyJudged: z.array(z.string()).default([]),
  /** GC 17.E: the sides that rolled for elimination due to isolation in this phase (once a phase). */
  eliminationRolled: z.array(z.string()).default([]),
  /** GC 17.E: fortresses the other player has owned at some time (their modifiers no longer count for the first owner). */
  fortressesLost: z.array(z.string()).default([]),
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

/** A picture kept in the campaign: its bytes as base64 in JSON, a blob in the campaign file. */
export const pictureSchema = z.object({
  id: z.string().min(1).max(200),
  mime: z.enum(['image/png', 'image/jpeg', 'image/gif']),
  width: z.int().min(1),
  height: z.int().min(1),
  data: z.string(),
});

export const campaignSchema = z.object({
  format: z.literal(CAMPAIGN_FORMAT),
  formatVersion: z.int().min(1),
  name: z.string().min(1).max(200),
  game: gameDefinitionSchema,
  setup: campaignStateSchema,
  log: z.array(eventRecordSchema).default([]),
  /** the rules version whose engine wrote the log (shared/engine/rules-version.ts); absent: an older one */
  rulesVersion: z.int().min(1).optional(),
  /** Board pictures and counter art the game refers to, so one file holds the whole campaign. */
  pictures: z.array(pictureSchema).optional(),
});

export type Unit = z.infer<typeof unitSchema>;
export type Dump = z.infer<typeof dumpSchema>;
export type Clock = z.infer<typeof clockSchema>;
export type CampaignState = z.infer<typeof campaignStateSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignInput = z.input<typeof campaignSchema>;
export type LogEntry = z.infer<typeof eventRecordSchema>;
export type Picture = z.infer<typeof pictureSchema>;
export type UnitMode = (typeof unitModes)[number];
export type UnitSize = (typeof unitSizes)[number];
