import * as z from 'zod';
import { commandSchema } from './rules/registered-commands.js';
import { gameEditSchema } from './rules/registered-game-edits.js';
import { newGameSpecSchema } from './model/game-new.js';
import type { Clock } from './model/campaign-schema.js';
import type { GameDefinition } from './model/game-schema.js';
import type { ImportNotes } from './model/import-notes-schema.js';
import type { LedgerLine, LedgerTotals } from './engine/ledger-report.js';
import type { FuelProposalView } from './rules/ocs/fuel-proposal-view.js';
import type { SupplyReport } from './engine/ruleset.js';
import type { EatingDumpView } from './engine/capabilities.js';
import type { VerdictChange } from './engine/what-if.js';
import type { HexView, StateChange, StateView } from './view/state-view.js';
import { pictureRequests, type PictureResponses } from './picture/picture-api.js';
import { vassalApiRequests, type VassalApiResponses } from './import/vassal/vassal-api.js';
import { playersApiRequests, type PlayersApiResponses } from './view/players-api.js';
import { relayApiRequests, type RelayApiResponses } from './relay/relay-api.js';

export type { FuelProposalView };
export type { DumpView, HexView, StateChange, StateView, UnitView } from './view/state-view.js';

/**
 * The one contract between the renderer and main. Every call has a request schema (main validates
 * every payload with it: the renderer is untrusted) and a response type. The Handlers type that
 * main implements and the ApiClient type the renderer calls are both derived from this one map.
 */
const file = z.string().min(1, 'a file name is needed').max(4096);
const none = z.object({}).strict();
/** the log head a view showed (CampaignSummary.head): a command from a stale view is refused */
const head = z.string().max(40).optional();
const ledgerFilter = z
  .object({
    side: z.string().min(1).max(64).optional(),
    dump: z.string().min(1).max(64).optional(),
    turn: z.int().min(1).max(100_000).optional(),
    phase: z.string().min(1).max(64).optional(),
    reason: z.string().min(1).max(32).optional(),
    /** GC 19: which points' ledger (sp, srp, chit); absent: the system's supply */
    resource: z.string().min(1).max(16).optional(),
  })
  .strict();

/** one page of the verdict list: where it starts, how long it is, its filter, search and order */
const verdictPageFields = z.object({
  offset: z.int().min(0),
  limit: z.int().min(1).max(500),
  status: z.array(z.string().min(1).max(64)).max(20).optional(),
  query: z.string().max(120).optional(),
  sort: z.enum(['status', 'hex', 'name']).optional(),
  descending: z.boolean().optional(),
});

export const apiRequests = {
  ...vassalApiRequests,
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
  'map.get': none,
  'state.get': none,
  /** the state as it changed since the view of `version` the window holds (none: the whole view) */
  'state.since': z.object({ version: z.string().max(64).optional() }).strict(),
  'hex.inspect': z.object({ hex: z.string().min(1).max(16) }).strict(),
  'command.execute': z.object({ command: commandSchema, head }).strict(),
  /** The question to ask before a command the table cannot take back, or null */
  'command.confirmation': z.object({ command: commandSchema }).strict(),
  'supply.preview': z.object({ side: z.string().min(1).max(64) }).strict(),
  /** `page`: the verdict list's first page, sent with the check (the list draws without asking again) */
  'supply.check': z.object({ side: z.string().min(1).max(64), page: verdictPageFields.strict().optional() }).strict(),
  'supply.verdicts': verdictPageFields.extend({ side: z.string().min(1).max(64) }).strict(),
  /** the verdicts a plan of placements would change, for every side; nothing is logged or changed */
  'supply.whatif': z
    .object({
      moves: z
        .array(
          z
            .object({
              unit: z.string().min(1).max(200).optional(),
              dump: z.string().min(1).max(200).optional(),
              hex: z.string().min(1).max(16),
            })
            .strict(),
        )
        .min(1)
        .max(500),
      /** false: the changed verdicts without their reasons, which a drag's banner and marks do not show (true by default) */
      reasons: z.boolean().optional(),
    })
    .strict(),
  'supply.reach': z
    .object({ unit: z.string().min(1).max(64).optional(), dump: z.string().min(1).max(64).optional() })
    .strict(),
  'history.undo': z.object({ head }).strict(),
  'log.list': none,
  'turns.get': none,
  'history.at': z.object({ seq: z.int().min(0) }).strict(),
  'history.redo': z.object({ head }).strict(),
  'map.zoc': z.object({ side: z.string().min(1).max(64) }).strict(),
  'fuel.propose': z
    .object({ side: z.string().min(1).max(64), units: z.array(z.string().min(1).max(64)).min(1).max(2000) })
    .strict(),
  'eating.dumps': z.object({ side: z.string().min(1).max(64), unit: z.string().min(1).max(64) }).strict(),
  'editor.open': z.object({ file }).strict(),
  'editor.new': z.object({ file, spec: newGameSpecSchema }).strict(),
  'editor.edit': z.object({ edit: gameEditSchema }).strict(),
  'editor.undo': none,
  'editor.save': z.object({ file: file.optional() }).strict(),
  'editor.close': none,
  'ledger.list': ledgerFilter,
  'ledger.csv': ledgerFilter,
  ...pictureRequests,
  ...playersApiRequests,
  ...relayApiRequests,
  'units.importCsv': z
    .object({ csv: z.string().min(1).max(900_000), source: z.string().min(1).max(200).optional() })
    .strict(),
  'units.exportCsv': none,
} as const;

