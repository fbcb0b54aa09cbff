/**
 * What the operating system or SQLite said, in a referee's words: a full disk, a missing folder,
 * a file where a folder should be, no permission. These are the referee's to fix (free space,
 * choose another name) and never a defect in Quartermaster: they are not called internal errors.
 */
export function systemErrorMessage(e: unknown): string | undefined {
  if (!(e instanceof Error)) return undefined;
  const err = e as NodeJS.ErrnoException;
  const code = typeof err.code === 'string' ? err.code : '';
  const path = err.path ?? (err as { dest?: string }).dest;
  const at = path ? ` (${path})` : '';
  const nothing = 'nothing was changed';
  if (code === 'ENOSPC' || code === 'SQLITE_FULL' || code === 'EDQUOT')
    return `the disk is full${at}: ${nothing}. Free some space on it and try again.`;
  if (code === 'EROFS') return `the disk is read-only${at}: ${nothing}. Choose a place you can write to.`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'SQLITE_READONLY' || code === 'SQLITE_PERM')
    return `no permission to write ${path ?? 'there'}: ${nothing}. Choose a place you can write to.`;
  if (code === 'ENOTDIR')
    return `${path ? `part of ${path}` : 'part of the path'} is a file, not a folder: ${nothing}. Choose another place.`;
  if (code === 'EISDIR') return `${path ?? 'the path'} is a folder, not a file: ${nothing}. Choose a file name.`;
  if (code === 'EEXIST') return `${path ?? 'the name'} already exists: ${nothing}. Choose another name.`;
  if (code === 'ENOENT') return `${path ?? 'the file or folder'} does not exist: ${nothing}.`;
  if (code === 'ENAMETOOLONG') return `the name is too long for the disk${at}: ${nothing}. Choose a shorter one.`;
  if (code === 'EMFILE' || code === 'ENFILE')
    return `too many files are open on this computer: ${nothing}. Close some programs and try again.`;
  if (code === 'EIO' || code.startsWith('SQLITE_IOERR'))
    return `the disk could not be read or written${at}: ${nothing}. Check the disk, then try again.`;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED')
    return `another program holds the campaign file locked: ${nothing}. Try again in a moment.`;
  if (
    e instanceof RangeError &&
    /Array buffer allocation failed|Cannot create a Buffer larger|Invalid typed array length|Invalid array length/.test(
      e.message,
    )
  )
    return `there is not enough memory for this (a picture or file too large to hold): ${nothing}. Make it smaller and try again.`;
  return undefined;
}
