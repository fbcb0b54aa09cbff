import type { Unit } from '../../model/campaign-schema.js';

/** CL Effects of supply, cases 1-2: halved, fractions dropped, never below one. */
export function halved(n: number): number {
  return Math.max(1, Math.floor(n / 2));
}

/** What being out of supply does to a unit (Effects cases 1, 2, 4, 5), as lines for the inspector. */
export function classicEffects(u: Unit): string[] {
  if (u.outOfSupplySince === undefined) return [];
  return [
    `combat strength ${u.attack}-${u.defense} → ${halved(u.attack)}-${halved(u.defense)}, movement allowance ${u.ma} → ${halved(u.ma)} (halved, fractions dropped, never below 1)`,
    'never lost for lack of supply alone; Zones of Control unaffected',
  ];
}
