import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CampaignFileError } from './campaign-file-error.js';

/**
 * Creating a file atomically and exclusively: the content is built under a temporary name
 * (`<file>.partial-<pid>-<random>`) and then linked into place. link(2) fails when the name is
 * taken, so of two racing creators exactly one wins and the other is told so; nobody ever sees a
 * half-written file under the real name. Every verb that creates a campaign file (import, New,
 * import-vassal, terrain-from-picture) and every export that must not overwrite goes through here.
 */
export function createExclusive(file: string, build: (partial: string) => void): void {
  mkdirSync(dirname(file), { recursive: true });
  removeStalePartials(dirname(file));
  if (exists(file)) throw nameTaken(file);
  const partial = `${file}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  const removePartial = () => {
    for (const f of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) rmSync(f, { force: true });
  };
  try {
    build(partial);
    placeExclusive(partial, file);
  } finally {
    removePartial();
  }
}

/** Moves a complete file into place under `file`, refusing if that name is already taken. */
function placeExclusive(partial: string, file: string): void {
  try {
    linkSync(partial, file);
    return;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw nameTaken(file);
    // a file system without hard links (some network and FAT drives): claim the name first, then
    // replace our own empty claim; still exclusive, but a reader may briefly see an empty file
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw e;
  }
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw nameTaken(file);
    throw e;
  }
  closeSync(fd);
  renameSync(partial, file);
}

export function nameTaken(file: string): CampaignFileError {
  return new CampaignFileError('exists', file, `${file} already exists; choose another name`);
}

function exists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

const PARTIAL = /\.partial-(\d+)(?:-[0-9a-f]+)?(?:-wal|-shm|-journal)?$/;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Leftovers of creators that were killed: a partial file whose process is gone, or that is a day
 * old (its process id may have been reused). A live creator's partial is left alone.
 */
export function removeStalePartials(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = PARTIAL.exec(name);
    if (!m) continue;
    const path = join(dir, name);
    const pid = Number(m[1]);
    let old = false;
    try {
      old = Date.now() - statSync(path).mtimeMs > DAY_MS;
    } catch {
      continue;
    }
    if (old || !alive(pid)) {
      rmSync(path, { force: true });
      removed.push(basename(path));
    }
  }
  return removed;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
