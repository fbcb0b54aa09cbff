import type { OcsUnit } from './state.js';

/**
 * OCS 12.8d: what the Out of Supply marker does to a unit — no ZOC; half strength with combat
 * supply, a quarter without (and no attack then); barrage and movement unaffected. Fractions are
 * kept, as the combat rules round totals, not units.
 */
export function outOfSupplyEffects(u: OcsUnit): string[] {
  if (u.outOfSupplySince === undefined) return [];
  return [
    'no ZOC',
    `with combat supply: attack ${strength(u.attack / 2)}, defend ${strength(u.defense / 2)} (half strength)`,
    `without combat supply: cannot attack, defend ${strength(u.defense / 4)} (quarter strength)`,
    'barrage and movement normal',
  ];
}

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** A strength as printed on a chart: "2½", "½" (never "0½"), "3". */
export function strength(x: number): string {
  const whole = Math.floor(x);
  const part = FRACTIONS[x - whole];
  if (!part) return `${x}`;
  return whole ? `${whole}${part}` : part;
}
