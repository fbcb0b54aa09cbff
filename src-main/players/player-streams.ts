import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Refusals } from './refusals.js';
import type { ViewSource } from './player-server.js';

interface Stream {
  side: string;
  res: ServerResponse;
  /** the version of the view last sent: an unchanged view is not sent again, a changed one as its change */
  version: number;
  /** the map last sent: a game edited since is sent again */
  game: string;
  from: string | undefined;
}

/** More connections than this per side are refused: a link passed around must not exhaust the referee's machine. */
const MAX_PER_SIDE = 64;

/**
 * The players' open event streams. Each gets its side's map once and its whole view, then each
 * change of the view as a `change` event (view-delta.ts) with the version it leads to as the
 * event's id (a change the side cannot see sends nothing, so not even its timing shows). A stream
 * that missed a version, and a reconnect, get the whole view at once: nothing missed is lost. A
 * stream whose unsent data passes the limit is dropped, never buffered without bound.
 */
export class PlayerStreams {
  private readonly streams = new Set<Stream>();

  constructor(
    private readonly views: ViewSource,
    private readonly refusals: Refusals,
    private readonly maxBuffered: number,
  ) {}

  open(side: string, req: IncomingMessage, res: ServerResponse): void {
    if (this.count(side) >= MAX_PER_SIDE) {
      this.refusals.add(req.socket.remoteAddress, `more than ${MAX_PER_SIDE} connections for one side`);
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('too many connections for this side');
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    const s: Stream = { side, res, version: -1, game: '', from: req.socket.remoteAddress };
    this.streams.add(s);
    req.on('close', () => this.streams.delete(s));
    res.write('retry: 2000\n\n');
    if (this.views.head() === null) return void res.write('event: closed\ndata: {}\n\n');
    this.send(s);
  }

  /** the campaign changed: each side's view is made once and sent to its streams where it changed */
  changed(): void {
    if (this.views.head() === null) return;
    for (const s of [...this.streams]) this.send(s);
  }

  ping(): void {
    for (const s of this.streams) s.res.write(': still here\n\n');
  }

  count(side: string): number {
    let n = 0;
    for (const s of this.streams) if (s.side === side) n++;
    return n;
  }

  /** the side's link was revoked or renewed: its streams end now */
  cut(side: string): void {
    for (const s of [...this.streams])
      if (s.side === side) {
        this.streams.delete(s);
        s.res.write('event: revoked\ndata: {}\n\n');
        s.res.end();
        s.res.socket?.destroy();
      }
  }

  closeAll(): void {
    for (const s of this.streams) s.res.end();
    this.streams.clear();
  }

  /** each frame encoded once for every stream of its side: the latest whole view and change */
  private readonly frames = new Map<string, { version: number; view?: Buffer; change?: Buffer }>();
  private framesOf(side: string, version: number) {
    let f = this.frames.get(side);
    if (f?.version !== version) this.frames.set(side, (f = { version }));
    return f;
  }

  private send(s: Stream): void {
    const feed = this.views.view(s.side);
    if (feed.version === s.version) return;
    if (s.res.writableLength > this.maxBuffered) {
      this.refusals.add(
        s.from,
        'a player connection too slow to keep up: dropped (it gets the whole view on reconnecting)',
      );
      this.streams.delete(s);
      s.res.destroy();
      return;
    }
    const game = this.views.game(s.side);
    if (game !== s.game) {
      s.game = game;
      s.res.write(`event: game\ndata: ${game}\n\n`);
    }
    const f = this.framesOf(s.side, feed.version);
    const frame =
      feed.change && feed.change.from === s.version
        ? (f.change ??= Buffer.from(`id: ${feed.version}\nevent: change\ndata: ${feed.change.json()}\n\n`))
        : (f.view ??= Buffer.from(`id: ${feed.version}\nevent: view\ndata: ${feed.json()}\n\n`));
    s.version = feed.version;
    s.res.write(frame);
  }
}
