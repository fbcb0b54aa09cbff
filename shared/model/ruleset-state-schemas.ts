/**
 * The whole campaign schema, composed: the generic unit, state and campaign schemas of
 * campaign-schema.ts with each ruleset's part joined under its key. The registry
 * (shared/rules/registered-state.ts) composes the registered rulesets' parts with campaignSchemas,
 * and that composed check is the one files and rows are read with.
 */
import * as z from 'zod';
import type { HexGrid } from '../hex/hex-grid.js';
import {
  dumpSchema,
  genericCampaignSchema,
  genericStateSchema,
  genericUnitSchema,
  type Campaign,
  type CampaignInput,
  type CampaignState,
  type RulesState,
  type Unit,
} from './campaign-schema.js';

/** A ruleset's parts of the schema: its unit markers, and its campaign arrays given the whole unit schema. */
export interface RuleStateSchemas<R extends RulesState = RulesState> {
  readonly key: string;
  readonly unit?: z.ZodObject;
  /** its own fields of a unit written on the unit itself (an OCS Extender: files always wrote it so), beside the generic ones */
  readonly unitFields?: z.ZodObject;
  /** its own fields of a dump, joined to the generic ones on the dump itself (not under its key: files write them so) */
  readonly dump?: z.ZodObject;
  readonly campaign?: (unit: z.ZodType) => z.ZodObject;
  /** What must hold of its part besides the schema (hexes on the map), as problems naming the field. */
  problems?(state: CampaignState<R>, grid: HexGrid): string[];
}

/**
 * The whole unit, state and campaign schemas: the generic ones with each ruleset's part under its
 * key. Ruleset state defaults to empty (every array empty, no marker), the one default of an empty
 * state. Keys are strict: a stray field under a ruleset's key is named, not dropped.
 */
export function campaignSchemas<R extends RulesState>(
  parts: readonly RuleStateSchemas[],
): {
  unit: z.ZodType<Unit<R>>;
  state: z.ZodType<CampaignState<R>>;
  campaign: z.ZodType<Campaign<R>, CampaignInput<R>>;
} {
  const unitShape: Record<string, z.ZodType> = {};
  for (const p of parts) if (p.unit) unitShape[p.key] = p.unit.strict().optional();
  for (const p of parts)
    for (const [f, schema] of Object.entries(p.unitFields?.shape ?? {})) {
      if (f in unitShape || f in genericUnitSchema.shape) throw new Error(`unit field "${f}" of ${p.key} is taken`);
      unitShape[f] = schema;
    }
  const unit = genericUnitSchema.extend(unitShape);
  let dump: z.ZodObject = dumpSchema;
  for (const p of parts) if (p.dump) dump = dump.extend(p.dump.shape);
  const rulesShape: Record<string, z.ZodType> = {};
  for (const p of parts) if (p.campaign) rulesShape[p.key] = p.campaign(unit).strict().prefault({});
  const state = genericStateSchema.extend({
    units: z.array(unit),
    dumps: z.array(dump),
    deadPile: z.array(unit).default([]),
    track: z.array(z.object({ turn: z.int().min(1), unit, note: z.string() })).default([]),
    /** each ruleset's own arrays under its key (shared/rules/<id>/state.ts) */
    rules: z.object(rulesShape).strict().prefault({}),
  });
  const campaign = genericCampaignSchema.extend({ setup: state });
  return {
    unit: unit as unknown as z.ZodType<Unit<R>>,
    state: state as unknown as z.ZodType<CampaignState<R>>,
    campaign: campaign as unknown as z.ZodType<Campaign<R>, CampaignInput<R>>,
  };
}
