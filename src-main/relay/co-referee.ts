import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/nats-core';
import { CommandError } from '../../shared/model/command-error.js';
import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import { describeCommand, type Command } from '../../shared/rules/registered-commands.js';
import type { CampaignService } from '../service/campaign-service.js';
import { prepare } from '../service/history-handlers.js';
import { CommandLog } from './command-log.js';
import { isTransient, untilReachable } from './transient.js';
import type { LogEntry } from './log-entry.js';
import { connectRelay, type RelayServer } from './relay-connection.js';
import { APPLIED_KEY, CAMPAIGN_KEY, RelayRefusal, applyEntries, appliedSeq, otherRules } from './replica.js';

/** How often an append is tried again after another referee appended first, before giving up. */
const MAX_TRIES = 50;
/** Entries written to the file per transaction while catching up. */
const CATCH_UP_BATCH = 500;
/** How long to wait before trying an unreachable server again. */
const RETRY_MS = 250;

/** What became of a referee's command or undo/redo: its entry in the shared log, and what the other referee did first. */
export interface Acknowledged {
  seq: number;
  /** the other referees' entries applied before this one, in words */
  before: string[];
}

/**
 * One referee's app sharing a campaign with co-referees through the club's JetStream server.
 * The .qmc stays a full replica: every entry of the shared log is applied to it in order. A
 * command is acknowledged only once the stream has taken it on the condition that its last
 * sequence is the one this replica was built on; if another referee appended first, the missed
 * entries are applied, the command is checked again on the new state, and either appended or
 * refused with what changed. Two payments out of one dump can never both pass.
 */
