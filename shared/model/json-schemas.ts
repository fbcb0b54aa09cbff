import { z } from 'zod';
import { campaignSchema } from './campaign-schema.js';
import { gameDefinitionSchema } from './game-schema.js';

/** The published JSON Schemas of the two file formats, generated from the schemas the app validates with. */
export function jsonSchemas(): Record<'game' | 'campaign', object> {
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
