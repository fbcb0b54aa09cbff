import type { Clock, LogEntry } from '../model/campaign-schema.js';
import type { GameEvent } from './events.js';

/** The events of the commands that are done (not undone or discarded), in log order. */
export function doneEvents(log: readonly LogEntry[]): GameEvent[] {
  return log.filter((l) => l.status === 'done').flatMap((l) => l.events as unknown as GameEvent[]);
}

/** The clock each logged command was given at, from the setup's: only done phase changes move it. */
export function logClocks(start: Clock, log: readonly LogEntry[]): Clock[] {
  let clock = start;
  return log.map((entry) => {
    const at = clock;
    if (entry.status === 'done') {
      for (const e of entry.events as unknown as GameEvent[]) if (e.type === 'phaseAdvanced') clock = e.to;
    }
    return at;
  });
}
