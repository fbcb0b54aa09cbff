import { CommandError } from '../../model/command-error.js';
import { dumpName, unitNameIn } from '../../engine/referee-names.js';
import type { TransportKind } from '../../engine/events.js';
import type { GameEvent } from './events.js';
import type { OcsDump, OcsState, OcsUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { ocsUnitType } from './game-parts.js';

/**
 * Moving SP (OCS 12.2): loading onto and unloading from Transport Points, and shipping by rail,
 * air or sea (whose capacities the referee keeps, per 13.2-19.0). The leapfrog rule (12.2a) per
 * phase: SP unloaded or shipped in this phase cannot be loaded again in it (a dump's `arrived`),
 * and SP loaded on a Transport Point go by that one type of transport.
 */
export function loadSupply(
  game: GameDefinition,
  state: OcsState,
  dumpId: string,
  carrierId: string,
  amount: number,
): GameEvent[] {
  const from = groundDump(state, dumpId);
  const carrier = transportPoint(game, state, carrierId);
  if (carrier.hex !== from.hex)
    throw new CommandError(
      `${carrier.name} is at ${carrier.hex}, the dump at ${from.hex}: load in the dump's hex`,
      'carrier',
    );
  if (carrier.side !== from.side)
    throw new CommandError(`${dumpName(from)} belongs to ${from.side}; ${carrier.name} cannot load it`, 'dump');
  const loadable = from.amount - (from.arrived ?? 0);
  if (amount > loadable) {
    throw new CommandError(
      from.arrived
        ? `only ${loadable}T of dump ${from.id} can be loaded, not ${amount}T: ${from.arrived}T were unloaded or shipped here this phase and cannot be loaded again until the next (OCS 12.2a)`
        : `dump ${from.id} holds only ${from.amount}T; ${amount}T were asked to be loaded`,
      'amount',
    );
  }
  const load = state.dumps.find((d) => d.on === carrier.id);
  const capacity = capacityOf(game, carrier);
  if ((load?.amount ?? 0) + amount > capacity)
    throw new CommandError(
      `${carrier.name} carries at most ${capacity}T; it has ${load?.amount ?? 0}T aboard`,
      'amount',
    );
  const fresh: OcsDump | undefined = load
    ? undefined
    : {
        id: `${carrier.id}-load`,
        side: from.side,
        hex: carrier.hex,
        amount: 0,
        captured: from.captured,
        on: carrier.id,
      };
  return [
    {
      type: 'supplyMoved',
      from: from.id,
      to: (load ?? fresh)!.id,
      ...(fresh ? { newDump: fresh } : {}),
      tokens: amount,
      by: 'tp',
      action: 'load',
    },
  ];
}

export function unloadSupply(game: GameDefinition, state: OcsState, carrierId: string, amount: number): GameEvent[] {
  const carrier = transportPoint(game, state, carrierId);
  const load = state.dumps.find((d) => d.on === carrier.id);
  if (!load || load.amount === 0) throw new CommandError(`${carrier.name} carries no supply`, 'carrier');
  if (amount > load.amount)
    throw new CommandError(
      `${carrier.name} carries only ${load.amount}T; ${amount}T were asked to be unloaded`,
      'amount',
    );
  return [groundArrival(state, load, carrier.hex, amount, 'tp', 'unload')];
}

export function shipSupply(
  state: OcsState,
  dumpId: string,
  amount: number,
  by: Exclude<TransportKind, 'tp'>,
  hex: string,
): GameEvent[] {
  const from = groundDump(state, dumpId);
  const movable = from.amount - (from.arrived ?? 0);
  if (amount > movable) {
    throw new CommandError(
      from.arrived
        ? `only ${movable}T of dump ${from.id} can be moved, not ${amount}T: ${from.arrived}T arrived here this phase (OCS 12.2a, one type of transport per phase)`
        : `${dumpName(from)} holds only ${from.amount}T; ${amount}T were asked to be moved`,
      'amount',
    );
  }
  if (hex === from.hex) throw new CommandError(`${dumpName(from)} is already at ${hex}`, 'hex');
  return [groundArrival(state, from, hex, amount, by, 'ship')];
}

/** Into the side's dump on the ground at hex, or a new one there; the SP count as arrived this phase. */
function groundArrival(
  state: OcsState,
  from: OcsDump,
  hex: string,
  amount: number,
  by: TransportKind,
  action: 'unload' | 'ship',
): GameEvent {
  const there = state.dumps.find((d) => d.hex === hex && d.side === from.side && !d.on && d.id !== from.id);
  let n = state.dumps.length + 1;
  while (state.dumps.some((d) => d.id === `dump-${n}`)) n++;
  const fresh: OcsDump | undefined = there
    ? undefined
    : { id: `dump-${n}`, side: from.side, hex, amount: 0, captured: from.captured };
  return {
    type: 'supplyMoved',
    from: from.id,
    to: (there ?? fresh)!.id,
    ...(fresh ? { newDump: fresh } : {}),
    tokens: amount,
    by,
    action,
  };
}

function groundDump(state: OcsState, id: string): OcsDump {
  const d = state.dumps.find((x) => x.id === id);
  if (!d) throw new CommandError(`there is no dump "${id}" in this campaign`, 'dump');
  if (d.on) throw new CommandError(`${dumpName(d, unitNameIn(state))}: unload them first`, 'dump');
  return d;
}

function transportPoint(game: GameDefinition, state: OcsState, id: string): OcsUnit {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new CommandError(`there is no unit "${id}" on the map`, 'carrier');
  const type = game.unitTypes.find((t) => t.id === u.type);
  if (type?.symbol !== 'transport' || type.combat)
    throw new CommandError(`${u.name} is not a Transport Point`, 'carrier');
  if (u.extender) throw new CommandError(`${u.name} is an Extender: Extenders never move SP (OCS 12.7a)`, 'carrier');
  return u;
}

function capacityOf(game: GameDefinition, u: OcsUnit): number {
  const type = ocsUnitType(game.unitTypes.find((t) => t.id === u.type)!);
  if (type.capacity === undefined)
    throw new CommandError(
      `the game gives no capacity for ${type.name}: set "capacity" (Tokens per point) on that unit type`,
      'carrier',
    );
  return type.capacity * (u.points ?? 1);
}
