import { CommandError } from '../../model/command-error.js';
import type { GameEvent } from './events.js';
import type { GcState } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { airbasesOf, airbaseUnder } from './air-units.js';
import { budgetUsed } from './budgets.js';
import { specialReach } from './special-reach.js';
import { distributedMarker } from './supply-unit-marker.js';
import { JUDGEMENT_PHASE } from './judgement.js';
import { formatTwelfths } from './quantity.js';
import { levelText, specialSupply, WORST } from './unsupplied-level.js';
import { usableNow } from './usable-now.js';

/**
 * GC 17.D.2: reduction by special supply. In a supply judgement phase (either player's), once a
 * phase, SP from a depot or a unit within special supply range are spent on out-of-supply units:
 * 1 SP takes 12 RE down two levels or 24 RE down one, fractions in proportion, never more than two
 * levels; brought below U0 the units are in full supply. Amounts are twelfths of an SP.
 */
export function applyResupply(
  ctx: RulesContext,
  state: GcState,
  c: { side: string; units: string[]; dump: string; amount: number },
): GameEvent[] {
  if (state.clock.phase !== JUDGEMENT_PHASE)
    throw new CommandError(
      `SP are spent to resupply units in a Supply Judgement Phase (GC 17.D.2); it is the ${state.clock.phase} phase`,
    );
  // 17.D.2: "the U# marker will increase by one as usual during the appropriate supply judgement
  // phase" and then SP reduce it: in one's own phase the judgement comes first
  if (state.clock.side === c.side && !state.supplyJudged.includes(c.side))
    throw new CommandError(
      `judge supply first (17.D.2): in the ${c.side} Supply Judgement Phase the markers rise before SP spent reduce them`,
    );
  const dump = state.dumps.find((d) => d.id === c.dump);
  if (!dump || dump.side !== c.side || dump.resource)
    throw new CommandError(`there is no ${c.side} SP "${c.dump}"`, 'dump');
  const available = usableNow(ctx.game, state, dump);
  if (c.amount > available)
    throw new CommandError(
      `${dump.id} at ${dump.hex} has ${formatTwelfths(available)} to use now, less than the ${formatTwelfths(c.amount)} asked for`,
      'amount',
    );
  const air = airbasesOf(ctx.game, state);
  const units = c.units.map((id) => {
    const u = state.units.find((x) => x.id === id);
    if (!u || u.side !== c.side) throw new CommandError(`there is no ${c.side} unit "${id}"`, 'units');
    if (u.gc?.uLevel === undefined)
      throw new CommandError(`${u.name} is in full supply: SP only reduce a Supply Status marker (GC 17.D.2)`, 'units');
    if (airbaseUnder(air.airTypes, air.bases, u))
      throw new CommandError(
        `${u.name} is an air unit: it takes its airbase's supply status (GC 17.B.2); SP spent for it go to the airbase (19.A.4)`,
        'units',
      );
    if (u.gc?.airbase)
      throw new CommandError(
        `${u.name} is an airbase: SP spent on it give a Supplied Airbase marker and leave its U# alone (GC 19.A.4): supply the airbase instead`,
        'units',
      );
    if (u.gc?.resupplied)
      throw new CommandError(
        `SP have been spent on ${u.name} in this phase already: once per phase (GC 17.D.2)`,
        'units',
      );
    return u;
  });
  if (!units.length) throw new CommandError('name the units to resupply', 'units');
  // within special supply range of the SP
  const { reaches, outOfReach } = specialReach(ctx, state, c.side, dump.hex);
  for (const u of units) {
    if (!reaches(u.hex)) throw new CommandError(`${u.name} at ${u.hex} is ${outOfReach(u.hex)}`, 'units');
  }
  const re = units.reduce((a, u) => a + u.re, 0);
  const levels = specialSupply(Math.max(...units.map((u) => u.gc?.uLevel!)), re, c.amount).levels;
  if (levels === 0)
    throw new CommandError(
      `${formatTwelfths(c.amount)} for ${re} RE buys no level: one level needs 1 SP per 24 RE, here ${formatTwelfths(Math.ceil(re / 2))} (GC 17.D.2)`,
      'amount',
    );
  const needed = spFor(Math.min(levels, Math.max(...units.map((u) => u.gc?.uLevel!)) + 1), re);
  // 17.D.2 buys levels by the RE; what is spent beyond that buys nothing, and the log says so
  const over =
    c.amount > needed
      ? `; ${formatTwelfths(needed)} would have bought the same, ${formatTwelfths(c.amount - needed)} bought nothing`
      : '';
  const events: GameEvent[] = [
    {
      type: 'dumpSpent',
      dump: dump.id,
      hex: dump.hex,
      tokens: c.amount,
      reason: 'resupply',
      units: units.map((u) => u.id),
      note: `${levels} level${levels === 1 ? '' : 's'} for ${re} RE (GC 17.D.2)${over}`,
    },
  ];
  for (const u of units) {
    const next = u.gc?.uLevel! - levels;
    events.push({
      type: 'supplyLevelSet',
      unit: u.id,
      from: u.gc?.uLevel!,
      to: next < 0 ? null : next,
      why: `${formatTwelfths(c.amount)} of special supply for ${re} RE: down ${levels} level${levels === 1 ? '' : 's'}${next < 0 ? ', in full supply' : ''} (GC 17.D.2)`,
      resupply: true,
    });
  }
  // GC 19.F.1.a: a supply unit that distributes SP gets +1 MP a point
  events.push(...distributedMarker(ctx, state, dump, c.amount));
  return events;
}

