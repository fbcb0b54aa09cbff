import { gcUnitType } from './game-parts.js';
import { CommandError } from '../../model/command-error.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { GameEvent } from './events.js';
import { airbaseRe } from './attack-supply.js';
import { formatTwelfths } from './quantity.js';
import { specialReach } from './special-reach.js';
import { usableNow } from './usable-now.js';

/**
 * GC 19.A.4: an airbase counted for supply: its air units (the side's air units in its hex that are
 * not airbases) and its capacity, 1/2 RE each, doubled when strategic; the airbase is one unit.
 */
export function airbaseSupplyRe(ctx: RulesContext, state: GcState, base: GcUnit): { re: number; airUnits: number } {
  const air = (u: GcUnit) => {
    const t = ctx.game.unitTypes.find((x) => x.id === u.type);
    return t && gcUnitType(t).air;
  };
  const airUnits = state.units.filter(
    (u) => u.side === base.side && u.hex === base.hex && u.id !== base.id && !u.gc?.airbase && air(u),
  ).length;
  const { capacity, strategic } = base.gc!.airbase!;
  return {
    re: airbaseRe({ airUnits, capacity, strategic }),
    airUnits,
  };
}

/**
 * GC 19.A.4, 17.D.2: the SP that resupply an airbase for a turn: what special supply would spend to
 * bring its RE to full supply as a ground unit (1 SP per 24 RE a level, the levels to full supply,
 * at most two), in twelfths, rounded up. Our reading (docs/rules-interpretations.md).
 */
export function airbaseSupplyCost(re: number, level: number): number {
  return Math.ceil((re * Math.min(level + 1, 2)) / 2);
}

/**
 * GC 19.A.4: "If an airbase is not in full supply, it requires SPs to fully resupply it for one
 * complete turn ... This does not change the U# status but allows full strength missions to be
 * flown and air units to be made operative. The SPs may be used during either player-turn. Use a
 * 'Supplied Airbase' marker." SP from a special supply source within range, once a turn.
 */
export function applyAirbaseSupply(
  ctx: RulesContext,
  state: GcState,
  c: { side: string; unit: string; dump: string },
): GameEvent[] {
  const base = state.units.find((u) => u.id === c.unit && u.side === c.side);
  if (!base) throw new CommandError(`there is no ${c.side} unit "${c.unit}"`, 'unit');
  if (!base.gc?.airbase)
    throw new CommandError(
      `${base.name} is no airbase: give it a capacity (and strategic or not) first (GC 19.A.4)`,
      'unit',
    );
  if (base.gc?.uLevel === undefined)
    throw new CommandError(`${base.name} is in full supply: it needs no SP (GC 19.A.4)`, 'unit');
  if (base.gc?.suppliedAirbase === state.clock.turn)
    throw new CommandError(`${base.name} already has a Supplied Airbase marker this turn (GC 19.A.4)`, 'unit');
  const dump = state.dumps.find((d) => d.id === c.dump && d.side === c.side && !d.resource);
  if (!dump) throw new CommandError(`there is no ${c.side} SP "${c.dump}"`, 'dump');
  const { reaches, outOfReach } = specialReach(ctx, state, c.side, dump.hex);
  if (!reaches(base.hex)) throw new CommandError(`${base.name} at ${base.hex} is ${outOfReach(base.hex)}`, 'dump');
  const { re, airUnits } = airbaseSupplyRe(ctx, state, base);
  const cost = airbaseSupplyCost(re, base.gc?.uLevel);
  const available = usableNow(ctx.game, state, dump);
  if (available < cost)
    throw new CommandError(
      `${dump.id} at ${dump.hex} has ${formatTwelfths(available)} to use now; the airbase needs ${formatTwelfths(cost)}`,
      'dump',
    );
  const counted = `${airUnits} air unit${airUnits === 1 ? '' : 's'} and capacity ${base.gc?.airbase.capacity}${base.gc?.airbase.strategic ? ', strategic (double)' : ''}: ${re} RE`;
  return [
    {
      type: 'dumpSpent',
      dump: dump.id,
      hex: dump.hex,
      tokens: cost,
      reason: 'resupply',
      units: [base.id],
      note: `Supplied Airbase ${base.name} for turn ${state.clock.turn}, ${counted}; its U${base.gc?.uLevel} unchanged (GC 19.A.4)`,
    },
    { type: 'airbaseSupplied', unit: base.id, turn: state.clock.turn, level: base.gc?.uLevel },
  ];
}
