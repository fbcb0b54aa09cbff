import { get, type ClientRequest, type IncomingMessage } from 'node:http';

/**
 * A player's connection as the wire sees it: every byte received, and the events parsed from them.
 * `waitFor` resolves when an event passes the test (or rejects after the time given).
 */
export class SseReader {
  readonly chunks: Buffer[] = [];
  readonly events: Array<{ event: string; data: string; at: number }> = [];
  status = 0;
  ended = false;
  private pending = '';
  private waiters: Array<() => void> = [];
  private req: ClientRequest | undefined;
  res: IncomingMessage | undefined;

  constructor(
    readonly url: string,
    headers: Record<string, string> = {},
  ) {
    const u = new URL(url);
    this.req = get(url, { agent: false, headers: { Host: u.host, ...headers } }, (res) => {
      this.res = res;
      this.status = res.statusCode ?? 0;
      res.on('data', (c: Buffer) => {
        this.chunks.push(c);
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

  views(): unknown[] {
    return this.events.filter((e) => e.event === 'view').map((e) => JSON.parse(e.data) as unknown);
  }

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
    while ((cut = this.pending.indexOf('\n\n')) >= 0) {
      const block = this.pending.slice(0, cut);
      this.pending = this.pending.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) this.events.push({ event, data: data.join('\n'), at: performance.now() });
    }
    this.wake();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
