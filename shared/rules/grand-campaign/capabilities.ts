import type { GcDump, GcRules } from './state.js';
import { dumpName } from '../../engine/referee-names.js';
import type { Irreversible } from '../../engine/ruleset.js';
import type { Capabilities, ResourceConversion } from '../../engine/capabilities.js';
import type { Resource } from './depot-at.js';
import { formatTwelfths } from './quantity.js';
import { CHIT_BACK_SP, CHIT_FROM_SP, SP_FROM_SRP, SRP_FROM_SP, TWELFTHS } from './strategic-resources.js';

/** An amount of SP, SRP or Offensive Chits in the game's notation ("1 1/3 SRP", "2 OC"). */
export function formatResource(resource: string, n: number): string {
  return resource === 'chit'
    ? formatTwelfths(n).replace(/ SP$/, ' OC')
    : resource === 'srp'
      ? formatTwelfths(n).replace(/ SP$/, ' SRP')
      : formatTwelfths(n);
}

const bare = (twelfths: number) => formatTwelfths(twelfths).replace(/ SP$/, '');

/** GC 19.G, 19.A.2.b-c: the conversions between SP, SRP and Offensive Chits, their rates from strategic-resources.ts. */
export const GC_CONVERSIONS: readonly (ResourceConversion & { from: Resource; to: Resource })[] = [
  {
    from: 'sp',
    to: 'srp',
    label: '→ SRP',
    hint: `${formatTwelfths(SRP_FROM_SP)} make 1 SRP (GC 19.G)`,
    unitText: bare(SRP_FROM_SP),
  },
  {
    from: 'sp',
    to: 'chit',
    label: '→ Offensive Chit',
    hint: `${formatTwelfths(CHIT_FROM_SP)} make one chit (GC 19.A.2.b)`,
    unitText: bare(CHIT_FROM_SP),
  },
  {
    from: 'srp',
    to: 'sp',
    label: '→ SP',
    hint: `1 SRP makes ${formatTwelfths(SP_FROM_SRP)} (GC 19.G)`,
    unitText: bare(TWELFTHS),
  },
  {
    from: 'chit',
    to: 'sp',
    label: '→ SP',
    hint: `a chit gives back ${formatTwelfths(CHIT_BACK_SP)} (GC 19.A.2.c)`,
    unitText: bare(TWELFTHS),
  },
];

/** GC 19: the kinds of points a dump may hold. */
const GC_KINDS = [
  { id: 'sp', label: 'SP' },
  { id: 'srp', label: 'SRP' },
  { id: 'chit', label: 'Offensive Chits' },
] as const;

/** A dump as a referee names it, with what it carries (GC 19: SP, SRP or Offensive Chits). */
export function gcDumpName(d: GcDump, unitName?: (id: string) => string): string {
  return dumpName(d, unitName, GC_KINDS.find((k) => k.id === (d.resource ?? 'sp'))?.label);
}

/** The grand campaign's named parts: isolation (16.G, 17.E), special supply (17.D.2), points (19). */
export const GC_CAPABILITIES: Capabilities<GcRules> = {
  isolation: {
    summary: 'GC 16.G, 17.E: isolated pockets, their pools, and elimination rolls',
    commands: ['isolation.roll', 'pocket.pool', 'pocket.eliminate', 'pocket.rebuild', 'pocket.evacuate', 'pocket.rp'],
    reportSection: 'isolation',
  },
  specialSupply: {
    summary: 'GC 17.D.2, 17.B.1 a: SP spent on stacks out of supply; a marker raised to move freely',
    commands: ['supply.resupply', 'supply.raise'],
    reportSection: 'resupply',
  },
  resources: {
    summary: 'GC 19: SP, SRP and Offensive Chits: converted, moved, dismantled for, destroyed; the movement budgets',
    commands: [
      'resource.convert',
      'resource.dismantle',
      'supply.forward',
      'supply.destroy',
      'reserve.pay',
      'supply.exploit',
    ],
    reportSection: 'budgets',
    kinds: GC_KINDS,
    kindOf: (d) => d.resource ?? 'sp',
    format: formatResource,
    conversions: GC_CONVERSIONS,
  },
};

/** What the table cannot take back in the grand campaign (the app asks first). */
export const GC_IRREVERSIBLE: Readonly<Record<string, Irreversible>> = {
  'pocket.eliminate': { why: 'every unit of the pocket is eliminated' },
  // GC 19: the points are gone for good
  'supply.destroy': { why: 'the points are destroyed' },
};
