import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { GameEvent } from '../../shared/engine/events.js';
import type { Command } from '../../shared/engine/commands.js';
import {
  campaignStateSchema,
  type CampaignState,
  type Clock,
  type LogEntry,
} from '../../shared/model/campaign-schema.js';
import { gameDefinitionSchema, type GameDefinition } from '../../shared/model/game-schema.js';
import { CampaignFileError } from './campaign-file-error.js';
import { APPLICATION_ID, readHeader } from './file-header.js';
import { SCHEMA_VERSION, migrate } from './migrations.js';
import { insertLedger, openingLedger, readLedger, type LedgerDelta, type LedgerRow } from './ledger-rows.js';

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

  private constructor(file: string, db: Database.Database, readOnly: boolean) {
    this.file = file;
    this.db = db;
    this.readOnly = readOnly;
  }

  /** Creates a new campaign file; refuses to overwrite an existing file. */
  static create(file: string, name: string, game: GameDefinition, setup: CampaignState): CampaignStore {
    if (existsSync(file)) throw new CampaignFileError('exists', file, `${file} already exists; choose another name`);
    const db = new Database(file);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma(`application_id = ${APPLICATION_ID}`);
      migrate(db);
      db.transaction(() => {
        const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
        meta.run('name', name);
        meta.run('created', new Date().toISOString());
        db.prepare('INSERT INTO game (id, definition) VALUES (1, ?)').run(JSON.stringify(game));
        db.prepare('INSERT INTO setup (id, state) VALUES (1, ?)').run(JSON.stringify(setup));
        insertLedger(db, null, setup.clock, openingLedger(setup.dumps));
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
    const header = readHeader(file);
    if (header.applicationId !== APPLICATION_ID) {
      throw new CampaignFileError(
        'not-campaign',
        file,
        `${file} is an SQLite database, but not a Quartermaster campaign`,
      );
    }
    if (header.userVersion > SCHEMA_VERSION) throw newerVersion(file, header.userVersion);
    let check: Database.Database | undefined;
    try {
      check = new Database(file, { readonly: true, fileMustExist: true });
      const version = check.pragma('user_version', { simple: true }) as number;
      if (version > SCHEMA_VERSION) throw newerVersion(file, version);
      const result = check.pragma('quick_check', { simple: true });
      if (result !== 'ok')
        throw new CampaignFileError(
          'damaged',
          file,
          `${file} is damaged (SQLite reports: ${String(result)}). It was not changed; restore it from a backup or an archive.`,
        );
      if (version > 0) {
        const tables = check
          .prepare(
            "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('game', 'setup', 'commands', 'events')",
          )
          .get() as { n: number };
        if (tables.n !== 4)
          throw new CampaignFileError(
            'damaged',
            file,
            `${file} is damaged: campaign tables are missing. It was not changed.`,
          );
      }
    } catch (e) {
      if (e instanceof CampaignFileError) throw e;
      throw new CampaignFileError(
        'damaged',
        file,
        `${file} is damaged (${(e as Error).message}). It was not changed; restore it from a backup or an archive.`,
      );
    } finally {
      check?.close();
    }
    if (options.readOnly)
      return new CampaignStore(file, new Database(file, { readonly: true, fileMustExist: true }), true);
    const db = new Database(file, { fileMustExist: true });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return new CampaignStore(file, db, false);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  get schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  meta(key: string): string | undefined {
    return (this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  /** The game definition, with defaults filled in for fields added since the file was written. */
  readGame(): GameDefinition {
    return gameDefinitionSchema.parse(
      JSON.parse(
        (this.db.prepare('SELECT definition FROM game WHERE id = 1').get() as { definition: string }).definition,
      ),
    );
  }

  /** The setup, with defaults filled in for fields added since the file was written. */
  readSetup(): CampaignState {
    return campaignStateSchema.parse(
      JSON.parse((this.db.prepare('SELECT state FROM setup WHERE id = 1').get() as { state: string }).state),
    );
  }

  /** The latest snapshot and the events of done commands after it: enough to rebuild the state. */
  readForFold(): { snapshot: { seq: number; state: CampaignState } | undefined; events: GameEvent[] } {
    const snap = this.db.prepare('SELECT seq, state FROM snapshots ORDER BY seq DESC LIMIT 1').get() as
      { seq: number; state: string } | undefined;
    return {
      // snapshots are our own writing: JSON with today's defaults filled in, not a full validation
      snapshot: snap ? { seq: snap.seq, state: withStateDefaults(JSON.parse(snap.state) as CampaignState) } : undefined,
      events: this.eventsAfter(snap?.seq ?? 0),
    };
  }

  /** Events of the done commands after command `seq`, in order. */
  eventsAfter(seq: number): GameEvent[] {
    const rows = this.db
      .prepare(
        "SELECT e.payload FROM events e JOIN commands c ON c.seq = e.seq WHERE c.status = 'done' AND e.seq > ? ORDER BY e.id",
      )
      .pluck()
      .all(seq) as string[];
    return rows.map((r) => JSON.parse(r) as GameEvent);
  }

  /** The newest snapshot's command number (0 when there is none). */
  latestSnapshotSeq(): number {
    return (this.db.prepare('SELECT max(seq) AS seq FROM snapshots').get() as { seq: number | null }).seq ?? 0;
  }

  /** Appends a command, its events and their ledger entries in one transaction; undone commands can no longer be redone. */
  appendCommand(
    command: Command,
    events: readonly GameEvent[],
    clock: Clock,
    ledger: readonly LedgerDelta[] = [],
  ): number {
    this.writable();
    return this.db.transaction(() => {
      this.db.prepare("UPDATE commands SET status = 'discarded' WHERE status = 'undone'").run();
      const seq = Number(
        this.db
          .prepare(
            "INSERT INTO commands (type, payload, status, at, turn, side, phase) VALUES (?, ?, 'done', ?, ?, ?, ?)",
          )
          .run(command.type, JSON.stringify(command), new Date().toISOString(), clock.turn, clock.side, clock.phase)
          .lastInsertRowid,
      );
      const ins = this.db.prepare('INSERT INTO events (seq, type, payload) VALUES (?, ?, ?)');
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
    return this.db
      .prepare("SELECT seq, type, status FROM commands WHERE status = 'done' ORDER BY seq DESC LIMIT 1")
      .get() as StoredCommand | undefined;
  }

  firstUndone(): StoredCommand | undefined {
    return this.db
      .prepare("SELECT seq, type, status FROM commands WHERE status = 'undone' ORDER BY seq ASC LIMIT 1")
      .get() as StoredCommand | undefined;
  }

  /** The game edits done in the log, in order (issue 17: a campaign's game is its game plus these). */
  doneGameEdits(): Array<Extract<Command, { type: 'game.edit' }>['edit']> {
    return (
      this.db
        .prepare("SELECT payload FROM commands WHERE type = 'game.edit' AND status = 'done' ORDER BY seq")
        .all() as Array<{ payload: string }>
    ).map((r) => (JSON.parse(r.payload) as Extract<Command, { type: 'game.edit' }>).edit);
  }

  commandPayload(seq: number): Command {
    return JSON.parse(
      (this.db.prepare('SELECT payload FROM commands WHERE seq = ?').get(seq) as { payload: string }).payload,
    ) as Command;
  }

  /** Undo and redo flip a command's status; nothing is deleted from the log. */
  setStatus(seq: number, status: 'done' | 'undone'): void {
    this.writable();
    this.db.transaction(() => {
      this.db.prepare('UPDATE commands SET status = ? WHERE seq = ?').run(status, seq);
      // a snapshot that includes an undone command no longer describes the campaign
      if (status === 'undone') this.db.prepare('DELETE FROM snapshots WHERE seq >= ?').run(seq);
    })();
  }

  /** Compact: drop the snapshots (the log holds everything) and give the space back. */
  compact(): void {
    this.writable();
    this.db.prepare('DELETE FROM snapshots').run();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.exec('VACUUM');
  }

  /** Save a Copy As: a consistent copy of the whole file, taken inside SQLite (safe while open). */
  copyTo(path: string): void {
    this.db.prepare('VACUUM INTO ?').run(path);
  }

  /** Keeps the state after command `seq`; only the newest few are kept (undo and opening need no more). */
  writeSnapshot(seq: number, state: CampaignState, keep = 4): void {
    if (this.readOnly) return;
    this.db.transaction(() => {
      this.db.prepare('INSERT OR REPLACE INTO snapshots (seq, state) VALUES (?, ?)').run(seq, JSON.stringify(state));
      this.db
        .prepare('DELETE FROM snapshots WHERE seq NOT IN (SELECT seq FROM snapshots ORDER BY seq DESC LIMIT ?)')
        .run(keep);
    })();
  }

  commandCount(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM commands WHERE status = 'done'").get() as { n: number }).n;
  }

  /** The whole log, for export and the History panel. */
  readLog(): LogEntry[] {
    const cmds = this.db.prepare('SELECT seq, payload, status, at FROM commands ORDER BY seq').all() as Array<{
      seq: number;
      payload: string;
      status: LogEntry['status'];
      at: string;
    }>;
    const events = this.db.prepare('SELECT seq, payload FROM events ORDER BY id').all() as Array<{
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
      const cmd = this.db.prepare(
        'INSERT INTO commands (seq, type, payload, status, at, turn, side, phase) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const ev = this.db.prepare('INSERT INTO events (seq, type, payload) VALUES (?, ?, ?)');
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

  private writable(): void {
    if (this.readOnly)
      throw new CampaignFileError('read-only', this.file, `${this.file} is open read-only; nothing was changed`);
  }
}

function withStateDefaults(s: CampaignState): CampaignState {
  return {
    ...s,
    deadPile: s.deadPile ?? [],
    track: s.track ?? [],
    pendingAttrition: s.pendingAttrition ?? [],
    fueledFormations: s.fueledFormations ?? [],
    fuelThrownFrom: s.fuelThrownFrom ?? [],
    dice: s.dice ?? 'app',
  };
}

function newerVersion(file: string, version: number): CampaignFileError {
  return new CampaignFileError(
    'newer-version',
    file,
    `${file} was saved by a newer Quartermaster (campaign schema ${version}; this version reads up to ${SCHEMA_VERSION}). It was not changed; update Quartermaster to open it.`,
  );
}
