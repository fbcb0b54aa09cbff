import * as z from 'zod';
import { RULESET_IDS } from '../../model/ruleset-ids.js';
import { mappingSchema, type VassalMapping } from './mapping.js';

/**
 * The import wizard's calls: preview a module (and save) under a mapping, then import it; and the
 * map's pictures. Main validates every payload with these schemas (the renderer is untrusted).
 */
const file = z.string().min(1, 'a file name is needed').max(4096);

const vassalSource = z
  .object({
    module: file,
    save: file.optional(),
    ruleset: z.enum(RULESET_IDS).optional(),
    mapping: mappingSchema.optional(),
  })
  .strict();

export const vassalApiRequests = {
  'picture.get': z.object({ id: z.string().min(1).max(200) }).strict(),
  'vassal.preview': vassalSource,
  'vassal.import': vassalSource.extend({ mapping: mappingSchema, file }).strict(),
} as const;

export interface VassalPreview {
  moduleName: string;
  mapping: VassalMapping;
  /** the game map's size and boards */
  hexes: number;
  boards: string[];
  sides: Array<{ id: string; name: string; units: number }>;
  types: Array<{ key: string; id: string; name: string; include: boolean; pieces: number }>;
  /** every piece: its side and type as sorted, factors as read, its hex, and why it is skipped ('' when a unit) */
  pieces: Array<{
    name: string;
    side: string;
    type: string;
    typeKey: string;
    factors: string;
    hex: string;
    skipped: string;
    picture: string;
  }>;
  offGrid: Array<{ name: string; where: string }>;
  placed: boolean;
}

export interface VassalApiResponses {
  'picture.get': { mime: string; width: number; height: number; data: string };
  'vassal.preview': VassalPreview;
  'vassal.import': { file: string; units: number };
}
