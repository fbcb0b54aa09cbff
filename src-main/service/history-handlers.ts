import { randomInt } from 'node:crypto';
import type { CampaignSummary, Handlers } from '../../shared/api.js';
import { doneEvents } from '../../shared/engine/log-walk.js';
import { CommandError } from '../../shared/model/command-error.js';
import { diceCommandTypes, type Command } from '../../shared/rules/registered-commands.js';
import { applyCommand, fold, LedgerWalker, type GameEvent } from '../../shared/rules/registered-events.js';
import type { RulesContext } from '../../shared/engine/ruleset.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import { LADDER_STEP } from '../store/snapshot-ladder.js';
import type { CampaignService } from './campaign-service.js';
import { loadState, type CampaignSession } from './campaign-session.js';
import { confirmationFor } from './irreversible.js';
import { logView } from './log-view.js';
import { stateView } from './views.js';
import { writeTurn } from './write-turn.js';
import { sharedLogOf, throughSharedLog } from './shared-log.js';

/** The calls that change the campaign through its log, take changes back, and read the log. */
export type HistoryHandlers = Pick<
  Handlers,
  'command.execute' | 'command.confirmation' | 'history.undo' | 'history.redo' | 'history.at' | 'log.list'
>;

/** Take a snapshot at every phase change and at least every this many commands. */
const SNAPSHOT_EVERY = 200;

export function historyHandlers(service: CampaignService): HistoryHandlers {
  return {
    // a shared campaign's changes go through the co-referees' log, acknowledged by the server
    'command.execute': (r) => {
      const shared = sharedLogOf(service);
      return shared
        ? throughSharedLog(service, r.head, () => shared.execute(r.command))
        : execute(service, r.command, r.head);
    },
    'command.confirmation': (r) => ({ question: confirmationFor(service.current(), r.command) }),
    'history.undo': (r) => {
      const shared = sharedLogOf(service);
      return shared ? throughSharedLog(service, r.head, () => shared.undo()) : undo(service, r.head);
    },
    'history.redo': (r) => {
      const shared = sharedLogOf(service);
      return shared ? throughSharedLog(service, r.head, () => shared.redo()) : redo(service, r.head);
    },
    'history.at': (r) => {
      const s = service.current();
      const upTo = s.store.readLog().filter((l) => l.seq <= r.seq);
      return stateView({ ...s, state: fold(s.store.readSetup(), doneEvents(upTo)) });
    },
    'log.list': () => logView(service.current()),
  };
}

/** Runs a command through the campaign's one write path; `head` (from a view) must be the file's log head. */
export function execute(service: CampaignService, command: Command, head?: string): CampaignSummary {
  return writeTurn(service, head, (s) => {
    applyNow(s, command);
    return { gameChanged: command.type === 'game.edit' };
  });
}

export function undo(service: CampaignService, head?: string): CampaignSummary {
  return writeTurn(service, head, (s) => {
    const last = s.store.lastDone();
    if (!last) throw new CommandError('there is nothing to undo');
    appendStep(s, 'undo', last.seq);
    return { gameChanged: last.type === 'game.edit' };
  });
}

export function redo(service: CampaignService, head?: string): CampaignSummary {
  return writeTurn(service, head, (s) => {
    const next = s.store.firstUndone();
    if (!next) throw new CommandError('there is nothing to redo');
    appendStep(s, 'redo', next.seq);
    return { gameChanged: next.type === 'game.edit' };
  });
}

function applyNow(s: CampaignSession, command: Command): void {
  const { logged, events } = prepare(s, command);
  appendLogged(s, logged, events);
}

/**
 * A command checked on the session's state, as it will be logged (its seed, its skipped steps),
 * with its events; a CommandError refuses it. Nothing is written.
 */
export function prepare(s: CampaignSession, command: Command): { logged: Command; events: GameEvent[] } {
  const ctx = { game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset };
  const logged = asLogged(ctx, s.state, s.state.dice === 'app' ? withSeed(command) : command);
  return { logged, events: applyCommand(ctx, s.state, logged) };
}

/**
 * Appends a command with the events it gave (here, or in a co-referee's app: the same events and
 * dice, not a second roll) and moves the state on. Call it inside writeTurn.
 */
export function appendLogged(s: CampaignSession, logged: Command, events: readonly GameEvent[], at?: string): number {
  const next = fold(s.state, events);
  const seq = s.store.appendCommand(logged, events, s.state.clock, new LedgerWalker(s.state.dumps).deltas(events), at);
  s.state = next;
  s.commandsSinceSnapshot++;
  if (logged.type === 'clock.advance' || s.commandsSinceSnapshot >= SNAPSHOT_EVERY) {
    s.store.writeSnapshot(seq, s.state);
    s.anchor = { seq, state: s.state };
    s.commandsSinceSnapshot = 0;
  }
  return seq;
}

/** Appends an undo or redo step (here or relayed) and refolds the state. Call it inside writeTurn. */
export function appendStep(s: CampaignSession, kind: 'undo' | 'redo', seq: number, at?: string): void {
  s.store.appendStep(kind, seq, s.state.clock, at);
  reload(s);
}

/**
 * After undo or redo: the state is the in-memory anchor folded with the done events after it;
 * when the anchor itself was undone, the newest remaining snapshot (or the setup) instead.
 */
function reload(s: CampaignSession): void {
  if (s.anchor.seq > 0 && s.store.latestSnapshotSeq() < s.anchor.seq) {
    const loaded = loadState(s.store);
    s.anchor = loaded.anchor;
    s.state = loaded.state;
    return;
  }
  const events = s.store.eventsAfter(s.anchor.seq);
  s.state = fold(s.anchor.state, events);
  // redo far above the anchor: a snapshot here keeps the next step bounded (snapshot-ladder.ts)
  const last = events.length > LADDER_STEP && !s.store.readOnly ? s.store.lastDone() : undefined;
  if (last) {
    s.store.writeSnapshot(last.seq, s.state);
    s.anchor = { seq: last.seq, state: s.state };
  }
}

/**
 * An advance told to skip a step (skipSupply) is logged so only where a step was skipped: an OCS
 * Supply Phase not applied (12.6, 12.8a; Ruleset.advanceWarning). Elsewhere it skips nothing, and
 * the log (History, Undo, the CLI) does not say it left a Supply Phase unapplied.
 */
function asLogged(ctx: RulesContext, state: CampaignState, command: Command): Command {
  if (command.type !== 'clock.advance' || !command.skipSupply) return command;
  return ctx.ruleset.advanceWarning?.(ctx, state) ? command : { type: 'clock.advance' };
}

/** App-rolled dice: a command that rolls and was given no dice gets a fresh seed, kept in the log. */
function withSeed(command: Command): Command {
  if (
    diceCommandTypes.has(command.type) &&
    !('dice' in command && command.dice) &&
    !('seed' in command && command.seed !== undefined)
  )
    return { ...command, seed: randomInt(0, 0xffffffff) } as Command;
  return command;
}
