import type { OcsDump, OcsUnit } from './state.js';
import { dumpsAvailable, type DumpTable } from './dump-access.js';
import type { SideContext } from './side-context.js';

/**
 * OCS 12.5c A for a formation spread over several hexes: the formation's 1 SP comes from one
 * common source, and "if all units of the formation needing fuel are not using the same HQ for
 * supply-throw (or using the same dump for direct-draw), apply the single-unit method ... to fuel
 * units that cannot draw from the common source". The common source is read as one dump that
 * every covered unit reaches, by its own draw or an HQ's throw (docs/rules-interpretations.md);
 * chosen to cover the most units, then the nearest to the first. Undefined: no dump in reach of
 * any of them still holds `tokens`.
 */
export function commonSource(
  sideCtx: SideContext,
  table: DumpTable,
  units: readonly OcsUnit[],
  tokens: number,
  left: ReadonlyMap<OcsDump, number>,
): { dump: OcsDump; covered: OcsUnit[]; outliers: OcsUnit[] } | undefined {
  const reach = new Map<OcsDump, OcsUnit[]>();
  for (const u of units) {
    // a dump reached several ways counts once per unit; nearest first, as the access list comes
    for (const d of new Set(dumpsAvailable(sideCtx, { unit: u }, table).map((a) => a.dump))) {
      if ((left.get(d) ?? d.amount) < tokens) continue;
      reach.set(d, [...(reach.get(d) ?? []), u]);
    }
  }
  let best: { dump: OcsDump; covered: OcsUnit[] } | undefined;
  for (const [dump, covered] of reach) if (!best || covered.length > best.covered.length) best = { dump, covered };
  if (!best) return undefined;
  const inside = new Set(best.covered);
  return { ...best, outliers: units.filter((u) => !inside.has(u)) };
}
