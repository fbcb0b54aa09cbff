import { z } from 'zod';
import { unitModes } from '../model/campaign-schema.js';
import { unitEditCommand, unitsImportCommand } from './unit-commands.js';
import { describeGameEdit, gameEditCommand } from './game-edit-command.js';

/**
 * Commands are what a referee asks for; they come from the untrusted renderer, so each has a
 * schema. apply-command.ts turns a valid command into events or refuses it with a reason.
 */
const ref = z.string().min(1).max(64);
const hex = z.string().min(1).max(16);

export const commandSchema = z.discriminatedUnion('type', [
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
  z.object({ type: z.literal('clock.advance') }),
  z.object({ type: z.literal('campaign.setDice'), dice: z.enum(['app', 'referee']) }),
  // OCS Supply Phase (shared/rules/ocs/phase-commands.ts). Dice: typed in (dice) or rolled from a
  // seed the app chooses and records in the command, so replaying the log rolls them again.
  z.object({
    type: z.literal('supply.apply'),
    side: ref,
    starve: z.array(ref).max(10_000).default([]),
    units: z.array(ref).max(100).optional(),
  }),
  z.object({
    type: z.literal('attrition.roll'),
    side: ref,
    hex,
    dice: z.array(z.int().min(1).max(6)).length(2).optional(),
    seed: z.int().min(0).max(0xffffffff).optional(),
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
    dice: z.array(z.int().min(1).max(6)).min(1).max(2).optional(),
    seed: z.int().min(0).max(0xffffffff).optional(),
  }),
  z.object({ type: z.literal('track.place'), unit: ref, hex }),
  z.object({ type: z.literal('extender.create'), hex, units: z.array(ref).min(1).max(10) }),
  z.object({ type: z.literal('extender.disband'), unit: ref }),
  z.object({ type: z.literal('extender.collapse'), unit: ref }),
  // OCS spending and moving supply (shared/rules/ocs/): each a ledger entry
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
    type: z.literal('combat.supply'),
    side: ref,
    role: z.enum(['attack', 'defend']),
    hex,
    units: z.array(ref).min(1).max(50),
    withhold: z.boolean().default(false),
    // GC 19.A.1, 17.C: where the SP come from, what else the attack pays for, and the odds
    dump: ref.optional(),
    chit: ref.optional(),
    chitBonus: z.boolean().optional(),
    overrun: z.boolean().optional(),
    extras: z.array(z.string().min(1).max(64)).max(10).optional(),
    odds: z.object({ attack: z.number().min(0).max(10_000), defence: z.number().min(0).max(10_000) }).optional(),
    /** GC 17.B.1 b: additional SP the attacker spends (smallest unit), counting its units three levels better */
    extra: z.int().min(0).max(1_000_000).optional(),
  }),
  z.object({
    type: z.literal('dump.blow'),
    dump: ref,
    amount: z.int().min(1).max(1_000_000_000),
    dice: z.array(z.int().min(1).max(6)).length(1).optional(),
    seed: z.int().min(0).max(0xffffffff).optional(),
  }),
  z.object({
    type: z.literal('dump.capture'),
    dump: ref,
    unit: ref,
    dice: z.array(z.int().min(1).max(6)).length(1).optional(),
    seed: z.int().min(0).max(0xffffffff).optional(),
    // GC 19.H: the capture modifiers that hold (rows of the game's table), some counted more than once
    conditions: z
      .array(z.object({ key: z.string().min(1).max(64), count: z.int().min(1).max(20).optional() }))
      .max(20)
      .optional(),
  }),
  z.object({
    type: z.literal('transport.capture'),
    unit: ref,
    by: ref,
    dice: z.array(z.int().min(1).max(6)).length(1).optional(),
    seed: z.int().min(0).max(0xffffffff).optional(),
  }),
  z.object({
    type: z.literal('supply.load'),
    dump: ref,
    carrier: ref,
    amount: z.int().min(1).max(1_000_000),
    railhead: z.boolean().optional(),
  }),
  z.object({ type: z.literal('supply.unload'), carrier: ref, amount: z.int().min(1).max(1_000_000) }),
  z.object({
    type: z.literal('supply.ship'),
    dump: ref,
    amount: z.int().min(1).max(1_000_000_000),
    by: z.enum(['rail', 'air', 'sea']),
    hex,
  }),
  // GC supply judgement, isolation and pockets (shared/rules/grand-campaign/)
  z.object({
    type: z.literal('supply.resupply'),
    side: ref,
    units: z.array(ref).min(1).max(200),
    dump: ref,
    amount: z.int().min(1).max(1_000_000),
  }),
  z.object({ type: z.literal('supply.raise'), unit: ref }),
  z.object({
    type: z.literal('isolation.roll'),
    side: ref,
    dice: z
      .array(z.object({ unit: ref, die: z.int().min(1).max(6) }))
      .max(2000)
      .optional(),
    seed: z.int().min(0).max(0xffffffff).optional(),
    extra: z.record(ref, z.array(z.string().min(1).max(64)).max(20)).optional(),
  }),
  z.object({ type: z.literal('pocket.pool'), side: ref, hex }),
  z.object({ type: z.literal('pocket.eliminate'), side: ref, pool: z.string().min(1).max(8) }),
  z.object({
    type: z.literal('resource.convert'),
    side: ref,
    dump: ref,
    to: z.enum(['sp', 'srp', 'chit']),
    amount: z.int().min(1).max(1_000_000),
  }),
  z.object({
    type: z.literal('resource.dismantle'),
    side: ref,
    hex,
    what: z.string().min(1).max(80),
    cost: z.int().min(1).max(1_000_000),
  }),
  z.object({
    type: z.literal('reserve.pay'),
    side: ref,
    hexes: z.array(hex).min(1).max(50),
    dump: ref.optional(),
    overstacked: z.array(hex).max(50).default([]),
    chitStack: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('supply.forward'),
    side: ref,
    dump: ref,
    hex,
    amount: z.int().min(1).max(1_000_000),
    by: z.enum(['smp', 'supply-net', 'naval-net']),
  }),
  z.object({
    type: z.literal('pocket.rebuild'),
    side: ref,
    pool: z.string().min(1).max(8),
    unit: ref,
    hex,
    steps: z.int().min(1).max(99),
    rp: z.int().min(0).max(1000),
  }),
  z.object({ type: z.literal('pocket.evacuate'), side: ref, pool: z.string().min(1).max(8), unit: ref }),
  z.object({ type: z.literal('supply.exploit'), side: ref, units: z.array(ref).min(1).max(50), dump: ref }),
  z.object({
    type: z.literal('pocket.rp'),
    side: ref,
    pool: z.string().min(1).max(8),
    rp: z.int().min(0).max(100_000),
  }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];

