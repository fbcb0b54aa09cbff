import { CommandError } from '../../model/command-error.js';
import type { ClassicCommand } from './commands.js';
import type { GameEvent } from '../../engine/events.js';
import type { CampaignState } from '../../model/campaign-schema.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { classicSupply } from './determine-supply.js';

/** The phases in which CL judges supply for movement: each Movement Phase (the Germans have two). */
const MOVEMENT_PHASES = new Set(['movement', 'second-movement']);

/**
 * CL Procedure: supply for movement is determined at the beginning of each Movement Phase and
 * holds for the phase (a unit that moves into supply stays unsupplied until the next); supply for
 * combat at the instant of each combat, for the units that attack or defend in it. Judging in a
 * Movement Phase marks and clears Out of Supply; judging a combat records the verdicts only.
 */
export function applyClassicSupply(ctx: RulesContext, state: CampaignState, c: ClassicCommand): GameEvent[] {
  if (!ctx.game.sides.some((s) => s.id === c.side)) throw new CommandError(`there is no side "${c.side}"`, 'side');
  const report = classicSupply(ctx, state, c.side);
  const turn = state.clock.turn;
  if (state.clock.phase === 'combat') {
    if (!c.units?.length)
      throw new CommandError(
        'name the units in the combat: supply for combat is judged at the instant of each combat (CL Procedure)',
        'units',
      );
    const named = c.units.map((id) => {
      const v = report.units.find((x) => x.id === id);
      if (!v) throw new CommandError(`${id} is not a ${c.side} unit on the map`, 'units');
      return v;
    });
    return [
      {
        type: 'supplyDetermined',
        side: c.side,
        turn,
        verdicts: named.map((v) => ({
          unit: v.id,
          hex: v.hex,
          status: v.status === 'out-of-supply' ? 'out-of-supply' : 'in-supply',
          via: v.via,
          reason: `at the instant of combat: ${v.reason}`,
        })),
      },
    ];
  }
  if (state.clock.side !== c.side || !MOVEMENT_PHASES.has(state.clock.phase)) {
    throw new CommandError(
      `supply is judged at the beginning of the side's own Movement Phase, or at the instant of a combat (CL Procedure); it is the ${state.clock.side} ${state.clock.phase} phase`,
    );
  }
  requireFirstJudgement(state, c.side);
  const events: GameEvent[] = [
    {
      type: 'supplyDetermined',
      side: c.side,
      turn,
      verdicts: report.units.map((v) => ({
        unit: v.id,
        hex: v.hex,
        status: v.status === 'out-of-supply' ? 'out-of-supply' : v.status === 'exempt' ? 'exempt' : 'in-supply',
        via: v.via,
        reason: v.reason,
      })),
    },
  ];
  for (const v of report.units) {
    const u = state.units.find((x) => x.id === v.id)!;
    if (v.status === 'out-of-supply' && u.outOfSupplySince === undefined)
      events.push({ type: 'outOfSupplyMarked', unit: u.id, turn });
    if (v.status !== 'out-of-supply' && u.outOfSupplySince !== undefined)
      events.push({ type: 'outOfSupplyCleared', unit: u.id });
  }
  return events;
}

/**
 * CL Procedure: supply for movement is judged once, "at the beginning of each Movement Phase"; "a
 * unit [that] moves into Supply during that Phase ... is still out of Supply for that Phase". A
 * second judgement in the same phase would clear the markers of units that moved into supply.
 */
function requireFirstJudgement(state: CampaignState, side: string): void {
  if (state.supplyJudged.includes(side))
    throw new CommandError(
      `supply for movement has been judged at the beginning of this ${side} Movement Phase already: a unit that moves into supply stays out of supply for the phase (CL Procedure; undo the judgement to redo it)`,
    );
}
