import type Database from 'better-sqlite3';

/**
 * How a connection that writes a campaign keeps what it acknowledged. Write-ahead logging keeps
 * the file whole through a crash at any instant; `synchronous = FULL` also syncs the write-ahead
 * log to the disk at every commit, so a command the app acknowledged survives a power cut or an
 * operating-system crash as well (NORMAL syncs only at checkpoints: a power cut could lose the
 * newest commands, never the file). The bench's store.command.ms (FULL) beside
 * store.command.normal.ms shows what it costs a command.
 */
export const SYNCHRONOUS = 'FULL';

/** Every connection that writes a campaign file is set up here, and only here. */
export function configureWriter(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${SYNCHRONOUS}`);
  db.pragma('foreign_keys = ON');
}

/** What a connection runs with, in SQLite's words: for the tests that hold it to the above. */
export function writerSettings(db: Database.Database): { journalMode: string; synchronous: string } {
  const journalMode = String(db.pragma('journal_mode', { simple: true }));
  const level = Number(db.pragma('synchronous', { simple: true }));
  return { journalMode, synchronous: ['OFF', 'NORMAL', 'FULL', 'EXTRA'][level] ?? String(level) };
}
