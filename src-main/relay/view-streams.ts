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

/** Reads a side's stream from its first message, as a player's page does on joining (Node side: tests, checks). */
export async function readViews(nc: NatsConnection, campaign: string, side: string, max: number): Promise<string[]> {
  const js = jetstream(nc);
  const consumer = await js.consumers.get(viewStream(campaign, side));
  const out: string[] = [];
  const info = await consumer.info(true);
  const want = Math.min(max, info.num_pending);
  while (out.length < want) {
    // a side's views run to tens of kilobytes each: a few at a time, not a burst the server drops us for
    const batch = await consumer.fetch({ max_messages: Math.min(50, want - out.length), expires: 5_000 });
    for await (const m of batch) out.push(m.string());
  }
  return out;
}
