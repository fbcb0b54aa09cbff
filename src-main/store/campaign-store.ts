import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { GameEvent } from '../../shared/rules/registered-events.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import type { Clock, LogEntry } from '../../shared/model/campaign-schema.js';
import { campaignStateSchema, withStateDefaults, type RegisteredState } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { CampaignFileError } from './campaign-file-error.js';
import { APPLICATION_ID } from './file-header.js';
import { configureWriter, writerSettings } from './durability.js';
import { CHECK_MMAP_BYTES, checkCampaignFile, endCheckedRead } from './open-check.js';
import { parseRow } from './damage.js';
import { GAME_DIGEST_KEY, gameRow, readGameRow } from './game-row.js';
import { GAME_EDITS_INDEX, migrate } from './migrations.js';
import { REDO_STEP, UNDO_STEP } from './migration-history-steps.js';
import { LADDER_RUNGS, LADDER_STEP } from './snapshot-ladder.js';
import { statement } from './statements.js';
import { insertPictures, listPictures, readPicture, readPictures } from './picture-rows.js';
import type { Picture } from '../../shared/model/campaign-schema.js';
import { latestVerdicts, readLogTail } from './log-tail.js';
import { insertLedger, openingLedger, readLedger, type LedgerDelta, type LedgerRow } from './ledger-rows.js';
import { ledgerAccounts } from '../../shared/rules/registered-ledger-accounts.js';

export interface StoredCommand {
  seq: number;
  type: string;
  status: 'done' | 'undone' | 'discarded';
}

/**
 * One campaign = one SQLite file (WAL). The store knows rows, not rules: it keeps the game
 * definition, the setup state, the command/event log and snapshots. Every write is one transaction.
 */
export class CampaignStore {
  readonly file: string;
  readonly readOnly: boolean;
  private readonly db: Database.Database;

  /** why a file opened read-only although the referee asked to write (a read-only file or folder) */
  readonly readOnlyReason: string | undefined;

  private readonly discard: (() => void) | undefined;

  private counted: { at: string; n: number } | undefined;

  private constructor(
    file: string,
    db: Database.Database,
    readOnly: boolean,
    readOnlyReason?: string,
    discard?: () => void,
  ) {
    this.file = file;
    this.db = db;
    this.readOnly = readOnly;
    this.readOnlyReason = readOnlyReason;
    this.discard = discard;
  }

  /** Creates a new campaign file; refuses to overwrite an existing file. */
  static create(file: string, name: string, game: GameDefinition, setup: RegisteredState): CampaignStore {
    if (existsSync(file)) throw new CampaignFileError('exists', file, `${file} already exists; choose another name`);
    const db = new Database(file);
    try {
      configureWriter(db);
      db.pragma(`application_id = ${APPLICATION_ID}`);
      migrate(db);
      db.transaction(() => {
        const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
        meta.run('name', name);
        meta.run('created', new Date().toISOString());
        const row = gameRow(game);
        db.prepare('INSERT INTO game (id, definition) VALUES (1, ?)').run(row.text);
        if (row.digest) meta.run(GAME_DIGEST_KEY, row.digest);
        db.prepare('INSERT INTO setup (id, state) VALUES (1, ?)').run(JSON.stringify(setup));
        insertLedger(db, null, setup.clock, openingLedger(ledgerAccounts(setup)));
      })();
    } catch (e) {
      db.close();
      throw e;
    }
    return new CampaignStore(file, db, false);
  }

  /**
   * Opens a campaign. A file that is not a campaign, is damaged, or comes from a newer version is
   * refused with a clear message before anything is written to it.
   */
  static open(file: string, options: { readOnly?: boolean } = {}): CampaignStore {
    const verdict = checkCampaignFile(file);
    if (options.readOnly || verdict.readOnlyReason) {
      // read in the check's own connection (of the private copy, removed on close, where a WAL file
      // lies in a read-only folder): what is read on opening is the file as checked, from the pages
      // the check mapped. That read ends when this job is done (the game, the state and the summary
      // read), not held while the campaign stays open: later reads see other processes' commits.
      const db = verdict.reader;
      void Promise.resolve().then(() => endCheckedRead(db));
      return new CampaignStore(file, db, true, verdict.readOnlyReason, verdict.copy?.discard);
    }
    verdict.reader.close();
    const db = new Database(file, { fileMustExist: true });
    configureWriter(db);
    migrate(db);
    return new CampaignStore(file, db, false);
  }

