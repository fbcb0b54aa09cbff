import { CommandError } from '../../model/command-error.js';
import { PathSearch } from '../../hex/path-search.js';
import { type GcDump, type GcState, supplyPoolsOf, type SupplyPool } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { GameEvent } from './events.js';
import { budgetUsed, supplyMovementAllowance } from './budgets.js';
import { depotAt, resourceOf } from './depot-at.js';
import { gcSupply } from './determine-supply.js';
import { formatTwelfths } from './quantity.js';
import { majorDepotAt } from './sp-source.js';
import { checkPoolDrawer } from './pool-draw.js';
import { railCapacityRe } from './strategic-resources.js';
import { railLineAt } from './rail-lines.js';
import { SLP } from './supply-lines.js';
import { usableNow } from './usable-now.js';

function poolOf(state: GcState, side: string, id: string, field: string): SupplyPool {
  const p = supplyPoolsOf(state).find((x) => x.id === id && x.side === side);
  if (!p) throw new CommandError(`there is no ${side} supply pool "${id}"`, field);
  return p;
}

const an = (line: string) => (line === 'uncertified' ? 'an' : 'a');

/** GC 19.F.1.d.2: the supply net RE the side may still use this turn; refuses naming both amounts. */
function railCapacity(ctx: RulesContext, state: GcState, side: string, hex: string, twelfths: number) {
  const line = railLineAt(ctx, ctx.grid.indexOf(hex));
  if (!line) throw new CommandError(`${hex} is not on a rail line: points cannot be railed there`, 'hex');
  const re = railCapacityRe(ctx.game, twelfths, line);
  const net = supplyMovementAllowance(ctx.game, side, 'supply net re');
  if (net === undefined)
    throw new CommandError(
      `the game gives no supply net capacity for ${side}: add it to the table "supply-movement" (GC 19.F.1.d.2)`,
    );
  const used = budgetUsed(state, side, 'supply-net');
  if (used + re > net)
    throw new CommandError(
      `${formatTwelfths(twelfths)} to ${an(line)} ${line} railhead at ${hex} needs ${re} RE of rail capacity; ${side} has ${net - used} of its ${net} RE left this turn (GC 19.F.1.d.2)`,
      'amount',
    );
  return { line, re };
}

/**
 * GC 19.A.1.a: "the player can also use SPs from the national pool by spending the rail capacity
 * necessary to rail them to the depot": SP leave the national pool for the major depot's dump,
 * 3 RE a point times the depot's rail line (high-volume x1, low-volume x2, uncertified x4).
 */
export function applyPoolRail(
  ctx: RulesContext,
  state: GcState,
  c: { side: string; pool: string; hex: string; amount: number },
): GameEvent[] {
  const pool = poolOf(state, c.side, c.pool, 'pool');
  if (pool.kind !== 'national' || pool.resource)
    throw new CommandError(`${pool.name} is not a national supply point pool (GC 19.A.1.a)`, 'pool');
  const depot = majorDepotAt(ctx.game, c.side, c.hex);
  if (!depot)
    throw new CommandError(
      `${c.hex} holds no major depot of ${c.side}: SP are railed from the pool to a major depot (GC 19.A.1.a)`,
      'hex',
    );
  if (pool.amount < c.amount)
    throw new CommandError(
      `${pool.name} holds ${formatTwelfths(pool.amount)}, less than the ${formatTwelfths(c.amount)} asked for`,
      'amount',
    );
  const { line, re } = railCapacity(ctx, state, c.side, c.hex, c.amount);
  const to = depotAt(state, { side: c.side, hex: c.hex, resource: 'sp', prefix: 'depot' });
  return [
    {
      type: 'poolDrawn',
      pool: pool.id,
      side: c.side,
      before: pool.amount,
      amount: c.amount,
      to: to.id,
      ...(to.newDump ? { newDump: to.newDump } : {}),
      reason: 'moved',
      note: `${formatTwelfths(c.amount)} railed from ${pool.name} to the major depot ${depot.name} (GC 19.A.1.a)`,
    },
    {
      type: 'budgetUsed',
      side: c.side,
      turn: state.clock.turn,
      kind: 'supply-net',
      amount: re,
      note: `${formatTwelfths(c.amount)} from ${pool.name} to ${an(line)} ${line} railhead at ${c.hex}: ${re} RE`,
    },
  ];
}

