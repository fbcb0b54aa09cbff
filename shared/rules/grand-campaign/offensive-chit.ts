import { CommandError } from '../../model/command-error.js';
import { PathSearch } from '../../hex/path-search.js';
import type { GcDump, GcState, GcUnit } from './state.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { GameEvent } from './events.js';
import { ACTIVE_CHIT, armyHqs, hqReach, readyHqs } from './chit-activation.js';
import { specialReach } from './special-reach.js';

/** The budget kind that records a chit's one 19.A.2.a (2) bonus: "oc-bonus:<chit>". */
export const CHIT_BONUS = 'oc-bonus:';

/**
 * GC 19.A.2, 19.A.2.d: the HQ an Offensive Chit expended this player-turn activated, or null. The
 * chit is flipped to "OC Expended" when first used and removed from play at the end of the
 * player-turn: the record is the side's, for this turn, and counts only while that side is phasing.
 */
export function activeChit(state: GcState, side: string, chit: string): string | null {
  if (state.clock.side !== side) return null;
  const b = state.rules.gc.budgets.find(
    (x) => x.side === side && x.turn === state.clock.turn && x.kind.startsWith(`${ACTIVE_CHIT}${chit}@`),
  );
  return b ? b.kind.slice(`${ACTIVE_CHIT}${chit}@`.length) : null;
}

/**
 * GC 19.A.2: one expended Offensive Chit supplies every attack and overrun within its HQ's range in
 * the initial and exploitation combat phases (overruns also in the movement phase). The first use
 * expends the chit (the ledger's "1 OC") and records the HQ it activated; later attacks in range of
 * that HQ in the same player-turn pay nothing more for their basic cost. The bonus of 19.A.2.a (2)
 * serves one attack per chit.
 */
export function useChit(
  ctx: RulesContext,
  state: GcState,
  a: { side: string; chit: string; hex: string; overrun: boolean; bonus: boolean },
  attackers: readonly GcUnit[],
): { events: GameEvent[]; hq: string; first: boolean } {
  const phase = state.clock.phase;
  if (!(phase === 'combat' || phase === 'exploitation' || (a.overrun && phase === 'movement')))
    throw new CommandError(
      `an Offensive Chit supplies attacks in the initial and exploitation combat phases, and overruns; not in the ${phase} phase (GC 19.A.2)`,
      'chit',
    );
  const names = attackers.map((u) => u.id);
  const events: GameEvent[] = [];
  if (a.bonus) {
    if (
      state.rules.gc.budgets.some(
        (b) => b.side === a.side && b.turn === state.clock.turn && b.kind === `${CHIT_BONUS}${a.chit}`,
      )
    )
      throw new CommandError(
        `the chit ${a.chit} already gave one attack 1 SP less this player-turn: its bonus serves a single attack (GC 19.A.2.a)`,
        'chitBonus',
      );
    events.push({
      type: 'budgetUsed',
      side: a.side,
      turn: state.clock.turn,
      kind: `${CHIT_BONUS}${a.chit}`,
      amount: 1,
      note: `the attack on ${a.hex}`,
    });
  }
  const active = activeChit(state, a.side, a.chit);
  if (active) {
    const hq = state.units.find((u) => u.id === active && u.side === a.side);
    if (!hq) throw new CommandError(`the HQ ${active} the chit ${a.chit} activated is no longer on the map`, 'chit');
    inHqRange(ctx, state, a.side, hq, attackers);
    return { events, hq: hq.name, first: false };
  }
  const chit = state.dumps.find((d) => d.id === a.chit && d.side === a.side && d.resource === 'chit');
  if (!chit || chit.amount - (chit.arrived ?? 0) < 12)
    throw new CommandError(
      chit && chit.amount >= 12
        ? `the Offensive Chit "${a.chit}" was converted this phase: converted points may not be used in the phase they are converted (GC 19.G)`
        : `there is no ${a.side} Offensive Chit "${a.chit}" ready to expend`,
      'chit',
    );
  const hq = chitHq(ctx, state, a.side, chit, attackers);
  events.unshift(
    {
      type: 'dumpSpent',
      dump: chit.id,
      hex: chit.hex,
      tokens: 12,
      spentAs: '1 OC',
      reason: 'combat',
      units: names,
      note: `Offensive Chit expended through ${hq.name} for the attack on ${a.hex}; it supplies every attack in ${hq.name}'s range until the end of the player-turn (GC 19.A.2, 19.A.2.d)`,
    },
    // 19.A.2.a (1): each chit expended puts one stack in reserve for free this player-turn
    {
      type: 'budgetUsed',
      side: a.side,
      turn: state.clock.turn,
      kind: 'chits-expended',
      amount: 1,
      note: `the chit ${chit.id}`,
    },
    {
      type: 'budgetUsed',
      side: a.side,
      turn: state.clock.turn,
      kind: `${ACTIVE_CHIT}${chit.id}@${hq.id}`,
      amount: 1,
      note: `the chit ${chit.id} activates ${hq.name}`,
    },
  );
  return { events, hq: hq.name, first: true };
}

function inHqRange(ctx: RulesContext, state: GcState, side: string, hq: GcUnit, attackers: readonly GcUnit[]): void {
  const search = new PathSearch(ctx.graph);
  const reach = hqReach(ctx, state, side, hq, search);
  const out = attackers.find((u) => !search.reached(ctx.grid.indexOf(u.hex)));
  if (out)
    throw new CommandError(
      `${out.name} at ${out.hex} is not within ${reach} SLP of ${hq.name}, the HQ the expended chit activated (GC 19.A.2)`,
      'chit',
    );
}

/**
 * GC 19.A.2, 19.A.2.d: an Offensive Chit activates an army HQ that was within special supply range
 * of it as the initial phase began, and supplies attacks out to that HQ's supply range, never less
 * than the special supply range.
 */
function chitHq(ctx: RulesContext, state: GcState, side: string, chit: GcDump, attackers: readonly GcUnit[]): GcUnit {
  const ready = readyHqs(state, side, chit.id);
  const fromChit = specialReach(ctx, state, side, chit.hex);
  // 19.A.2.d: the HQs within special supply range as the initial phase began, where recorded
  const near = armyHqs(ctx, state, side).filter((h) => (ready ? ready.includes(h.id) : fromChit.reaches(h.hex)));
  if (!near.length)
    throw new CommandError(
      ready
        ? `the chit at ${chit.hex} did not start the initial phase within the special supply range of ${fromChit.range} SLP of an army HQ: it cannot be used this player-turn (GC 19.A.2.d)`
        : `no army HQ is within the special supply range of ${fromChit.range} SLP of the chit at ${chit.hex} (GC 19.A.2.d)`,
      'chit',
    );
  const search = new PathSearch(ctx.graph);
  let reach = 0;
  for (const hq of near) {
    reach = hqReach(ctx, state, side, hq, search);
    if (attackers.every((u) => search.reached(ctx.grid.indexOf(u.hex)))) return hq;
  }
  throw new CommandError(
    `the attackers are not all within ${reach} SLP of ${near.map((h) => h.name).join(' or ')}, the HQ the chit activates (GC 19.A.2)`,
    'chit',
  );
}
