import { CONTENT_SECURITY_POLICY } from '../security.js';
import { readRendererFile } from '../renderer-files.js';

/**
 * The desktop window loads the renderer from `app://quartermaster/`, not `file://`: a page from a
 * custom protocol gets the Content-Security-Policy as a real header (on `file://` only the
 * `<meta>` applies), has an origin of its own rather than the whole disk, and loads nothing but
 * the renderer's own files. Written without Electron so that a test can ask it directly.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'quartermaster';
export const APP_PAGE = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Electron's privileges for the scheme: a standard, secure origin that may use fetch. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;

/** The answer to one request on the app protocol: a renderer file with the CSP header, or a 404. */
export async function answerAppRequest(url: string, rendererRoot: string): Promise<Response> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return notFound('malformed address');
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return notFound('not ours');
  const file = await readRendererFile(rendererRoot, parsed.pathname);
  if (file.status !== 200) return notFound(file.message, file.status);
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': file.type,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The IPC sender check: only our page, at the app protocol's own origin, may call the API. */
export function isOurPage(frameUrl: string | undefined): boolean {
  if (!frameUrl) return false;
  try {
    const u = new URL(frameUrl);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.pathname === '/index.html';
  } catch {
    return false;
  }
}

function notFound(message: string, status = 404): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
