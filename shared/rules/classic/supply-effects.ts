import type { Unit } from '../../model/campaign-schema.js';

/** CL Effects of supply, cases 1-2: halved, fractions dropped, never below one. */
export function halved(n: number): number {
  return Math.max(1, Math.floor(n / 2));
}

/**
 * What being out of supply does to a unit (Effects cases 1, 2, 4, 5), as lines for the inspector.
 * The Out of Supply marker is the judgement for movement (CL Procedure); in the Combat Phase a
 * unit's strength follows its supply "at the instant of combat", so there the marker halves
 * nothing by itself: both strengths are shown, for the judgement of each combat to choose.
 */
export function classicEffects(u: Unit, phase?: string): string[] {
  const strengths = `${u.attack}-${u.defense} → ${halved(u.attack)}-${halved(u.defense)}`;
  if (phase === 'combat')
    return [
      `combat strength judged at the instant of each combat (CL Procedure): ${u.attack}-${u.defense} if it traces supply then, ${halved(u.attack)}-${halved(u.defense)} if not`,
      ...(u.outOfSupplySince !== undefined
        ? ['out of supply for movement this turn (judged at the Movement Phase)']
        : []),
    ];
  if (u.outOfSupplySince === undefined) return [];
  return [
    `combat strength ${strengths}, movement allowance ${u.ma} → ${halved(u.ma)} (halved, fractions dropped, never below 1)`,
    'never lost for lack of supply alone; Zones of Control unaffected',
  ];
}
