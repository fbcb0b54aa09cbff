import type Database from 'better-sqlite3';

/**
 * Migration 7: undo and redo become entries of the log. Until schema 6 an undo only changed the
 * undone command's status, so a log could not be sent as it grew (to a co-referee, through an
 * append-only stream): the change was made in the middle of it. From schema 7 an undo or redo is
 * appended as a row of its own, status 'step', whose payload names the command it takes back or
 * brings back; the status of that command is kept beside it as before, so every reader of done
 * and undone commands reads as it did. SQLite cannot change a CHECK constraint in place: the table
 * is made again with the wider one and its rows copied as they are (same numbers, same statuses),
 * which is how an old file opens to the same state. Its undos before schema 7 have no step row:
 * they were never recorded as such.
 */
export function addHistorySteps(db: Database.Database): void {
  db.exec(`
    CREATE TABLE commands_v7 (
      seq INTEGER PRIMARY KEY,
      type TEXT NOT NULL,
      payload TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('done', 'undone', 'discarded', 'step')),
      at TEXT NOT NULL,
      turn INTEGER NOT NULL,
      side TEXT NOT NULL,
      phase TEXT NOT NULL
    ) STRICT;
    INSERT INTO commands_v7 (seq, type, payload, status, at, turn, side, phase)
      SELECT seq, type, payload, status, at, turn, side, phase FROM commands ORDER BY seq;
    DROP TABLE commands;
    ALTER TABLE commands_v7 RENAME TO commands;
    CREATE INDEX commands_by_status ON commands (status, seq);
    CREATE INDEX commands_game_edits ON commands (seq) WHERE type = 'game.edit';
  `);
}

/** The command types of the step rows. */
export const UNDO_STEP = 'history.undo';
export const REDO_STEP = 'history.redo';
