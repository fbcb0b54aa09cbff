import { fold, type GameEvent } from '../../shared/rules/registered-events.js';
import type { RegisteredState } from '../../shared/rules/registered-state.js';

/**
 * The undo ladder: snapshots at every LADDER_STEP-th command for the newest LADDER_RUNGS such
 * commands, so that an undo deep into a long log folds at most LADDER_STEP commands from the
 * snapshot below it, instead of the whole log from the setup (0.8 s at 100,000 events).
 */
export const LADDER_STEP = 500;
export const LADDER_RUNGS = 8;

export interface Rung {
  seq: number;
  state: RegisteredState;
}

/**
 * Folds `base` forward through done commands (in order, with their seq), stopping at the newest
 * rungs on the way. Returns the final state and the rungs (oldest first), to be written as snapshots.
 */
export function foldWithRungs(
  base: Rung,
  commands: ReadonlyArray<{ seq: number; events: readonly GameEvent[] }>,
): { state: RegisteredState; rungs: Rung[] } {
  const stops = ladderStops(commands.map((c) => c.seq));
  const rungs: Rung[] = [];
  let state = base.state;
  let pending: GameEvent[] = [];
  for (const c of commands) {
    for (const e of c.events) pending.push(e);
    if (stops.has(c.seq)) {
      state = fold(state, pending);
      pending = [];
      rungs.push({ seq: c.seq, state });
    }
  }
  return { state: pending.length || !rungs.length ? fold(state, pending) : state, rungs };
}

/** The seqs of the done commands (in order) where the ladder's rungs stand: the newest LADDER_RUNGS multiples of LADDER_STEP, the last command aside. */
export function ladderStops(seqs: readonly number[]): Set<number> {
  const at = seqs.filter((seq, k) => seq % LADDER_STEP === 0 && k !== seqs.length - 1);
  return new Set(at.slice(-LADDER_RUNGS));
}
