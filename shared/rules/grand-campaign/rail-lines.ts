import { CommandError } from '../../model/command-error.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';

/** The route types that are rail lines, as a bit mask over the movement graph's route bits. */
function railBits(ctx: RulesContext): number {
  return ctx.game.routeTypes.reduce((m, r, k) => (r.kind === 'rail' ? m | (1 << k) : m), 0);
}

/** The rail line type at a hex (the first of the game's rail route types there), or undefined: no railhead. */
export function railLineAt(ctx: RulesContext, hex: number): string | undefined {
  const rails = railBits(ctx);
  let bits = 0;
  for (let d = 0; d < 6; d++) bits |= ctx.graph.routesOf[6 * hex + d]! & rails;
  return ctx.game.routeTypes.find((_, k) => bits & (1 << k))?.id;
}

/** The hexes an enemy unit holds: a rail line through one is cut for the side's supply net. */
export function enemyHeldHexes(ctx: RulesContext, state: GcState, side: string): Set<number> {
  const held = new Set<number>();
  for (const u of state.units) if (u.side !== side) held.add(ctx.grid.indexOf(u.hex));
  return held;
}

/**
 * The rail line type at the railhead, when a rail line joins it to the destination (GC 19.F.1.d:
 * SP and SRP move by rail like a rail-only unit). GC 19.F.1.d.2:
 * the supply net runs on the side's own rail net, so never through a hex an enemy unit holds.
 */
export function railLine(ctx: RulesContext, from: number, to: number, enemyHeld: ReadonlySet<number>): string {
  const { graph, grid } = ctx;
  const rails = railBits(ctx);
  const seen = new Set([from]);
  const queue = [from];
  let blocked: number | undefined;
  while (queue.length) {
    const h = queue.pop()!;
    for (let d = 0; d < 6; d++) {
      if (!(graph.routesOf[6 * h + d]! & rails)) continue;
      const j = grid.neighbours[6 * h + d]!;
      if (j < 0 || seen.has(j)) continue;
      seen.add(j);
      if (enemyHeld.has(j)) blocked ??= j;
      else queue.push(j);
    }
  }
  if (!seen.has(to) || from === to || enemyHeld.has(to))
    throw new CommandError(
      `no rail line joins ${grid.printedId(from)} to ${grid.printedId(to)}${blocked === undefined ? '' : ` without passing ${grid.printedId(blocked)}, held by an enemy unit (GC 19.F.1.d.2)`}`,
      'hex',
    );
  return railLineAt(ctx, from)!;
}
