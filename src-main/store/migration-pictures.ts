import type Database from 'better-sqlite3';

/**
 * Migration 4 (pictures): board pictures and counter art kept in the campaign file as blobs, so one
 * file still holds the whole campaign. The game definition refers to them by id.
 */
export function addPicturesTable(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS pictures (
      id TEXT PRIMARY KEY,
      mime TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      data BLOB NOT NULL
    ) STRICT;
  `);
}
