import { IMPORT_NOTE_LIMITS as L, type ImportNotes } from '../../model/import-notes-schema.js';
import type { Sorted } from './classify.js';

/**
 * The notes an import keeps with the game it makes: each piece it left out, where it stood and why,
 * and every note it made (grids skipped, boards not lining up, another version, pictures missing).
 * Cut to the caps of import-notes-schema.ts, with the full counts kept, so a module of thousands of
 * markers still makes a small game row and the referee is told how many more there were.
 */
export function importNotesOf(input: {
  source: string;
  at?: Date;
  sorted: readonly Sorted[];
  notes: readonly string[];
}): ImportNotes {
  const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
  const left = input.sorted.filter((s) => s.skipped);
  return {
    source: cut(input.source, L.note),
    ...(input.at ? { at: input.at.toISOString() } : {}),
    skipped: left.slice(0, L.skipped).map((s) => ({
      piece: cut(s.piece.name || s.piece.id, L.field),
      where: cut(placeOf(s), L.field),
      reason: cut(s.skipped, L.field),
    })),
    skippedCount: left.length,
    notes: input.notes.slice(0, L.notes).map((n) => cut(n, L.note)),
    notesCount: input.notes.length,
  };
}

/** Where a piece stood: its hex, the window or zone off the grid, or the module's palette without a save. */
function placeOf(s: Sorted): string {
  if (s.piece.hex) return `hex ${s.piece.hex}`;
  if (s.piece.offGrid) return s.piece.offGrid;
  return s.piece.map ?? "the module's pieces";
}
