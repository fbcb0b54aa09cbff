import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { CampaignFileError } from './campaign-file-error.js';

/** PRAGMA application_id of every campaign file: "QMC1". Tells our files from any other SQLite file. */
export const APPLICATION_ID = 0x514d4331;

/**
 * Reads the 100-byte SQLite header without opening the database, so that a file that is not a
 * campaign, or comes from a newer version, is refused before SQLite touches it (or its -wal/-shm).
 * Offsets from the SQLite file format: 60 user_version, 68 application_id, both big-endian.
 */
export function readHeader(file: string): { userVersion: number; applicationId: number } {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EACCES')
      throw new CampaignFileError('not-found', file, `${file} cannot be read: no permission to reach it`);
    throw new CampaignFileError('not-found', file, `${file}: no such file`);
  }
  if (size < 100)
    throw new CampaignFileError(
      'not-sqlite',
      file,
      `${file} is not a Quartermaster campaign (it is not an SQLite database)`,
    );
  const buf = Buffer.alloc(100);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    throw new CampaignFileError('not-found', file, `${file} cannot be read: no permission to read it`);
  }
  try {
    readSync(fd, buf, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (buf.toString('latin1', 0, 16) !== 'SQLite format 3\u0000') {
    throw new CampaignFileError(
      'not-sqlite',
      file,
      `${file} is not a Quartermaster campaign (it is not an SQLite database)`,
    );
  }
  return { userVersion: buf.readUInt32BE(60), applicationId: buf.readUInt32BE(68) };
}
