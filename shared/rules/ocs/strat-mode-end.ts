import { CommandError } from '../../model/command-error.js';
import type { OcsState, OcsUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { determineSupply } from './determine-supply.js';
import { movesUnderOwnMp } from './fuel-before-move.js';

/**
 * OCS 12.6e: "Strat Mode units ... must end their movement in hexes where trace supply is
 * currently possible." A move of a combat unit in Strat Mode under its own MP is refused when,
 * in the hex it moves to, it would have no trace supply now (eating does not count: 12.6e
 * forbids it too). Moves outside the moving phases are the referee's edits and are not checked.
 */
export function checkStratModeEnd(ctx: RulesContext, state: OcsState, u: OcsUnit, to: string): void {
  if (u.mode !== 'strat' || !movesUnderOwnMp(state, u)) return;
  if (!(ctx.game.unitTypes.find((t) => t.id === u.type)?.combat ?? true)) return;
  const moved = { ...state, units: state.units.map((x) => (x.id === u.id ? { ...x, hex: to } : x)) };
  const det = determineSupply(ctx.game, ctx.graph, moved, u.side, undefined, { paths: false });
  det.sideCtx.search.release();
  const v = det.verdicts.find((x) => x.unit === u.id);
  if (!v || v.status === 'in-supply' || v.status === 'exempt') return;
  const why = v.reason.split('; can eat')[0]!.split('; cannot eat')[0];
  throw new CommandError(
    `${u.name} is in Strat Mode and must end its move where trace supply is possible now (OCS 12.6e); at ${to}: ${why}`,
    'hex',
  );
}
