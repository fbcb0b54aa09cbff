import * as z from 'zod';
import type { GameDefinition } from './game-schema.js';

/**
 * The game editor's major depots (GC 19.A.1.a, 15.H.1): a depot's hex, side, name and the HQs (unit
 * ids of the order of battle) attached to it; set again to change it, or removed. The payload is read
 * here, with every game edit (the API and logged edits); what it does is the grand campaign's own
 * edit of its own field, registered from its folder (registerRulesetEdit).
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
export type MajorDepotEdit = z.infer<typeof majorDepotEditSchema>;

/**
 * A ruleset's own edit of its own fields of the game: given the game before, the copy being edited
 * and a way to read a hex as printed (a CommandError for none); refuses with a CommandError.
 */
export type RulesetEdit<E> = (
  game: GameDefinition,
  next: GameDefinition,
  edit: E,
  hexId: (h: string) => string,
) => void;

/** The rulesets' own edits by the edit's type, registered by the registry when it loads (as side-count.ts's rules). */
const rulesetEdits = new Map<string, RulesetEdit<never>>();

export function registerRulesetEdit(type: string, apply: RulesetEdit<never>): void {
  rulesetEdits.set(type, apply);
}

/** Applies a ruleset's own edit; refused where no ruleset registered one of that type. */
export function applyRulesetEdit<E extends { type: string }>(
  game: GameDefinition,
  next: GameDefinition,
  edit: E,
  hexId: (h: string) => string,
): void {
  const apply = rulesetEdits.get(edit.type) as RulesetEdit<E> | undefined;
  if (!apply) throw new Error(`no ruleset edits the game by "${edit.type}"`);
  apply(game, next, edit, hexId);
}
