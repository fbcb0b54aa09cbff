import { CommandError } from '../../model/command-error.js';
import { gcDumpName } from './capabilities.js';
import type { GameEvent } from './events.js';
import type { GcDump, GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { depotAt, resourceOf } from './depot-at.js';
import { railLineAt } from './rail-lines.js';
import { formatTwelfths } from './quantity.js';
import { POINT_RE, railCapacityRe, SUPPLY_UNIT_RE, supplyUnitLoadMp, TWELFTHS } from './strategic-resources.js';
import { mpText } from '../../hex/mp-text.js';

const isSupplyUnit = (ctx: RulesContext, u: GcUnit) =>
  ctx.game.unitTypes.find((t) => t.id === u.type)?.symbol === 'transport';

/** What a unit may carry, in twelfths of a point: a supply unit 24 RE of SP and SRP (19.F.1.a), a ground unit its own RE size in points (19.F.1.c). */
function capacity(ctx: RulesContext, u: GcUnit): number {
  return isSupplyUnit(ctx, u) ? (SUPPLY_UNIT_RE / POINT_RE) * TWELFTHS : u.re * TWELFTHS;
}

/**
 * GC 19.F.1.a, 19.F.1.c: loading SP or SRP on a supply unit or a ground unit in the depot's hex.
 * A supply unit spends 1 MP per 3 RE (or fraction) and carries 24 RE; a ground unit 1 MP per RE
 * and carries its RE size in points (and while carrying loses 2 MP, terrain costs doubled).
 * Loading from a railhead uses supply net capacity: 3 RE a point times the line's multiplier.
 * Loaded points are a dump on the unit and go where it goes, a retreat included (19.F.1.f).
 */
export function applyGcLoad(
  ctx: RulesContext,
  state: GcState,
  c: { dump: string; carrier: string; amount: number; railhead?: boolean | undefined },
): GameEvent[] {
  const from = state.dumps.find((d) => d.id === c.dump && !d.on);
  if (!from) throw new CommandError(`there is no depot "${c.dump}" on the ground`, 'dump');
  if (from.resource === 'chit')
    throw new CommandError(
      "Offensive Chits move only by supply units or rail as units of 15 RE; load them with the referee's rail rules (GC 19.A.2.e)",
      'dump',
    );
  const carrier = state.units.find((u) => u.id === c.carrier);
  if (!carrier || carrier.side !== from.side)
    throw new CommandError(`there is no ${from.side} unit "${c.carrier}"`, 'carrier');
  if (carrier.hex !== from.hex)
    throw new CommandError(
      `${carrier.name} is at ${carrier.hex}, the depot at ${from.hex}: load in the depot's hex`,
      'carrier',
    );
  const available = from.amount - (from.arrived ?? 0);
  if (c.amount > available)
    throw new CommandError(
      `${gcDumpName(from)} has ${formatTwelfths(available)} that may be loaded this phase`,
      'amount',
    );
  const aboard = state.dumps.filter((d) => d.on === carrier.id).reduce((a, d) => a + d.amount, 0);
  const cap = capacity(ctx, carrier);
  if (aboard + c.amount > cap)
    throw new CommandError(
      `${carrier.name} carries at most ${formatTwelfths(cap).replace(/ SP$/, '')} points (${isSupplyUnit(ctx, carrier) ? '24 RE, GC 19.F.1.a' : 'its RE size, GC 19.F.1.c'}); ${formatTwelfths(aboard).replace(/ SP$/, '')} aboard`,
      'amount',
    );
  const mp = handlingMp(ctx, carrier, c.amount);
  const resource = resourceOf(from);
  const load = state.dumps.find((d) => d.on === carrier.id && resourceOf(d) === resource);
  const fresh: GcDump | undefined = load
    ? undefined
    : {
        id: `${carrier.id}-${resource}`,
        side: from.side,
        hex: carrier.hex,
        amount: 0,
        captured: from.captured,
        on: carrier.id,
        ...(from.resource ? { resource: from.resource } : {}),
      };
  const events: GameEvent[] = [
    {
      type: 'supplyMoved',
      ...(from.resource === 'srp' ? { shownIn: 'SRP' } : {}),
      from: from.id,
      to: (load ?? fresh)!.id,
      ...(fresh ? { newDump: fresh } : {}),
      tokens: c.amount,
      by: 'tp',
      action: 'load',
      note: `${mpText(mp)} MP to load${isSupplyUnit(ctx, carrier) ? '' : '; while carrying: 2 MP less, terrain costs doubled (GC 19.F.1.c)'}`,
    },
  ];
  if (c.railhead) events.push(railheadCapacity(ctx, state, from, c.amount));
  return events;
}

/** GC 19.F.1.a: unloading into a depot in the carrier's hex; the same MP as loading. */
export function applyGcUnload(ctx: RulesContext, state: GcState, c: { carrier: string; amount: number }): GameEvent[] {
  const carrier = state.units.find((u) => u.id === c.carrier);
  if (!carrier) throw new CommandError(`there is no unit "${c.carrier}"`, 'carrier');
  const load = state.dumps.find((d) => d.on === carrier.id && d.amount > 0);
  if (!load) throw new CommandError(`${carrier.name} carries no SP or SRP`, 'carrier');
  if (c.amount > load.amount)
    throw new CommandError(
      `${carrier.name} carries only ${formatTwelfths(load.amount)}; ${formatTwelfths(c.amount)} were asked to be unloaded`,
      'amount',
    );
  const to = depotAt(state, {
    side: load.side,
    hex: carrier.hex,
    resource: resourceOf(load),
    prefix: 'depot',
    captured: load.captured,
  });
  const mp = handlingMp(ctx, carrier, c.amount);
  return [
    {
      type: 'supplyMoved',
      ...(load.resource === 'srp' ? { shownIn: 'SRP' } : {}),
      from: load.id,
      to: to.id,
      ...(to.newDump ? { newDump: to.newDump } : {}),
      tokens: c.amount,
      by: 'tp',
      action: 'unload',
      note: `${mpText(mp)} MP to unload`,
    },
  ];
}

/** MP to load or unload: a supply unit 1 per 3 RE or fraction (19.F.1.a), a ground unit 1 per RE (19.F.1.c). */
function handlingMp(ctx: RulesContext, carrier: GcUnit, amount: number): number {
  return isSupplyUnit(ctx, carrier) ? supplyUnitLoadMp(0, amount) : Math.ceil((amount / TWELFTHS) * POINT_RE - 1e-9);
}

function railheadCapacity(ctx: RulesContext, state: GcState, from: GcDump, amount: number): GameEvent {
  const line = railLineAt(ctx, ctx.grid.indexOf(from.hex));
  if (!line) throw new CommandError(`${from.hex} is not on a rail line: it is no railhead`, 'dump');
  const re = railCapacityRe(ctx.game, amount, line);
  return {
    type: 'budgetUsed',
    side: from.side,
    turn: state.clock.turn,
    kind: 'supply-net',
    amount: re,
    note: `${formatTwelfths(amount)} loaded at ${line === 'uncertified' ? 'an' : 'a'} ${line} railhead at ${from.hex}: ${re} RE (GC 19.F.1.a)`,
  };
}
