import * as z from 'zod';
import { genericGameEditSchemas } from '../model/game-edit.js';
import { allRulesets } from './rulesets.js';
import type { GcGameEdit, GcGameEditInput } from './grand-campaign/major-depot-edit.js';

const genericGameEdit = z.discriminatedUnion('type', genericGameEditSchemas);

/**
 * Every edit of a game this version knows, as the renderer sends it and the log stores it: the
 * generic ones (model/game-edit.ts) and each registered ruleset's own (Ruleset.game.edits, from its
 * folder); the type joins each ruleset's own as it exports it, as RegisteredRules does its state.
 */
export type GameEdit = z.output<typeof genericGameEdit> | GcGameEdit;
export type GameEditInput = z.input<typeof genericGameEdit> | GcGameEditInput;

/**
 * The check main reads every sent edit (editor.edit, a game.edit command) and every logged one with:
 * a ruleset's edit is read by its own schema, and refused naming the field as a generic one is.
 */
export const gameEditSchema = z.discriminatedUnion('type', [
  ...genericGameEditSchemas,
  ...allRulesets().flatMap((r) => (r.game?.edits ?? []).map((k) => k.schema)),
]) as unknown as z.ZodType<GameEdit, GameEditInput>;
