import type { Unit } from '../../model/campaign-schema.js';

/**
 * OCS 12.8d: what the Out of Supply marker does to a unit — no ZOC; half strength with combat
 * supply, a quarter without (and no attack then); barrage and movement unaffected. Fractions are
 * kept, as the combat rules round totals, not units.
 */
export function outOfSupplyEffects(u: Unit): string[] {
  if (u.outOfSupplySince === undefined) return [];
  const q = (n: number, d: number) => `${n / d}`.replace(/\.5$/, '½').replace(/\.25$/, '¼').replace(/\.75$/, '¾');
  return [
    'no ZOC',
    `with combat supply: attack ${q(u.attack, 2)}, defend ${q(u.defense, 2)} (half strength)`,
    `without combat supply: cannot attack, defend ${q(u.defense, 4)} (quarter strength)`,
    'barrage and movement normal',
  ];
}
