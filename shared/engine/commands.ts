import * as z from 'zod';
import { ID_NAMES, type RefereeNames } from './referee-names.js';
import { unitModes } from '../model/campaign-schema.js';
import { unitEditCommand, unitsImportCommand } from './unit-commands.js';
import { describeGameEdit, gameEditCommand } from './game-edit-command.js';

/**
 * Commands are what a referee asks for; they come from the untrusted renderer, so each has a
 * schema. apply-command.ts turns a valid command into events or refuses it with a reason.
 *
 * Here are the generic commands, and the commands several rulesets share, with their generic
 * fields; each ruleset declares its own commands and its extra fields on the shared ones in
 * shared/rules/<id>/commands.ts, and the registry (shared/rules/registered-commands.ts) joins them.
 */
export const ref = z.string().min(1).max(64);
export const hex = z.string().min(1).max(16);
/** Dice typed in, or the seed the app chose and recorded, so that replaying the log rolls them again. */
export const seed = z.int().min(0).max(0xffffffff).optional();
export const die = z.int().min(1).max(6);

export const engineCommandSchemas = [
  z.object({ type: z.literal('unit.move'), unit: ref, hex }),
  z.object({
    type: z.literal('unit.create'),
    side: ref,
    unitType: ref,
    hex,
    name: z.string().min(1).max(120),
    steps: z.int().min(1).max(99).optional(),
    attack: z.int().min(0).max(999).optional(),
    defense: z.int().min(0).max(999).optional(),
    ma: z.int().min(0).max(99).optional(),
    re: z.number().min(0).max(99).multipleOf(0.5).optional(),
  }),
  unitsImportCommand,
  unitEditCommand,
  gameEditCommand,
  z.object({ type: z.literal('unit.setSteps'), unit: ref, steps: z.int().min(0).max(99) }),
  z.object({ type: z.literal('unit.setMode'), unit: ref, mode: z.enum(unitModes) }),
  z.object({ type: z.literal('dump.create'), side: ref, hex, amount: z.int().min(0).max(1_000_000_000) }),
  z.object({ type: z.literal('dump.setAmount'), dump: ref, amount: z.int().min(0).max(1_000_000_000) }),
  // skipSupply: go on past a Supply Phase not applied, knowingly (OCS 12.6; Ruleset.checkAdvance)
  z.object({ type: z.literal('clock.advance'), skipSupply: z.boolean().optional() }),
  z.object({ type: z.literal('campaign.setDice'), dice: z.enum(['app', 'referee']) }),
] as const;

/**
 * Commands more than one ruleset implements, with the fields every one of them reads; a ruleset adds
 * its own fields (Ruleset.sharedCommandFields). The stored `type` strings are those of every log.
 */
export const sharedCommandSchemas = {
  // a side's supply phase or judgement: each ruleset records its determination
  'supply.apply': z.object({ type: z.literal('supply.apply'), side: ref }),
  'combat.supply': z.object({
    type: z.literal('combat.supply'),
    side: ref,
    role: z.enum(['attack', 'defend']),
    hex,
    units: z.array(ref).min(1).max(50),
    withhold: z.boolean().default(false),
  }),
  'dump.capture': z.object({
    type: z.literal('dump.capture'),
    dump: ref,
    unit: ref,
    dice: z.array(die).length(1).optional(),
    seed,
  }),
  'supply.load': z.object({
    type: z.literal('supply.load'),
    dump: ref,
    carrier: ref,
    amount: z.int().min(1).max(1_000_000),
  }),
  'supply.unload': z.object({ type: z.literal('supply.unload'), carrier: ref, amount: z.int().min(1).max(1_000_000) }),
};
export type SharedCommandType = keyof typeof sharedCommandSchemas;
/** A ruleset's extra fields on the shared commands it implements. */
export type SharedCommandFields = { readonly [K in SharedCommandType]?: z.ZodRawShape };

export type EngineCommand = z.infer<(typeof engineCommandSchemas)[number]>;
/** A shared command with the generic fields only, as the engine and the views read it. */
export type SharedCommand = z.infer<(typeof sharedCommandSchemas)[SharedCommandType]>;
/** Any command as far as the engine knows it: its own, or a ruleset's (which the ruleset checks). */
export type Command = EngineCommand | SharedCommand | RulesetCommand;
/** A ruleset's own command: a `type` the engine does not know, and the ruleset's own fields. */
export interface RulesetCommand {
  readonly type: string;
  readonly seed?: number | undefined;
  readonly dice?: unknown;
}

const engineTypes: ReadonlySet<string> = new Set(engineCommandSchemas.map((s) => s.shape.type.value));
/** Whether the engine itself applies the command (the rest go to the game's ruleset). */
export function isEngineCommand(c: { type: string }): c is EngineCommand {
  return engineTypes.has(c.type);
}

/** A referee-readable one-liner for the History panel and the Edit menu ("Undo move 2/5 Pz to 1207"). */
export function describeEngineCommand(c: EngineCommand | SharedCommand, n: RefereeNames = ID_NAMES): string {
  switch (c.type) {
    case 'unit.move':
      return `move ${n(c.unit)} to ${c.hex}`;
    case 'unit.create':
      return `place ${c.name} at ${c.hex}`;
    case 'units.import':
      return `import ${c.units.length} unit${c.units.length === 1 ? '' : 's'} from ${c.source}`;
    case 'unit.edit':
      return `edit ${n(c.unit)} (${Object.keys(c.set).join(', ')})`;
    case 'game.edit':
      return describeGameEdit(c.edit, n);
    case 'unit.setSteps':
      return `set ${n(c.unit)} to ${c.steps} step${c.steps === 1 ? '' : 's'}`;
    case 'unit.setMode': {
      // in the rules' words: "put 11 Pz in strat mode" (OCS), "mark 44 Inf Div in reserve" (GC 17.B)
      const mode = n.mode(c.mode);
      return /^(in|not) /.test(mode) ? `mark ${n(c.unit)} ${mode}` : `put ${n(c.unit)} in ${mode}`;
    }
    case 'dump.create':
      return `create a dump at ${c.hex}`;
    case 'dump.setAmount':
      return `change ${n.dump(c.dump)}`;
    case 'clock.advance':
      return c.skipSupply
        ? 'advance to the next phase, leaving the supply phase unapplied'
        : 'advance to the next phase';
    case 'campaign.setDice':
      return c.dice === 'app' ? 'let the app roll the dice' : 'roll the dice by hand';
    case 'supply.apply':
      // every system's word: CL judges supply at each Movement Phase and combat, not in a supply phase
      return `apply the ${n.side(c.side)} supply check`;
    case 'combat.supply':
      return `${c.role === 'attack' ? 'attack' : 'defence'} supply at ${c.hex}`;
    case 'dump.capture':
      return `capture ${n.dump(c.dump)} with ${n(c.unit)}`;
    case 'supply.load':
      return `load supply from ${n.dump(c.dump)} on ${n(c.carrier)}`;
    case 'supply.unload':
      return `unload supply from ${n(c.carrier)}`;
  }
}
