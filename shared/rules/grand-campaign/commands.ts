import * as z from 'zod';
import { ID_NAMES, type RefereeNames } from '../../engine/referee-names.js';
import { die, hex, ref, seed, sharedCommandSchemas, type SharedCommandFields } from '../../engine/commands.js';

/**
 * The grand-campaign commands (GC 16.G, 17, 19): the schemas of its own commands, checked in main like every
 * command from the renderer, their one-line descriptions, and its extra fields on the shared commands.
 */
export const GC_COMMAND_SCHEMAS = [
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
      .array(z.object({ unit: ref, die: die }))
      .max(2000)
      .optional(),
    seed,
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
    // GC 19.F.1.b: the front or command whose SMP are spent, where the game budgets them so
    front: ref.optional(),
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
  // GC 19: a player may destroy his own SPs and SRPs anytime during his player-turn
  z.object({
    type: z.literal('supply.destroy'),
    side: ref,
    dump: ref,
    amount: z.int().min(1).max(1_000_000_000),
    note: z.string().max(200).optional(),
  }),
  // GC 19.A.1.a: SP railed from the national pool to a major depot, using rail capacity
  z.object({
    type: z.literal('pool.rail'),
    side: ref,
    pool: ref,
    hex,
    amount: z.int().min(1).max(1_000_000),
  }),
  // GC 19.D, 19.E: SP or SRP spent at a hex: construction, repairs, surprise turns
  z.object({
    type: z.literal('points.spend'),
    side: ref,
    hex,
    resource: z.enum(['sp', 'srp']).default('sp'),
    amount: z.int().min(1).max(1_000_000),
    what: z.string().min(1).max(80),
    pool: ref.optional(),
    dump: ref.optional(),
    // GC 19.B: the unit drawing SRP from a pool
    unit: ref.optional(),
  }),
  // GC 19.A.4: SP spent on an airbase not in full supply: a Supplied Airbase marker for the turn
  z.object({ type: z.literal('airbase.supply'), side: ref, unit: ref, dump: ref }),
  // GC 19.A.4: the referee sets a unit's airbase capacity and strategic flag (null: no airbase)
  z.object({
    type: z.literal('airbase.set'),
    unit: ref,
    airbase: z
      .object({
        capacity: z.int().min(0, "an airbase's capacity is 0 or more").max(99),
        strategic: z.boolean().default(false),
      })
      .nullable(),
  }),
  // GC 19.A, 19.D: the referee adds a national or theatre pool, and sets a pool's amount (twelfths)
  z.object({
    type: z.literal('pool.add'),
    side: ref,
    id: ref,
    name: z.string().min(1).max(120),
    kind: z.enum(['national', 'theatre']),
    nation: z.string().min(1).max(64).optional(),
    resource: z.enum(['srp']).optional(),
    amount: z.int().min(0, "a pool's amount is 0 or more").max(1_000_000_000).default(0),
  }),
  z.object({
    type: z.literal('pool.set'),
    side: ref,
    pool: ref,
    amount: z.int().min(0, "a pool's amount is 0 or more").max(1_000_000_000),
    note: z.string().max(200).optional(),
  }),
] as const;

/** GC 19.A.1, 17.C, 19.H, 19.D: the grand campaign's own fields on the shared commands. */
export const GC_SHARED_FIELDS = {
  'combat.supply': {
    // GC 19.A.1, 17.C: where the SP come from, what else the attack pays for, and the odds
    dump: ref.optional(),
    chit: ref.optional(),
    chitBonus: z.boolean().optional(),
    overrun: z.boolean().optional(),
    extras: z.array(z.string().min(1).max(64)).max(10).optional(),
    odds: z.object({ attack: z.number().min(0).max(10_000), defence: z.number().min(0).max(10_000) }).optional(),
    /** GC 17.B.1 b: additional SP the attacker spends (smallest unit), counting its units three levels better */
    extra: z.int().min(0).max(1_000_000).optional(),
  },
  'dump.capture': {
    // GC 19.H: the capture modifiers that hold (rows of the game's table), some counted more than once
    conditions: z
      .array(z.object({ key: z.string().min(1).max(64), count: z.int().min(1).max(20).optional() }))
      .max(20)
      .optional(),
  },
  'supply.load': {
    railhead: z.boolean().optional(),
  },
} as const satisfies SharedCommandFields;

