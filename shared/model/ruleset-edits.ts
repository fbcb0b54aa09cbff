import type { GameDefinition } from './game-schema.js';

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
