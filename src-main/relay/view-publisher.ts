import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { SideViews } from '../players/side-views.js';
import type { CampaignService } from '../service/campaign-service.js';
import { connectRelay, type RelayServer } from './relay-connection.js';
import { ensureViewStreams, publishView } from './view-streams.js';
import { untilReachable } from './transient.js';

/**
 * Remote players: after every change of the campaign each side's view (`viewFor` output, made by
 * the player server's SideViews, nothing else) is published to that side's stream when it changed,
 * and the side's map when the game was edited. A view is whole, not a difference: after the
 * server was out of reach the newest view is published and nothing a player needs is lost. The
 * referee's app never waits for it.
 */
export class ViewPublisher {
  private readonly views: SideViews;
  private readonly sent = new Map<string, string>();
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private unsubscribe: () => void = () => undefined;
  /** the last failure to publish (the server out of reach), for the referee's status */
  lastError: string | undefined;

  private constructor(
    private readonly service: CampaignService,
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly campaign: string,
  ) {
    this.views = new SideViews(service);
  }

  static async start(service: CampaignService, server: RelayServer): Promise<ViewPublisher> {
    const nc = await connectRelay(server);
    const sides = service.current().game.sides.map((s) => s.id);
    await untilReachable(() => ensureViewStreams(nc, server.campaign, sides));
    const p = new ViewPublisher(service, nc, jetstream(nc, { timeout: 5_000 }), server.campaign);
    p.unsubscribe = service.changed.subscribe(() => void p.publish());
    void (async () => {
      for await (const s of nc.status()) if (s.type === 'reconnect') void p.publish();
    })();
    await p.publish();
    return p;
  }

  /** Publishes what changed since the last time; calls during a run make one more run after it. */
  publish(): Promise<void> {
    if (this.again) return this.running;
    this.again = true;
    this.running = this.running.then(async () => {
      this.again = false;
      await this.publishChanged();
    });
    return this.running;
  }

  async close(): Promise<void> {
    this.unsubscribe();
    await this.running;
    await this.nc.close();
  }

  private async publishChanged(): Promise<void> {
    if (!this.service.isOpen()) return;
    for (const { id } of this.views.sides()) {
      for (const what of ['game', 'view'] as const) {
        const json = what === 'game' ? this.views.game(id) : this.views.view(id).json();
        const key = `${what}:${id}`;
        if (this.sent.get(key) === json) continue;
        try {
          await publishView(this.js, this.campaign, id, json, what);
          this.sent.set(key, json);
          this.lastError = undefined;
        } catch (e) {
          // out of reach: the newest view is published on reconnecting
          this.lastError = (e as Error).message;
          return;
        }
      }
    }
  }
}
