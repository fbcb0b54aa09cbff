import type * as z from 'zod';
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

/** The schema of a ruleset's own edit: an object whose `type` no other edit has. */
export type RulesetEditSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/**
 * A ruleset's own kind of game edit, as it registers it from its folder (Ruleset.game.edits): the
 * payload's schema, which the registry joins to the generic edits' (rules/registered-game-edits.ts)
 * so that main reads every sent and logged edit with it, and what the edit does.
 */
export interface RulesetEditKind<S extends RulesetEditSchema = RulesetEditSchema> {
  readonly schema: S;
  readonly apply: RulesetEdit<never>;
}

/** A kind of edit with its apply typed by its own schema. */
export function rulesetEditKind<S extends RulesetEditSchema>(
  schema: S,
  apply: RulesetEdit<z.output<S>>,
): RulesetEditKind<S> {
  return { schema, apply: apply as RulesetEdit<never> };
}

/** The rulesets' own edits by the edit's type, registered by the registry when it loads (as side-count.ts's rules). */
const rulesetEdits = new Map<string, RulesetEdit<never>>();

/** Registers a ruleset's kind of edit; a type another ruleset's edit already has is refused. */
export function registerRulesetEdit(ruleset: string, kind: RulesetEditKind): void {
  const type = kind.schema.shape.type.value;
  if (rulesetEdits.has(type)) throw new Error(`game edit "${type}" of ${ruleset} is already another ruleset's`);
  rulesetEdits.set(type, kind.apply);
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
