import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { CampaignFileError } from '../store/campaign-file-error.js';
import { createExclusive } from '../store/create-exclusive.js';
import { APPLICATION_ID } from '../store/file-header.js';

/**
 * No careless overwrite. Export, archive and Save a Copy As replace an existing file only when
 * asked to (`--force`, or the referee confirmed in the app) — and never, even then, the open
 * campaign or any other campaign file: a campaign holds a whole game's history.
 */
export function guardOutput(out: string, openCampaign: string | undefined, force: boolean): void {
  const path = resolve(out);
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
  if (isCampaignFile(path))
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
    createExclusive(path, build);
    return path;
  }
  const partial = `${path}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    build(partial);
    guardOutput(path, openCampaign, force); // again, just before the swap
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  return path;
}

export function writeOutput(out: string, data: string, openCampaign: string | undefined, force: boolean): string {
  return placeOutput(out, openCampaign, force, (partial) => writeFileSync(partial, data, { flag: 'wx' }));
}

/** SQLite's header with our application id: a campaign, whatever its name or version. */
export function isCampaignFile(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buf = Buffer.alloc(100);
    if (readSync(fd, buf, 0, 100, 0) < 100) return false;
    return buf.toString('latin1', 0, 16) === 'SQLite format 3\u0000' && buf.readUInt32BE(68) === APPLICATION_ID;
  } catch {
    return false;
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