export class CoReferee {
  /** whether the server answers now: "not shared" while it does not (commands wait, unacknowledged) */
  private reachable = true;
  /** the commands given and not yet acknowledged or refused, run one at a time in order */
  private waiting = 0;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly service: CampaignService,
    private readonly nc: NatsConnection,
    private readonly log: CommandLog,
  ) {
    void (async () => {
      for await (const s of nc.status()) {
        if (s.type === 'disconnect') this.reachable = false;
        if (s.type === 'reconnect') this.reachable = true;
      }
    })();
  }

  /** What the referee's status bar says: shared, or not shared with the commands waiting to be. */
  get sharing(): { state: 'shared' | 'not shared'; pending: number } {
    return { state: this.reachable ? 'shared' : 'not shared', pending: this.waiting };
  }

  /** Shares the open campaign: makes its log on the server, opened by this app's rules version. */
  static async share(service: CampaignService, server: RelayServer): Promise<CoReferee> {
    const s = service.current();
    if (s.store.meta(CAMPAIGN_KEY)) throw new RelayRefusal('this campaign is already shared: join it instead');
    const campaign = server.campaign;
    const nc = await connectRelay(server);
    try {
      const log = await CommandLog.open(nc, campaign);
      await log.create();
      const opening: LogEntry = { kind: 'opening', ...stamp(), campaign, head: s.head };
      const r = await log.append(opening, 0);
      if (!r.ok || r.seq !== 1) throw new RelayRefusal('the shared log was not empty when it was made');
      s.store.writeTransaction(() => {
        s.store.setMeta(CAMPAIGN_KEY, campaign);
        s.store.setMeta(APPLIED_KEY, '1');
      });
      return new CoReferee(service, nc, log);
    } catch (e) {
      await nc.close();
      throw e;
    }
  }

  /**
   * Joins the shared campaign from a copy of a shared file (its relay.campaign names the log): the
   * log must have been opened by this rules version; what the copy lacks is applied.
   */
  static async join(service: CampaignService, server: RelayServer): Promise<CoReferee> {
    const campaign = service.current().store.meta(CAMPAIGN_KEY);
    if (!campaign)
      throw new RelayRefusal('this campaign file was never shared: open a copy of the shared campaign to join it');
    if (campaign !== server.campaign)
      throw new RelayRefusal(
        `this file is a copy of the shared campaign "${campaign}", not of "${server.campaign}" that the server settings name`,
      );
    const nc = await connectRelay(server);
    try {
      const log = await untilReachable(() => CommandLog.open(nc, campaign));
      // a server restarting as the app joins is waited for, as a dropped connection is
      const opening = await untilReachable(async () => {
        if (!(await log.exists()))
          throw new RelayRefusal(`the server holds no shared log of this campaign (${campaign})`);
        return log.entry(1);
      });
      if (opening.kind !== 'opening' || opening.campaign !== campaign)
        throw new RelayRefusal('the shared log does not begin with this campaign');
      if (opening.rules !== RULES_VERSION) throw otherRules(opening.rules);
      const referee = new CoReferee(service, nc, log);
      await untilReachable(() => referee.catchUp());
      return referee;
    } catch (e) {
      await nc.close();
      throw e;
    }
  }

  /** The stream sequence this replica is built on. */
  get applied(): number {
    return appliedSeq(this.service);
  }

  /** Applies every entry the replica lacks; returns them in words (and where `own`, sent from here, was among them). */
  async catchUp(own?: string): Promise<string[] & { own?: number }> {
    const done: string[] & { own?: number } = [];
    let batch: Array<{ seq: number; entry: LogEntry }> = [];
    for await (const read of this.log.after(this.applied)) {
      batch.push(read);
      if (read.entry.id === own) done.own = read.seq;
      else done.push(this.words(read.entry));
      if (batch.length >= CATCH_UP_BATCH) {
        applyEntries(this.service, batch);
        batch = [];
      }
    }
    applyEntries(this.service, batch);
    return done;
  }

  /**
   * Applies what the other referees appended since, in turn with this referee's own commands (never
   * while one of them is being appended): the window follows the others without giving a command.
   */
  sync(): Promise<string[]> {
    const run = this.queue.then(() => this.catchUp());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Commands wait for the ones given before them: each is checked on the state they left. */
  private inOrder(build: () => LogEntry): Promise<Acknowledged> {
    this.waiting++;
    const run = this.queue.then(() => this.append(build));
    this.queue = run.catch(() => undefined);
    return run.finally(() => this.waiting--);
  }

  /** Runs a command through the shared log; a CommandError says why it was refused. */
  async execute(command: Command): Promise<Acknowledged> {
    return this.inOrder(() => {
      const { logged, events } = prepare(this.service.current(), command);
      return { kind: 'command', ...stamp(), command: logged, events };
    });
  }

  async undo(): Promise<Acknowledged> {
    return this.inOrder(() => {
      const last = this.service.current().store.lastDone();
      if (!last) throw new CommandError('there is nothing to undo');
      return { kind: 'undo', ...stamp(), seq: last.seq };
    });
  }

  async redo(): Promise<Acknowledged> {
    return this.inOrder(() => {
      const next = this.service.current().store.firstUndone();
      if (!next) throw new CommandError('there is nothing to redo');
      return { kind: 'redo', ...stamp(), seq: next.seq };
    });
  }

  async close(): Promise<void> {
    await this.nc.close();
  }

  /**
   * Builds the entry on the replica as it stands, appends it on that condition, and on a moved
   * stream applies what was missed and builds it again: refused (with what changed) when the new
   * state no longer allows it.
   */
  private async append(build: () => LogEntry): Promise<Acknowledged> {
    const before: string[] = [];
    // the id of the last entry sent: the stream may have taken it although its answer was lost
    let sent: string | undefined;
    for (let moved = 0; moved < MAX_TRIES;) {
      try {
        const missed = await this.catchUp(sent);
        before.push(...missed);
        if (missed.own !== undefined) return { seq: missed.own, before };
        const entry = refused(build, before);
        // the same id again: should the earlier one land after all, the stream keeps one of them
        if (sent) entry.id = sent;
        sent = entry.id;
        const r = await this.log.append(entry, this.applied);
        this.reachable = true;
        if (r.ok) {
          applyEntries(this.service, [{ seq: r.seq, entry }]);
          return { seq: r.seq, before };
        }
        moved++;
        // another referee got there first: a moment's pause, longer each time, so that a slower
        // app is not beaten to every append by a faster one
        await delay(Math.random() * Math.min(100, 5 * moved));
      } catch (e) {
        if (!isTransient(e) || this.nc.isClosed()) throw e;
        // out of reach: not shared, the command waits unacknowledged and is checked again once back
        this.reachable = false;
        await delay(RETRY_MS);
      }
    }
    throw new CommandError('the other referees kept appending before this command could be: try it again');
  }

  private words(entry: LogEntry): string {
    switch (entry.kind) {
      case 'command':
        return describeCommand(entry.command);
      case 'undo':
        return `undo of command #${entry.seq}`;
      case 'redo':
        return `redo of command #${entry.seq}`;
      case 'opening':
        return 'the campaign shared';
    }
  }
}

/** Builds the entry; a refusal on a state the other referees changed says what they did. */
function refused(build: () => LogEntry, before: readonly string[]): LogEntry {
  try {
    return build();
  } catch (e) {
    if (e instanceof CommandError && before.length)
      throw new CommandError(
        `${e.message} (refused: another referee's commands changed the campaign first: ${before.join('; ')})`,
        e.field,
      );
    throw e;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

function stamp(): { id: string; rules: number; at: string } {
  return { id: randomUUID(), rules: RULES_VERSION, at: new Date().toISOString() };
}
