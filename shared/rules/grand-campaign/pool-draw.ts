import { CommandError } from '../../model/command-error.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { gcSupply } from './determine-supply.js';
import { reading } from './readings.js';

/**
 * GC 19.B: "Each depot or theatre/front has a central pool of SRPs out of which any unisolated unit
 * in full supply may draw for any reason." The unit drawing is named; it must be the side's, not
 * isolated and (unless the game reads 19.D's railing to a hex not in full supply as allowing any
 * unisolated unit: reading srp-pool-draw) in full supply. Returns the words for the log.
 */
export function checkPoolDrawer(ctx: RulesContext, state: GcState, side: string, unitId: string | undefined): string {
  if (!unitId)
    throw new CommandError(
      'name the unit that draws the SRP: only an unisolated unit in full supply draws from a pool (GC 19.B)',
      'unit',
    );
  const k = state.units.findIndex((u) => u.id === unitId && u.side === side);
  const u = state.units[k];
  if (!u) throw new CommandError(`there is no ${side} unit "${unitId}"`, 'unit');
  if (u.gc?.isolated)
    throw new CommandError(`${u.name} is isolated: only an unisolated unit draws SRP from a pool (GC 19.B)`, 'unit');
  if (reading(ctx.game, 'srp-pool-draw') === 'unisolated-unit')
    return `drawn by ${u.name}, unisolated (GC 19.B; reading srp-pool-draw unisolated-unit)`;
  const supply = gcSupply(ctx, state, side, { paths: false, explain: false });
  const v = supply.verdicts[supply.units.findIndex((x) => x.id === u.id)];
  if (v?.status !== 'full')
    throw new CommandError(
      `${u.name} is ${v?.status === 'limited' ? 'in limited supply' : v?.status === 'out' ? 'out of supply' : 'not judged for supply'}: only a unit in full supply draws SRP from a pool (GC 19.B)`,
      'unit',
    );
  return `drawn by ${u.name}, unisolated and in full supply (GC 19.B)`;
}
