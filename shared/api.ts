import { campaignApiRequests, type CampaignApiResponses } from './campaign-api.js';
import { playApiRequests, type PlayApiResponses } from './play-api.js';
import { supplyApiRequests, type SupplyApiResponses } from './supply-api.js';
import { ledgerApiRequests, type LedgerApiResponses } from './ledger-api.js';
import { editorApiRequests, type EditorApiResponses } from './editor-api.js';
import { pictureRequests, type PictureResponses } from './picture/picture-api.js';
import { vassalApiRequests, type VassalApiResponses } from './import/vassal/vassal-api.js';
import { playersApiRequests, type PlayersApiResponses } from './view/players-api.js';
import { relayApiRequests, type RelayApiResponses } from './relay/relay-api.js';
import type * as z from 'zod';

export type { FuelProposalView } from './rules/ocs/fuel-proposal-view.js';
export type { DumpView, HexView, StateChange, StateView, UnitView } from './view/state-view.js';
export type { CampaignInfo, CampaignSummary, WorkProgress } from './campaign-api.js';
export type { LogEntryView, TurnsView } from './play-api.js';
export type { SupplyCheckView, VerdictPage, VerdictPageQuery, VerdictPageRequest, WhatIfView } from './supply-api.js';
export type { LedgerView } from './ledger-api.js';
export type { EditorView } from './editor-api.js';

/**
 * The one contract between the renderer and main. Every call has a request schema (main validates
 * every payload with it: the renderer is untrusted) and a response type. The Handlers type that
 * main implements and the ApiClient type the renderer calls are both derived from this one map,
 * joined here from each area's calls (campaign-api.ts, play-api.ts, supply-api.ts, ledger-api.ts,
 * editor-api.ts and the pictures', VASSAL import's, players' and relay's own).
 */
export const apiRequests = {
  ...vassalApiRequests,
  ...campaignApiRequests,
  ...playApiRequests,
  ...supplyApiRequests,
  ...editorApiRequests,
  ...ledgerApiRequests,
  ...pictureRequests,
  ...playersApiRequests,
  ...relayApiRequests,
} as const;

export type ApiName = keyof typeof apiRequests;
export type ApiRequest<K extends ApiName> = z.input<(typeof apiRequests)[K]>;
export type ApiParsedRequest<K extends ApiName> = z.output<(typeof apiRequests)[K]>;

export interface ApiResponses
  extends
    CampaignApiResponses,
    PlayApiResponses,
    SupplyApiResponses,
    LedgerApiResponses,
    EditorApiResponses,
    PictureResponses,
    VassalApiResponses,
    PlayersApiResponses,
    RelayApiResponses {}

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
