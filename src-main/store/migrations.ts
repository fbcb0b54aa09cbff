import type Database from 'better-sqlite3';
import { LEDGER_TABLE, fillLedger } from './ledger-rows.js';
import { addHistorySteps } from './migration-history-steps.js';
import { addPicturesTable } from './migration-pictures.js';
import { moveRulesetState } from './migration-ruleset-state.js';

/**
 * Forward migrations, in order: migration n (1-based) takes a file from user_version n-1 to n.
 * Never edit a released migration; add a new one (and a fixture file written by the old version).
 */
export const MIGRATIONS: ReadonlyArray<(db: Database.Database) => void> = [
  // 1: the first campaign schema
  (db) => {
    db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      CREATE TABLE game (id INTEGER PRIMARY KEY CHECK (id = 1), definition TEXT NOT NULL) STRICT;
      CREATE TABLE setup (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL) STRICT;
      CREATE TABLE commands (
        seq INTEGER PRIMARY KEY,
        type TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('done', 'undone', 'discarded')),
        at TEXT NOT NULL,
        turn INTEGER NOT NULL,
        side TEXT NOT NULL,
        phase TEXT NOT NULL
      ) STRICT;
      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        seq INTEGER NOT NULL REFERENCES commands (seq),
        type TEXT NOT NULL,
        payload TEXT NOT NULL
      ) STRICT;
      CREATE INDEX events_by_seq ON events (seq);
      CREATE TABLE snapshots (seq INTEGER PRIMARY KEY, state TEXT NOT NULL) STRICT;
    `);
  },
  // 2: undo, redo and the status bar find the last done and first undone command by index,
  // not by scanning a long campaign's whole log
  (db) => {
    db.exec('CREATE INDEX commands_by_status ON commands (status, seq)');
  },
  // 3: the supply ledger, one row per change to a dump, filled from the log already there
  (db) => {
    db.exec(LEDGER_TABLE);
    const hasSetup = (db.prepare('SELECT count(*) AS n FROM setup').get() as { n: number }).n > 0;
    if (hasSetup) fillLedger(db);
  },
  // 4: board pictures and counter art in the campaign file
  (db) => addPicturesTable(db),
  // 5: each ruleset's own fields under its key (format version 3), in every stored state, event and command
  (db) => moveRulesetState(db),
  // 6: opening a campaign finds its game edits through an index of just those commands,
  // not by reading the whole log (`info` starts at once)
  (db) => {
    db.exec(`CREATE INDEX IF NOT EXISTS ${GAME_EDITS_INDEX} ON commands (seq) WHERE type = 'game.edit'`);
  },
  // 7: undo and redo appended to the log as steps, not a change in the middle of it
  (db) => addHistorySteps(db),
];

/** The index of the game-edit commands (migration 6); files of schema 5 and older have none. */
export const GAME_EDITS_INDEX = 'commands_game_edits';

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Runs every migration the file lacks, all in one transaction: a file is never left half-migrated.
 * A migration that makes a table again (7) drops the one the events and ledger point at: foreign
 * keys are off while they run (SQLite's own procedure for such changes; the pragma cannot change
 * inside a transaction) and checked whole before the transaction commits.
 */
export function migrate(db: Database.Database, migrations = MIGRATIONS): void {
  const from = db.pragma('user_version', { simple: true }) as number;
  if (from >= migrations.length) return;
  const keys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (let v = from; v < migrations.length; v++) {
        migrations[v]!(db);
        db.pragma(`user_version = ${v + 1}`);
      }
      const broken = db.pragma('foreign_key_check') as Array<{ table: string; rowid: number; parent: string }>;
      if (broken.length)
        throw new Error(
          `table ${broken[0]!.table}, row ${broken[0]!.rowid} points at a missing row of ${broken[0]!.parent}: the file was not upgraded`,
        );
    })();
  } finally {
    db.pragma(`foreign_keys = ${keys ? 'ON' : 'OFF'}`);
  }
}
