import { RELAY_OFF, type RelayStatus } from '../../shared/relay/relay-api.js';
import { api } from '../api-client.js';

/** How often the status is asked for while the campaign is shared: a command's wait shows within it. */
const EVERY_MS = 500;

/**
 * Whether the open campaign is shared through the club's server, for the status bar ("shared",
 * "not shared — 2 pending") and the File menu. Asked for again while it is shared: the server
 * can go away and come back, and pending commands be acknowledged, with no call from this window.
 */
class RelayWatch {
  status = $state<RelayStatus>(RELAY_OFF);
  private timer: ReturnType<typeof setInterval> | undefined;

  set(s: RelayStatus): void {
    this.status = s;
    if (s.state === 'off') {
      clearInterval(this.timer);
      this.timer = undefined;
    } else this.timer ??= setInterval(() => void this.refresh(), EVERY_MS);
  }

  async refresh(): Promise<void> {
    try {
      this.set(await api['relay.status']({}));
    } catch {
      // no campaign, a call refused on the way: the next poll, or the next share, says
    }
  }
}

export const relayWatch = new RelayWatch();

/** The status bar's words for it. */
export function relayWords(s: RelayStatus): string {
  return s.state === 'not shared' ? `not shared — ${s.pending} pending` : s.state;
}
