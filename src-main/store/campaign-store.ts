import Database from 'better-sqlite3';
import type { GameEvent } from '../../shared/rules/registered-events.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import type { Clock, LogEntry } from '../../shared/model/campaign-schema.js';
import { campaignStateSchema, type RegisteredState } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { CampaignFileError } from './campaign-file-error.js';
import { configureWriter, writerSettings } from './durability.js';
import { checkCampaignFile, endCheckedRead } from './open-check.js';
import { parseRow } from './damage.js';
import { GAME_DIGEST_KEY, readGameRow } from './game-row.js';
import { newCampaignFile } from './new-campaign-file.js';
import { migrate } from './migrations.js';
import { compact, latestSnapshot, latestSnapshotSeq, writeSnapshot } from './snapshot-rows.js';
import { statement } from './statements.js';
import { insertPictures, listPictures, readPicture, readPictures } from './picture-rows.js';
import type { Picture } from '../../shared/model/campaign-schema.js';
import { latestVerdicts, readLogTail } from './log-tail.js';
import { readLedger, type LedgerDelta, type LedgerRow } from './ledger-rows.js';
import {
  appendCommand,
  appendStep,
  commandPayload,
  firstUndone,
  importLog,
  lastDone,
  readLog,
  type StoredCommand,
} from './command-rows.js';
import { doneEventRows, doneEventsBySeq, eventsAfter } from './event-rows.js';
import { doneGameEdits, gameEditsMark } from './game-edit-rows.js';

/**
 * One campaign = one SQLite file (WAL). The store knows rows, not rules: it keeps the game
 * definition, the setup state, the command/event log and snapshots. Every write is one transaction.
 */
export class CampaignStore {
  private counted: { at: string; n: number } | undefined;

  private constructor(
    readonly file: string,
    private readonly db: Database.Database,
    readonly readOnly: boolean,
    /** why a file opened read-only although the referee asked to write (a read-only file or folder) */
    readonly readOnlyReason?: string,
    private readonly discard?: () => void,
  ) {}

  /** Creates a new campaign file; refuses to overwrite an existing file. */
  static create(file: string, name: string, game: GameDefinition, setup: RegisteredState): CampaignStore {
    return new CampaignStore(file, newCampaignFile(file, name, game, setup), false);
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
    const snapshot = latestSnapshot(this.db, this.file);
    return { snapshot, events: this.eventsAfter(snapshot?.seq ?? 0) };
  }

  /** Events of the done commands after command `seq`, in order. */
  eventsAfter(seq: number): GameEvent[] {
    return eventsAfter(this.db, this.file, seq);
  }

  /** The done events after command `seq` with their command numbers, each row checked: for naming damage. */
  doneEventRows(seq: number): Array<{ seq: number; event: GameEvent }> {
    return doneEventRows(this.db, this.file, seq);
  }

  /** The newest snapshot's command number (0 when there is none). */
  latestSnapshotSeq(): number {
    return latestSnapshotSeq(this.db);
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
    return appendCommand(this.db, command, events, clock, ledger, at);
  }

  /** The supply ledger of the done commands (and the setup's opening balances), in order. */
  readLedger(): LedgerRow[] {
    return readLedger(this.db);
  }

  lastDone(): StoredCommand | undefined {
    return lastDone(this.db);
  }

  firstUndone(): StoredCommand | undefined {
    return firstUndone(this.db);
  }

  /** The game edits done in the log, in order (a campaign's game is its game plus these). */
  doneGameEdits(): ReturnType<typeof doneGameEdits> {
    return doneGameEdits(this.db);
  }

  /** Which game edits the log has done, in a few characters (game-edit-rows.ts). */
  gameEditsMark(): string {
    return gameEditsMark(this.db);
  }

  commandPayload(seq: number): Command {
    return commandPayload(this.db, seq);
  }

  /** Undo and redo: a step row naming the command, nothing deleted from the log. Returns the step's number. */
  appendStep(kind: 'undo' | 'redo', seq: number, clock: Clock, at = new Date().toISOString()): number {
    this.writable();
    return appendStep(this.db, kind, seq, clock, at);
  }

  /** the journal mode and synchronous level this connection writes with (durability.ts) */
  settings(): { journalMode: string; synchronous: string } {
    return writerSettings(this.db);
  }

  /** Compact: drop the snapshots but the newest (opening reads it; the log holds everything) and give the space back. */
  compact(): void {
    this.writable();
    compact(this.db);
  }

  /** Save a Copy As: a consistent copy of the whole file, taken inside SQLite (safe while open). */
  copyTo(path: string): void {
    this.sql('VACUUM INTO ?').run(path);
  }

  /** Keeps the state after command `seq`, and the undo ladder's rungs (snapshot-rows.ts). */
  writeSnapshot(seq: number, state: RegisteredState, keep = 4): void {
    if (this.readOnly) return;
    writeSnapshot(this.db, seq, state, keep);
  }

  /** Done commands after `seq` with their events, in order (for folding with snapshots on the way). */
  doneEventsBySeq(seq: number): Array<{ seq: number; events: GameEvent[] }> {
    return doneEventsBySeq(this.db, seq);
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
    return readLog(this.db);
  }

  /** Writes an imported log as it was (statuses and times kept), with each command's ledger rows. */
  importLog(
    log: readonly LogEntry[],
    clocks: readonly Clock[],
    ledger: ReadonlyMap<number, readonly LedgerDelta[]>,
  ): void {
    this.writable();
    importLog(this.db, log, clocks, ledger);
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
