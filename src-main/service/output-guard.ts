import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { resolve } from 'node:path';
import { CampaignFileError } from '../store/campaign-file-error.js';
import { createExclusive } from '../store/create-exclusive.js';
import { APPLICATION_ID } from '../store/file-header.js';

/**
 * The one guard for every file Quartermaster writes beside a campaign (export, archive, the units
 * and ledger CSV, Print to PDF, the game editor's and the wizards' saves): an existing file is
 * replaced only when asked to (`--force`, or the referee confirmed in the app), and never, even
 * then, the open campaign, any other campaign file, or a campaign's write-ahead log or shared
 * memory (`-wal`, `-shm`): those hold acknowledged commands not yet in the campaign file itself.
 */
export function guardOutput(out: string, openCampaign: string | undefined, force: boolean): void {
  const path = resolve(out);
  refuseCompanion(path, openCampaign);
  const st = statOrNull(path);
  if (!st) return;
  if (st.isDirectory()) throw new CampaignFileError('exists', path, `${path} is a folder; choose a file name`);
  const open = openCampaign ? statOrNull(openCampaign) : null;
  if (open && open.dev === st.dev && open.ino === st.ino)
    throw new CampaignFileError(
      'exists',
      path,
      `${path} is the open campaign; it is never replaced. Choose another name.`,
    );
  if (isCampaignFile(path) || isWriteAheadLog(path))
    throw new CampaignFileError(
      'exists',
      path,
      `${path} is a campaign file; Quartermaster never replaces a campaign file, even when told to. Choose another name.`,
    );
  if (!force)
    throw new CampaignFileError(
      'exists',
      path,
      `${path} already exists; choose another name, or confirm to replace it (--force on the command line)`,
    );
}

/**
 * Writes a file, all or nothing: `build` writes it under a temporary name, which is then put in
 * place — exclusively (refused if the name was taken meanwhile) unless guardOutput allowed replacing.
 */
export function placeOutput(
  out: string,
  openCampaign: string | undefined,
  force: boolean,
  build: (partial: string) => void,
): string {
  const path = resolve(out);
  guardOutput(path, openCampaign, force);
  if (!force || !statOrNull(path)) {
    createExclusive(path, (partial) => buildSynced(build, partial));
    return path;
  }
  const partial = `${path}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    buildSynced(build, partial);
    guardOutput(path, openCampaign, force); // again, just before the swap
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  return path;
}

/** Built, then on the disk before its name is: a power cut leaves the old file or the whole new one. */
function buildSynced(build: (partial: string) => void, partial: string): void {
  build(partial);
  const fd = openSync(partial, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function writeOutput(
  out: string,
  data: string | Uint8Array,
  openCampaign: string | undefined,
  force: boolean,
): string {
  return placeOutput(out, openCampaign, force, (partial) => writeFileSync(partial, data, { flag: 'wx' }));
}

/** SQLite's header with our application id: a campaign, whatever its name or version. */
export function isCampaignFile(path: string): boolean {
  const head = readHead(path, 100);
  return (
    head !== undefined &&
    head.toString('latin1', 0, 16) === 'SQLite format 3\u0000' &&
    head.readUInt32BE(68) === APPLICATION_ID
  );
}

const COMPANION = /-(wal|shm|journal)$/i;

/**
 * `<campaign>-wal`, `-shm` or `-journal`, whether or not it exists yet: SQLite would take a file
 * written there for the campaign's own log the next time the campaign opens.
 */
function refuseCompanion(path: string, openCampaign: string | undefined): void {
  const m = COMPANION.exec(path);
  if (!m) return;
  const base = path.slice(0, -m[0].length);
  if ((openCampaign && resolve(openCampaign) === base) || isCampaignFile(base))
    throw new CampaignFileError(
      'exists',
      path,
      `${path} belongs to the campaign ${base} (its ${m[1]!.toLowerCase() === 'wal' ? 'write-ahead log' : m[1]!.toLowerCase() === 'shm' ? 'shared memory' : 'journal'}, holding commands not yet in the file); it is never written. Choose another name.`,
    );
}

/** A SQLite write-ahead log by its magic number, whatever it is called. */
function isWriteAheadLog(path: string): boolean {
  const head = readHead(path, 4);
  const magic = head?.readUInt32BE(0);
  return magic === 0x377f0682 || magic === 0x377f0683;
}

function readHead(path: string, n: number): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buf = Buffer.alloc(n);
    return readSync(fd, buf, 0, n, 0) < n ? undefined : buf;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
