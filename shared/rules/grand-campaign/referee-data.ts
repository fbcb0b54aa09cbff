import { gcUnitType } from './game-parts.js';
import { CommandError } from '../../model/command-error.js';
import { type GcState, supplyPoolsOf, type SupplyPool } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { GameEvent } from './events.js';
import { formatResource } from './capabilities.js';

/**
 * The grand campaign's data the referee keeps by hand in the app: an airbase's
 * capacity and strategic flag (GC 19.A.4), the national and theatre supply pools (GC 19.A, 19.D).
 * Each is a logged command, so undo and the archive keep it; pool amounts changed are ledger rows.
 */

type Airbase = { capacity: number; strategic: boolean };

/** GC 19.A.4: a unit made an airbase (capacity, strategic), changed, or no longer one (null). */
export function applyAirbaseSet(
  ctx: RulesContext,
  state: GcState,
  c: { unit: string; airbase: Airbase | null },
): GameEvent[] {
  const u = state.units.find((x) => x.id === c.unit);
  if (!u) throw new CommandError(`there is no unit "${c.unit}" on the map`, 'unit');
  const type = ctx.game.unitTypes.find((t) => t.id === u.type);
  if (c.airbase && !(type && gcUnitType(type).air))
    throw new CommandError(
      `${u.name} (${type?.name ?? u.type}) is not of an air unit type: only an airbase has a capacity (GC 19.A.4)`,
      'unit',
    );
  if (c.airbase && (!Number.isInteger(c.airbase.capacity) || c.airbase.capacity < 0))
    throw new CommandError(`an airbase's capacity is a whole number, 0 or more; not ${c.airbase.capacity}`, 'capacity');
  const from = u.gc?.airbase ? { capacity: u.gc.airbase.capacity, strategic: u.gc.airbase.strategic } : null;
  if (JSON.stringify(from) === JSON.stringify(c.airbase))
    throw new CommandError(`${u.name} already reads so: nothing to change`);
  return [{ type: 'airbaseSet', unit: u.id, from, to: c.airbase }];
}

/** GC 19.A, 19.D: a national or theatre pool added, with its opening amount (a ledger row when not 0). */
export function applyPoolAdd(ctx: RulesContext, state: GcState, c: SupplyPool): GameEvent[] {
  const taken = supplyPoolsOf(state).find((p) => p.id === c.id) ?? state.dumps.find((d) => d.id === c.id);
  if (taken)
    throw new CommandError(
      `the id "${c.id}" is already used by ${'kind' in taken ? `the pool ${taken.name}` : `the dump at ${taken.hex}`}: the ledger needs one account per id`,
      'id',
    );
  if (!ctx.game.sides.some((x) => x.id === c.side))
    throw new CommandError(`"${c.side}" is not a side of this game`, 'side');
  if (c.nation && !ctx.game.nations.some((n) => n.id === c.nation))
    throw new CommandError(`"${c.nation}" is not a nation of this game`, 'nation');
  if (c.kind === 'national' && c.resource)
    throw new CommandError('a national pool holds SP; SRP are kept in a theatre pool (GC 19.A, 19.D)', 'resource');
  const pool: SupplyPool = {
    id: c.id,
    name: c.name,
    side: c.side,
    kind: c.kind,
    ...(c.nation ? { nation: c.nation } : {}),
    ...(c.resource ? { resource: c.resource } : {}),
    amount: c.amount,
  };
  return [{ type: 'supplyPoolAdded', pool }];
}

/** GC 19.A, 19.D: the referee sets a pool's amount (points arriving, a count corrected): one ledger row. */
export function applyPoolSet(
  state: GcState,
  c: { side: string; pool: string; amount: number; note?: string | undefined },
): GameEvent[] {
  const pool = supplyPoolsOf(state).find((p) => p.id === c.pool && p.side === c.side);
  if (!pool) throw new CommandError(`there is no ${c.side} supply pool "${c.pool}"`, 'pool');
  if (pool.amount === c.amount)
    throw new CommandError(
      `${pool.name} already holds ${formatResource(pool.resource ?? 'sp', c.amount)}: nothing to change`,
      'amount',
    );
  return [
    {
      type: 'supplyPoolSet',
      pool: pool.id,
      side: pool.side,
      from: pool.amount,
      to: c.amount,
      ...(c.note ? { note: c.note } : {}),
    },
  ];
}
