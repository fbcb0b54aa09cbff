import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connectRelay } from '../../src-main/relay/relay-connection.js';
import { ensureViewStreams, publishView, readViews } from '../../src-main/relay/view-streams.js';
import { viewStream, viewSubject } from '../../src-main/relay/relay-names.js';
import { startNats, type TestNats } from '../helpers/nats-server.js';

// A real nats-server run with the configuration the app generates: the server, not the app,
// keeps a side's players out of the other side's stream.
describe('club server permissions', () => {
  let nats: TestNats;
  let referee: NatsConnection;
  const open: NatsConnection[] = [];
  const as = async (side: 'axis' | 'soviet') => {
    const c = nats.club.sides.find((s) => s.side === side)!;
    const nc = await connectRelay({ url: nats.url, credentials: c, campaign: 'test' }, { reconnect: false });
    open.push(nc);
    return nc;
  };

  beforeAll(async () => {
    nats = await startNats();
    referee = await connectRelay({ url: nats.url, credentials: nats.club.referees[0]!, campaign: 'test' });
    await ensureViewStreams(referee, 'test', ['axis', 'soviet']);
    const js = jetstream(referee);
    await publishView(js, 'test', 'axis', { note: 'axis view 1' });
    await publishView(js, 'test', 'soviet', { note: 'SOVIET-SENTINEL' });
    await publishView(js, 'test', 'axis', { note: 'axis view 2' });
  });
  afterAll(async () => {
    for (const nc of open) await nc.close().catch(() => undefined);
    await referee?.close();
    await nats?.stop();
  });

  it('a side joining late replays its own stream from the start', async () => {
    const axis = await as('axis');
    const views = await readViews(axis, 'test', 'axis', 10);
    expect(views.map((v) => (JSON.parse(v) as { note: string }).note)).toEqual(['axis view 1', 'axis view 2']);
  });

  it("a side's user cannot read the other side's stream through JetStream", async () => {
    const axis = await as('axis');
    await expect(readViews(axis, 'test', 'soviet', 10)).rejects.toThrow(/permission/i);
  });

  it("a side's user cannot subscribe to the other side's subject or another user's inbox", async () => {
    const axis = await as('axis');
    const denied: string[] = [];
    const closed = axis.closed();
    // the server answers a forbidden subscription with a permissions violation, reported as a status
    void (async () => {
      for await (const s of axis.status()) if (s.type === 'error') denied.push(String(s.error));
    })();
    const sub = axis.subscribe(viewSubject('test', 'soviet'));
    const spy = axis.subscribe('_INBOX_side-soviet.>');
    const got: string[] = [];
    // the subscription's iterator ends with the server's refusal
    const ended = (async () => {
      try {
        for await (const m of sub) got.push(m.string());
      } catch (e) {
        denied.push(String(e));
      }
    })();
    await axis.flush();
    await publishView(jetstream(referee), 'test', 'soviet', { note: 'SOVIET-SENTINEL-2' });
    await referee.flush();
    await new Promise((r) => setTimeout(r, 300));
    await ended;
    expect(got).toEqual([]);
    expect(denied.join('\n')).toMatch(/Permissions Violation for Subscription/i);
    expect(denied.join('\n')).toContain('_INBOX_side-soviet');
    spy.unsubscribe();
    void closed;
  });

  it("a side's user cannot create a consumer on the other side's stream or publish to a view", async () => {
    const axis = await as('axis');
    await expect(
      axis.request(`$JS.API.CONSUMER.CREATE.${viewStream('test', 'soviet')}`, '{}', { timeout: 1_000 }),
    ).rejects.toThrow(/permission/i);
    await expect(jetstream(axis).publish(viewSubject('test', 'axis'), 'forged')).rejects.toThrow(/permission/i);
  });
});
