import * as z from 'zod';

/**
 * What an import left out or read with a doubt, kept with the game so the referee can still see it
 * after saving, exporting or archiving the campaign: pieces set aside (markers, pieces no side or
 * type takes), grids skipped, boards that do not line up, pictures that could not be read.
 * Optional: a game made by hand, or written before the import kept this, simply has none.
 *
 * Bounded, as every field a file may hold: a module with 200,000 markers keeps the first entries
 * and the count of the rest, so the game row stays small enough to read whole on every opening.
 */
export const IMPORT_NOTE_LIMITS = {
  /** pieces listed one by one; the rest are counted in `skippedCount` */
  skipped: 500,
  /** notes kept; the rest are counted in `notesCount` */
  notes: 200,
  /** characters of a piece name, a place or a reason */
  field: 200,
  /** characters of one note */
  note: 500,
} as const;

const field = z.string().max(IMPORT_NOTE_LIMITS.field);

export const importNotesSchema = z
  .object({
    /** the file the game came from, and the save or set-up placed: "Drive.vmod, save day1.vsav" */
    source: z.string().min(1).max(IMPORT_NOTE_LIMITS.note),
    /** when it was imported (ISO 8601, UTC) */
    at: z.iso.datetime().optional(),
    skipped: z
      .array(z.object({ piece: field, where: field, reason: field }))
      .max(IMPORT_NOTE_LIMITS.skipped)
      .default([]),
    /** every piece left out, listed or not */
    skippedCount: z.int().min(0).max(10_000_000).default(0),
    notes: z.array(z.string().max(IMPORT_NOTE_LIMITS.note)).max(IMPORT_NOTE_LIMITS.notes).default([]),
    /** every note made, kept or not */
    notesCount: z.int().min(0).max(10_000_000).default(0),
  })
  .refine((n) => n.skippedCount >= n.skipped.length && n.notesCount >= n.notes.length, {
    message: 'skippedCount and notesCount count every piece and note, so neither is below its list',
  });

export type ImportNotes = z.infer<typeof importNotesSchema>;
