import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { enemyZocStrength } from './supply-lines.js';

/**
 * The hexes in a side's ZOC for the map overlay (GC 17.B: a unit's ZOC shrinks with its Supply
 * Status), and those the other side occupies, where its supply lines pass all the same (16.H).
 */
export function gcZocHexes(ctx: RulesContext, state: GcState, side: string): { hexes: string[]; negated: string[] } {
  const other = ctx.game.sides.find((s) => s.id !== side)?.id ?? side;
  // the ZOC the other side meets is this side's
  const zoc = enemyZocStrength(ctx.game, ctx.grid, state, other);
  const occupied = new Set(state.units.filter((u) => u.side === other).map((u) => u.hex));
  const hexes: string[] = [];
  const negated: string[] = [];
  for (let i = 0; i < ctx.grid.size; i++) {
    if (!zoc[i]) continue;
    const id = ctx.grid.printedId(i);
    hexes.push(id);
    if (occupied.has(id)) negated.push(id);
  }
  return { hexes, negated };
}
