import { bridgeToken } from './api-client.js';

/**
 * Told whenever the open campaign changes, whoever changed it — this window, another tab or
 * window, the command-line tool: an IPC event in Electron, server-sent events over the
 * web bridge. The listener gets the file's log head and refreshes when it is not the one shown.
 */
export function onCampaignChanged(listener: (head: string | null) => void): void {
  if (window.quartermaster) {
    window.quartermaster.onChanged?.(listener);
    return;
  }
  const events = new EventSource(`/events?token=${encodeURIComponent(bridgeToken())}`);
  events.onmessage = (e: MessageEvent<string>) => {
    try {
      listener((JSON.parse(e.data) as { head: string | null }).head);
    } catch {
      // not ours: ignore
    }
  };
}
