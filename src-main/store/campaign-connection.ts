import Database from 'better-sqlite3';
import { CampaignFileError } from './campaign-file-error.js';
import { configureWriter, writerSettings } from './durability.js';
import { checkCampaignFile, endCheckedRead } from './open-check.js';
import { migrate } from './migrations.js';
import { statement } from './statements.js';

/** A campaign file as opened: its connection, and why it is read-only when the referee asked to write. */
interface OpenedFile {
  db: Database.Database;
  readOnly: boolean;
  readOnlyReason?: string;
  /** removes the private copy a read-only file in a read-only folder is read from */
  discard?: () => void;
}

/**
 * The connection CampaignStore.open reads a campaign with: the check's own, read-only, or a writing
 * one once the file is migrated. What the check refuses is refused before anything is written.
 */
export function openCampaignFile(file: string, options: { readOnly?: boolean }): OpenedFile {
  const verdict = checkCampaignFile(file);
  if (options.readOnly || verdict.readOnlyReason) {
    // read in the check's own connection (of the private copy, removed on close, where a WAL file
    // lies in a read-only folder): what is read on opening is the file as checked, from the pages
    // the check mapped. That read ends when this job is done (the game, the state and the summary
    // read), not held while the campaign stays open: later reads see other processes' commits.
    const db = verdict.reader;
    void Promise.resolve().then(() => endCheckedRead(db));
    return { db, readOnly: true, readOnlyReason: verdict.readOnlyReason, discard: verdict.copy?.discard };
  }
  verdict.reader.close();
  const db = new Database(file, { fileMustExist: true });
  configureWriter(db);
  migrate(db);
  return { db, readOnly: false };
}

/**
 * What a campaign store does with its file rather than with its rows: the connection and whether
 * it may write, its transactions, the change counter, the meta table and copies. Apart from
 * CampaignStore (campaign-store.ts), the façade over the rows by kind, so that each reads in one file.
 */
export class CampaignConnection {
  protected constructor(
    readonly file: string,
    protected readonly db: Database.Database,
    readonly readOnly: boolean,
    /** why a file opened read-only although the referee asked to write (a read-only file or folder) */
    readonly readOnlyReason?: string,
    private readonly discard?: () => void,
  ) {}

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

  /** the journal mode and synchronous level this connection writes with (durability.ts) */
  settings(): { journalMode: string; synchronous: string } {
    return writerSettings(this.db);
  }

  /** Save a Copy As: a consistent copy of the whole file, taken inside SQLite (safe while open). */
  copyTo(path: string): void {
    this.sql('VACUUM INTO ?').run(path);
  }

  /** "open read-only", with the reason when the file or its folder cannot be written */
  readOnlyMessage(): string {
    return this.readOnlyReason
      ? `${this.readOnlyReason}: it is open read-only; nothing was changed`
      : `${this.file} is open read-only; nothing was changed`;
  }

  /** the statement for `sql`, prepared once on this connection (statements.ts) */
  protected sql(text: string): Database.Statement {
    return statement(this.db, text);
  }

  protected writable(): void {
    if (this.readOnly) throw new CampaignFileError('read-only', this.file, this.readOnlyMessage());
  }
}
