import type { Campaign, CampaignState, Clock, Dump, Unit } from '../model/campaign-schema.js';
import { campaignSchemas } from '../model/ruleset-state-schemas.js';
import { jsonSchemas as jsonSchemasOf } from '../model/json-schemas.js';
import { allRulesets } from './rulesets.js';
import type { GcRules } from './grand-campaign/state.js';
import type { OcsRules } from './ocs/state.js';

/**
 * Every registered ruleset's part of the state, the type parameter of the whole state (each
 * ruleset exports its own from its folder, <id>/state.ts); what files, rows and the service hold.
 */
export type RegisteredRules = OcsRules & GcRules;
/** A unit with every registered ruleset's markers. */
export type RegisteredUnit = Unit<RegisteredRules>;
/** A dump with every registered ruleset's fields. */
export type RegisteredDump = Dump<RegisteredRules>;
/** A campaign's state with every registered ruleset's arrays. */
export type RegisteredState = CampaignState<RegisteredRules>;
/** A campaign whose setup holds every registered ruleset's part. */
export type RegisteredCampaign = Campaign<RegisteredRules>;

/**
 * The whole campaign check: the generic schemas with every registered ruleset's own state under
 * its key (Ruleset.state, shared/rules/<id>/state.ts). Files, rows and API payloads that hold a
 * state are read with these.
 */
const schemas = campaignSchemas<RegisteredRules>(allRulesets().flatMap((r) => (r.state ? [r.state] : [])));

export const unitSchema = schemas.unit;
export const campaignStateSchema = schemas.state;
export const campaignSchema = schemas.campaign;

/** The one empty state: every list empty, every ruleset's arrays empty (from the schemas' defaults). */
export function emptyState(clock: Clock): RegisteredState {
  return campaignStateSchema.parse({ clock, units: [], dumps: [] });
}

/**
 * A state written by this app (a snapshot row), with what it may lack filled in from emptyState:
 * not a full validation, which would cost too much on every open of a monster game.
 */
export function withStateDefaults(s: Partial<CampaignState> & { clock: Clock }): RegisteredState {
  const empty = emptyState(s.clock);
  const rules: Record<string, object> = { ...empty.rules };
  for (const [key, part] of Object.entries(s.rules ?? {})) rules[key] = { ...rules[key], ...part };
  return { ...empty, ...s, rules } as unknown as RegisteredState;
}

/** The published JSON Schemas of the two file formats, with every ruleset's state. */
export function jsonSchemas(): Record<'game' | 'campaign', object> {
  return jsonSchemasOf(campaignSchema);
}