/** A referee-readable one-liner for the History panel and the Edit menu ("Undo move 2/5 Pz to 1207"). */
export function describeCommand(c: Command): string {
  switch (c.type) {
    case 'unit.move':
      return `move ${c.unit} to ${c.hex}`;
    case 'unit.create':
      return `place ${c.name} at ${c.hex}`;
    case 'units.import':
      return `import ${c.units.length} unit${c.units.length === 1 ? '' : 's'} from ${c.source}`;
    case 'unit.edit':
      return `edit ${c.unit} (${Object.keys(c.set).join(', ')})`;
    case 'game.edit':
      return describeGameEdit(c.edit);
    case 'unit.setSteps':
      return `set ${c.unit} to ${c.steps} steps`;
    case 'unit.setMode':
      return `put ${c.unit} in ${c.mode} mode`;
    case 'dump.create':
      return `create a dump at ${c.hex}`;
    case 'dump.setAmount':
      return `change dump ${c.dump}`;
    case 'clock.advance':
      return 'advance to the next phase';
    case 'campaign.setDice':
      return c.dice === 'app' ? 'let the app roll the dice' : 'roll the dice by hand';
    case 'supply.apply':
      return `apply the ${c.side} supply phase`;
    case 'attrition.roll':
      return `roll attrition at ${c.hex}`;
    case 'attrition.takeLosses':
      return `take attrition losses at ${c.hex}`;
    case 'breakout.roll':
      return `roll breakout for ${c.unit}`;
    case 'track.place':
      return `place ${c.unit} at ${c.hex}`;
    case 'extender.create':
      return `form an Extender at ${c.hex}`;
    case 'extender.disband':
      return `flip Extender ${c.unit} back to Transport Points`;
    case 'extender.collapse':
      return `collapse Extender ${c.unit}`;
    case 'supply.spend':
      return `spend supply for ${c.reason}${c.units.length ? ` (${c.units.join(', ')})` : c.hex ? ` at ${c.hex}` : ''}`;
    case 'fuel.pay':
      return `fuel ${c.units.length} unit${c.units.length === 1 ? '' : 's'}`;
    case 'combat.supply':
      return `${c.role === 'attack' ? 'attack' : 'defence'} supply at ${c.hex}`;
    case 'dump.blow':
      return `blow dump ${c.dump}`;
    case 'dump.capture':
      return `capture dump ${c.dump} with ${c.unit}`;
    case 'transport.capture':
      return `capture ${c.unit} with ${c.by}`;
    case 'supply.load':
      return `load supply from ${c.dump} on ${c.carrier}`;
    case 'supply.unload':
      return `unload supply from ${c.carrier}`;
    case 'supply.ship':
      return `move supply from ${c.dump} by ${c.by} to ${c.hex}`;
    case 'supply.resupply':
      return `special supply from ${c.dump} for ${c.units.length} unit${c.units.length === 1 ? '' : 's'}`;
    case 'supply.raise':
      return `raise ${c.unit}'s supply status to move freely`;
    case 'isolation.roll':
      return `roll ${c.side} elimination due to isolation`;
    case 'pocket.pool':
      return `form a pocket pool at ${c.hex}`;
    case 'pocket.eliminate':
      return `eliminate pocket ${c.pool}`;
    case 'resource.convert':
      return `convert points in ${c.dump} to ${c.to === 'chit' ? 'Offensive Chits' : c.to.toUpperCase()}`;
    case 'resource.dismantle':
      return `dismantle ${c.what} at ${c.hex}`;
    case 'reserve.pay':
      return `put the stacks at ${c.hexes.join(', ')} in reserve`;
    case 'supply.forward':
      return `move supply from ${c.dump} to ${c.hex} by ${c.by === 'smp' ? 'supply movement points' : c.by === 'supply-net' ? 'the supply net' : 'the naval supply net'}`;
    case 'pocket.rebuild':
      return `rebuild ${c.unit} from pool ${c.pool}`;
    case 'pocket.evacuate':
      return `ship ${c.unit} out of pool ${c.pool}`;
    case 'supply.exploit':
      return `supply ${c.units.length} unit${c.units.length === 1 ? '' : 's'} to exploit`;
    case 'pocket.rp':
      return `set pool ${c.pool}'s replacement points to ${c.rp}`;
  }
}
