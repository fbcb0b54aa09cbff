import { CommandError } from '../../model/command-error.js';
import { enteredDice, rollDice, type DiceRoll } from '../../engine/dice.js';
import type { GameEvent } from './events.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { eliminationConditions } from './elimination-conditions.js';
import { eliminationRoll } from './elimination-roll.js';
import { JUDGEMENT_PHASE } from './phases.js';
import { enemyZocStrength, weatherOf } from './supply-lines.js';

export interface IsolationRollCommand {
  side: string;
  dice?: Array<{ unit: string; die: number }> | undefined;
  seed?: number | undefined;
  /** more chart rows that hold for a unit, named by the referee */
  extra?: Record<string, string[]> | undefined;
}

/** GC 17.E: the units that roll: supply isolated, in an enemy partial ZOC or better (note 3), at U1 or worse. */
export function eliminationCandidates(
  ctx: RulesContext,
  state: GcState,
  side: string,
  zoc: Uint8Array = enemyZocStrength(ctx.game, ctx.grid, state, side),
): Array<{ unit: GcUnit; zoc: number }> {
  return state.units
    .filter((u) => u.side === side && u.gc?.isolated === 'supply' && (u.gc?.uLevel ?? 0) >= 1)
    .map((u) => ({ unit: u, zoc: zoc[ctx.grid.indexOf(u.hex)] ?? 0 }))
    .filter((c) => c.zoc >= 1);
}

/**
 * GC 17.E: after SP are spent for resupply in the friendly supply judgement phase, each isolated
 * unit in an enemy ZOC at U1 or worse rolls one die plus every modifier that holds, against the
 * chart's number for its level. Eliminated: a unit with steps to lose drops to its cadre or
 * remnant (one step); otherwise it goes to its pocket's pool, or to the Eliminated Isolated box.
 */
export function applyIsolationRoll(ctx: RulesContext, state: GcState, c: IsolationRollCommand): GameEvent[] {
  if (state.clock.phase !== JUDGEMENT_PHASE || state.clock.side !== c.side)
    throw new CommandError(
      `units roll for elimination in their own Supply Judgement Phase (GC 17.E); it is the ${state.clock.side} ${state.clock.phase} phase`,
    );
  if (!state.supplyJudged.includes(c.side))
    throw new CommandError(
      `judge ${c.side} supply first: the roll is for units found isolated in this phase (GC 17.E)`,
    );
  if (state.rules.gc.eliminationRolled.includes(c.side))
    throw new CommandError(`${c.side} has rolled for elimination in this phase already`);
  const candidates = eliminationCandidates(ctx, state, c.side);
  if (!candidates.length)
    throw new CommandError(
      'no unit is isolated, in an enemy ZOC and at U1 or worse: none rolls for elimination (GC 17.E)',
    );
  const weather = weatherOf(ctx.game, state.clock.turn);
  for (const d of c.dice ?? [])
    if (!candidates.some((x) => x.unit.id === d.unit))
      throw new CommandError(
        `${d.unit} does not roll for elimination (not isolated, in an enemy ZOC and at U1 or worse)`,
        'dice',
      );
  return candidates.map(({ unit: u, zoc }, k) => {
    const roll = dieFor(c, u, k);
    let r;
    try {
      r = eliminationRoll(
        ctx.game,
        u.gc?.uLevel!,
        roll.faces[0]!,
        eliminationConditions(ctx.game, ctx.grid, state, u, weather, zoc, c.extra?.[u.id] ?? []),
      );
    } catch (e) {
      throw new CommandError(`${u.name} at ${u.hex}: ${(e as Error).message}`, 'extra');
    }
    const outcome = !r.eliminated ? 'survives' : u.steps > 1 ? 'reduced' : 'eliminated';
    const pool = state.rules.gc.pools.find((p) => p.side === u.side && p.hexes.includes(u.hex))?.id;
    const total = r.items.reduce((a, i) => a + i.modifier, 0);
    return {
      type: 'eliminationRolled',
      unit: u.id,
      hex: u.hex,
      level: u.gc?.uLevel!,
      dice: roll,
      items: r.items,
      total,
      modified: r.modified,
      needed: r.needed,
      outcome,
      ...(outcome === 'eliminated' && pool ? { pool } : {}),
    } satisfies GameEvent;
  });
}

function dieFor(c: IsolationRollCommand, u: GcUnit, k: number): DiceRoll {
  if (c.dice) {
    const d = c.dice.find((x) => x.unit === u.id);
    if (!d) throw new CommandError(`give a die for ${u.name} (${u.hex}): every unit that rolls needs one`, 'dice');
    try {
      return enteredDice([d.die], 1, `the elimination roll for ${u.name}`);
    } catch (e) {
      throw new CommandError((e as Error).message, 'dice');
    }
  }
  if (c.seed === undefined)
    throw new CommandError('the elimination rolls need dice: type them in, or let the app roll', 'dice');
  return rollDice((c.seed + k) >>> 0, 1);
}
