import type Database from 'better-sqlite3';

const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * The statement for `sql` on this connection, prepared the first time it is asked for and kept
 * while the connection lives. Preparing costs SQLite a parse and a query plan every time: a
 * co-referee catching up on 10,000 commands, or an import, would pay it several times a command.
 * A statement's mode (pluck, raw) stays set on it, so each text is used in one mode only.
 */
export function statement(db: Database.Database, sql: string): Database.Statement {
  let kept = prepared.get(db);
  if (!kept) prepared.set(db, (kept = new Map()));
  let s = kept.get(sql);
  if (!s) kept.set(sql, (s = db.prepare(sql)));
  return s;
}
