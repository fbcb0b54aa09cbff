import * as z from 'zod';
import { CommandError } from '../../model/command-error.js';
import { rulesetEditKind } from '../../model/ruleset-edits.js';
import { gcGame, majorDepotsOf } from './game-parts.js';

/**
 * The game editor's major depots (GC 19.A.1.a, 15.H.1): a depot's hex, side, name and the HQs (unit
 * ids of the order of battle) attached to it; set again to change it, or removed. The grand
 * campaign's own edit of its own field: the registry joins this schema to the generic edits', with
 * which main reads every edit sent and logged (rules/registered-game-edits.ts).
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

/**
 * Sets a major depot (replacing the one of its id), or removes it; its side must be one of the
 * game's, its hex one of the map's.
 */
const majorDepotEdit = rulesetEditKind(majorDepotEditSchema, (game, next, edit, hexId) => {
  const depots = majorDepotsOf(next).filter((d) => d.id !== edit.id);
  gcGame(next).majorDepots = depots;
  if (edit.remove) return;
  if (!game.sides.some((s) => s.id === edit.side)) throw new CommandError(`there is no side "${edit.side}"`, 'side');
  depots.push({ id: edit.id, name: edit.name, side: edit.side, hex: hexId(edit.hex), hqs: edit.hqs });
});

/** The grand campaign's own edits of the game (Ruleset.game.edits). */
export const GC_GAME_EDITS = [majorDepotEdit] as const;
type GcEditSchema = (typeof GC_GAME_EDITS)[number]['schema'];
/** Any of them, as the registry types the game editor's edits (rules/registered-game-edits.ts). */
export type GcGameEdit = z.output<GcEditSchema>;
/** and as the renderer may write one (its defaults left out) */
export type GcGameEditInput = z.input<GcEditSchema>;
