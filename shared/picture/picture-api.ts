import * as z from 'zod';
import type { GameDefinition } from '../model/game-schema.js';
import { RULESET_IDS } from '../model/ruleset-ids.js';
import { sidePlaySchema } from '../model/side-play.js';
import type { Alignment } from './grid-alignment.js';

/**
 * The app's calls for a new game from map sheets' pictures (spread into shared/api.ts). The
 * referee starts from a game file that holds the charts (terrain types, rivers, roads), picks the
 * ruleset and lays out the sheets, gives one picture per sheet and aligns it with three clicks,
 * clicks example hexes, reads, corrects with the brush, confirms hexsides and saves.
 */
const file = z.string().min(1, 'a file name is needed').max(4096);
const hex = z.string().min(1).max(16);
const ref = z.string().min(1).max(64);
const px = z.number().min(-1e6).max(1e6);

export const pictureRequests = {
  'picture.start': z
    .object({
      gameFile: file,
      ruleset: z.enum(RULESET_IDS).optional(),
      name: z.string().min(1).max(200).optional(),
      orientation: z.enum(['flat', 'pointy']).optional(),
      /** the sheets side by side, each with its printed numbering; absent: the game file's own layout */
      sheets: z
        .array(
          z
            .object({
              id: z.string().max(4),
              columns: z.int().min(1).max(500),
              rows: z.int().min(1).max(500),
              firstColumn: z.int().min(0).max(99),
              firstRow: z.int().min(0).max(99),
            })
            .strict(),
        )
        .min(1)
        .max(26)
        .optional(),
    })
    .strict(),
  /** the open campaign's game and board pictures (a VASSAL import), each sheet aligned by its module's grid */
  'picture.fromCampaign': z.object({}).strict(),
  'picture.load': z.object({ sheet: z.string().max(4), file }).strict(),
  'picture.align': z
    .object({
      sheet: z.string().max(4),
      clicks: z.array(z.object({ id: hex, x: px, y: px }).strict()).length(3),
    })
    .strict(),
  'picture.read': z
    .object({
      examples: z
        .array(z.object({ hex, terrain: ref }).strict())
        .min(1)
        .max(2000),
      features: z.array(z.object({ feature: ref, a: hex, b: hex }).strict()).max(2000),
    })
    .strict(),
  'picture.paint': z.object({ terrain: ref, hexes: z.array(hex).min(1).max(100_000) }).strict(),
  /** how each side of the new game plays: its supply rule and sequence of play, asked (never copied) */
  'picture.play': z.object({ play: sidePlaySchema }).strict(),
  /** started from the open campaign: the reading goes into its game as logged game edits */
  'picture.saveToCampaign': z.object({ accepted: z.array(z.int().min(0)).max(1_000_000) }).strict(),
  'picture.save': z
    .object({
      file,
      /** indices into the proposals of the last reading that the referee accepts */
      accepted: z.array(z.int().min(0)).max(1_000_000),
    })
    .strict(),
} as const;

export interface PictureSheetView {
  sheet: string;
  width: number;
  height: number;
  /** the picture for the screen, scaled by `scale` (screen px per picture px) */
  dataUrl: string;
  scale: number;
  alignment: Alignment | null;
}

export interface PictureWizardView {
  game: GameDefinition;
  sheets: PictureSheetView[];
  /** after a reading: per hex read, its id, terrain and confidence */
  hexes: Array<{ hex: string; terrain: string; confidence: number }>;
  /** score: share of the hexside showing the feature's ink; confidence: 0 at the feature's bar, 1 like its examples */
  proposals: Array<{
    feature: string;
    kind: 'hexside' | 'route';
    a: string;
    b: string;
    score: number;
    confidence: number;
  }>;
  doubtful: number;
  /** started from the open campaign (a VASSAL import): it can be saved back into it */
  fromCampaign?: boolean;
}

export interface PictureResponses {
  'picture.start': PictureWizardView;
  'picture.fromCampaign': PictureWizardView;
  'picture.load': PictureWizardView;
  'picture.align': PictureWizardView;
  'picture.read': PictureWizardView;
  'picture.paint': PictureWizardView;
  'picture.play': PictureWizardView;
  /** a .qmc is opened as the current campaign */
  'picture.save': { file: string; campaign: boolean };
  /** how many game edits went into the open campaign's log */
  'picture.saveToCampaign': { commands: number };
}
