import type { Placement } from '../../shared/engine/what-if.js';

/**
 * A plan: hypothetical moves the referee stacks up on the map to see their combined effect on
 * supply before making any of them (supply.whatif takes them all at once). Nothing is logged until
 * the plan is applied, as one unit.move command a counter, in the order planned; Discard forgets it.
 */
export interface PlannedMove {
  /** the counters set down together (a stack, or the ones chosen in its fan) */
  units: string[];
  /** their names, in the order of \`units\` (countersName words them) */
  names: string[];
  /** the printed hex they are set down in */
  hex: string;
}

/**
 * The plan with one more move. A counter planned again goes where it was planned last: its earlier
 * entry loses it (and goes when it has no counters left), so the list reads as the plan now stands.
 */
export function withMove(plan: readonly PlannedMove[], move: PlannedMove): PlannedMove[] {
  const again = new Set(move.units);
  const kept = plan.flatMap((m) => {
    const keep = m.units.map((u) => !again.has(u));
    if (keep.every(Boolean)) return [m];
    const units = m.units.filter((_, k) => keep[k]);
    return units.length ? [{ ...m, units, names: m.names.filter((_, k) => keep[k]) }] : [];
  });
  return [...kept, { ...move, units: [...move.units], names: [...move.names] }];
}

/** How the referee knows counters moved together: the counter's name, or "3 counters". */
export function countersName(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names.length} counters`;
}

/** The plan without its k-th move (the referee takes one back). */
export function withoutMove(plan: readonly PlannedMove[], k: number): PlannedMove[] {
  return plan.filter((_, i) => i !== k);
}

/**
 * What supply.whatif is asked: every planned placement, then the one in the hand (`hover`) if a
 * counter is being dragged, so the answer is the combined effect of the plan and that hover.
 */
export function placements(plan: readonly PlannedMove[], hover?: { units: string[]; hex: string }): Placement[] {
  const moves = [...plan, ...(hover ? [hover] : [])];
  return moves.flatMap((m) => m.units.map((unit) => ({ unit, hex: m.hex })));
}

/** The commands that make the plan: one move a counter, in the order planned. */
export function planCommands(plan: readonly PlannedMove[]): Array<{ type: 'unit.move'; unit: string; hex: string }> {
  return placements(plan).map((p) => ({ type: 'unit.move', unit: p.unit!, hex: p.hex }));
}
