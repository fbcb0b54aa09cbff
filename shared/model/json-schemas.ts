import * as z from 'zod';
import { gameDefinitionSchema } from './game-schema.js';

/**
 * The published JSON Schemas of the two file formats, generated from the schemas the app validates
 * with (the campaign's, with every ruleset's state, comes from the registry: rules/registered-state.ts).
 */
export function jsonSchemas(campaignSchema: z.ZodType): Record<'game' | 'campaign', object> {
  return {
    game: {
      $id: 'https://quartermaster.invalid/schema/game.schema.json',
      title: 'Quartermaster game definition',
      ...z.toJSONSchema(gameDefinitionSchema, { io: 'input' }),
    },
    campaign: {
      $id: 'https://quartermaster.invalid/schema/campaign.schema.json',
      title: 'Quartermaster campaign',
      ...z.toJSONSchema(campaignSchema, { io: 'input' }),
    },
  };
}
