import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { Handlers } from '../shared/api.js';
import { dispatch } from './service/dispatch.js';
import { CONTENT_SECURITY_POLICY } from './security.js';

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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
};
const MAX_BODY = 1 << 20;

export async function startWebBridge(options: {
  handlers: Handlers;
  staticDir: string;
  port?: number;
}): Promise<WebBridge> {
  const token = randomBytes(24).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  let port = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) =>
      send(res, 500, { ok: false, error: { kind: 'internal', message: String(e) } }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A page on another site must not reach the bridge through a DNS name pointing at 127.0.0.1.
    if (req.headers.host !== `127.0.0.1:${port}` && req.headers.host !== `localhost:${port}`)
      return void send(res, 421, { error: 'wrong host' });
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/api/')) {
      if (req.method !== 'POST')
        return void send(res, 405, { ok: false, error: { kind: 'invalid-request', message: 'API calls are POST' } });
      const auth = Buffer.from(req.headers.authorization ?? '');
      if (auth.length !== expected.length || !timingSafeEqual(auth, expected)) {
        return void send(res, 401, {
          ok: false,
          error: { kind: 'invalid-request', message: 'missing or wrong bridge token' },
        });
      }
      const body = await readBody(req);
      if (body === undefined)
        return void send(res, 413, { ok: false, error: { kind: 'invalid-request', message: 'request too large' } });
      let payload: unknown;
      try {
        payload = body.length ? JSON.parse(body) : {};
      } catch {
        return void send(res, 400, {
          ok: false,
          error: { kind: 'invalid-request', message: 'the request body is not JSON' },
        });
      }
      return void send(res, 200, await dispatch(options.handlers, decodeURIComponent(url.pathname.slice(5)), payload));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return void send(res, 405, { error: 'method not allowed' });
    const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
    const path = normalize(join(options.staticDir, rel));
    if (!path.startsWith(normalize(options.staticDir) + sep)) return void send(res, 404, { error: 'not found' });
    try {
      const data = await readFile(path);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      res.end(data);
    } catch {
      send(res, 404, { error: `not found: ${rel}` });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const bound = server.address() as AddressInfo;
  port = bound.port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    address: bound.address,
    port,
    token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
