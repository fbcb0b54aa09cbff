import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../security.js';
import { readRendererFile, rendererRoot } from '../renderer-files.js';
import type { PlayerLinks } from './player-links.js';
import type { Refusals } from './refusals.js';
import { PlayerStreams } from './player-streams.js';

/** What the server sends: each side's view and map as JSON, and the campaign's changes. */
export interface ViewSource {
  head(): string | null;
  view(side: string): SideFeed;
  game(side: string): string;
  /** the side's own log entries before a command, a page at a time (JSON) */
  logBefore(side: string, before: number): string;
}

/** A side's view now: its version, its whole JSON, and the change that led to it from version `from`. */
export interface SideFeed {
  version: number;
  json(): string;
  /** null: the first view, or a change not known (a campaign opened since) */
  change: { from: number; json(): string } | null;
}

export interface PlayerServerOptions {
  /** the interface address to listen on (127.0.0.1 unless the referee chooses another) */
  host: string;
  port?: number;
  /** PEM certificate and key: required off loopback */
  tls?: { cert: string; key: string };
  links: PlayerLinks;
  views: ViewSource;
  refusals: Refusals;
  /** the built renderer folder, holding player.html and its assets */
  staticDir: string;
  /** a connection whose unsent data passes this is dropped (a reader too slow to keep up) */
  maxBuffered?: number;
}

export interface PlayerServer {
  origin: string;
  host: string;
  port: number;
  /** tell every player of a change (the campaign's change signal calls it) */
  changed(): void;
  connections(side: string): number;
  close(): Promise<void>;
}

export const LOOPBACK = new Set(['127.0.0.1', '::1']);

/**
 * The server the players' browsers connect to: apart from the referee's bridge, on the interface
 * the referee chooses, TLS off loopback. It serves the read-only player page, and to a valid
 * link's holder that side's view as server-sent events. It takes no command: anything but a GET
 * of the page or the stream is refused and logged, as are bad tokens and requests from other sites.
 */
export async function startPlayerServer(o: PlayerServerOptions): Promise<PlayerServer> {
  if (!LOOPBACK.has(o.host) && !o.tls)
    throw new Error('off the loopback address the player server speaks TLS only: give it a certificate');
  const root = rendererRoot(o.staticDir);
  let port = 0;
  const streams = new PlayerStreams(o.views, o.refusals, o.maxBuffered ?? 16 << 20);
  const stopCuts = o.links.onCut((side) => streams.cut(side));

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const from = req.socket.remoteAddress;
    const hostOk = [`${hostPart(o.host)}:${port}`, ...(LOOPBACK.has(o.host) ? [`localhost:${port}`] : [])];
    if (!hostOk.includes(req.headers.host ?? '')) {
      o.refusals.add(from, `a request for another host name (${short(req.headers.host)})`);
      return void plain(res, 421, 'wrong host');
    }
    // a page on another site must not read a player's view with the player's link
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if ((site && site !== 'same-origin' && site !== 'none') || (origin && origin !== originOf(o, port))) {
      o.refusals.add(from, `a cross-site request (${short(origin ?? site)})`);
      return void plain(res, 403, 'cross-site requests are refused');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      o.refusals.add(from, `a ${short(req.method)} request (players' pages are read-only)`);
      req.resume();
      return void plain(res, 405, 'the player server takes no commands');
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://x');
    } catch {
      return void plain(res, 400, 'malformed path');
    }
    if (url.pathname === '/events') {
      const side = o.links.sideOf(url.searchParams.get('token') ?? '');
      if (!side) {
        o.refusals.add(from, 'a missing, wrong or revoked link');
        return void plain(res, 401, 'this link is not valid (revoked or renewed?): ask the referee for a new one');
      }
      return void streams.open(side, req, res);
    }
    if (url.pathname === '/log') {
      // a player paging back past the view's log: the same link, the same side's entries only
      const side = o.links.sideOf(url.searchParams.get('token') ?? '');
      if (!side) {
        o.refusals.add(from, 'a missing, wrong or revoked link');
        return void plain(res, 401, 'this link is not valid (revoked or renewed?): ask the referee for a new one');
      }
      const before = Number(url.searchParams.get('before'));
      if (!Number.isSafeInteger(before) || before < 1)
        return void plain(res, 400, 'before: a command number is needed');
      if (o.views.head() === null) return void plain(res, 409, 'the referee has no campaign open');
      return void json(res, o.views.logBefore(side, before));
    }
    if (url.pathname === '/' || url.pathname === '/player.html' || url.pathname.startsWith('/assets/'))
      return void serveFile(res, root, url.pathname === '/' ? '/player.html' : url.pathname);
    plain(res, 404, 'not found');
  };

  const server: Server = o.tls
    ? createHttps({ cert: o.tls.cert, key: o.tls.key }, handle)
    : createHttp({ connectionsCheckingInterval: 1000 }, handle);
  server.headersTimeout = 10_000;
  server.requestTimeout = 0; // event streams stay open
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const keepAlive = setInterval(() => streams.ping(), 20_000);
  keepAlive.unref();
  return {
    origin: originOf(o, port),
    host: o.host,
    port,
    changed: () => streams.changed(),
    connections: (side) => streams.count(side),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(keepAlive);
        stopCuts();
        streams.closeAll();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function hostPart(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function originOf(o: Pick<PlayerServerOptions, 'host' | 'tls'>, port: number): string {
  return `${o.tls ? 'https' : 'http'}://${hostPart(o.host)}:${port}`;
}

function short(v: string | undefined): string {
  return (v ?? '').slice(0, 80);
}

function json(res: ServerResponse, body: string): void {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(message);
}

async function serveFile(res: ServerResponse, root: string, path: string): Promise<void> {
  const file = await readRendererFile(root, path);
  if (file.status !== 200) return plain(res, file.status, file.message);
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(file.body);
}
