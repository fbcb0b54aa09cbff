import * as z from 'zod';
import type { Clock } from './model/campaign-schema.js';
import type { ImportNotes } from './model/import-notes-schema.js';

/**
 * The app's calls for the campaign file itself (spread into shared/api.ts): opening, making,
 * importing, exporting, copying and closing it, the long jobs those run, and the order of battle
 * in and out as CSV. Every other area's calls answer with the CampaignSummary defined here.
 */
const file = z.string().min(1, 'a file name is needed').max(4096);
const none = z.object({}).strict();

export const campaignApiRequests = {
  'app.info': none,
  'campaign.summary': none,
  'campaign.open': z.object({ file, readOnly: z.boolean().optional() }).strict(),
  'campaign.openDemo': none,
  'campaign.newFromGame': z.object({ gameFile: file, file, name: z.string().min(1).max(200).optional() }).strict(),
  // keepLoggedEvents: an older rules version's log keeps its logged events as history where today's rules differ
  'campaign.import': z.object({ jsonFile: file, file, keepLoggedEvents: z.boolean().optional() }).strict(),
  'campaign.export': z.object({ out: file, force: z.boolean().optional() }).strict(),
  'campaign.saveCopy': z.object({ out: file, force: z.boolean().optional() }).strict(),
  'campaign.close': none,
  'campaign.compact': none,
  'campaign.recent': none,
  /** File > Open: the campaign files in the app's data folder and the recent ones */
  'campaign.files': none,
  /** what the open campaign holds: the map, the clock, each side's units and dumps (CLI `info`) */
  'campaign.info': none,
  /** the open campaign as re-importable JSON and an HTML report, both written in `dir` */
  'campaign.archive': z.object({ dir: file, force: z.boolean().optional() }).strict(),
  /** the long jobs running (import, export, archive): what each is doing and how far it is */
  'work.progress': none,
  /** stops a long job; what it had written is removed */
  'work.cancel': z.object({ id: z.int().min(1) }).strict(),
  'units.importCsv': z
    .object({ csv: z.string().min(1).max(900_000), source: z.string().min(1).max(200).optional() })
    .strict(),
  'units.exportCsv': none,
} as const;

export interface CampaignSummary {
  file: string;
  name: string;
  gameName: string;
  ruleset: string;
  rulesetName: string;
  clock: Clock;
  clockText: string;
  readOnly: boolean;
  /** why a campaign opened for writing is read-only (a read-only file or folder); absent when asked for */
  readOnlyReason?: string;
  /** the log head this summary shows; views send it back with commands, undo and redo */
  head: string;
  /** An import of an older rules version's log: where its replay differed */
  warnings?: string[];
  undo: string | null;
  redo: string | null;
  commands: number;
  /** the ruleset's supply determination is available (Supply panel, CLI supply) */
  supplyChecks: boolean;
  sides: Array<{ id: string; name: string }>;
  /** Game edits done in the log: when it changes, the map's game is fetched again */
  gameEdits?: number;
}

/** What a campaign file holds, in a few lines (CLI `info`). */
export interface CampaignInfo {
  summary: CampaignSummary;
  map: { columns: number; rows: number; orientation: string; sections: number };
  sides: Array<{ id: string; name: string; units: number; dumps: number; amountText: string }>;
  schemaVersion: number;
  /** what the import that made the game left out or doubted (none for a game made otherwise) */
  importNotes?: ImportNotes;
}

export interface AppInfo {
  version: string;
  transport: 'electron' | 'web' | 'direct';
  schemaVersion: number;
}

/** A long job as the progress bar shows it: what it is doing, and how far (total 0: no count yet). */
export interface WorkProgress {
  id: number;
  kind: string;
  what: string;
  done: number;
  total: number;
}

export interface CampaignApiResponses {
  'app.info': AppInfo;
  'campaign.summary': CampaignSummary | null;
  'campaign.open': CampaignSummary;
  'campaign.openDemo': CampaignSummary;
  'campaign.newFromGame': CampaignSummary;
  'campaign.import': CampaignSummary;
  'campaign.export': { out: string; commands: number };
  'campaign.saveCopy': { out: string };
  'campaign.close': null;
  'campaign.compact': { beforeMB: number; afterMB: number };
  'campaign.recent': string[];
  'campaign.files': { dataDir: string; campaigns: string[]; recent: string[] };
  'campaign.info': CampaignInfo;
  'campaign.archive': { json: string; html: string };
  'work.progress': { jobs: WorkProgress[] };
  'work.cancel': { cancelled: boolean };
  /** the order of battle as CSV (shared/model/oob-csv.ts) */
  'units.importCsv': { summary: CampaignSummary; placed: number; onTrack: number };
  'units.exportCsv': { csv: string; rows: number };
}
