import type Database from 'better-sqlite3';
import type { Command } from '../../shared/rules/registered-commands.js';
import { GAME_EDITS_INDEX } from './migrations.js';
import { CHECK_MMAP_BYTES } from './open-check.js';
import { statement } from './statements.js';

type GameEdit = Extract<Command, { type: 'game.edit' }>['edit'];

/**
 * The game edits in the log (a campaign's game is its game plus these), read through their own
 * index where the file has it (schema 6 on).
 */
function hasGameEditsIndex(db: Database.Database): boolean {
  return (
    statement(db, "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(GAME_EDITS_INDEX) !== undefined
  );
}

/** The game edits done in the log, in order. */
export function doneGameEdits(db: Database.Database): GameEdit[] {
  const sql = `SELECT payload FROM commands INDEXED BY ${GAME_EDITS_INDEX} WHERE type = 'game.edit' AND status = 'done' ORDER BY seq`;
  // a file of schema 5 or older opened read-only has no index of its game edits: one pass over
  // the table, memory-mapped (through the status index it is a lookup per done command, 0.6 s at 100,000)
  const rows = (
    hasGameEditsIndex(db)
      ? statement(db, sql).all()
      : mapped(db, () => statement(db, sql.replace(`INDEXED BY ${GAME_EDITS_INDEX}`, 'NOT INDEXED')).all())
  ) as Array<{ payload: string }>;
  return rows.map((r) => (JSON.parse(r.payload) as Extract<Command, { type: 'game.edit' }>).edit);
}

/**
 * Which game edits the log has done, in a few characters (their count and the last one's number):
 * a session compares it after another process wrote, to know whether its game is still the file's.
 */
export function gameEditsMark(db: Database.Database): string {
  const index = hasGameEditsIndex(db) ? `INDEXED BY ${GAME_EDITS_INDEX}` : 'NOT INDEXED';
  const row = statement(
    db,
    `SELECT count(*) AS n, max(seq) AS last FROM commands ${index} WHERE type = 'game.edit' AND status = 'done'`,
  ).get() as { n: number; last: number | null };
  return `${row.n}:${row.last ?? 0}`;
}

/**
 * One statement run with the file memory-mapped rather than copied page by page into SQLite's
 * cache. It is one read transaction, under which WAL mode never shrinks the file (as in the open
 * check); the map is dropped after it, so no later read can meet a file another process shrank.
 */
function mapped<T>(db: Database.Database, read: () => T): T {
  db.pragma(`mmap_size = ${CHECK_MMAP_BYTES}`);
  try {
    return read();
  } finally {
    db.pragma('mmap_size = 0');
  }
}
