import * as z from 'zod';
import { RULESET_IDS } from '../../model/ruleset-ids.js';
import type { ValueSource } from './import-defaults.js';
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
    /** one of the module's own set-ups, by its menu name */
    setup: z.string().min(1).max(400).optional(),
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
  offGrid: Array<{ name: string; where: string; window: string }>;
  /** the pieces off the map, per map or window they stand on */
  windows: Array<{ window: string; pieces: string[] }>;
  placed: boolean;
  /** the module's maps with a hex grid, the game map's alternative boards, its set-ups, prototypes, player sides and windows */
  maps: string[];
  boardChoices: string[];
  setups: string[];
  prototypes: string[];
  rosterSides: string[];
  windowNames: string[];
  /** grids skipped or not lining up, a save of another version: each named */
  warnings: string[];
  /** pieces that come in without a picture, and why */
  artProblems: string[];
  /** where each value the module may lack comes from ("not in the module: default") */
  sources: ValueSource[];
  weathers: string[];
}

export interface VassalApiResponses {
  'picture.get': { mime: string; width: number; height: number; data: string };
  'vassal.preview': VassalPreview;
  'vassal.import': { file: string; units: number };
}
