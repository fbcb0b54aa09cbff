import Database from 'better-sqlite3';
import { accessSync, constants, copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { CampaignFileError } from './campaign-file-error.js';
import { APPLICATION_ID, readHeader } from './file-header.js';
import { SCHEMA_VERSION } from './migrations.js';
import { describeDamage } from './damage-report.js';

/** The tables every campaign of a schema version has: a file without them is damaged, not a campaign. */
const TABLES_SINCE: ReadonlyArray<[number, string]> = [
  [1, 'meta'],
  [1, 'game'],
  [1, 'setup'],
  [1, 'commands'],
  [1, 'events'],
  [1, 'snapshots'],
  [3, 'ledger'],
];

/** how much of a campaign file a read may map into memory (larger files are read past it as usual) */
export const CHECK_MMAP_BYTES = 1 << 30;

export interface OpenVerdict {
  /** why the file cannot be written (it then opens read-only), or undefined when it can */
  readOnlyReason: string | undefined;
  /**
   * a private copy to read instead, when SQLite cannot read the file where it lies (a WAL file in a
   * folder we may not write: no -shm can be made beside it); removed by `discard`
   */
  copy: { file: string; discard: () => void } | undefined;
  /**
   * the check's own read-only connection, still inside the check's read transaction with the file
   * memory-mapped: reading on in it sees the file as checked, from pages the check has already
   * mapped. The caller ends that read (`endCheckedRead`) or closes it.
   */
  reader: Database.Database;
}

/**
 * Everything decided before a campaign file is opened for writing, without writing to it: that it is
 * a campaign (application id QMC1, user_version >= 1, the expected tables), not damaged, not from a
 * newer version — and whether this process may write it at all. A healthy file we cannot write opens
 * read-only with the reason; it is never called damaged.
 */
export function checkCampaignFile(file: string): OpenVerdict {
  let isDir = false;
  try {
    isDir = statSync(file).isDirectory();
  } catch {
    // readHeader names a missing file
  }
  if (isDir) throw new CampaignFileError('not-campaign', file, `${file} is a folder, not a campaign file`);
  const header = readHeader(file);
  if (header.applicationId !== APPLICATION_ID)
    throw new CampaignFileError(
      'not-campaign',
      file,
      `${file} is an SQLite database, but not a Quartermaster campaign`,
    );
  if (header.userVersion > SCHEMA_VERSION) throw newerVersion(file, header.userVersion);
  if (header.userVersion < 1)
    throw new CampaignFileError(
      'not-campaign',
      file,
      `${file} is not a Quartermaster campaign: it carries the campaign application id but no campaign schema (user_version 0). It was not changed.`,
    );
  const readOnlyReason = whyNotWritable(file);
  let copy: OpenVerdict['copy'];
  let check: Database.Database | undefined;
  try {
    try {
      check = new Database(file, { readonly: true, fileMustExist: true });
      check.pragma('schema_version'); // the first read: fails here when no -shm can be made
    } catch (e) {
      if (!readOnlyReason || !/unable to open|readonly|read-only|cannot open/i.test((e as Error).message)) throw e;
      // a WAL file in a folder we may not write: read a private copy of it (and of its log)
      check?.close();
      copy = privateCopy(file);
      check = new Database(copy.file, { readonly: true, fileMustExist: true });
    }
    const version = check.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) throw newerVersion(file, version);
    // the whole file is checked, read through a memory map rather than copied page by page into a
    // small cache: a third of the time on a 40 MB campaign (`info` starts at once). The
    // check is one read transaction, under which WAL mode never shrinks the file; it stays open for
    // the caller to read on in (the map is dropped when it ends: endCheckedRead).
    check.pragma(`mmap_size = ${CHECK_MMAP_BYTES}`);
    check.exec('BEGIN');
    let reports: string[];
    let failure: string | undefined;
    try {
      reports = (check.pragma('quick_check(20)') as Array<{ quick_check: string }>).map((r) => r.quick_check);
    } catch (e) {
      reports = [];
      failure = (e as Error).message;
    }
    if (reports.length !== 1 || reports[0] !== 'ok')
      throw new CampaignFileError(
        'damaged',
        file,
        `${file} is damaged: ${describeDamage(check, reports, failure)}. It was not changed; restore it from a backup or an archive.`,
      );
    const present = new Set(
      check.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    );
    const missing = TABLES_SINCE.filter(([v, t]) => version >= v && !present.has(t)).map(([, t]) => t);
    if (missing.length)
      throw new CampaignFileError(
        'damaged',
        file,
        `${file} is damaged: the campaign table${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing. It was not changed.`,
      );
  } catch (e) {
    check?.close();
    copy?.discard();
    if (e instanceof CampaignFileError) throw e;
    throw new CampaignFileError(
      'damaged',
      file,
      `${file} is damaged (SQLite reports: ${(e as Error).message}). It was not changed; restore it from a backup or an archive.`,
    );
  }
  return { readOnlyReason, copy, reader: check };
}

/** Ends the check's read transaction and drops its memory map: reads go on as any connection's. */
export function endCheckedRead(db: Database.Database): void {
  if (!db.open) return;
  if (db.inTransaction) db.exec('COMMIT');
  db.pragma('mmap_size = 0');
}

function privateCopy(file: string): { file: string; discard: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'qm-readonly-'));
  const copy = join(dir, basename(file));
  copyFileSync(file, copy);
  if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
  return { file: copy, discard: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Why this process may not write the file: the file itself, its folder (SQLite makes its -wal and
 * -shm files there), or a leftover -wal / -shm it cannot write. Undefined when it may.
 */
export function whyNotWritable(file: string): string | undefined {
  const cannot = (f: string) => {
    try {
      accessSync(f, constants.W_OK);
      return false;
    } catch {
      return true;
    }
  };
  if (cannot(file)) return `${file} is read-only (no permission to write the file)`;
  if (cannot(dirname(file)))
    return `${file} is in a read-only folder (no permission to write in ${dirname(file)}, where SQLite keeps its write-ahead log)`;
  for (const side of ['-wal', '-shm'])
    if (existsSync(file + side) && cannot(file + side))
      return `${file} has a leftover write-ahead log ${file + side} this user may not write`;
  return undefined;
}

export function newerVersion(file: string, version: number): CampaignFileError {
  return new CampaignFileError(
    'newer-version',
    file,
    `${file} was saved by a newer Quartermaster (campaign schema ${version}; this version reads up to ${SCHEMA_VERSION}). It was not changed; update Quartermaster to open it.`,
  );
}
