import * as z from 'zod';
import { commandSchema } from './rules/registered-commands.js';
import type { CampaignSummary } from './campaign-api.js';
import type { Clock } from './model/campaign-schema.js';
import type { GameDefinition } from './model/game-schema.js';
import type { HexView, StateChange, StateView } from './view/state-view.js';

/**
 * The app's calls for the campaign at the table (spread into shared/api.ts): its map and state,
 * a hex's contents, commands, undo and redo, the log and the turn track, and the campaign as it
 * stood after any command. A command or an undo carries the log head its view showed.
 */
const none = z.object({}).strict();
/** the log head a view showed (CampaignSummary.head): a command from a stale view is refused */
const head = z.string().max(40).optional();

export const playApiRequests = {
  'map.get': none,
  'state.get': none,
  /** the state as it changed since the view of `version` the window holds (none: the whole view) */
  'state.since': z.object({ version: z.string().max(64).optional() }).strict(),
  'hex.inspect': z.object({ hex: z.string().min(1).max(16) }).strict(),
  'command.execute': z.object({ command: commandSchema, head }).strict(),
  /** The question to ask before a command the table cannot take back, or null */
  'command.confirmation': z.object({ command: commandSchema }).strict(),
  'history.undo': z.object({ head }).strict(),
  'log.list': none,
  'turns.get': none,
  'history.at': z.object({ seq: z.int().min(0) }).strict(),
  'history.redo': z.object({ head }).strict(),
} as const;

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

export interface PlayApiResponses {
  'map.get': { game: GameDefinition };
  'state.get': StateView;
  'state.since': StateChange;
  'hex.inspect': HexView;
  'command.execute': CampaignSummary;
  'command.confirmation': { question: string | null };
  'history.undo': CampaignSummary;
  'log.list': LogEntryView[];
  'turns.get': TurnsView;
  /** the campaign as it stood after command `seq` (0: the setup), read-only */
  'history.at': StateView;
  'history.redo': CampaignSummary;
}
