import type { ImportNotes } from '../shared/model/import-notes-schema.js';

/** Pieces and notes `info` lists one by one; the file keeps more, and the app shows all it keeps. */
const SHOWN = 10;

/**
 * `info`'s lines on the import that made the game: where it came from, each piece it left out
 * (where it stood and why) and each note, so the referee can see later what did not come in.
 */
export function importNoteLines(n: ImportNotes): string[] {
  const lines = [
    `  imported:  from ${n.source}${n.at ? ` on ${n.at.slice(0, 10)}` : ''}: ${n.skippedCount} piece(s) left out, ${n.notesCount} note(s)`,
  ];
  for (const s of n.skipped.slice(0, SHOWN)) lines.push(`    left out: ${s.piece} (${s.where}): ${s.reason}`);
  if (n.skippedCount > SHOWN) lines.push(`    left out: ... and ${n.skippedCount - SHOWN} more`);
  for (const note of n.notes.slice(0, SHOWN)) lines.push(`    note: ${note}`);
  if (n.notesCount > SHOWN) lines.push(`    note: ... and ${n.notesCount - SHOWN} more`);
  return lines;
}
