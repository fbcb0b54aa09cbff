import * as z from 'zod';
import type { CampaignState, Dump, RulesState, Unit } from '../../model/campaign-schema.js';
import type { RulesetState } from '../../engine/ruleset.js';

/**
 * The grand campaign's own state: per-unit markers under `unit.gc`, per-campaign arrays
 * under `state.rules.gc`. Registered through the Ruleset (ruleset.ts `state`); the registry joins
 * every ruleset's schema into the one campaign check (rules/registered-state.ts). The nation
 * (printed on the counter) and the sides judged this phase (OCS reads them too) stay generic.
 */
export const gcUnitState = z.object({
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
  /** GC 19.A.4: an airbase: its capacity (½ RE a point) and whether it is strategic (its RE count double). */
  airbase: z.object({ capacity: z.int().min(0).max(99), strategic: z.boolean().default(false) }).optional(),
  /** GC 19.A.4: the turn of its Supplied Airbase marker (SP spent on it while not in full supply). */
  suppliedAirbase: z.int().min(1).optional(),
});

/** The grand campaign's fields of a dump, written on the dump itself. */
export const gcDumpFields = z.object({
  /** GC 19: what the dump holds when it is not SP: strategic resource points, or Offensive Chits (12 = one chit). */
  resource: z.enum(['srp', 'chit']).optional(),
});

/** The campaign arrays; a pool's units are checked with the whole unit schema the registry composes. */
export function gcCampaignState<U extends z.ZodType>(unit: U) {
  return z.object({
    /** GC 16.G.3: isolated pockets with their own pools (A, B, C) of replacement points and eliminated units. */
    pools: z
      .array(
        z.object({
          id: z.string().min(1).max(8),
          side: z.string().min(1),
          hexes: z.array(z.string()),
          rp: z.int().min(0).default(0),
          units: z.array(unit).default([]),
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
          id: z.string().min(1).max(64),
          name: z.string().min(1).max(120),
          side: z.string().min(1),
          kind: z.enum(['national', 'theatre']),
          nation: z.string().max(64).optional(),
          resource: z.enum(['srp']).optional(),
          amount: z.int().min(0).max(1_000_000_000),
        }),
      )
      .optional(),
    /**
     * GC 19.G: the points converted into each dump in this phase, which may not be used or moved in
     * it (points that arrived otherwise may: 19.A.2.b lets SP railed in become a chit). Absent when
     * none, so campaigns written before it read the same.
     */
    converted: z.array(z.object({ dump: z.string().min(1), amount: z.int().min(1) })).optional(),
    /** GC 17.E: the sides that rolled for elimination due to isolation in this phase (once a phase). */
    eliminationRolled: z.array(z.string()).default([]),
    /** GC 17.E: fortresses the other player has owned at some time (their modifiers no longer count for the first owner). */
    fortressesLost: z.array(z.string()).default([]),
  });
}

export type GcUnitState = z.infer<typeof gcUnitState>;
/** The grand campaign's part of the state, the type parameter of the generic state (registered-state.ts joins every ruleset's). */
export interface GcRules extends RulesState {
  /** grand-campaign markers on the unit; absent when it has none */
  readonly unit: { gc?: GcUnitState };
  /** grand-campaign arrays of the campaign */
  readonly campaign: { gc: GcCampaignState };
  /** grand-campaign fields of a dump */
  readonly dump: z.infer<typeof gcDumpFields>;
}
/** A unit as the grand campaign's rules read it: the generic fields and its GC markers. */
export type GcUnit = Unit<GcRules>;
/** The campaign's state as the grand campaign's rules read it: the generic state and the GC arrays. */
export type GcState = CampaignState<GcRules>;
/** A dump as the grand campaign's rules read it: the generic fields and the GC ones. */
export type GcDump = Dump<GcRules>;
export type GcCampaignState = z.infer<ReturnType<typeof gcCampaignState<z.ZodType<GcUnit>>>>;
/** A national or theatre supply pool (GC 19.A, 19.D). */
export type SupplyPool = NonNullable<GcCampaignState['supplyPools']>[number];

/**
 * GC 19.A, 19.D: the campaign's supply pools, none where it has none (the array is optional: a
 * campaign made before pools has none written), nor in a setup read before format 3 moved each
 * ruleset's state under its key.
 */
export function supplyPoolsOf(state: Pick<GcState, 'rules'>): readonly SupplyPool[] {
  return state.rules?.gc?.supplyPools ?? [];
}

export const GC_STATE: RulesetState<GcRules> = {
  key: 'gc',
  unit: gcUnitState,
  dump: gcDumpFields,
  campaign: gcCampaignState,
};
