import type { GameEvent } from '../../shared/rules/registered-events.js';
import type { Command } from '../../shared/rules/registered-commands.js';
import type { Clock, LogEntry } from '../../shared/model/campaign-schema.js';
import { campaignStateSchema, type RegisteredState } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { CampaignConnection, openCampaignFile } from './campaign-connection.js';
import { parseRow } from './damage.js';
import { GAME_DIGEST_KEY, readGameRow } from './game-row.js';
import { newCampaignFile } from './new-campaign-file.js';
import { compact, latestSnapshot, latestSnapshotSeq, writeSnapshot } from './snapshot-rows.js';
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
 * The file itself (opening it, its connection, transactions, meta) is campaign-connection.ts.
 */
export class CampaignStore extends CampaignConnection {
  private counted: { at: string; n: number } | undefined;

  /** Creates a new campaign file; refuses to overwrite an existing file. */
  static create(file: string, name: string, game: GameDefinition, setup: RegisteredState): CampaignStore {
    return new CampaignStore(file, newCampaignFile(file, name, game, setup), false);
  }

  /**
   * Opens a campaign. A file that is not a campaign, is damaged, or comes from a newer version is
   * refused with a clear message before anything is written to it.
   */
  static open(file: string, options: { readOnly?: boolean } = {}): CampaignStore {
    const f = openCampaignFile(file, options);
    return new CampaignStore(file, f.db, f.readOnly, f.readOnlyReason, f.discard);
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

  /** Compact: drop the snapshots but the newest (opening reads it; the log holds everything) and give the space back. */
  compact(): void {
    this.writable();
    compact(this.db);
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
}
