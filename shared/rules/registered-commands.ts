import * as z from 'zod';
import {
  describeEngineCommand,
  engineCommandSchemas,
  isEngineCommand,
  sharedCommandSchemas,
} from '../engine/commands.js';
import { CLASSIC_SHARED_FIELDS } from './classic/commands.js';
import { describeGcCommand, GC_COMMAND_SCHEMAS, GC_SHARED_FIELDS } from './grand-campaign/commands.js';
import { describeOcsCommand, OCS_COMMAND_SCHEMAS, OCS_SHARED_FIELDS } from './ocs/commands.js';
import { unitsImportCommand } from '../engine/unit-commands.js';
import { gameEditCommand } from '../engine/game-edit-command.js';
import { gameEditSchema } from './registered-game-edits.js';
import { unitSchema } from './registered-state.js';
import { ID_NAMES, type RefereeNames } from '../engine/referee-names.js';

/** An imported unit may carry each ruleset's markers under its key (registered-state.ts), as a setup's units do. */
const unitsImportWithRulesState = unitsImportCommand.extend({
  units: z
    .array(z.object({ unit: unitSchema, arrival: z.int().min(1).optional() }))
    .min(1)
    .max(20_000),
});

/** A game edit may be a ruleset's own (GC's major depots), read by its own schema (registered-game-edits.ts). */
const gameEditWithRulesetEdits = gameEditCommand.extend({ edit: gameEditSchema });
type EngineSchema = (typeof engineCommandSchemas)[number];
/** the engine's commands the registry takes as they are (the rest it reads with the rulesets' parts, above) */
type EngineOwn = Exclude<EngineSchema, typeof unitsImportCommand | typeof gameEditCommand>;
const engineOwn = (s: EngineSchema): s is EngineOwn => s !== unitsImportCommand && s !== gameEditCommand;

/**
 * Every command this version knows, as the renderer sends it and the log stores it: the engine's
 * generic ones, the shared ones with each ruleset's extra fields, and each ruleset's own. A
 * ruleset adds a command in its own folder (shared/rules/<id>/commands.ts); this file joins them.
 */
export const commandSchema = z.discriminatedUnion('type', [
  unitsImportWithRulesState,
  // the engine's, in their order, with its game.edit reading every ruleset's edits too
  ...engineCommandSchemas.flatMap<EngineOwn | typeof gameEditWithRulesetEdits>((s) =>
    s === gameEditCommand ? [gameEditWithRulesetEdits] : engineOwn(s) ? [s] : [],
  ),
  sharedCommandSchemas['supply.apply'].extend({
    ...OCS_SHARED_FIELDS['supply.apply'],
    ...CLASSIC_SHARED_FIELDS['supply.apply'],
  }),
  sharedCommandSchemas['combat.supply'].extend(GC_SHARED_FIELDS['combat.supply']),
  sharedCommandSchemas['dump.capture'].extend(GC_SHARED_FIELDS['dump.capture']),
  sharedCommandSchemas['supply.load'].extend(GC_SHARED_FIELDS['supply.load']),
  sharedCommandSchemas['supply.unload'],
  ...OCS_COMMAND_SCHEMAS,
  ...GC_COMMAND_SCHEMAS,
]);

export type Command = z.infer<typeof commandSchema>;

/** The commands that roll dice: every one whose schema carries a `seed` (the app's roll, kept in the log). */
export const diceCommandTypes: ReadonlySet<string> = new Set(
  commandSchema.options.filter((o) => 'seed' in o.shape).map((o) => o.shape.type.value),
);

type Describe = (c: Command, names: RefereeNames) => string;
const ownDescriptions = new Map<string, Describe>([
  ...OCS_COMMAND_SCHEMAS.map((s) => [s.shape.type.value, describeOcsCommand as Describe] as const),
  ...GC_COMMAND_SCHEMAS.map((s) => [s.shape.type.value, describeGcCommand as Describe] as const),
]);

/**
 * A referee-readable one-liner for the History panel and the Edit menu ("Undo move 2/5 Pz to 1207"),
 * with the campaign's names for its ids (referee-names.ts); without them, the ids.
 */
export function describeCommand(c: Command, names: RefereeNames = ID_NAMES): string {
  const own = ownDescriptions.get(c.type);
  if (own) return own(c, names);
  if (isEngineCommand(c) || c.type in sharedCommandSchemas)
    return describeEngineCommand(c as Parameters<typeof describeEngineCommand>[0], names);
  return c.type;
}
