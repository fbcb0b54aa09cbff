import * as z from 'zod';
import type { RulesetState } from '../../engine/ruleset.js';
import type { CampaignState, Dump, RulesState, Unit } from '../../model/campaign-schema.js';

/**
 * The OCS rules' own state: per-unit markers under `unit.ocs`, per-campaign arrays under
 * `state.rules.ocs`. Registered through the Ruleset (ruleset.ts `state`); the registry joins every
 * ruleset's schema into the one campaign check (rules/registered-state.ts). Fields that other
 * systems read too (Out of Supply since, holding box) stay on the unit itself.
 */
export const ocsUnitState = z.object({
  /** OCS 12.8e: the first turn of the current spell without trace supply (eating or not). */
  noTraceSince: z.int().min(1).optional(),
  /** OCS 12.6g: on a Landing Craft, always in trace supply. */
  onLandingCraft: z.boolean().optional(),
  /** OCS 12.6h: the turn the unit made a planned air drop (no trace needed that turn). */
  airDroppedTurn: z.int().min(1).optional(),
  /** OCS 12.10b: internal stocks used (a Low or Exhausted marker under the unit). */
  internals: z.enum(['low', 'exhausted']).optional(),
  /**
   * OCS 12.5c-d: fuel paid: 'formation' and 'hq' (a Fuel marker on an HQ) last until the next
   * friendly Clean Up Phase; 'phase' (the single-unit method) this phase only.
   */
  fuel: z.enum(['formation', 'hq', 'phase']).optional(),
});

export const ocsCampaignState = z.object({
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
});

/** The OCS fields of a unit written on the unit itself, as files always wrote them (not under `unit.ocs`). */
export const ocsUnitFields = z.object({
  /** An Extender (OCS 12.7): range in MP back to the hex it connects to, and its mobility type. */
  extender: z.object({ mp: z.int().min(0).max(99), mobility: z.string().min(1) }).optional(),
});

/** The OCS fields of a dump, written on the dump itself. */
export const ocsDumpFields = z.object({
  /** OCS 12.11a: blown this phase (a dump is blown at most once a phase). */
  blown: z.boolean().optional(),
});

export type OcsUnitState = z.infer<typeof ocsUnitState>;
export type OcsCampaignState = z.infer<typeof ocsCampaignState>;

/** The OCS part of the state, the type parameter of the generic state (registered-state.ts joins every ruleset's). */
export interface OcsRules extends RulesState {
  /** OCS markers on the unit; absent when it has none */
  readonly unit: { ocs?: OcsUnitState };
  /** OCS arrays of the campaign */
  readonly campaign: { ocs: OcsCampaignState };
  /** OCS fields of a unit, on the unit itself (an Extender) */
  readonly unitFields: z.infer<typeof ocsUnitFields>;
  /** OCS fields of a dump */
  readonly dump: z.infer<typeof ocsDumpFields>;
}
/** A unit as the OCS rules read it: the generic fields and its OCS markers. */
export type OcsUnit = Unit<OcsRules>;
/** The campaign's state as the OCS rules read it: the generic state and the OCS arrays. */
export type OcsState = CampaignState<OcsRules>;
/** A dump as the OCS rules read it: the generic fields and the OCS ones. */
export type OcsDump = Dump<OcsRules>;

export const OCS_STATE: RulesetState<OcsRules> = {
  key: 'ocs',
  unit: ocsUnitState,
  unitFields: ocsUnitFields,
  dump: ocsDumpFields,
  campaign: () => ocsCampaignState,
  problems: (state, grid) =>
    (state.rules.ocs.pendingAttrition ?? [])
      .filter((p) => grid.indexOf(p.hex) < 0)
      .map((p) => `pending attrition names "${p.hex}", not a hex on this map`),
};