  /**
   * The log head: the newest log row's number (a command or an undo/redo step) and the newest done
   * command's. Every write appends a row and so raises the first: two equal heads mean the same campaign.
   */
  head(): string {
    const r = this.sql(
      "SELECT max(seq) AS top, (SELECT max(seq) FROM commands WHERE status = 'done') AS done FROM commands",
    ).get() as { top: number | null; done: number | null };
    return `${r.top ?? 0}.${r.done ?? 0}`;
  }

  /** SQLite's data_version: changes when another connection (process, window) commits to the file. */
  dataVersion(): number {
    // asked before every read and write: a statement kept, not db.pragma (which prepares one each time)
    return this.sql('PRAGMA data_version').pluck().get() as number;
  }

  /**
   * One write transaction (BEGIN IMMEDIATE): the write lock is taken before anything is read, so
   * writers in other processes take turns and nothing is derived from what another just changed.
   */
  writeTransaction<T>(fn: () => T): T {
    this.writable();
    return this.db.transaction(fn).immediate();
  }

  close(): void {
    if (this.db.open) this.db.close();
    this.discard?.();
  }

  /** Board pictures and counter art (base64), for export and the archive. */
  readPictures(): Picture[] {
    return readPictures(this.db);
  }

  /** The pictures held, without their bytes (an export reads them one by one). */
  pictureList(): ReturnType<typeof listPictures> {
    return listPictures(this.db);
  }

  /** One picture's bytes, for the map. */
  picture(id: string): ReturnType<typeof readPicture> {
    return readPicture(this.db, id);
  }

  /** Stores pictures (a new campaign's, in one transaction). */
  writePictures(pictures: readonly Picture[]): void {
    this.writable();
    this.db.transaction(() => insertPictures(this.db, pictures))();
  }