/** The shared commands as the grand-campaign rules read them: the generic fields and their own. */
export const GC_SHARED_SCHEMAS = {
  'supply.apply': sharedCommandSchemas['supply.apply'],
  'combat.supply': sharedCommandSchemas['combat.supply'].extend(GC_SHARED_FIELDS['combat.supply']),
  'dump.capture': sharedCommandSchemas['dump.capture'].extend(GC_SHARED_FIELDS['dump.capture']),
  'supply.load': sharedCommandSchemas['supply.load'].extend(GC_SHARED_FIELDS['supply.load']),
  'supply.unload': sharedCommandSchemas['supply.unload'],
};

/** Every command the grand-campaign rules apply: their own, and the shared ones with their extra fields. */
export type GcCommand =
  z.infer<(typeof GC_COMMAND_SCHEMAS)[number]> | z.infer<(typeof GC_SHARED_SCHEMAS)[keyof typeof GC_SHARED_SCHEMAS]>;

/** The types of the commands the grand-campaign rules apply, the shared ones first. */
export const GC_COMMAND_TYPES = [
  'supply.apply',
  'combat.supply',
  'dump.capture',
  'supply.load',
  'supply.unload',
  'supply.resupply',
  'supply.raise',
  'isolation.roll',
  'pocket.pool',
  'pocket.eliminate',
  'resource.convert',
  'resource.dismantle',
  'reserve.pay',
  'supply.forward',
  'pocket.rebuild',
  'pocket.evacuate',
  'supply.exploit',
  'pocket.rp',
  'supply.destroy',
  'pool.rail',
  'points.spend',
  'airbase.supply',
  'airbase.set',
  'pool.add',
  'pool.set',
] as const;

/** A referee-readable one-liner for each of the grand-campaign rules' own commands. */
export function describeGcCommand(c: z.infer<(typeof GC_COMMAND_SCHEMAS)[number]>, n: RefereeNames = ID_NAMES): string {
  switch (c.type) {
    case 'supply.resupply':
      return `special supply from ${n.dump(c.dump)} for ${c.units.length} unit${c.units.length === 1 ? '' : 's'}`;
    case 'supply.raise':
      return `raise ${n(c.unit)}'s supply status to move freely`;
    case 'isolation.roll':
      return `roll ${n.side(c.side)} elimination due to isolation`;
    case 'pocket.pool':
      return `form a pocket pool at ${c.hex}`;
    case 'pocket.eliminate':
      return `eliminate pocket ${c.pool}`;
    case 'resource.convert':
      return `convert points in ${n.dump(c.dump)} to ${c.to === 'chit' ? 'Offensive Chits' : c.to.toUpperCase()}`;
    case 'resource.dismantle':
      return `dismantle ${c.what} at ${c.hex}`;
    case 'reserve.pay':
      return `put the stacks at ${c.hexes.join(', ')} in reserve`;
    case 'supply.forward':
      return `move supply from ${n.dump(c.dump)} to ${c.hex} by ${c.by === 'smp' ? 'supply movement points' : c.by === 'supply-net' ? 'the supply net' : 'the naval supply net'}`;
    case 'pocket.rebuild':
      return `rebuild ${n(c.unit)} from pool ${c.pool}`;
    case 'pocket.evacuate':
      return `ship ${n(c.unit)} out of pool ${c.pool}`;
    case 'supply.exploit':
      return `supply ${c.units.length} unit${c.units.length === 1 ? '' : 's'} to exploit`;
    case 'pocket.rp':
      return `set pool ${c.pool}'s replacement points to ${c.rp}`;
    case 'supply.destroy':
      return `destroy points in ${n.dump(c.dump)}`;
    case 'pool.rail':
      return `rail SP from pool ${c.pool} to the major depot at ${c.hex}`;
    case 'points.spend':
      return `spend ${c.resource.toUpperCase()} for ${c.what} at ${c.hex}`;
    case 'airbase.supply':
      return `supply the airbase ${n(c.unit)} from ${n.dump(c.dump)}`;
    case 'airbase.set':
      return c.airbase
        ? `set ${n(c.unit)}'s airbase capacity to ${c.airbase.capacity}${c.airbase.strategic ? ', strategic' : ''}`
        : `${n(c.unit)} is no longer an airbase`;
    case 'pool.add':
      return `add the ${c.kind} pool ${c.name}`;
    case 'pool.set':
      return `set pool ${c.pool}'s amount`;
  }
}
