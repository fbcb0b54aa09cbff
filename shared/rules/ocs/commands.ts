import * as z from 'zod';
import { ID_NAMES, type RefereeNames } from '../../engine/referee-names.js';
import { die, hex, ref, seed, sharedCommandSchemas, type SharedCommandFields } from '../../engine/commands.js';

/**
 * The OCS commands (OCS 12): the schemas of its own commands, checked in main like every
 * command from the renderer, their one-line descriptions, and its extra fields on the shared commands.
 */
export const OCS_COMMAND_SCHEMAS = [
  z.object({
    type: z.literal('attrition.roll'),
    side: ref,
    hex,
    dice: z.array(die).length(2).optional(),
    seed,
  }),
  z.object({
    type: z.literal('attrition.takeLosses'),
    side: ref,
    hex,
    losses: z.array(z.object({ unit: ref, steps: z.int().min(1).max(99) })).max(100),
  }),
  z.object({
    type: z.literal('breakout.roll'),
    unit: ref,
    dice: z.array(die).min(1).max(2).optional(),
    seed,
  }),
  z.object({ type: z.literal('track.place'), unit: ref, hex }),
  z.object({ type: z.literal('extender.create'), hex, units: z.array(ref).min(1).max(10) }),
  z.object({ type: z.literal('extender.disband'), unit: ref }),
  z.object({ type: z.literal('extender.collapse'), unit: ref }),
  z.object({
    type: z.literal('supply.spend'),
    side: ref,
    reason: z.enum(['barrage', 'construction', 'refit', 'other']),
    units: z.array(ref).max(50).default([]),
    hex: hex.optional(),
    amount: z.int().min(1).max(1_000_000),
    note: z.string().max(200).optional(),
  }),
  z.object({ type: z.literal('fuel.pay'), side: ref, units: z.array(ref).min(1).max(2000) }),
  z.object({
    type: z.literal('dump.blow'),
    dump: ref,
    amount: z.int().min(1).max(1_000_000_000),
    dice: z.array(die).length(1).optional(),
    seed,
  }),
  z.object({
    type: z.literal('transport.capture'),
    unit: ref,
    by: ref,
    dice: z.array(die).length(1).optional(),
    seed,
  }),
  z.object({
    type: z.literal('supply.ship'),
    dump: ref,
    amount: z.int().min(1).max(1_000_000_000),
    by: z.enum(['rail', 'air', 'sea']),
    hex,
  }),
] as const;

/**
 * OCS 12.6c: in the Supply Phase the referee may let units starve rather than eat off the map
 * (12.6d Play Note), and feed a unit from another dump within its draw or throw range than the
 * one proposed.
 */
export const OCS_SHARED_FIELDS = {
  'supply.apply': {
    starve: z.array(ref).max(10_000).default([]),
    eatFrom: z
      .array(z.object({ unit: ref, dump: ref }))
      .max(10_000)
      .optional(),
  },
} as const satisfies SharedCommandFields;

/** The shared commands as the OCS rules read them: the generic fields and their own. */
export const OCS_SHARED_SCHEMAS = {
  'supply.apply': sharedCommandSchemas['supply.apply'].extend(OCS_SHARED_FIELDS['supply.apply']),
  'combat.supply': sharedCommandSchemas['combat.supply'],
  'dump.capture': sharedCommandSchemas['dump.capture'],
  'supply.load': sharedCommandSchemas['supply.load'],
  'supply.unload': sharedCommandSchemas['supply.unload'],
};

/** Every command the OCS rules apply: their own, and the shared ones with their extra fields. */
export type OcsCommand =
  z.infer<(typeof OCS_COMMAND_SCHEMAS)[number]> | z.infer<(typeof OCS_SHARED_SCHEMAS)[keyof typeof OCS_SHARED_SCHEMAS]>;

/** The types of the commands the OCS rules apply, the shared ones first. */
export const OCS_COMMAND_TYPES = [
  'supply.apply',
  'combat.supply',
  'dump.capture',
  'supply.load',
  'supply.unload',
  'attrition.roll',
  'attrition.takeLosses',
  'breakout.roll',
  'track.place',
  'extender.create',
  'extender.disband',
  'extender.collapse',
  'supply.spend',
  'fuel.pay',
  'dump.blow',
  'transport.capture',
  'supply.ship',
] as const;

/** A referee-readable one-liner for each of the OCS rules' own commands. */
export function describeOcsCommand(
  c: z.infer<(typeof OCS_COMMAND_SCHEMAS)[number]>,
  n: RefereeNames = ID_NAMES,
): string {
  switch (c.type) {
    case 'attrition.roll':
      return `roll attrition at ${c.hex}`;
    case 'attrition.takeLosses':
      return `take attrition losses at ${c.hex}`;
    case 'breakout.roll':
      return `roll breakout for ${n(c.unit)}`;
    case 'track.place':
      return `place ${n(c.unit)} at ${c.hex}`;
    case 'extender.create':
      return `form an Extender at ${c.hex}`;
    case 'extender.disband':
      return `flip Extender ${n(c.unit)} back to Transport Points`;
    case 'extender.collapse':
      return `collapse Extender ${n(c.unit)}`;
    case 'supply.spend':
      return `spend supply for ${c.reason}${c.units.length ? ` (${c.units.map((u) => n(u)).join(', ')})` : c.hex ? ` at ${c.hex}` : ''}`;
    case 'fuel.pay':
      return `fuel ${c.units.length} unit${c.units.length === 1 ? '' : 's'}`;
    case 'dump.blow':
      return `blow ${n.dump(c.dump)}`;
    case 'transport.capture':
      return `capture ${n(c.unit)} with ${n(c.by)}`;
    case 'supply.ship':
      return `move supply from ${n.dump(c.dump)} by ${c.by} to ${c.hex}`;
  }
}