export type ApiName = keyof typeof apiRequests;
export type ApiRequest<K extends ApiName> = z.input<(typeof apiRequests)[K]>;
export type ApiParsedRequest<K extends ApiName> = z.output<(typeof apiRequests)[K]>;

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

/** What a plan of placements changes: each changed verdict with both reasons, and counts per side. */
export interface WhatIfView {
  changes: VerdictChange[];
  counts: Record<string, { changed: number; status: number }>;
}

/** *Check supply*: the determination without each unit's reason and path (those come in pages), with counts per status. */
export type SupplyCheckView = Omit<SupplyReport, 'units'> & {
  units: Array<{ id: string; status: string }>;
  counts: Record<string, number>;
  /** the verdict list's page the check asked for (its `page`), as supply.verdicts would serve it */
  page?: VerdictPage;
};
export type VerdictPageRequest = z.infer<(typeof apiRequests)['supply.verdicts']>;
/** a verdict page without its side: what the verdict list asks for, and may send with a check */
export type VerdictPageQuery = Omit<VerdictPageRequest, 'side'>;
/** One page of the verdict list, filtered and sorted, and how many rows the whole list has. */
export interface VerdictPage {
  total: number;
  offset: number;
  rows: SupplyReport['units'];
}

export interface LogEntryView {
  seq: number;
  at: string;
  clock: Clock;
  /** the clock as the Turns tab names it: "turn 1, Axis Supply Phase" */
  clockText: string;
  status: 'done' | 'undone' | 'discarded';
  command: string;
  events: Array<{
    kind: 'supply' | 'attrition' | 'breakout' | 'elimination' | 'isolation' | 'other';
    text: string;
    hexes: string[];
  }>;
}

