import type Database from 'better-sqlite3';
import { withStateDefaults, type RegisteredState } from '../../shared/rules/registered-state.js';
import { parseRow } from './damage.js';
import { LADDER_RUNGS, LADDER_STEP } from './snapshot-ladder.js';
import { statement } from './statements.js';

/**
 * Snapshots as rows: the state after a command, so that opening and undo fold a bounded part of
 * the log. They are our own writing, and the log holds everything they say.
 */
export function latestSnapshot(
  db: Database.Database,
  file: string,
): { seq: number; state: RegisteredState } | undefined {
  const snap = statement(db, 'SELECT seq, state FROM snapshots ORDER BY seq DESC LIMIT 1').get() as
    { seq: number; state: string } | undefined;
  if (!snap) return undefined;
  // JSON with today's defaults filled in, not a full validation
  const state = parseRow<RegisteredState>(file, `table snapshots, the row after command #${snap.seq}`, snap.state);
  return { seq: snap.seq, state: withStateDefaults(state) };
}

/** The newest snapshot's command number (0 when there is none). */
export function latestSnapshotSeq(db: Database.Database): number {
  return (statement(db, 'SELECT max(seq) AS seq FROM snapshots').get() as { seq: number | null }).seq ?? 0;
}

/**
 * Keeps the state after command `seq`; only the newest `keep` are kept, and the newest rungs of the
 * undo ladder (snapshot-ladder.ts: every LADDER_STEP commands) so that undo stays bounded.
 */
export function writeSnapshot(db: Database.Database, seq: number, state: RegisteredState, keep: number): void {
  db.transaction(() => {
    statement(db, 'INSERT OR REPLACE INTO snapshots (seq, state) VALUES (?, ?)').run(seq, JSON.stringify(state));
    statement(
      db,
      'DELETE FROM snapshots WHERE seq NOT IN (SELECT seq FROM snapshots ORDER BY seq DESC LIMIT ?) AND seq NOT IN (SELECT seq FROM snapshots WHERE seq % ? = 0 ORDER BY seq DESC LIMIT ?)',
    ).run(keep, LADDER_STEP, LADDER_RUNGS);
  })();
}

/** Compact: drop the snapshots but the newest (opening reads it) and give the space back. */
export function compact(db: Database.Database): void {
  statement(db, 'DELETE FROM snapshots WHERE seq < (SELECT max(seq) FROM snapshots)').run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('VACUUM');
}
