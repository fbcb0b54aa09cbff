import { makeClient, type ApiClient, type ApiEnvelope, type ApiName } from '../shared/api.js';
import { pending } from './pending-calls.svelte.js';

/**
 * The renderer's only way to the backend: the typed client from shared/api.ts over Electron IPC
 * (exposed by the preload script) or, outside Electron, over the local web bridge with its token.
 */
interface PreloadBridge {
  call(name: string, request: unknown): Promise<ApiEnvelope<unknown>>;
  onMenu(listener: (action: string) => void): void;
  onChanged?(listener: (head: string | null) => void): void;
}

declare global {
  interface Window {
    quartermaster?: PreloadBridge;
  }
}

export const transport: 'electron' | 'web' = window.quartermaster ? 'electron' : 'web';

export function bridgeToken(): string {
  const fromUrl = new URLSearchParams(window.location.search).get('token');
  if (fromUrl) sessionStorage.setItem('quartermaster-token', fromUrl);
  return fromUrl ?? sessionStorage.getItem('quartermaster-token') ?? '';
}

async function overWeb(name: ApiName, request: unknown): Promise<ApiEnvelope<unknown>> {
  let res: Response;
  try {
    res = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bridgeToken()}` },
      body: JSON.stringify(request ?? {}),
    });
  } catch {
    return {
      ok: false,
      error: {
        kind: 'internal',
        message:
          'Quartermaster is not running any more (the local server does not answer). Start it again with npm start.',
      },
    };
  }
  return (await res.json()) as ApiEnvelope<unknown>;
}

export const api: ApiClient = makeClient(async (name, request) => {
  const id = pending.start(name);
  try {
    return await (window.quartermaster ? window.quartermaster.call(name, request) : overWeb(name, request));
  } finally {
    pending.end(id);
  }
});

/**
 * The same calls, left off the progress bar: the what-if a drag asks hex after hex (and ahead of
 * the pointer) is answered within moments and out of date at the next hex; each call's start and
 * end would set the page's state, and work out the bar again, twice a hover.
 */
export const quietApi: ApiClient = makeClient((name, request) =>
  window.quartermaster ? window.quartermaster.call(name, request) : overWeb(name, request),
);

/** Native menu actions (Electron only): "changed", "zoom-in", "zoom-out", "zoom-fit". */
export function onMenu(listener: (action: string) => void): void {
  window.quartermaster?.onMenu(listener);
}