export interface TurnsView {
  clock: Clock;
  phases: Array<{ id: string; name: string }>;
  /** each side's own phases, in order (CL: the Germans have a second Movement Phase) */
  sidePhases: Record<string, Array<{ id: string; name: string }>>;
  sides: Array<{ id: string; name: string }>;
  turns: Array<{
    number: number;
    label: string;
    weather: string;
    arrivals: Array<{ unit: string; name: string; note: string }>;
  }>;
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

export interface ApiResponses extends PictureResponses, VassalApiResponses, PlayersApiResponses, RelayApiResponses {
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
  'map.get': { game: GameDefinition };
  'state.get': StateView;
  'state.since': StateChange;
  'hex.inspect': HexView;
  'command.execute': CampaignSummary;
  'command.confirmation': { question: string | null };
  'supply.preview': SupplyReport;
  'supply.check': SupplyCheckView;
  'supply.verdicts': VerdictPage;
  'supply.whatif': WhatIfView;
  'supply.reach': { hexes: string[]; label: string };
  'history.undo': CampaignSummary;
  'log.list': LogEntryView[];
  'turns.get': TurnsView;
  /** the campaign as it stood after command `seq` (0: the setup), read-only */
  'history.at': StateView;
  'history.redo': CampaignSummary;
  /** the supply ledger: every change to every dump with running balances, filtered; totals and stock per side and turn */
  'ledger.list': LedgerView;
  'ledger.csv': { csv: string; rows: number };
  /** the order of battle as CSV (shared/model/oob-csv.ts) */
  'units.importCsv': { summary: CampaignSummary; placed: number; onTrack: number };
  'units.exportCsv': { csv: string; rows: number };
  /** the game editor: a game definition file open for editing */
  'editor.open': EditorView;
  'editor.new': EditorView;
  'editor.edit': EditorView;
  'editor.undo': EditorView;
  'editor.save': EditorView;
  'editor.close': null;
  /** the hexes in a side's ZOC, and those the other side negates */
  'map.zoc': { hexes: string[]; negated: string[] };
  /** OCS 12.5: the cheapest fuelling for these units, before the ruleset's fuel command pays it */
  'fuel.propose': FuelProposalView;
  /** OCS 12.6c: the dumps a unit without trace supply could eat from, for the referee's pick */
  'eating.dumps': EatingDumpView[];
}

export interface EditorView {
  file: string;
  game: GameDefinition;
  /** edits since opening, each undoable */
  edits: number;
  unsaved: boolean;
}

export interface LedgerView {
  lines: LedgerLine[];
  totals: LedgerTotals[];
  /** what the filters can choose from */
  sides: Array<{ id: string; name: string }>;
  dumps: string[];
  turns: number[];
  phases: string[];
  reasons: string[];
  /** each dump as the referee names it ("Axis dump at 1723", a pool by its name), by id */
  dumpLabels: Record<string, string>;
  /** each phase as the Turns tab names it ("Aircraft Refit Phase"), by id */
  phaseLabels: Record<string, string>;
  /** each unit the rows name, by its counter's name ("2/5 Pz"), by id */
  unitLabels: Record<string, string>;
  /** the kinds of points with a ledger of their own (GC: SP, SRP, Offensive Chits); one entry where there is only supply */
  resources: Array<{ id: string; label: string }>;
  /** the shown ledger's kind */
  resource: string;
}

/** What main implements: one named handler per call, given an already validated request. */
export type Handlers = {
  [K in ApiName]: (request: ApiParsedRequest<K>) => ApiResponses[K] | Promise<ApiResponses[K]>;
};

/** What the renderer calls, whatever the transport underneath. */
export type ApiClient = {
  [K in ApiName]: (request: ApiRequest<K>) => Promise<ApiResponses[K]>;
};

/** An error as it crosses a transport: a kind for code, a message (and problems) for the referee. */
export interface ApiErrorBody {
  kind: 'invalid-request' | 'refused' | 'file' | 'format' | 'no-campaign' | 'stale' | 'internal';
  message: string;
  problems?: string[];
}

export type ApiEnvelope<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

export class ApiError extends Error {
  readonly kind: ApiErrorBody['kind'];
  readonly problems: string[];
  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.kind = body.kind;
    this.problems = body.problems ?? [];
  }
}

export const API_NAMES = Object.keys(apiRequests) as ApiName[];

export function isApiName(name: unknown): name is ApiName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(apiRequests, name);
}

/** Builds a typed client from one function that carries a named call over some transport. */
export function makeClient(send: (name: ApiName, request: unknown) => Promise<ApiEnvelope<unknown>>): ApiClient {
  const client = {} as Record<ApiName, (request: unknown) => Promise<unknown>>;
  for (const name of API_NAMES) {
    client[name] = async (request: unknown) => {
      const envelope = await send(name, request);
      if (!envelope.ok) throw new ApiError(envelope.error);
      return envelope.value;
    };
  }
  return client as unknown as ApiClient;
}
