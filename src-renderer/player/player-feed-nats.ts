import { wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { jetstream, DeliverPolicy } from '@nats-io/jetstream';
import type { PublicGame, SideView } from '../../shared/view/side-view.js';
import type { FeedState } from './player-feed.js';

/** What a side's settings file (`quartermaster club`) gives a page exported for the club's server. */
export interface NatsSide {
  wsUrl: string;
  user: string;
  password: string;
  inboxPrefix: string;
  campaign: string;
  side: string;
}

// the stream names of src-main/relay/relay-names.ts (a side id that is not plain is written as hex)
const PLAIN = /^[A-Za-z0-9_-]{1,64}$/;
const token = (id: string) =>
  PLAIN.test(id) ? id : `x${[...new TextEncoder().encode(id)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * The side's view from its stream on the club's server, over NATS WebSocket: on joining the newest
 * map and view the stream holds, then each one published after. The client reconnects by itself,
 * and the stream is read again from the newest of each then: nothing missed is lost.
 */
export function followSideOverNats(
  s: NatsSide,
  on: { game(g: PublicGame): void; view(v: SideView): void; state(st: FeedState): void },
): () => void {
  let nc: NatsConnection | undefined;
  let stopped = false;
  on.state('connecting');
  void (async () => {
    try {
      nc = await wsconnect({
        servers: s.wsUrl,
        user: s.user,
        pass: s.password,
        inboxPrefix: s.inboxPrefix,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1_000,
        waitOnFirstConnect: true,
      });
      if (stopped) return void nc.close();
      void (async () => {
        for await (const st of nc!.status()) {
          if (st.type === 'disconnect') on.state('reconnecting');
          if (st.type === 'reconnect') on.state('live');
        }
      })();
      const stream = `QM_${token(s.campaign)}_VIEW_${token(s.side)}`;
      const consumer = await jetstream(nc).consumers.get(stream, { deliver_policy: DeliverPolicy.LastPerSubject });
      const messages = await consumer.consume();
      for await (const m of messages) {
        if (m.subject.includes('.game.')) on.game(m.json<PublicGame>());
        else {
          on.view(m.json<SideView>());
          on.state('live');
        }
      }
    } catch {
      if (!stopped) on.state('revoked');
    }
  })();
  return () => {
    stopped = true;
    void nc?.close();
  };
}
