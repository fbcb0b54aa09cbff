import { CommandError } from '../../model/command-error.js';
import { formatResource, gcDumpName } from './capabilities.js';
import type { GcState } from './state.js';
import type { GameEvent } from './events.js';
import { resourceOf } from './depot-at.js';
import { formatTwelfths } from './quantity.js';

const NAMES = { sp: 'SP', srp: 'SRP', chit: 'Offensive Chits' } as const;

/**
 * GC 19 (destruction of SPs): "A player may voluntarily destroy his SPs and SRPs anytime during his
 * player-turn" — so that the enemy does not take them. The points leave the dump as wasted, one
 * ledger entry; Offensive Chits are not SP or SRP and are refused.
 */
export function applyDestroy(
  state: GcState,
  c: { side: string; dump: string; amount: number; note?: string | undefined },
): GameEvent[] {
  const d = state.dumps.find((x) => x.id === c.dump);
  if (!d || d.side !== c.side) throw new CommandError(`there is no ${c.side} dump "${c.dump}"`, 'dump');
  if (state.clock.side !== c.side)
    throw new CommandError(
      `a side destroys its own points during its own player-turn (GC 19); it is the ${state.clock.side} player-turn`,
      'side',
    );
  const kind = resourceOf(d);
  if (kind === 'chit')
    throw new CommandError(`${gcDumpName(d)} holds Offensive Chits: only SPs and SRPs are destroyed (GC 19)`, 'dump');
  if (c.amount > d.amount)
    throw new CommandError(
      `${d.id} holds ${formatTwelfths(d.amount).replace(/ SP$/, '')} ${NAMES[kind]}; ${formatTwelfths(c.amount).replace(/ SP$/, '')} asked for`,
      'amount',
    );
  return [
    {
      type: 'dumpSpent',
      dump: d.id,
      hex: d.hex,
      tokens: c.amount,
      reason: 'wasted',
      // the log reads SRP in SRP, never as SP
      ...(kind === 'srp' ? { spentAs: formatResource('srp', c.amount) } : {}),
      units: [],
      note: `destroyed by its own side (GC 19)${c.note ? `: ${c.note}` : ''}`,
    },
  ];
}
