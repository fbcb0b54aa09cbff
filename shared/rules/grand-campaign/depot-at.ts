import type { GcDump, GcState } from './state.js';

/** GC 19: what a dump holds — SP (the system's supply), SRP, or Offensive Chits. */
export type Resource = 'sp' | 'srp' | 'chit';
export const resourceOf = (d: GcDump): Resource => d.resource ?? 'sp';

/** `${prefix}-n` with the first n no dump has (nor any id in `taken`, for dumps made by the same command). */
export function unusedDumpId(state: GcState, prefix: string, taken: ReadonlySet<string> = new Set()): string {
  let n = 1;
  while (state.dumps.some((d) => d.id === `${prefix}-${n}`) || taken.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

/**
 * Where points arrive (conversions, moves, unloading, SRPs off the track): the side's depot of
 * that kind on the ground in the hex, or a new empty one. A new id is added to `taken`.
 */
export function depotAt(
  state: GcState,
  at: { side: string; hex: string; resource: Resource; prefix?: string; captured?: boolean },
  taken: Set<string> = new Set(),
): { id: string; newDump?: GcDump } {
  const found = state.dumps.find(
    (d) => d.side === at.side && d.hex === at.hex && !d.on && resourceOf(d) === at.resource,
  );
  if (found) return { id: found.id };
  const id = unusedDumpId(state, at.prefix ?? at.resource, taken);
  taken.add(id);
  return {
    id,
    newDump: {
      id,
      side: at.side,
      hex: at.hex,
      amount: 0,
      captured: at.captured ?? false,
      ...(at.resource === 'sp' ? {} : { resource: at.resource }),
    },
  };
}