/** GC 19.D: is the hex in full supply (within HQ range of a national source or an HQ in general supply)? */
export function hexInFullSupply(ctx: RulesContext, state: GcState, side: string, hex: string): boolean {
  const s = gcSupply(ctx, state, side, { paths: false, explain: false });
  const sources = [
    ...ctx.game.supplySources.filter((x) => x.side === side).map((x) => ctx.grid.indexOf(x.hex)),
    ...s.activeHqs.map((h) => ctx.grid.indexOf(h.hex)),
  ].filter((i) => i >= 0);
  const search = new PathSearch(ctx.graph).run({
    sources,
    mobility: SLP,
    weather: s.weather,
    maxMP: s.ranges.hq,
    overlay: s.overlay,
    zocBlocks: true,
    direction: 'to-sources',
  });
  return search.reached(ctx.grid.indexOf(hex));
}

/**
 * GC 19.D (and the other SP and SRP spending: repairs, surprise turns, 19.E): points spent at a
 * hex. "No rail capacity is used ... if the hex under construction is in full supply. It is merely
 * removed from the theatre's pool." Otherwise they come from an on-map depot (`dump`), or from the
 * theatre pool using rail capacity to the hex's rail line.
 */
export function applyPointsSpent(
  ctx: RulesContext,
  state: GcState,
  c: {
    side: string;
    hex: string;
    resource: 'sp' | 'srp';
    amount: number;
    what: string;
    pool?: string | undefined;
    dump?: string | undefined;
    unit?: string | undefined;
  },
): GameEvent[] {
  if (ctx.grid.indexOf(c.hex) < 0) throw new CommandError(`"${c.hex}" is not a hex on this map`, 'hex');
  const label = c.resource.toUpperCase();
  const points = (n: number) => formatTwelfths(n).replace(/SP$/, label);
  if (c.dump) {
    const d = state.dumps.find((x) => x.id === c.dump && x.side === c.side && resourceOf(x) === c.resource);
    if (!d) throw new CommandError(`there is no ${c.side} ${label} dump "${c.dump}" on the map`, 'dump');
    const available = usableNow(ctx.game, state, d);
    if (available < c.amount)
      throw new CommandError(
        `${d.id} at ${d.hex} has ${points(available)} to use now; ${c.what} needs ${points(c.amount)}`,
        'amount',
      );
    return [
      {
        type: 'dumpSpent',
        dump: d.id,
        hex: d.hex,
        tokens: c.amount,
        reason: 'construction',
        ...(c.resource === 'srp' ? { spentAs: points(c.amount) } : {}),
        units: [],
        note: `${c.what} at ${c.hex} (GC 19.D)`,
      },
    ];
  }
  const pools = supplyPoolsOf(state).filter(
    (p) => p.side === c.side && p.kind === 'theatre' && (p.resource ?? 'sp') === c.resource,
  );
  const pool = c.pool ? poolOf(state, c.side, c.pool, 'pool') : pools[0];
  if (!pool || pool.kind !== 'theatre' || (pool.resource ?? 'sp') !== c.resource)
    throw new CommandError(
      `${c.side} has no theatre pool of ${label}${c.pool ? ` named "${c.pool}"` : ''}: name an on-map depot`,
      'pool',
    );
  if (pool.amount < c.amount)
    throw new CommandError(`${pool.name} holds ${points(pool.amount)}; ${c.what} needs ${points(c.amount)}`, 'amount');
  const drawer = c.resource === 'srp' ? `, ${checkPoolDrawer(ctx, state, c.side, c.unit)}` : '';
  const full = hexInFullSupply(ctx, state, c.side, c.hex);
  const events: GameEvent[] = [
    {
      type: 'poolDrawn',
      pool: pool.id,
      side: c.side,
      before: pool.amount,
      amount: c.amount,
      ...(pool.resource ? { resource: pool.resource } : {}),
      reason: 'construction',
      note: `${c.what} at ${c.hex}, ${full ? 'in full supply: no rail capacity used' : 'not in full supply: railed from the pool'} (GC 19.D)${drawer}`,
    },
  ];
  if (!full) {
    const { line, re } = railCapacity(ctx, state, c.side, c.hex, c.amount);
    events.push({
      type: 'budgetUsed',
      side: c.side,
      turn: state.clock.turn,
      kind: 'supply-net',
      amount: re,
      note: `${points(c.amount)} from ${pool.name} to ${an(line)} ${line} railhead at ${c.hex} for ${c.what}: ${re} RE`,
    });
  }
  return events;
}

/**
 * GC 19.A, 19.D: the pools as ledger accounts at the place "pool" (Ruleset.offMapAccounts). A setup
 * read before format 3 moved each ruleset's state under its key has none.
 */
export function poolAccounts(state: GcState): GcDump[] {
  return supplyPoolsOf(state).map((p) => ({
    id: p.id,
    side: p.side,
    hex: 'pool',
    amount: p.amount,
    captured: false,
    ...(p.resource ? { resource: p.resource } : {}),
  }));
}
