import { describe, expect, it } from 'vitest';
import { IMPORT_NOTE_LIMITS, importNotesSchema } from '../../model/import-notes-schema.js';
import type { ImportPiece } from './catalogue.js';
import type { Sorted } from './classify.js';
import { importNotesOf } from './import-notes.js';

const marker = (k: number, place: Partial<ImportPiece>): Sorted =>
  ({
    piece: { id: `p${k}`, name: `Marker ${k}`, ...place } as ImportPiece,
    typeKey: 'Markers',
    skipped: 'type "Markers" is skipped',
  }) as Sorted;

describe('the notes an import keeps with the game', () => {
  it('names each piece left out with where it stood, and leaves out the units it made', () => {
    const n = importNotesOf({
      source: 'Front.vmod, save day1.vsav',
      at: new Date('2026-11-28T12:00:00Z'),
      sorted: [
        marker(1, { hex: '0101' }),
        marker(2, { offGrid: 'Turn Track: Turn 3' }),
        marker(3, { map: 'Charts' }),
        marker(4, {}),
        { ...marker(5, { hex: '0202' }), skipped: '' },
      ],
      notes: ['zone "Squares" has a square grid: skipped'],
    });
    expect(n.skipped.map((s) => [s.piece, s.where])).toEqual([
      ['Marker 1', 'hex 0101'],
      ['Marker 2', 'Turn Track: Turn 3'],
      ['Marker 3', 'Charts'],
      ['Marker 4', "the module's pieces"],
    ]);
    expect(n).toMatchObject({ at: '2026-11-28T12:00:00.000Z', skippedCount: 4, notesCount: 1 });
    expect(importNotesSchema.parse(n)).toEqual(n);
  });

  it('a module of thousands of markers keeps the first ones and counts the rest; long names are cut', () => {
    const many = Array.from({ length: 3000 }, (_, k) => marker(k, { hex: '0101' }));
    many[0]!.piece.name = 'x'.repeat(10_000);
    const notes = Array.from({ length: 900 }, () => 'n'.repeat(2000));
    const n = importNotesOf({ source: 'Big.vmod', sorted: many, notes });
    expect(n.skipped).toHaveLength(IMPORT_NOTE_LIMITS.skipped);
    expect(n.skippedCount).toBe(3000);
    expect(n.skipped[0]!.piece).toHaveLength(IMPORT_NOTE_LIMITS.field);
    expect(n.notes).toHaveLength(IMPORT_NOTE_LIMITS.notes);
    expect(n.notes[0]).toHaveLength(IMPORT_NOTE_LIMITS.note);
    expect(n.notesCount).toBe(900);
    expect(importNotesSchema.safeParse(n).success).toBe(true);
  });

  it('a file holding more than the caps, or counts below its lists, is refused by field', () => {
    const entry = { piece: 'a', where: 'hex 0101', reason: 'r' };
    const over = importNotesSchema.safeParse({ source: 'x', skipped: Array(501).fill(entry), skippedCount: 501 });
    expect(over.success).toBe(false);
    expect(over.error!.issues[0]!.path).toEqual(['skipped']);
    const short = importNotesSchema.safeParse({ source: 'x', skipped: [entry], skippedCount: 0 });
    expect(short.error?.issues[0]?.message).toMatch(/skippedCount and notesCount count every piece/);
  });
});
