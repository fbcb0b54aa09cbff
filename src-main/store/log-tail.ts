import type Database from 'better-sqlite3';
import { statement } from './statements.js';
import { logEntries } from './command-rows.js';
import type { Clock, LogEntry } from '../../shared/model/campaign-schema.js';
import type { VerdictRecord } from '../../shared/engine/events.js';

/**
 * The latest `count` commands of the log (before command `before`, if given) with their events,
 * and the clock the first was given at: what a player's page shows of a long campaign, and the
 * earlier pages it asks for, read without loading the whole log.
 */
export function readLogTail(
  db: Database.Database,
  count: number,
  before = Number.MAX_SAFE_INTEGER,
): { log: LogEntry[]; startClock: Clock | null } {
  const cmds = statement(
    db,
    "SELECT seq, payload, status, at, turn, side, phase FROM commands WHERE status != 'step' AND seq < ? ORDER BY seq DESC LIMIT ?",
  ).all(before, count) as Array<{ seq: number; payload: string; status: LogEntry['status']; at: string } & Clock>;
  cmds.reverse();
  if (!cmds.length) return { log: [], startClock: null };
  const events = statement(db, 'SELECT seq, payload FROM events WHERE seq >= ? AND seq <= ? ORDER BY id').all(
    cmds[0]!.seq,
    cmds.at(-1)!.seq,
  ) as Array<{
    seq: number;
    payload: string;
  }>;
  const first = cmds[0]!;
  return {
    log: logEntries(cmds, events),
    startClock: { turn: first.turn, side: first.side, phase: first.phase },
  };
}

/** The side's latest supply determination still in force (of a command not undone), or null. */
export function latestVerdicts(
  db: Database.Database,
  side: string,
): { turn: number; verdicts: VerdictRecord[] } | null {
  const row = statement(
    db,
    `SELECT e.payload FROM events e JOIN commands c ON c.seq = e.seq
       WHERE e.type = 'supplyDetermined' AND c.status = 'done' AND json_extract(e.payload, '$.side') = ?
       ORDER BY e.id DESC LIMIT 1`,
  )
    .pluck()
    .get(side) as string | undefined;
  if (!row) return null;
  const e = JSON.parse(row) as { turn: number; verdicts: VerdictRecord[] };
  return { turn: e.turn, verdicts: e.verdicts };
}
