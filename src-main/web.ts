import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Handlers } from '../shared/api.js';
import { dispatch } from './service/dispatch.js';
import { CONTENT_SECURITY_POLICY } from './security.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './bridge/json-depth.js';
import { decoded, readRendererFile, rendererRoot } from './renderer-files.js';

/**
 * The local web bridge: serves the built renderer and the same API as Electron IPC, on 127.0.0.1
 * only, on a free port, behind a per-run token. Used where Electron cannot run, and by the browser tests.
 */
export interface WebBridge {
  url: string;
  /** the address the server is bound to: always 127.0.0.1 */
  address: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

const MAX_BODY = 1 << 20;
/** a body must arrive within this; any request is closed after REQUEST_MS */
const BODY_MS = 10_000;
const REQUEST_MS = 60_000;

export async function startWebBridge(options: {
  handlers: Handlers;
  staticDir: string;
  port?: number;
  /** The open campaign's changes, sent to every tab as server-sent events at /events */
  live?: { changed: { subscribe(l: (head: string) => void): () => void }; poll(): void; head(): string | null };
  /** how long a body may take to arrive, and a whole request to finish (tests shorten them) */
  limits?: { bodyMs?: number; requestMs?: number };
}): Promise<WebBridge> {
  const bodyMs = options.limits?.bodyMs ?? BODY_MS;
  const requestMs = options.limits?.requestMs ?? REQUEST_MS;
  const staticRoot = rendererRoot(options.staticDir);
  const token = randomBytes(24).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  let port = 0;

  // (headers that never finish are checked for every second, not every 30 s)
  const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    // any request is closed after requestMs, whatever it is waiting for
    const deadline = setTimeout(() => req.socket.destroy(), requestMs);
    res.on('close', () => clearTimeout(deadline));
    handle(req, res).catch((e: unknown) =>
      send(res, 500, { ok: false, error: { kind: 'internal', message: String(e) } }),
    );
  });
  server.headersTimeout = Math.min(bodyMs, requestMs);
  server.requestTimeout = requestMs;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A page on another site must not reach the bridge through a DNS name pointing at 127.0.0.1.
    if (req.headers.host !== `127.0.0.1:${port}` && req.headers.host !== `localhost:${port}`)
      return void send(res, 421, { error: 'wrong host' });
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    } catch {
      return void send(res, 400, { error: 'malformed path' });
    }
    if (url.pathname === '/events' && options.live) {
      const given = Buffer.from(`Bearer ${url.searchParams.get('token') ?? ''}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return void send(res, 401, { error: 'missing or wrong bridge token' });
      return void streamChanges(req, res, options.live);
    }
    if (url.pathname.startsWith('/api/')) {
      const name = decoded(url.pathname.slice(5));
      if (name === undefined)
        return void send(res, 400, { ok: false, error: { kind: 'invalid-request', message: 'malformed path' } });
      if (req.method !== 'POST')
        return void send(res, 405, { ok: false, error: { kind: 'invalid-request', message: 'API calls are POST' } });
      const auth = Buffer.from(req.headers.authorization ?? '');
      if (auth.length !== expected.length || !timingSafeEqual(auth, expected)) {
        return void send(res, 401, {
          ok: false,
          error: { kind: 'invalid-request', message: 'missing or wrong bridge token' },
        });
      }
      const body = await readBody(req, bodyMs);
      if (body === 'too-large')
        return void refuse(req, res, 413, `the request is larger than the bridge's limit of 1 MiB (${MAX_BODY} bytes)`);
      if (body === 'too-slow')
        return void refuse(req, res, 408, `the request body did not arrive within ${bodyMs / 1000} s`);
      if (nestsDeeperThan(body, MAX_JSON_DEPTH))
        return void send(res, 400, {
          ok: false,
          error: { kind: 'invalid-request', message: `the request nests deeper than ${MAX_JSON_DEPTH} levels` },
        });
      let payload: unknown;
      try {
        payload = body.length ? JSON.parse(body) : {};
      } catch {
        return void send(res, 400, {
          ok: false,
          error: { kind: 'invalid-request', message: 'the request body is not JSON' },
        });
      }
      return void send(res, 200, await dispatch(options.handlers, name, payload));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void send(res, 405, { error: 'method not allowed' });
    const file = await readRendererFile(staticRoot, url.pathname);
    if (file.status !== 200) return void send(res, file.status, { error: file.message });
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
    res.end(file.body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // changes written by other processes (the CLI, another app) are noticed within half a second
  const polling = options.live ? setInterval(() => options.live!.poll(), 500) : undefined;
  const bound = server.address() as AddressInfo;
  port = bound.port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    address: bound.address,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(polling);
        server.close(() => resolve());
        server.closeAllConnections(); // open event streams end with the bridge
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Server-sent events: the log head now, then after every change. The browser reconnects by itself. */
function streamChanges(
  req: IncomingMessage,
  res: ServerResponse,
  live: NonNullable<Parameters<typeof startWebBridge>[0]['live']>,
) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  const tell = (head: string | null) => res.write(`data: ${JSON.stringify({ head })}\n\n`);
  res.write('retry: 1000\n\n');
  tell(live.head());
  const stop = live.changed.subscribe(tell);
  req.on('close', stop);
}

/** Answers and then closes the connection: the rest of an oversized or stalled body is not read. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(JSON.stringify({ ok: false, error: { kind: 'invalid-request', message } }), () => {
    // let the answer reach the client before the socket goes
    setTimeout(() => req.socket.destroy(), 200).unref();
  });
  req.resume();
}

function readBody(req: IncomingMessage, bodyMs: number): Promise<string | 'too-large' | 'too-slow'> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      req.removeAllListeners('data');
      resolve('too-slow');
    }, bodyMs);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        clearTimeout(timer);
        req.removeAllListeners('data');
        resolve('too-large');
      } else chunks.push(c);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}