  get schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  meta(key: string): string | undefined {
    return (this.sql('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.writable();
    this.sql('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  }

  /** The game definition, with defaults filled in for fields added since the file was written (game-row.ts). */
  readGame(): GameDefinition {
    const row = this.sql('SELECT definition FROM game WHERE id = 1').get() as { definition: string } | undefined;
    return readGameRow(this.file, row?.definition, this.meta(GAME_DIGEST_KEY));
  }

  /** The setup, with defaults filled in for fields added since the file was written. */
  readSetup(): RegisteredState {
    const row = this.sql('SELECT state FROM setup WHERE id = 1').get() as { state: string } | undefined;
    return parseRow(this.file, 'table setup, row 1 (the setup)', row?.state, campaignStateSchema);
  }

  /** The latest snapshot and the events of done commands after it: enough to rebuild the state. */
  readForFold(): { snapshot: { seq: number; state: RegisteredState } | undefined; events: GameEvent[] } {
    const snap = this.sql('SELECT seq, state FROM snapshots ORDER BY seq DESC LIMIT 1').get() as
      { seq: number; state: string } | undefined;
    return {
      // snapshots are our own writing: JSON with today's defaults filled in, not a full validation
      snapshot: snap
        ? {
            seq: snap.seq,
            state: withStateDefaults(
              parseRow<RegisteredState>(this.file, `table snapshots, the row after command #${snap.seq}`, snap.state),
            ),
          }
        : undefined,
      events: this.eventsAfter(snap?.seq ?? 0),
    };
  }

  /** Events of the done commands after command `seq`, in order. */
  eventsAfter(seq: number): GameEvent[] {
    const rows = this.sql(
      "SELECT e.payload FROM events e JOIN commands c ON c.seq = e.seq WHERE c.status = 'done' AND e.seq > ? ORDER BY e.id",
    )
      .pluck()
      .all(seq) as string[];
    try {
      return rows.map((r) => JSON.parse(r) as GameEvent);
    } catch {
      return this.doneEventRows(seq).map((r) => r.event);
    }
  }

  /** The done events after command `seq` with their command numbers, each row checked: for naming damage. */
  doneEventRows(seq: number): Array<{ seq: number; event: GameEvent }> {
    const rows = this.sql(
      "SELECT e.id, e.seq, e.payload FROM events e JOIN commands c ON c.seq = e.seq WHERE c.status = 'done' AND e.seq > ? ORDER BY e.id",
    ).all(seq) as Array<{ id: number; seq: number; payload: string }>;
    return rows.map((r) => ({
      seq: r.seq,
      event: parseRow<GameEvent>(this.file, `table events, row ${r.id} (of command #${r.seq})`, r.payload),
    }));
  }

  /** The newest snapshot's command number (0 when there is none). */
  latestSnapshotSeq(): number {
    return (this.sql('SELECT max(seq) AS seq FROM snapshots').get() as { seq: number | null }).seq ?? 0;
  }

  /** Appends a command, its events and their ledger entries in one transaction; undone commands can no longer be redone. */
  appendCommand(
    command: Command,
    events: readonly GameEvent[],
    clock: Clock,
    ledger: readonly LedgerDelta[] = [],
    at = new Date().toISOString(),
  ): number {
    this.writable();
    return this.db.transaction(() => {
      this.sql("UPDATE commands SET status = 'discarded' WHERE status = 'undone'").run();
      const seq = Number(
        this.sql(
          "INSERT INTO commands (type, payload, status, at, turn, side, phase) VALUES (?, ?, 'done', ?, ?, ?, ?)",
        ).run(command.type, JSON.stringify(command), at, clock.turn, clock.side, clock.phase).lastInsertRowid,
      );
      const ins = this.sql('INSERT INTO events (seq, type, payload) VALUES (?, ?, ?)');
      for (const e of events) ins.run(seq, e.type, JSON.stringify(e));
      insertLedger(this.db, seq, clock, ledger);
      return seq;
    })();
  }

  /** The supply ledger of the done commands (and the setup's opening balances), in order. */
  readLedger(): LedgerRow[] {
    return readLedger(this.db);
  }

  lastDone(): StoredCommand | undefined {
    return this.sql("SELECT seq, type, status FROM commands WHERE status = 'done' ORDER BY seq DESC LIMIT 1").get() as
      StoredCommand | undefined;
  }

  firstUndone(): StoredCommand | undefined {
    return this.sql("SELECT seq, type, status FROM commands WHERE status = 'undone' ORDER BY seq ASC LIMIT 1").get() as
      StoredCommand | undefined;
  }

  /** The game edits done in the log, in order (a campaign's game is its game plus these). */
  doneGameEdits(): Array<Extract<Command, { type: 'game.edit' }>['edit']> {
    const sql = `SELECT payload FROM commands INDEXED BY ${GAME_EDITS_INDEX} WHERE type = 'game.edit' AND status = 'done' ORDER BY seq`;
    // a file of schema 5 or older opened read-only has no index of its game edits: one pass over
    // the table, memory-mapped (through the status index it is a lookup per done command, 0.6 s at 100,000)
    const rows = (
      this.hasGameEditsIndex()
        ? this.sql(sql).all()
        : this.mapped(() => this.sql(sql.replace(`INDEXED BY ${GAME_EDITS_INDEX}`, 'NOT INDEXED')).all())
    ) as Array<{ payload: string }>;
    return rows.map((r) => (JSON.parse(r.payload) as Extract<Command, { type: 'game.edit' }>).edit);
  }

  /**
   * Which game edits the log has done, in a few characters (their count and the last one's number):
   * a session compares it after another process wrote, to know whether its game is still the file's.
   */
  gameEditsMark(): string {
    const index = this.hasGameEditsIndex() ? `INDEXED BY ${GAME_EDITS_INDEX}` : 'NOT INDEXED';
    const row = this.sql(
      `SELECT count(*) AS n, max(seq) AS last FROM commands ${index} WHERE type = 'game.edit' AND status = 'done'`,
    ).get() as { n: number; last: number | null };
    return `${row.n}:${row.last ?? 0}`;
  }

  private hasGameEditsIndex(): boolean {
    return (
      this.sql("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(GAME_EDITS_INDEX) !== undefined
    );
  }

  /**
   * One statement run with the file memory-mapped rather than copied page by page into SQLite's
   * cache. It is one read transaction, under which WAL mode never shrinks the file (as in the open
   * check); the map is dropped after it, so no later read can meet a file another process shrank.
   */
  private mapped<T>(read: () => T): T {
    this.db.pragma(`mmap_size = ${CHECK_MMAP_BYTES}`);
    try {
      return read();
    } finally {
      this.db.pragma('mmap_size = 0');
    }
  }

  commandPayload(seq: number): Command {
    return JSON.parse(
      (this.sql('SELECT payload FROM commands WHERE seq = ?').get(seq) as { payload: string }).payload,
    ) as Command;
  }

  /**
   * Undo and redo are appended to the log as a step row naming the command (schema 7); the
   * command's status follows in the same transaction, so readers of done commands need no steps.
   * Nothing is deleted from the log. Returns the step's number.
   */
  appendStep(kind: 'undo' | 'redo', seq: number, clock: Clock, at = new Date().toISOString()): number {
    this.writable();
    const type = kind === 'undo' ? UNDO_STEP : REDO_STEP;
    return this.db.transaction(() => {
      const changed = this.sql('UPDATE commands SET status = ? WHERE seq = ? AND status = ?').run(
        kind === 'undo' ? 'undone' : 'done',
        seq,
        kind === 'undo' ? 'done' : 'undone',
      ).changes;
      if (changed !== 1) throw new Error(`command #${seq} cannot be ${kind === 'undo' ? 'undone' : 'redone'}`);
      // a snapshot that includes an undone command no longer describes the campaign
      if (kind === 'undo') this.sql('DELETE FROM snapshots WHERE seq >= ?').run(seq);
      return Number(
        this.sql(
          "INSERT INTO commands (type, payload, status, at, turn, side, phase) VALUES (?, ?, 'step', ?, ?, ?, ?)",
        ).run(type, JSON.stringify({ type, seq }), at, clock.turn, clock.side, clock.phase).lastInsertRowid,
      );
    })();
  }

  /** Compact: drop the snapshots but the newest (opening reads it; the log holds everything) and give the space back. */
  /** the journal mode and synchronous level this connection writes with (durability.ts) */
  settings(): { journalMode: string; synchronous: string } {
    return writerSettings(this.db);
  }

  compact(): void {
    this.writable();
    this.sql('DELETE FROM snapshots WHERE seq < (SELECT max(seq) FROM snapshots)').run();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.exec('VACUUM');
  }

  /** Save a Copy As: a consistent copy of the whole file, taken inside SQLite (safe while open). */
  copyTo(path: string): void {
    this.sql('VACUUM INTO ?').run(path);
  }

  /**
   * Keeps the state after command `seq`; only the newest few are kept, and the newest rungs of the
   * undo ladder (snapshot-ladder.ts: every LADDER_STEP commands) so that undo stays bounded.
   */
  writeSnapshot(seq: number, state: RegisteredState, keep = 4): void {
    if (this.readOnly) return;
    this.db.transaction(() => {
      this.sql('INSERT OR REPLACE INTO snapshots (seq, state) VALUES (?, ?)').run(seq, JSON.stringify(state));
      this.sql(
        'DELETE FROM snapshots WHERE seq NOT IN (SELECT seq FROM snapshots ORDER BY seq DESC LIMIT ?) AND seq NOT IN (SELECT seq FROM snapshots WHERE seq % ? = 0 ORDER BY seq DESC LIMIT ?)',
      ).run(keep, LADDER_STEP, LADDER_RUNGS);
    })();
  }

  /** Done commands after `seq` with their events, in order (for folding with snapshots on the way). */
  doneEventsBySeq(seq: number): Array<{ seq: number; events: GameEvent[] }> {
    const rows = this.sql(
      "SELECT e.seq, e.payload FROM events e JOIN commands c ON c.seq = e.seq WHERE c.status = 'done' AND e.seq > ? ORDER BY e.id",
    ).all(seq) as Array<{ seq: number; payload: string }>;
    const out: Array<{ seq: number; events: GameEvent[] }> = [];
    for (const r of rows) {
      const last = out[out.length - 1];
      const e = JSON.parse(r.payload) as GameEvent;
      if (last?.seq === r.seq) last.events.push(e);
      else out.push({ seq: r.seq, events: [e] });
    }
    return out;
  }

  /** The number of done commands (kept until the file changes: opening and the summary both ask). */
  commandCount(): number {
    // data_version moves when another connection commits, total_changes when this one writes
    const at = `${this.dataVersion()}.${this.sql('SELECT total_changes()').pluck().get() as number}`;
    if (this.counted?.at !== at)
      this.counted = {
        at,
        n: (this.sql("SELECT count(*) AS n FROM commands WHERE status = 'done'").get() as { n: number }).n,
      };
    return this.counted.n;
  }

  /** The latest commands of the log and the clock the first was given at (players' pages). */
  readLogTail(count: number, before?: number): ReturnType<typeof readLogTail> {
    return readLogTail(this.db, count, before);
  }

  /** A side's latest supply determination in force (players' pages). */
  latestVerdicts(side: string): ReturnType<typeof latestVerdicts> {
    return latestVerdicts(this.db, side);
  }

  /** The whole log of commands, for export and the History panel (undo and redo steps are in their statuses). */
  readLog(): LogEntry[] {
    const cmds = this.sql(
      "SELECT seq, payload, status, at FROM commands WHERE status != 'step' ORDER BY seq",
    ).all() as Array<{
      seq: number;
      payload: string;
      status: LogEntry['status'];
      at: string;
    }>;
    const events = this.sql('SELECT seq, payload FROM events ORDER BY id').all() as Array<{
      seq: number;
      payload: string;
    }>;
    const bySeq = new Map<number, Array<{ type: string }>>();
    for (const e of events) {
      const list = bySeq.get(e.seq) ?? [];
      list.push(JSON.parse(e.payload) as { type: string });
      bySeq.set(e.seq, list);
    }
    return cmds.map((c) => ({
      seq: c.seq,
      command: c.payload,
      status: c.status,
      at: c.at,
      events: bySeq.get(c.seq) ?? [],
    }));
  }

  /** Writes an imported log as it was (statuses and times kept), with each command's ledger rows. */
  importLog(
    log: readonly LogEntry[],
    clocks: readonly Clock[],
    ledger: ReadonlyMap<number, readonly LedgerDelta[]>,
  ): void {
    this.writable();
    this.db.transaction(() => {
      const cmd = this.sql(
        'INSERT INTO commands (seq, type, payload, status, at, turn, side, phase) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const ev = this.sql('INSERT INTO events (seq, type, payload) VALUES (?, ?, ?)');
      log.forEach((entry, k) => {
        const c = JSON.parse(entry.command) as Command;
        const clock = clocks[k]!;
        cmd.run(entry.seq, c.type, entry.command, entry.status, entry.at, clock.turn, clock.side, clock.phase);
        for (const e of entry.events) ev.run(entry.seq, e.type, JSON.stringify(e));
        // (the setup's opening rows were written on create)
        insertLedger(this.db, entry.seq, clock, ledger.get(entry.seq) ?? []);
      });
    })();
  }

  /** the statement for `sql`, prepared once on this connection (statements.ts) */
  private sql(text: string): Database.Statement {
    return statement(this.db, text);
  }

  private writable(): void {
    if (this.readOnly) throw new CampaignFileError('read-only', this.file, this.readOnlyMessage());
  }

  /** "open read-only", with the reason when the file or its folder cannot be written */
  readOnlyMessage(): string {
    return this.readOnlyReason
      ? `${this.readOnlyReason}: it is open read-only; nothing was changed`
      : `${this.file} is open read-only; nothing was changed`;
  }
}
