import type Database from 'better-sqlite3';
import type { GameEvent } from '../../shared/rules/registered-events.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import type { Clock, LogEntry } from '../../shared/model/campaign-schema.js';
import { insertLedger, type LedgerDelta } from './ledger-rows.js';
import { REDO_STEP, UNDO_STEP } from './migration-history-steps.js';
import { statement } from './statements.js';

/**
 * The command log as rows: each command with its events and ledger entries in one transaction.
 * Nothing is deleted from it: an undone command keeps its row, its status says so (schema 7).
 */
export interface StoredCommand {
  seq: number;
  type: string;
  status: 'done' | 'undone' | 'discarded';
}

/** Appends a command, its events and their ledger entries in one transaction; undone commands can no longer be redone. */
export function appendCommand(
  db: Database.Database,
  command: Command,
  events: readonly GameEvent[],
  clock: Clock,
  ledger: readonly LedgerDelta[],
  at: string,
): number {
  return db.transaction(() => {
    statement(db, "UPDATE commands SET status = 'discarded' WHERE status = 'undone'").run();
    const seq = Number(
      statement(
        db,
        "INSERT INTO commands (type, payload, status, at, turn, side, phase) VALUES (?, ?, 'done', ?, ?, ?, ?)",
      ).run(command.type, JSON.stringify(command), at, clock.turn, clock.side, clock.phase).lastInsertRowid,
    );
    const ins = statement(db, 'INSERT INTO events (seq, type, payload) VALUES (?, ?, ?)');
    for (const e of events) ins.run(seq, e.type, JSON.stringify(e));
    insertLedger(db, seq, clock, ledger);
    return seq;
  })();
}

/**
 * Undo and redo are appended to the log as a step row naming the command; the command's status
 * follows in the same transaction, so readers of done commands need no steps. Returns the step's number.
 */
export function appendStep(
  db: Database.Database,
  kind: 'undo' | 'redo',
  seq: number,
  clock: Clock,
  at: string,
): number {
  const type = kind === 'undo' ? UNDO_STEP : REDO_STEP;
  return db.transaction(() => {
    const changed = statement(db, 'UPDATE commands SET status = ? WHERE seq = ? AND status = ?').run(
      kind === 'undo' ? 'undone' : 'done',
      seq,
      kind === 'undo' ? 'done' : 'undone',
    ).changes;
    if (changed !== 1) throw new Error(`command #${seq} cannot be ${kind === 'undo' ? 'undone' : 'redone'}`);
    // a snapshot that includes an undone command no longer describes the campaign
    if (kind === 'undo') statement(db, 'DELETE FROM snapshots WHERE seq >= ?').run(seq);
    return Number(
      statement(
        db,
        "INSERT INTO commands (type, payload, status, at, turn, side, phase) VALUES (?, ?, 'step', ?, ?, ?, ?)",
      ).run(type, JSON.stringify({ type, seq }), at, clock.turn, clock.side, clock.phase).lastInsertRowid,
    );
  })();
}

/** The newest done command, and the oldest undone one (what undo and redo act on). */
export function lastDone(db: Database.Database): StoredCommand | undefined {
  return statement(
    db,
    "SELECT seq, type, status FROM commands WHERE status = 'done' ORDER BY seq DESC LIMIT 1",
  ).get() as StoredCommand | undefined;
}

export function firstUndone(db: Database.Database): StoredCommand | undefined {
  return statement(
    db,
    "SELECT seq, type, status FROM commands WHERE status = 'undone' ORDER BY seq ASC LIMIT 1",
  ).get() as StoredCommand | undefined;
}

export function commandPayload(db: Database.Database, seq: number): Command {
  const row = statement(db, 'SELECT payload FROM commands WHERE seq = ?').get(seq) as { payload: string };
  return JSON.parse(row.payload) as Command;
}

/** The whole log of commands, for export and the History panel (undo and redo steps are in their statuses). */
export function readLog(db: Database.Database): LogEntry[] {
  const cmds = statement(
    db,
    "SELECT seq, payload, status, at FROM commands WHERE status != 'step' ORDER BY seq",
  ).all() as Array<{
    seq: number;
    payload: string;
    status: LogEntry['status'];
    at: string;
  }>;
  const events = statement(db, 'SELECT seq, payload FROM events ORDER BY id').all() as Array<{
    seq: number;
    payload: string;
  }>;
  return logEntries(cmds, events);
}

/** Command rows as log entries, each with its events (rows of events of those commands, in order). */
export function logEntries(
  cmds: ReadonlyArray<{ seq: number; payload: string; status: LogEntry['status']; at: string }>,
  events: ReadonlyArray<{ seq: number; payload: string }>,
): LogEntry[] {
  const bySeq = new Map<number, Array<{ type: string }>>();
  for (const e of events) {
    const list = bySeq.get(e.seq) ?? [];
    list.push(JSON.parse(e.payload) as { type: string });
    bySeq.set(e.seq, list);
  }
  return cmds.map((c) => ({
    seq: c.seq,
    command: c.payload,
    status: c.status,
    at: c.at,
    events: bySeq.get(c.seq) ?? [],
  }));
}

/** Writes an imported log as it was (statuses and times kept), with each command's ledger rows. */
export function importLog(
  db: Database.Database,
  log: readonly LogEntry[],
  clocks: readonly Clock[],
  ledger: ReadonlyMap<number, readonly LedgerDelta[]>,
): void {
  db.transaction(() => {
    const cmd = statement(
      db,
      'INSERT INTO commands (seq, type, payload, status, at, turn, side, phase) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const ev = statement(db, 'INSERT INTO events (seq, type, payload) VALUES (?, ?, ?)');
    log.forEach((entry, k) => {
      const c = JSON.parse(entry.command) as Command;
      const clock = clocks[k]!;
      cmd.run(entry.seq, c.type, entry.command, entry.status, entry.at, clock.turn, clock.side, clock.phase);
      for (const e of entry.events) ev.run(entry.seq, e.type, JSON.stringify(e));
      // (the setup's opening rows were written on create)
      insertLedger(db, entry.seq, clock, ledger.get(entry.seq) ?? []);
    });
  })();
}
