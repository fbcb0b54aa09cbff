import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import type { SideView } from '../../shared/view/side-view.js';
import { applyViewDelta, type ViewChange } from '../../shared/view/view-delta.js';

/**
 * A player's connection as the wire sees it: every byte received, and the events parsed from them.
 * `waitFor` resolves when an event passes the test (or rejects after the time given).
 */
export class SseReader {
  readonly chunks: Buffer[] = [];
  readonly events: Array<{ event: string; data: string; id: string; at: number }> = [];
  status = 0;
  ended = false;
  private pending = '';
  /** where the search for the end of the current event goes on from */
  private scanned = 0;
  private waiters: Array<() => void> = [];
  private req: ClientRequest | undefined;
  res: IncomingMessage | undefined;

  constructor(
    readonly url: string,
    headers: Record<string, string> = {},
    /** keep every byte (false: only the events, for a load bench) */
    private readonly keep = true,
  ) {
    const u = new URL(url);
    this.req = get(url, { agent: false, headers: { Host: u.host, ...headers } }, (res) => {
      this.res = res;
      this.status = res.statusCode ?? 0;
      res.on('data', (c: Buffer) => {
        if (this.keep) this.chunks.push(c);
        this.parse(c.toString('utf8'));
      });
      res.on('error', () => {
        this.ended = true;
        this.wake();
      });
      res.on('end', () => {
        this.ended = true;
        this.wake();
      });
      res.on('close', () => {
        this.ended = true;
        this.wake();
      });
      this.wake();
    });
    this.req.on('error', () => {
      this.ended = true;
      this.wake();
    });
  }

  /** everything received, as text */
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }

  /**
   * The views the player has held in turn: each whole view sent, and each change applied to the
   * view before it (a change that does not follow the view held is an error: the server must have
   * sent the whole view instead).
   */
  views(): SideView[] {
    for (; this.consumed < this.events.length; this.consumed++) {
      const e = this.events[this.consumed]!;
      if (e.event === 'view') this.held = { version: Number(e.id), view: JSON.parse(e.data) as SideView };
      else if (e.event === 'change') {
        const c = JSON.parse(e.data) as ViewChange;
        if (this.held?.version !== c.from || String(c.to) !== e.id)
          throw new Error(`a change from version ${c.from} sent to a player holding ${this.held?.version}`);
        this.held = { version: c.to, view: applyViewDelta(this.held.view, c.delta) };
      } else continue;
      this.held$.push(this.held.view);
    }
    return this.held$;
  }
  private consumed = 0;
  private held: { version: number; view: SideView } | null = null;
  private readonly held$: SideView[] = [];

  async waitFor(test: () => boolean, ms = 10_000): Promise<void> {
    const until = Date.now() + ms;
    while (!test()) {
      if (Date.now() > until) throw new Error(`timed out waiting on ${this.url}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  close(): void {
    this.req?.destroy();
  }

  private parse(text: string): void {
    this.pending += text;
    let cut: number;
    while ((cut = this.pending.indexOf('\n\n', this.scanned)) >= 0) {
      const block = this.pending.slice(0, cut);
      this.pending = this.pending.slice(cut + 2);
      this.scanned = 0;
      let event = 'message';
      let id = '';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) this.events.push({ event, data: data.join('\n'), id, at: performance.now() });
    }
    this.scanned = Math.max(0, this.pending.length - 1);
    this.wake();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
