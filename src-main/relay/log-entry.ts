import { z } from 'zod';
import { commandSchema } from '../../shared/rules/registered-commands.js';

/**
 * One entry of the co-referees' command log (a JetStream stream): the opening that shares the
 * campaign, a command with the events and dice it gave, or an undo or redo step. Every entry says
 * the rules version that wrote it: an app of another version refuses to build on it. `id` is the
 * sender's own, so that an entry the stream took although its answer was lost is known as its own.
 */
const base = { id: z.string().min(8).max(64), rules: z.int().min(1), at: z.iso.datetime() };

export const logEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('opening'),
    ...base,
    /** the campaign's key (its meta relay.campaign) and the log head it was shared at */
    campaign: z.string().min(1).max(200),
    head: z.string().max(40),
  }),
  z.object({
    kind: z.literal('command'),
    ...base,
    command: commandSchema,
    // the events are the engine's own output in the other referee's app of the same rules version
    events: z.array(z.looseObject({ type: z.string() })).max(100_000),
  }),
  z.object({ kind: z.enum(['undo', 'redo']), ...base, seq: z.int().min(1) }),
]);

export type LogEntry = z.infer<typeof logEntrySchema>;

/** Reads one entry from the stream; anything else is named with its stream sequence. */
export function parseEntry(data: string, streamSeq: number): LogEntry {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    throw new Error(`the shared log's entry ${streamSeq} is not JSON`);
  }
  const r = logEntrySchema.safeParse(raw);
  if (!r.success)
    throw new Error(
      `the shared log's entry ${streamSeq} is not a Quartermaster log entry (${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message})`,
    );
  return r.data;
}
