import { CommandError } from '../../model/command-error.js';
import type { GameEvent } from './events.js';
import type { Clock } from '../../model/campaign-schema.js';
import type { GcState } from './state.js';
import { depotAt, resourceOf, type Resource } from './depot-at.js';
import { JUDGEMENT_PHASE } from './judgement.js';
import { formatTwelfths } from './quantity.js';
import { CHIT_BACK_SP, CHIT_FROM_SP, convert, dismantleRecovery } from './strategic-resources.js';

const NAMES: Record<Resource, string> = { sp: 'SP', srp: 'SRP', chit: 'Offensive Chits' };

/**
 * GC 19.A.2.b-c, 19.G: conversions in the side's own supply (movement and) judgement phase, in a
 * depot or a pool: 10 SP to 1 SRP, 1 SRP to 2 1/2 SP, 5 SP to an Offensive Chit, a chit back to
 * 2 1/2 SP. What is converted lands in a dump of that kind in the same hex, and may not be used
 * or moved in the phase it was converted (marked arrived, and counted as converted). Points moved
 * in this phase may be converted: 19.A.2.b lets SP railed in by the supply net become a chit, and
 * 19.G forbids only converted points.
 */
export function applyConvert(
  state: GcState,
  c: { side: string; dump: string; to: Resource; amount: number },
): GameEvent[] {
  const from = state.dumps.find((d) => d.id === c.dump);
  if (!from || from.side !== c.side) throw new CommandError(`there is no ${c.side} depot or pool "${c.dump}"`, 'dump');
  if (state.clock.phase !== JUDGEMENT_PHASE || state.clock.side !== c.side)
    throw new CommandError(
      `points are converted in the side's own supply judgement phase (GC 19.A.2.b, 19.G); it is the ${state.clock.side} ${state.clock.phase} phase`,
    );
  if (from.on)
    throw new CommandError(
      `${from.id} is carried by ${from.on}: conversions are made in a pool or a depot (GC 19.G)`,
      'dump',
    );
  const have = resourceOf(from);
  const converted = convertedThisPhase(state, from.id);
  // GC 19.G: only points converted this phase are held back; SP railed in may be converted (19.A.2.b)
  const available = from.amount - converted;
  if (c.amount > available)
    throw new CommandError(
      `${from.id} has ${formatTwelfths(available).replace(/ SP$/, '')} ${NAMES[have]} that may be used this phase; ${formatTwelfths(c.amount).replace(/ SP$/, '')} asked for${converted ? `: ${formatTwelfths(converted).replace(/ SP$/, '')} ${NAMES[have]} were converted this phase, and converted points may not be used or moved in the phase they are converted (GC 19.G)` : ''}`,
      'amount',
    );
  let what: 'sp-to-srp' | 'srp-to-sp' | 'sp-to-chit' | 'chit-to-sp';
  let got: number;
  try {
    if (have === 'sp' && c.to === 'srp') [what, got] = ['sp-to-srp', convert('sp-to-srp', c.amount).get];
    else if (have === 'srp' && c.to === 'sp') [what, got] = ['srp-to-sp', convert('srp-to-sp', c.amount).get];
    else if (have === 'sp' && c.to === 'chit') {
      if (c.amount % CHIT_FROM_SP !== 0)
        throw new RangeError('an Offensive Chit is made from 5 SP: convert 5, 10, 15 ... SP (GC 19.A.2.b)');
      [what, got] = ['sp-to-chit', (c.amount / CHIT_FROM_SP) * 12];
    } else if (have === 'chit' && c.to === 'sp') {
      if (c.amount % 12 !== 0)
        throw new RangeError('Offensive Chits are removed whole, each for 2 1/2 SP (GC 19.A.2.c)');
      [what, got] = ['chit-to-sp', (c.amount / 12) * CHIT_BACK_SP];
    } else throw new RangeError(`${NAMES[have]} do not convert to ${NAMES[c.to]} (GC 19.A.2, 19.G)`);
  } catch (e) {
    if (e instanceof CommandError) throw e;
    throw new CommandError((e as Error).message, 'amount');
  }
  const to = depotAt(state, { side: c.side, hex: from.hex, resource: c.to });
  return [
    {
      type: 'resourceConverted',
      side: c.side,
      hex: from.hex,
      from: from.id,
      spent: c.amount,
      to: to.id,
      got,
      what,
      ...(to.newDump ? { newDump: to.newDump } : {}),
    },
  ];
}

/** GC 19.G: the points converted into a dump in this phase. */
function convertedThisPhase(state: GcState, dump: string): number {
  return state.rules.gc.converted?.find((c) => c.dump === dump)?.amount ?? 0;
}

/**
 * GC 19.B.1: a construction unit dismantles one level of an unisolated fort or permanent airfield;
 * a third of the level's initial cost in SRP goes on the turn record track for the next turn.
 */
export function applyDismantle(
  state: GcState,
  c: { side: string; hex: string; what: string; cost: number },
): GameEvent[] {
  const builders = state.units.filter((u) => u.side === c.side && u.hex === c.hex);
  if (!builders.length) throw new CommandError(`no ${c.side} unit is at ${c.hex} to dismantle it (GC 19.B.1)`, 'hex');
  if (builders.every((u) => u.gc?.isolated))
    throw new CommandError(
      `the units at ${c.hex} are isolated: only unisolated forts and airfields are dismantled (GC 19.B.1)`,
      'hex',
    );
  const [r] = dismantleRecovery([{ name: c.what, cost: c.cost, turn: state.clock.turn }]);
  if (!r || r.srp <= 0)
    throw new CommandError(`a third of ${formatTwelfths(c.cost).replace(/ SP$/, ' SRP')} recovers nothing`, 'cost');
  return [
    {
      type: 'resourceScheduled',
      side: c.side,
      hex: c.hex,
      amount: r.srp,
      turn: r.arrives,
      note: `${c.what} dismantled at ${c.hex} on turn ${state.clock.turn}`,
    },
  ];
}

/** GC 19.B.1: at the start of a turn, the SRPs due on the turn record track arrive. */
export function resourceArrivals(state: GcState, from: Clock, to: Clock): GameEvent[] {
  if (to.turn === from.turn) return [];
  const taken = new Set<string>();
  const created = new Map<string, string>();
  const events: GameEvent[] = [];
  for (const r of state.rules.gc.resourceTrack.filter((x) => x.turn <= to.turn)) {
    const key = `${r.side}|${r.hex}`;
    const existing = created.get(key);
    const target = existing ? { id: existing } : depotAt(state, { side: r.side, hex: r.hex, resource: 'srp' }, taken);
    if (target.newDump) created.set(key, target.id);
    events.push({
      type: 'resourceArrived',
      side: r.side,
      hex: r.hex,
      to: target.id,
      amount: r.amount,
      note: r.note,
      turn: to.turn,
      at: { ...to },
      ...(target.newDump ? { newDump: target.newDump } : {}),
    });
  }
  return events;
}
