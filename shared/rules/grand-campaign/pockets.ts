import { CommandError } from '../../model/command-error.js';
import type { GameEvent } from './events.js';
import { setUnitRules } from '../../model/campaign-schema.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { gcSupply } from './determine-supply.js';
import { gcIsolation } from './isolation.js';

const POOL_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GC 16.G.3: an isolated pocket may form its own pool (A, B, C ...): its replacement points and
 * eliminated units go there instead of the front pool. The pocket is found the way the isolation
 * check finds it: the hexes of its isolated units, joined when at most two hexes apart.
 */
export function applyFormPool(ctx: RulesContext, state: GcState, c: { side: string; hex: string }): GameEvent[] {
  const i = ctx.grid.indexOf(c.hex);
  if (i < 0) throw new CommandError(`"${c.hex}" is not a hex on this map`, 'hex');
  const hex = ctx.grid.printedId(i);
  if (state.rules.gc.pools.some((p) => p.side === c.side && p.hexes.includes(hex)))
    throw new CommandError(
      `${hex} is in pocket pool ${state.rules.gc.pools.find((p) => p.hexes.includes(hex))!.id} already`,
      'hex',
    );
  const iso = gcIsolation(ctx, state, c.side, gcSupply(ctx, state, c.side, { paths: false, explain: false }));
  const pocket = iso.pockets.find((p) => p.hexes.includes(hex));
  if (!pocket || !pocket.units.length)
    throw new CommandError(
      `no isolated ${c.side} unit is in a pocket at ${hex}: a LOC reaches it (GC 16.G, 16.H)`,
      'hex',
    );
  const used = new Set(state.rules.gc.pools.filter((p) => p.side === c.side).map((p) => p.id));
  const id = [...POOL_LETTERS].find((l) => !used.has(l));
  if (!id) throw new CommandError('every pool letter is in use');
  return [{ type: 'poolFormed', pool: id, side: c.side, hexes: pocket.hexes }];
}

/**
 * GC 16.G.3: a pocket is eliminated voluntarily (or when the enemy controls its last hex): its
 * units and the units in its pool go to the Eliminated Isolated box, and its RPs are lost.
 */
export function applyEliminatePocket(state: GcState, c: { side: string; pool: string }): GameEvent[] {
  const pool = state.rules.gc.pools.find((p) => p.side === c.side && p.id === c.pool);
  if (!pool) throw new CommandError(`${c.side} has no pocket pool "${c.pool}"`, 'pool');
  const units = state.units.filter((u) => u.side === c.side && pool.hexes.includes(u.hex)).map((u) => u.id);
  return [{ type: 'pocketEliminated', pool: pool.id, side: pool.side, units, rp: pool.rp, ...poolUnitNames(pool) }];
}

/** GC 16.G.3: the replacement points in a pocket's pool (shipped or flown in and out, or gained there). */
export function applyPoolRp(state: GcState, c: { side: string; pool: string; rp: number }): GameEvent[] {
  const pool = state.rules.gc.pools.find((p) => p.side === c.side && p.id === c.pool);
  if (!pool) throw new CommandError(`${c.side} has no pocket pool "${c.pool}"`, 'pool');
  if (pool.rp === c.rp) throw new CommandError(`pool ${pool.id} holds ${c.rp} replacement points already`, 'rp');
  return [{ type: 'poolRpSet', pool: pool.id, side: c.side, from: pool.rp, to: c.rp }];
}

/**
 * GC 16.G.3: a pocket is eliminated when enemy units control its last hex: an enemy unit entering
 * one of its hexes when none of the pocket's own units is left in any of them.
 */
export function pocketOverrun(state: GcState, unit: GcUnit, to: string): GameEvent[] {
  return state.rules.gc.pools
    .filter(
      (p) =>
        p.side !== unit.side &&
        p.hexes.includes(to) &&
        !state.units.some((u) => u.side === p.side && p.hexes.includes(u.hex)),
    )
    .map(
      (p) =>
        ({
          type: 'pocketEliminated',
          pool: p.id,
          side: p.side,
          units: [],
          rp: p.rp,
          ...poolUnitNames(p),
        }) satisfies GameEvent,
    );
}

/** The units in a pocket's pool, by name, for the log: they leave with the pocket (GC 16.G.3). */
function poolUnitNames(pool: { units: ReadonlyArray<{ name: string }> }): { poolUnits?: string[] } {
  return pool.units.length ? { poolUnits: pool.units.map((u) => u.name) } : {};
}

/**
 * GC 16.G.3: units in an isolated pool are rebuilt normally with the pool's RPs, in the pocket
 * (the referee gives the steps and the RPs the replacement rules ask); or shipped or flown out to
 * the theatre's pool (here: the dead pile, where units wait to be rebuilt).
 */
export function applyPoolRebuild(
  state: GcState,
  c: { side: string; pool: string; unit: string; hex: string; steps: number; rp: number },
): GameEvent[] {
  const pool = state.rules.gc.pools.find((p) => p.side === c.side && p.id === c.pool);
  if (!pool) throw new CommandError(`${c.side} has no pocket pool "${c.pool}"`, 'pool');
  const u = pool.units.find((x) => x.id === c.unit);
  if (!u) throw new CommandError(`${c.unit} is not in pool ${pool.id}`, 'unit');
  if (!pool.hexes.includes(c.hex))
    throw new CommandError(
      `${c.hex} is not in pocket ${pool.id} (${pool.hexes.join(', ')}): units rebuilt from its pool stay in the pocket`,
      'hex',
    );
  if (c.rp > pool.rp) throw new CommandError(`pool ${pool.id} holds ${pool.rp} RP; ${c.rp} asked for`, 'rp');
  if (c.steps > u.maxSteps) throw new CommandError(`${u.name} has only ${u.maxSteps} steps`, 'steps');
  const rest = { ...u };
  setUnitRules(rest, 'gc', { eliminatedIsolated: undefined, isolated: undefined });
  return [
    { type: 'poolUnitRebuilt', pool: pool.id, side: c.side, unit: { ...rest, hex: c.hex, steps: c.steps }, rp: c.rp },
  ];
}

export function applyPoolEvacuate(state: GcState, c: { side: string; pool: string; unit: string }): GameEvent[] {
  const pool = state.rules.gc.pools.find((p) => p.side === c.side && p.id === c.pool);
  if (!pool) throw new CommandError(`${c.side} has no pocket pool "${c.pool}"`, 'pool');
  if (!pool.units.some((x) => x.id === c.unit)) throw new CommandError(`${c.unit} is not in pool ${pool.id}`, 'unit');
  return [{ type: 'poolUnitEvacuated', pool: pool.id, side: c.side, unit: c.unit }];
}
