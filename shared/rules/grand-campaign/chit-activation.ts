import { CommandError } from '../../model/command-error.js';
import { PathSearch } from '../../hex/path-search.js';
import type { GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { GameEvent } from './events.js';
import { specialReach } from './special-reach.js';
import { chitRange } from './attack-supply.js';
import { supplyOverlay } from './supply-overlay.js';
import { SLP, supplyLineRanges, weatherOf } from './supply-lines.js';
import { gcUnitType } from './game-parts.js';

/** The budget kind that records, for the player-turn, which HQ an expended chit activated: "oc:<chit>@<hq>". */
export const ACTIVE_CHIT = 'oc:';
/** The budget kind that records an army HQ within special supply range of a chit as the initial phase began: "oc-ready:<chit>@<hq>" ("@" alone: none). */
export const CHIT_READY = 'oc-ready:';

/** The side's army HQs (GC 19.A.2.d: an OC activates an army HQ). */
export function armyHqs(ctx: RulesContext, state: GcState, side: string): GcUnit[] {
  const typeOf = (u: GcUnit) => {
    const t = ctx.game.unitTypes.find((x) => x.id === u.type);
    return t && gcUnitType(t);
  };
  return state.units.filter((u) => u.side === side && typeOf(u)?.hq && (typeOf(u)?.hqKind ?? 'army') === 'army');
}

/** GC 19.A.2: the HQ's supply range, never less than the special supply range. */
export function hqReach(ctx: RulesContext, state: GcState, side: string, hq: GcUnit, search: PathSearch) {
  const weather = weatherOf(ctx.game, state.clock.turn);
  const ranges = supplyLineRanges(ctx.game, weather);
  const reach = chitRange(ranges.hq, ranges.special);
  search.run({
    sources: [ctx.grid.indexOf(hq.hex)],
    mobility: SLP,
    weather,
    maxMP: reach,
    overlay: supplyOverlay(ctx, state, side),
    zocBlocks: true,
    direction: 'to-sources',
  });
  return reach;
}

/**
 * GC 19.A.2.d: "To be used, an OC marker must start the initial phase within special supply range
 * of an army HQ." As the side's Movement Phase (the initial phase) begins, each chit records the
 * army HQs within special supply range of it then; only those may be activated by it later.
 */
export function chitsAtInitialPhase(ctx: RulesContext, state: GcState, side: string): GameEvent[] {
  const events: GameEvent[] = [];
  const hqs = armyHqs(ctx, state, side);
  const chits = state.dumps.filter((d) => d.side === side && d.resource === 'chit' && d.amount >= 12);
  // the side's supply overlay once for all its chits (Next phase on a big map runs this)
  const overlay = chits.length ? supplyOverlay(ctx, state, side) : undefined;
  for (const chit of chits) {
    const { range, reaches } = specialReach(ctx, state, side, chit.hex, overlay);
    const near = hqs.filter((h) => reaches(h.hex));
    const record = (hq: GcUnit | undefined): GameEvent => ({
      type: 'budgetUsed',
      side,
      turn: state.clock.turn,
      kind: `${CHIT_READY}${chit.id}@${hq?.id ?? ''}`,
      amount: 1,
      note: hq
        ? `the Offensive Chit at ${chit.hex} starts the initial phase within ${range} SLP of ${hq.name}, which it may activate`
        : `the Offensive Chit at ${chit.hex} starts the initial phase with no army HQ within ${range} SLP: it cannot be used this player-turn`,
    });
    events.push(...(near.length ? near.map(record) : [record(undefined)]));
  }
  return events;
}

/**
 * The army HQ ids a chit may activate this player-turn (GC 19.A.2.d), or undefined where no chit of
 * the side was recorded as this initial phase began (a campaign whose phase began before the
 * record was kept): then the chit is checked where it stands.
 */
export function readyHqs(state: GcState, side: string, chit: string): string[] | undefined {
  const mine = state.rules.gc.budgets.filter(
    (b) => b.side === side && b.turn === state.clock.turn && b.kind.startsWith(CHIT_READY),
  );
  if (!mine.length) return undefined;
  const prefix = `${CHIT_READY}${chit}@`;
  return mine
    .filter((b) => b.kind.startsWith(prefix) && b.kind.length > prefix.length)
    .map((b) => b.kind.slice(prefix.length));
}

/**
 * GC 19.A.2.a (1): "Any single stack within range of the controlling HQ may be placed in reserve
 * for free": a stack within the range (never less than the special supply range) of an HQ a chit
 * expended this player-turn activated. Returns that HQ's name.
 */
export function freeReserveHq(ctx: RulesContext, state: GcState, side: string, hex: string): string {
  const activated = state.rules.gc.budgets
    .filter((b) => b.side === side && b.turn === state.clock.turn && b.kind.startsWith(ACTIVE_CHIT))
    .map((b) => b.kind.slice(b.kind.indexOf('@') + 1));
  const hqs = state.units.filter((u) => u.side === side && activated.includes(u.id));
  const search = new PathSearch(ctx.graph);
  const ranges: string[] = [];
  for (const hq of hqs) {
    const reach = hqReach(ctx, state, side, hq, search);
    if (search.reached(ctx.grid.indexOf(hex))) return hq.name;
    ranges.push(`${reach} SLP of ${hq.name}`);
  }
  throw new CommandError(
    hqs.length
      ? `the stack at ${hex} is not within ${ranges.join(' or ')}, the HQ its chit activated: only a stack within range of the controlling HQ goes into reserve free (GC 19.A.2.a)`
      : `no HQ activated by an Offensive Chit this player-turn is on the map: the free reserve stack is one within range of the controlling HQ (GC 19.A.2.a)`,
    'chitStack',
  );
}
