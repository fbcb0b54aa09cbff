import * as z from 'zod';
import type { GameDefinition } from './game-schema.js';
import { gameFogSchema, sightLevels } from './fog-schema.js';

/**
 * The referee's fog settings on a campaign's game, as a logged game edit (so Undo and the archive
 * keep them): the ranges and terrain to change, and units revealed by hand (`reveal` adds or,
 * with level 'none', withdraws a reveal). Fields not given keep what the game had.
 */
export const fogEditSchema = z.object({
  type: z.literal('fog'),
  set: gameFogSchema.omit({ reveal: true }).strict().default({}),
  reveal: z
    .array(z.object({ unit: z.string().min(1).max(64), level: z.enum(sightLevels) }))
    .max(1000)
    .default([]),
});

export function applyFogEdit(next: GameDefinition, edit: z.infer<typeof fogEditSchema>): void {
  const fog = { ...next.fog, ...edit.set };
  if (edit.reveal.length) {
    const shown = new Map((next.fog?.reveal ?? []).map((r) => [r.unit, r.level]));
    for (const r of edit.reveal) {
      if (r.level === 'none') shown.delete(r.unit);
      else shown.set(r.unit, r.level);
    }
    fog.reveal = [...shown].map(([unit, level]) => ({ unit, level }));
  }
  next.fog = fog;
}
