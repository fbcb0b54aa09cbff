import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { parseEntry, type LogEntry } from './log-entry.js';
import { logStream, logSubject } from './relay-names.js';

/** An append the stream took (its sequence), or refused because its last sequence had moved. */
export type AppendResult = { ok: true; seq: number } | { ok: false; last: number };

/**
 * The co-referees' command log as a JetStream stream. The stream alone orders the referees'
 * commands: an append names the last sequence its sender built on, and the server refuses it when
 * another referee appended first. It keeps everything (the archive is each referee's .qmc, but a
 * referee offline for hours must still find every entry he missed).
 */
export class CommandLog {
  private constructor(
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    readonly stream: string,
    private readonly subject: string,
  ) {}

  static async open(nc: NatsConnection, campaign: string): Promise<CommandLog> {
    const js = jetstream(nc, { timeout: 5_000 });
    const jsm = await jetstreamManager(nc, { timeout: 5_000 });
    return new CommandLog(js, jsm, logStream(campaign), logSubject(campaign));
  }

  /** Whether the campaign's stream exists on the server. */
  async exists(): Promise<boolean> {
    try {
      await this.jsm.streams.info(this.stream);
      return true;
    } catch (e) {
      if (e instanceof JetStreamApiError && e.code === JetStreamApiCodes.StreamNotFound) return false;
      throw e;
    }
  }

  /** Makes the stream; refuses when it exists (a campaign is shared once, then joined). */
  async create(): Promise<void> {
    if (await this.exists()) throw new Error(`the server already holds a shared log named ${this.stream}`);
    // a retried append within the window with the same id is stored once
    await this.jsm.streams.add({ name: this.stream, subjects: [this.subject], duplicate_window: 120_000_000_000 });
  }

  async lastSeq(): Promise<number> {
    return (await this.jsm.streams.info(this.stream)).state.last_seq;
  }

  /** Appends `entry` if the stream's last sequence is still `expected`. */
  async append(entry: LogEntry, expected: number): Promise<AppendResult> {
    try {
      const ack = await this.js.publish(this.subject, JSON.stringify(entry), {
        msgID: entry.id,
        expect: { lastSequence: expected },
      });
      // the same id within the window: the stream had it already (an earlier try whose answer was
      // lost), as it was sent then: the caller reads it back rather than trusting this copy
      if (ack.duplicate) return { ok: false, last: await this.lastSeq() };
      return { ok: true, seq: ack.seq };
    } catch (e) {
      if (e instanceof JetStreamApiError && e.code === JetStreamApiCodes.StreamWrongLastSequence)
        return { ok: false, last: await this.lastSeq() };
      throw e;
    }
  }

  /** One entry by its sequence. */
  async entry(seq: number): Promise<LogEntry> {
    const m = await this.jsm.streams.getMessage(this.stream, { seq });
    if (!m) throw new Error(`the shared log has no entry ${seq}`);
    return parseEntry(m.string(), seq);
  }

  /** The entries after `seq` up to the stream's end as it is now, in order, read in batches. */
  async *after(seq: number): AsyncGenerator<{ seq: number; entry: LogEntry }> {
    const last = await this.lastSeq();
    if (last <= seq) return;
    const consumer = await this.js.consumers.get(this.stream, { opt_start_seq: seq + 1 });
    try {
      let at = seq;
      while (at < last) {
        const batch = await consumer.fetch({ max_messages: Math.min(1_000, last - at), expires: 5_000 });
        let got = 0;
        for await (const m of batch) {
          got++;
          at = m.seq;
          yield { seq: m.seq, entry: parseEntry(m.string(), m.seq) };
          if (at >= last) break;
        }
        if (got === 0) throw new Error(`the shared log stopped answering at entry ${at + 1} of ${last}`);
      }
    } finally {
      await consumer.delete().catch(() => undefined);
    }
  }
}
