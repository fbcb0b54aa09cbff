import type Database from 'better-sqlite3';
import { statement } from './statements.js';
import { openingLedger, type LedgerDelta } from '../../shared/engine/ledger.js';
import { LedgerWalker, type GameEvent } from '../../shared/rules/registered-events.js';

export { openingLedger, type LedgerDelta };
import type { CampaignState, Clock } from '../../shared/model/campaign-schema.js';
import type { LedgerRecord } from '../../shared/engine/ledger-report.js';
import { ledgerAccounts } from '../../shared/rules/registered-ledger-accounts.js';

/**
 * The ledger table: one row per change to a dump (shared/engine/ledger.ts), written with the
 * command it came from, so the Ledgers view pages and filters rows instead of folding the log.
 * Rows of undone commands stay (a redo needs them) and are left out when read.
 */
export const LEDGER_TABLE = `
  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    seq INTEGER REFERENCES commands (seq),
    event INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    side TEXT NOT NULL,
    phase TEXT NOT NULL,
    owner TEXT NOT NULL,
    dump TEXT NOT NULL,
    hex TEXT NOT NULL,
    amount INTEGER NOT NULL,
    reason TEXT NOT NULL,
    units TEXT NOT NULL
  ) STRICT;
  CREATE INDEX ledger_by_seq ON ledger (seq);
`;

/** seq null: the setup's opening balances. */
export function insertLedger(
  db: Database.Database,
  seq: number | null,
  clock: Clock,
  deltas: readonly LedgerDelta[],
): void {
  if (!deltas.length) return;
  const ins = statement(
    db,
    'INSERT INTO ledger (seq, event, turn, side, phase, owner, dump, hex, amount, reason, units) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const d of deltas)
    ins.run(
      seq,
      d.event,
      d.turn ?? clock.turn,
      d.side ?? clock.side,
      d.phase ?? clock.phase,
      d.owner,
      d.dump,
      d.hex,
      d.amount,
      d.reason,
      JSON.stringify(d.units),
    );
}

/**
 * Fills the ledger from the setup and the log (migration 3, and imports): done commands in order,
 * then the undone ones after them, as a redo would apply them. Discarded commands have no rows.
 */
export function fillLedger(db: Database.Database): void {
  const setup = JSON.parse(
    (statement(db, 'SELECT state FROM setup WHERE id = 1').get() as { state: string }).state,
  ) as CampaignState;
  insertLedger(db, null, setup.clock, openingLedger(ledgerAccounts(setup)));
  const walker = new LedgerWalker(setup.dumps);
  const commands = statement(
    db,
    "SELECT seq, turn, side, phase FROM commands WHERE status IN ('done', 'undone') ORDER BY status = 'undone', seq",
  ).all() as Array<{ seq: number } & Clock>;
  const events = statement(db, 'SELECT payload FROM events WHERE seq = ? ORDER BY id').pluck();
  for (const c of commands) {
    const evs = (events.all(c.seq) as string[]).map((p) => JSON.parse(p) as GameEvent);
    insertLedger(db, c.seq, { turn: c.turn, side: c.side, phase: c.phase }, walker.deltas(evs));
  }
}

export type LedgerRow = LedgerRecord;

/**
 * The rows of the setup and of done commands, in order. A monster game's ledger runs to hundreds of
 * thousands of rows naming a few dozen dumps, sides, phases and reasons: each such text is kept
 * once (and each list of units once, frozen), not once per row, so that reading a long ledger does
 * not fill the heap with copies the garbage collector must then move.
 */
export function readLedger(db: Database.Database): LedgerRow[] {
  const texts = new Map<string, string>();
  const text = (t: string) => {
    const kept = texts.get(t);
    if (kept !== undefined) return kept;
    texts.set(t, t);
    return t;
  };
  const unitLists = new Map<string, string[]>();
  const units = (json: string) => {
    let list = unitLists.get(json);
    if (!list) unitLists.set(json, (list = Object.freeze(JSON.parse(json) as string[]) as string[]));
    return list;
  };
  // The setup's rows (seq null) sort first in SQLite's ascending order, so the order is the index's
  // own (seq, then rowid), with no sort of the whole table; the command's type from its own column
  // (parsing every command's JSON made a long ledger slow).
  const rows = statement(
    db,
    `SELECT l.id, l.seq, coalesce(c.type, 'setup'), l.turn, l.side, l.phase, l.owner, l.dump, l.hex, l.amount, l.reason, l.units
       FROM ledger l LEFT JOIN commands c ON c.seq = l.seq
       WHERE l.seq IS NULL OR c.status = 'done' ORDER BY l.seq, l.id`,
  )
    .raw()
    .iterate() as Iterable<
    [number, number | null, string, number, string, string, string, string, string, number, string, string]
  >;
  const out: LedgerRow[] = [];
  for (const r of rows)
    out.push({
      id: r[0],
      seq: r[1],
      command: text(r[2]),
      turn: r[3],
      side: text(r[4]),
      phase: text(r[5]),
      owner: text(r[6]),
      dump: text(r[7]),
      hex: text(r[8]),
      amount: r[9],
      reason: text(r[10]),
      units: units(r[11]),
    });
  return out;
}
