import { realpathSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

/**
 * The built renderer's files, as the web bridge and the desktop app's `app://` protocol serve
 * them: only files inside the renderer folder (no `..`, no symlink leading out), each with its
 * content type. Both transports send the same Content-Security-Policy header with every file.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export type RendererFile = { status: 200; body: Buffer; type: string } | { status: 400 | 404; message: string };

/** The renderer folder with its links resolved, once: every served file must lie inside it. */
export function rendererRoot(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir); // not built yet: every file is then "not found"
  }
}

/** The file a request path (`/`, `/assets/index-1a2b.js`, still %-escaped) names. */
export async function readRendererFile(root: string, pathname: string): Promise<RendererFile> {
  const rel = pathname === '/' || pathname === '' ? 'index.html' : decoded(pathname.replace(/^\/+/, ''));
  if (rel === undefined) return { status: 400, message: 'malformed path' };
  const path = normalize(join(root, rel));
  if (!path.startsWith(root + sep)) return { status: 404, message: 'not found' };
  try {
    const real = await realpath(path);
    if (!real.startsWith(root + sep)) return { status: 404, message: `not found: ${rel}` };
    return { status: 200, body: await readFile(real), type: TYPES[extname(path)] ?? 'application/octet-stream' };
  } catch {
    return { status: 404, message: `not found: ${rel}` };
  }
}

/** A %-decoded path, or undefined when its escapes are malformed (a 400, not a 500). */
export function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