/** GC 17.D.2: the SP, in twelfths, that take `re` RE down so many levels: 1 SP per 24 RE a level. */
function spFor(levels: number, re: number): number {
  return Math.ceil((levels * re) / 2);
}

/**
 * GC 17.B.1 a: at the start of its movement a unit may raise its Supply Status marker one level to
 * ignore every movement effect of the chart for the phase. Never past U8 (16.B).
 */
export function applyRaise(state: GcState, unit: string): GameEvent[] {
  const u = state.units.find((x) => x.id === unit);
  if (!u) throw new CommandError(`there is no unit "${unit}" in this campaign`, 'unit');
  if (u.gc?.uLevel === undefined)
    throw new CommandError(`${u.name} is in full supply: it has no movement effects to ignore`, 'unit');
  if (state.clock.side !== u.side || !['movement', 'exploitation'].includes(state.clock.phase))
    throw new CommandError(
      `a unit raises its marker at the start of its own movement (GC 17.B.1 a); it is the ${state.clock.side} ${state.clock.phase} phase`,
      'unit',
    );
  if (u.gc?.uLevel >= WORST)
    throw new CommandError(`${u.name} is at U8: no action may take it past U8 (GC 16.B)`, 'unit');
  // 17.B.1 a: "at the start of its movement": once per unit per phase
  const once = `raised:${state.clock.phase}:${u.id}`;
  if (budgetUsed(state, u.side, once) > 0)
    throw new CommandError(
      `${u.name}'s marker was raised to move freely in this ${state.clock.phase} phase already: once per unit per phase (GC 17.B.1 a)`,
      'unit',
    );
  return [
    {
      type: 'budgetUsed',
      side: u.side,
      turn: state.clock.turn,
      kind: once,
      amount: 1,
      note: `${u.name} raised its marker to move freely in the ${state.clock.phase} phase (GC 17.B.1 a)`,
    },
    {
      type: 'supplyLevelSet',
      unit: u.id,
      from: u.gc?.uLevel,
      to: u.gc?.uLevel + 1,
      why: `${levelText(u.gc?.uLevel)} raised to ignore the movement effects this phase (GC 17.B.1 a)`,
    },
  ];
}
