import type { DumpView } from '../../shared/api.js';

/** How a panel names a dump's side, the unit carrying it, and (GC 19) the kind of points it holds. */
export interface DumpNaming {
  sideName: (id: string) => string;
  /** a unit's name by its id (the carrier need not be in the hex shown) */
  unitName: (id: string) => string;
  /** GC 19: "SP", "SRP", "Offensive Chits"; without it a dump is the side's "dump" (OCS) */
  kindName?: (resource: string) => string;
}

/**
 * A dump as the referee finds it in its hex, never by its id: its side's, of its kind ("Axis SRP",
 * "Soviet dump"), and the unit carrying it if any (OCS 12.1b, GC 19.F.1.a): "Axis SP carried by 2/5 Pz".
 */
export function dumpLabel(d: DumpView, naming: DumpNaming): string {
  const what = naming.kindName?.(d.resource) ?? 'dump';
  return `${naming.sideName(d.side)} ${what}${d.carriedBy ? ` carried by ${naming.unitName(d.carriedBy)}` : ''}`;
}

/**
 * A dump anywhere on the map, by its side and place: "the Axis dump at 1208", "the Axis dump
 * carried by 2/5 Pz at 1208" (a list of dumps adds the amount, which says the kind).
 */
export function dumpPlace(
  d: Pick<DumpView, 'side' | 'hex' | 'carriedBy'>,
  naming: Pick<DumpNaming, 'sideName' | 'unitName'>,
): string {
  const carried = d.carriedBy ? ` carried by ${naming.unitName(d.carriedBy)}` : '';
  return `the ${naming.sideName(d.side)} dump${carried} at ${d.hex}`;
}

/**
 * Labels for a list of dumps that read apart, keyed by id: where two would read the same (two Axis
 * dumps in one hex), the second is "Axis dump (2)", the third "(3)", in the list's order.
 */
export function uniqueLabels<D extends { id: string }>(
  dumps: readonly D[],
  label: (d: D) => string,
): Record<string, string> {
  const seen = new Map<string, number>();
  const labels: Record<string, string> = {};
  for (const d of dumps) {
    const text = label(d);
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    labels[d.id] = n === 1 ? text : `${text} (${n})`;
  }
  return labels;
}
