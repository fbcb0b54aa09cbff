import type Database from 'better-sqlite3';
import type { GameEvent } from '../../shared/rules/registered-events.js';
import { parseRow } from './damage.js';
import { statement } from './statements.js';

/**
 * The events of done commands as rows. Folding the state reads them fast (JSON.parse); when a row
 * does not parse, they are read again row by row so the damage is named by table, row and command.
 */
const DONE_EVENTS_AFTER =
  "SELECT e.id, e.seq, e.payload FROM events e JOIN commands c ON c.seq = e.seq WHERE c.status = 'done' AND e.seq > ? ORDER BY e.id";

/** Events of the done commands after command `seq`, in order. */
export function eventsAfter(db: Database.Database, file: string, seq: number): GameEvent[] {
  const rows = statement(
    db,
    "SELECT e.payload FROM events e JOIN commands c ON c.seq = e.seq WHERE c.status = 'done' AND e.seq > ? ORDER BY e.id",
  )
    .pluck()
    .all(seq) as string[];
  try {
    return rows.map((r) => JSON.parse(r) as GameEvent);
  } catch {
    return doneEventRows(db, file, seq).map((r) => r.event);
  }
}

/** The done events after command `seq` with their command numbers, each row checked: for naming damage. */
export function doneEventRows(
  db: Database.Database,
  file: string,
  seq: number,
): Array<{ seq: number; event: GameEvent }> {
  const rows = statement(db, DONE_EVENTS_AFTER).all(seq) as Array<{ id: number; seq: number; payload: string }>;
  return rows.map((r) => ({
    seq: r.seq,
    event: parseRow<GameEvent>(file, `table events, row ${r.id} (of command #${r.seq})`, r.payload),
  }));
}

/** Done commands after `seq` with their events, in order (for folding with snapshots on the way). */
export function doneEventsBySeq(db: Database.Database, seq: number): Array<{ seq: number; events: GameEvent[] }> {
  const rows = statement(db, DONE_EVENTS_AFTER).all(seq) as Array<{ seq: number; payload: string }>;
  const out: Array<{ seq: number; events: GameEvent[] }> = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    const e = JSON.parse(r.payload) as GameEvent;
    if (last?.seq === r.seq) last.events.push(e);
    else out.push({ seq: r.seq, events: [e] });
  }
  return out;
}
