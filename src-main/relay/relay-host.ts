import { CommandError } from '../../shared/model/command-error.js';
import { RELAY_OFF, type RelayStatus } from '../../shared/relay/relay-api.js';
import type { CampaignService } from '../service/campaign-service.js';
import { CoReferee } from './co-referee.js';
import { connectRelay, type RelayServer } from './relay-connection.js';
import { readRelayFile } from './relay-file.js';
import { ViewPublisher } from './view-publisher.js';

/** How often the window looks for the other referees' commands while it gives none. */
const FOLLOW_MS = 1_000;

/**
 * The open campaign shared from the referee's window (File > Share… or Join…): a co-referee on
 * the club's server, through which every command, undo and redo of the window then goes (the
 * service's sharedLog), and, for the referee who shared it, the publisher of each side's view to
 * its players. One campaign at a time; closing it or leaving stops both.
 */
export class RelayHost {
  private shared:
    | {
        file: string;
        role: 'sharing' | 'joined';
        server: RelayServer;
        referee: CoReferee;
        publisher?: ViewPublisher;
        stopFollowing?: () => void;
      }
    | undefined;

  constructor(private readonly service: CampaignService) {}

  /** Shares the open campaign: its log becomes the co-referees' stream, its sides' views are published. */
  async share(settingsFile: string, url?: string): Promise<RelayStatus> {
    const server = await this.reachable(settingsFile, url);
    const referee = await CoReferee.share(this.service, server);
    let publisher: ViewPublisher;
    try {
      publisher = await ViewPublisher.start(this.service, server);
    } catch (e) {
      await referee.close();
      throw e;
    }
    this.follow({ file: this.service.current().store.file, role: 'sharing', server, referee, publisher });
    return this.status();
  }

  /** Joins the campaign another referee shared, from a copy of its file: what the copy lacks is applied first. */
  async join(settingsFile: string, url?: string): Promise<RelayStatus> {
    const server = await this.reachable(settingsFile, url);
    const referee = await CoReferee.join(this.service, server);
    this.follow({ file: this.service.current().store.file, role: 'joined', server, referee });
    return this.status();
  }

  async leave(): Promise<void> {
    const was = this.shared;
    if (!was) return;
    this.shared = undefined;
    was.stopFollowing?.();
    if (this.service.sharedLog?.file === was.file) this.service.sharedLog = undefined;
    await was.publisher?.close().catch(() => undefined);
    await was.referee.close().catch(() => undefined);
  }

  status(): RelayStatus {
    const s = this.shared;
    if (!s) return RELAY_OFF;
    // another campaign opened in the window since: that one is not shared
    if (!this.service.isOpen() || this.service.current().store.file !== s.file) {
      void this.leave();
      return RELAY_OFF;
    }
    const { state, pending } = s.referee.sharing;
    return {
      state,
      pending,
      role: s.role,
      campaign: s.server.campaign,
      url: s.server.url,
      publishError: s.publisher?.lastError ?? null,
    };
  }

  private follow(shared: NonNullable<RelayHost['shared']>): void {
    this.shared = shared;
    const { referee } = shared;
    // the other referees' commands reach this window without waiting for its next command
    const timer = setInterval(() => {
      const { state, pending } = referee.sharing;
      if (this.shared === shared && state === 'shared' && pending === 0) referee.sync().catch(() => undefined);
    }, FOLLOW_MS);
    timer.unref();
    shared.stopFollowing = () => clearInterval(timer);
    this.service.sharedLog = {
      file: shared.file,
      execute: (command) => referee.execute(command),
      undo: () => referee.undo(),
      redo: () => referee.redo(),
    };
  }

  /**
   * The settings file read (a bad one named with its field), and the server tried once: a referee
   * who shares or joins is told at once that it does not answer, rather than left waiting.
   */
  private async reachable(settingsFile: string, url?: string): Promise<RelayServer> {
    if (this.shared)
      throw new CommandError(`this window already shares "${this.shared.server.campaign}": leave it first`);
    const server = { ...readRelayFile(settingsFile), ...(url ? { url } : {}) };
    try {
      await (await connectRelay(server, { reconnect: false })).close();
    } catch (e) {
      throw new CommandError(
        `the club's server at ${server.url} does not answer as ${server.credentials.user} (${(e as Error).message}): nothing was shared`,
        'url',
      );
    }
    return server;
  }
}
