import * as z from 'zod';
import { CommandError } from './command-error.js';
import type { GameDefinition } from './game-schema.js';

/**
 * The game editor's major depots (GC 19.A.1.a, 15.H.1): a depot's hex, side, name and the HQs (unit
 * ids of the order of battle) attached to it; set again to change it, or removed.
 */
export const majorDepotEditSchema = z.object({
  type: z.literal('majorDepot'),
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/),
  name: z.string().min(1).max(120),
  side: z.string().min(1).max(64),
  hex: z.string().min(1).max(16),
  hqs: z.array(z.string().min(1).max(64)).max(50).default([]),
  remove: z.boolean().default(false),
});

export function applyMajorDepotEdit(
  game: GameDefinition,
  next: GameDefinition,
  edit: z.infer<typeof majorDepotEditSchema>,
  hexId: (h: string) => string,
): void {
  next.majorDepots = next.majorDepots.filter((d) => d.id !== edit.id);
  if (edit.remove) return;
  if (!game.sides.some((s) => s.id === edit.side)) throw new CommandError(`there is no side "${edit.side}"`, 'side');
  next.majorDepots.push({ id: edit.id, name: edit.name, side: edit.side, hex: hexId(edit.hex), hqs: edit.hqs });
}
