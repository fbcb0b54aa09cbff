import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { gameSubject, viewStream, viewSubject } from './relay-names.js';

/**
 * Each side's view changes as a JetStream stream of its own, so that a player who joins late
 * replays it and the server alone decides who may read it (club-config.ts). The stream holds two
 * subjects, the side's map (its game) and its view; only the newest of each matters to a page, and
 * older ones are kept up to a bound per subject so that a stream cannot fill a disk, while the
 * newest map is never pushed out by views.
 */
const KEPT_PER_SUBJECT = 1_000;

/** Makes (or finds) the side streams of a campaign; the referee's app calls it before publishing. */
export async function ensureViewStreams(nc: NatsConnection, campaign: string, sides: readonly string[]): Promise<void> {
  const jsm = await jetstreamManager(nc);
  for (const side of sides) {
    const name = viewStream(campaign, side);
    const config = {
      name,
      subjects: [gameSubject(campaign, side), viewSubject(campaign, side)],
      max_msgs_per_subject: KEPT_PER_SUBJECT,
    };
    try {
      await jsm.streams.info(name);
    } catch {
      await jsm.streams.add(config);
    }
  }
}

/** Publishes one side's view (or its map); resolves once the stream holds it (its stream sequence). */
export async function publishView(
  js: JetStreamClient,
  campaign: string,
  side: string,
  view: unknown,
  what: 'view' | 'game' = 'view',
): Promise<number> {
  const json = typeof view === 'string' ? view : JSON.stringify(view);
  const ack = await js.publish((what === 'view' ? viewSubject : gameSubject)(campaign, side), json);
  return ack.seq;
}

/**
 * Reads a side's stream from its first message, as a player's page does on joining (Node side:
 * tests, checks): up to `max` messages, ending where the stream ended when reading began; a stream
 * that stops answering is an error, not a wait.
 */
export async function readViews(nc: NatsConnection, campaign: string, side: string, max: number): Promise<string[]> {
  const js = jetstream(nc);
  const consumer = await js.consumers.get(viewStream(campaign, side));
  const out: string[] = [];
  // the end is the stream's last sequence when reading began (its count of messages may be off
  // after the server was killed, so it is not counted down)
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(viewStream(campaign, side));
  if (state.messages === 0) return out;
  // a side's views run to tens of kilobytes each: a few at a time, not a burst the server drops us for
  const messages = await consumer.consume({ max_messages: 50 });
  let quiet: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    quiet = setTimeout(
      () => reject(new Error(`the ${side} stream stopped answering after ${out.length} messages`)),
      15_000,
    );
  });
  const read = (async () => {
    for await (const m of messages) {
      out.push(m.string());
      quiet?.refresh();
      if (m.seq >= state.last_seq || out.length >= max) break;
    }
  })();
  try {
    await Promise.race([read, stalled]);
  } finally {
    clearTimeout(quiet);
    messages.stop();
  }
  return out;
}
