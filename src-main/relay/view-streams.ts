import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { viewStream, viewSubject } from './relay-names.js';

/**
 * Each side's view changes as a JetStream stream of its own, so that a player who joins late
 * replays it and the server alone decides who may read it (club-config.ts). Only the newest
 * views matter to a page; older ones are kept up to a bound so that a stream cannot fill a disk.
 */
const VIEWS_KEPT = 1_000;

/** Makes (or finds) the side streams of a campaign; the referee's app calls it before publishing. */
export async function ensureViewStreams(nc: NatsConnection, campaign: string, sides: readonly string[]): Promise<void> {
  const jsm = await jetstreamManager(nc);
  for (const side of sides) {
    const name = viewStream(campaign, side);
    const config = { name, subjects: [viewSubject(campaign, side)], max_msgs: VIEWS_KEPT };
    try {
      await jsm.streams.info(name);
    } catch {
      await jsm.streams.add(config);
    }
  }
}

/** Publishes one side's view; resolves once the stream holds it (its stream sequence). */
export async function publishView(js: JetStreamClient, campaign: string, side: string, view: unknown): Promise<number> {
  const ack = await js.publish(viewSubject(campaign, side), JSON.stringify(view));
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
    const batch = await consumer.fetch({ max_messages: want - out.length, expires: 2_000 });
    for await (const m of batch) out.push(m.string());
  }
  return out;
}
